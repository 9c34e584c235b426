Feature: AP06 - List the tasks of a case by due date
  A case's tasks, done and open alike, from the soonest due to the latest; optionally only those due
  by a given time.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has created these tasks:
      | task                  | case          | assignee | due                  |
      | Request bank records  | ABC-2026-0001 | nadia    | 2026-07-15T09:00:00Z |
      | Review the filing     | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Interview the witness | ABC-2026-0001 | ivan     | 2026-07-09T09:00:00Z |
      | Draft the notice      | ABC-2026-0002 | nadia    | 2026-07-08T12:00:00Z |

  @AP06 @C04 @C06
  Scenario: every task of the case, by due date, done or open
    Given nadia has completed the task "Review the filing"
    Then nadia sees the tasks of case "ABC-2026-0001":
      | task                  | assignee | due                  | state |
      | Review the filing     | nadia    | 2026-07-08T17:00:00Z | done  |
      | Interview the witness | ivan     | 2026-07-09T09:00:00Z | open  |
      | Request bank records  | nadia    | 2026-07-15T09:00:00Z | open  |

  @AP06
  Scenario: only the tasks due by a time, that time included
    Then nadia sees the tasks of case "ABC-2026-0001" due by 2026-07-09T09:00:00Z:
      | task                  | assignee | due                  | state |
      | Review the filing     | nadia    | 2026-07-08T17:00:00Z | open  |
      | Interview the witness | ivan     | 2026-07-09T09:00:00Z | open  |
