Feature: A completed task leaves its assignee's open tasks
  A person's list of open tasks holds open tasks only: completing a task takes it off that list, while
  the case keeps it on record as done.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has created these tasks:
      | task              | case          | assignee | due                  |
      | Review the filing | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Draft the notice  | ABC-2026-0001 | nadia    | 2026-07-09T12:00:00Z |
    And nadia sees the open tasks of "nadia":
      | task              |
      | Review the filing |
      | Draft the notice  |

  @C06 @AP03 @AP06
  Scenario: the completed task leaves the open list and stays on the case as done
    When nadia completes the task "Review the filing"
    Then the request is accepted
    And nadia sees the open tasks of "nadia":
      | task             |
      | Draft the notice |
    And nadia sees the tasks of case "ABC-2026-0001":
      | task              | state |
      | Review the filing | done  |
      | Draft the notice  | open  |

  @C06
  Scenario: a completed task cannot be completed again
    Given nadia has completed the task "Review the filing"
    When nadia completes the task "Review the filing"
    Then the request is refused: the task is not open

  @C06 @AP03
  Scenario: once all tasks are done the list is empty
    Given nadia has completed the task "Review the filing"
    And nadia has completed the task "Draft the notice"
    Then nadia sees no open tasks of "nadia"
