Feature: A rescheduled task takes its new place in due-date order
  When a task's due date changes, every list that orders tasks by due date shows it in its new place,
  and never in the old one. Whoever acts on the task as it was before is refused.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has created these tasks:
      | task                  | case          | assignee | due                  |
      | Review the filing     | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Interview the witness | ABC-2026-0001 | nadia    | 2026-07-10T09:00:00Z |
      | Request bank records  | ABC-2026-0001 | nadia    | 2026-07-12T09:00:00Z |

  @C10 @AP06 @AP03
  Scenario: the task moves to its new place in the case and in the assignee's list
    When nadia reschedules the task "Review the filing" to 2026-07-11T17:00:00Z
    Then the request is accepted
    And nadia sees the tasks of case "ABC-2026-0001":
      | task                  | due                  | state |
      | Interview the witness | 2026-07-10T09:00:00Z | open  |
      | Review the filing     | 2026-07-11T17:00:00Z | open  |
      | Request bank records  | 2026-07-12T09:00:00Z | open  |
    And nadia sees the open tasks of "nadia":
      | task                  | due                  |
      | Interview the witness | 2026-07-10T09:00:00Z |
      | Review the filing     | 2026-07-11T17:00:00Z |
      | Request bank records  | 2026-07-12T09:00:00Z |

  @C10 @AP02
  Scenario: the timeline records the move
    Given it is 2026-07-07T10:30:00Z
    When nadia reschedules the task "Review the filing" to 2026-07-11T17:00:00Z
    Then the timeline of case "ABC-2026-0001" reads:
      | when                 | what happened    |
      | 2026-07-07T10:30:00Z | task rescheduled |
      | 2026-07-07T10:00:00Z | task created     |
      | 2026-07-07T10:00:00Z | task created     |
      | 2026-07-07T10:00:00Z | task created     |
      | 2026-07-07T10:00:00Z | case opened      |

  @C10 @C06
  Scenario: acting on the task as it was before the reschedule is refused
    Given nadia has looked at the task "Review the filing"
    And nadia has rescheduled the task "Review the filing" to 2026-07-11T17:00:00Z
    When nadia completes the task "Review the filing" as it looked earlier
    Then the request is refused: the task has moved since it was looked at
    And the task "Review the filing" is still open and assigned to "nadia"
