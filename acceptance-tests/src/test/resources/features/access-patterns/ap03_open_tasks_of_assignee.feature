Feature: AP03 - See a person's open tasks, soonest due first
  Each person works from one list: their open tasks across all cases, the soonest due first,
  optionally only those due within a window. The list is kept up to date shortly after each change.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has created these tasks:
      | task                  | case          | assignee | due                  |
      | Draft the notice      | ABC-2026-0002 | nadia    | 2026-07-09T12:00:00Z |
      | Review the filing     | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Interview the witness | ABC-2026-0001 | ivan     | 2026-07-08T09:00:00Z |
      | Request bank records  | ABC-2026-0001 | nadia    | 2026-07-15T09:00:00Z |

  @AP03 @C04
  Scenario: open tasks across cases, soonest due first
    Then nadia sees the open tasks of "nadia":
      | task                 | case          | due                  |
      | Review the filing    | ABC-2026-0001 | 2026-07-08T17:00:00Z |
      | Draft the notice     | ABC-2026-0002 | 2026-07-09T12:00:00Z |
      | Request bank records | ABC-2026-0001 | 2026-07-15T09:00:00Z |

  @AP03
  Scenario: only the open tasks due within a window
    Then nadia sees the open tasks of "nadia" due between 2026-07-08T17:00:00Z and 2026-07-10T00:00:00Z:
      | task              | case          | due                  |
      | Review the filing | ABC-2026-0001 | 2026-07-08T17:00:00Z |
      | Draft the notice  | ABC-2026-0002 | 2026-07-09T12:00:00Z |

  @AP03
  Scenario: only the open tasks due from a time on
    Then nadia sees the open tasks of "nadia" due from 2026-07-09T00:00:00Z on:
      | task                 | case          | due                  |
      | Draft the notice     | ABC-2026-0002 | 2026-07-09T12:00:00Z |
      | Request bank records | ABC-2026-0001 | 2026-07-15T09:00:00Z |

  @AP03 @C05
  Scenario: a reassigned task moves to the new assignee's list
    When sam reassigns the task "Review the filing" to "ivan"
    Then the request is accepted
    And sam sees the open tasks of "ivan":
      | task                  | case          | due                  |
      | Interview the witness | ABC-2026-0001 | 2026-07-08T09:00:00Z |
      | Review the filing     | ABC-2026-0001 | 2026-07-08T17:00:00Z |
    And sam sees the open tasks of "nadia":
      | task                 | case          | due                  |
      | Draft the notice     | ABC-2026-0002 | 2026-07-09T12:00:00Z |
      | Request bank records | ABC-2026-0001 | 2026-07-15T09:00:00Z |

  @AP03 @C05
  Scenario: only a supervisor reassigns tasks
    When nadia reassigns the task "Review the filing" to "ivan"
    Then the request is refused: nadia is not allowed to do that
    And the task "Review the filing" is still open and assigned to "nadia"
