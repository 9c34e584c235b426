Feature: AP10 - See the events waiting to be published
  What happens to a case is announced to other systems. Until an announcement has gone out it waits,
  and the platform operator can see what waits, the oldest first, for every agency.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "south" has an officer "sven"
    And the platform has an operator "otto"

  @AP10 @C01 @C02
  Scenario: events of all agencies wait, the oldest first
    Given it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And it is 2026-07-07T10:05:00Z
    And sven has opened a case with external reference "SOU-2026-0001"
    And it is 2026-07-07T10:10:00Z
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    Then otto sees these events waiting to be published:
      | agency | case          | what happened       | when                 |
      | north  | ABC-2026-0001 | case opened         | 2026-07-07T10:00:00Z |
      | south  | SOU-2026-0001 | case opened         | 2026-07-07T10:05:00Z |
      | north  | ABC-2026-0001 | case status changed | 2026-07-07T10:10:00Z |

  @AP10
  Scenario: only the platform operator looks at what waits
    When nadia asks for the events waiting to be published
    Then the request is refused: nadia is not allowed to do that
