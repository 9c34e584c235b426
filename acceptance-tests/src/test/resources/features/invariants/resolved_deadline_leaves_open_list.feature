Feature: A met or missed deadline leaves the agency's open deadlines
  The agency's list of open deadlines holds open deadlines only: a deadline that was met or missed
  leaves that list, while the case keeps it on record.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has added these deadlines:
      | case          | deadline       | due                  |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0001 | payment        | 2026-07-12T17:00:00Z |
    And nadia sees the open deadlines due by 2026-07-31T00:00:00Z:
      | deadline       |
      | legal response |
      | payment        |

  @C08 @AP04 @AP05
  Scenario: a met deadline leaves the open list and stays on the case as met
    When nadia marks the "legal response" deadline of case "ABC-2026-0001" as met
    Then the request is accepted
    And nadia sees the open deadlines due by 2026-07-31T00:00:00Z:
      | deadline |
      | payment  |
    And nadia sees the deadlines of case "ABC-2026-0001":
      | deadline       | state |
      | legal response | met   |
      | payment        | open  |

  @C08 @AP04
  Scenario: a missed deadline leaves the open list too
    When nadia marks the "payment" deadline of case "ABC-2026-0001" as missed
    Then the request is accepted
    And nadia sees the open deadlines due by 2026-07-31T00:00:00Z:
      | deadline       |
      | legal response |

  @C08
  Scenario: a met deadline cannot be resolved again
    Given nadia has marked the "legal response" deadline of case "ABC-2026-0001" as met
    When nadia marks the "legal response" deadline of case "ABC-2026-0001" as missed
    Then the request is refused: the deadline is not open
