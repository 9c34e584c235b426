Feature: AP05 - List the deadlines of a case by due date
  A case's deadlines, met, missed and open alike, from the soonest due to the latest.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"

  @AP05 @C07 @C08
  Scenario: every deadline of the case, by due date, whatever has become of it
    Given nadia has added these deadlines:
      | case          | deadline       | due                  |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0001 | hearing        | 2026-08-01T09:00:00Z |
      | ABC-2026-0001 | payment        | 2026-07-08T17:00:00Z |
      | ABC-2026-0002 | appeal         | 2026-07-01T17:00:00Z |
    And nadia has marked the "payment" deadline of case "ABC-2026-0001" as met
    And nadia has marked the "legal response" deadline of case "ABC-2026-0001" as missed
    Then nadia sees the deadlines of case "ABC-2026-0001":
      | deadline       | due                  | state  |
      | payment        | 2026-07-08T17:00:00Z | met    |
      | legal response | 2026-07-10T17:00:00Z | missed |
      | hearing        | 2026-08-01T09:00:00Z | open   |

  @AP05
  Scenario: a case without deadlines lists none
    Then nadia sees no deadlines on case "ABC-2026-0001"
