Feature: AP12 - List the agency's cases in a status, newest opened first
  Which cases are under review, waiting for a response, closed... the most recently opened first.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And it is 2026-07-07T11:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0002"
    And it is 2026-07-07T12:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0003"

  @AP12 @C01
  Scenario: the cases under review, newest opened first
    Then nadia sees the cases in status "under review":
      | case          | opened               |
      | ABC-2026-0003 | 2026-07-07T12:00:00Z |
      | ABC-2026-0002 | 2026-07-07T11:00:00Z |
      | ABC-2026-0001 | 2026-07-07T10:00:00Z |

  @AP12 @C02
  Scenario: a case that moves on leaves one list and joins the next
    When nadia moves case "ABC-2026-0002" to "notice issued"
    Then the request is accepted
    And nadia sees the cases in status "under review":
      | case          | opened               |
      | ABC-2026-0003 | 2026-07-07T12:00:00Z |
      | ABC-2026-0001 | 2026-07-07T10:00:00Z |
    And nadia sees the cases in status "notice issued":
      | case          | opened               |
      | ABC-2026-0002 | 2026-07-07T11:00:00Z |

  @AP12
  Scenario: a long list is read a page at a time
    When nadia reads the cases in status "under review" 2 at a time
    Then the pages of cases read:
      | page | case          |
      | 1    | ABC-2026-0003 |
      | 1    | ABC-2026-0002 |
      | 2    | ABC-2026-0001 |
