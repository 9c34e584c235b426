Feature: AP02 - Follow the history of a case, newest first
  Every change to a case leaves an entry in its timeline. The timeline reads newest first and can be
  read a few entries at a time; a page marker only works for the reading it was handed out with.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"

  @AP02 @C01 @C02 @C04 @C07
  Scenario: the timeline lists what happened, newest first
    Given it is 2026-07-07T10:05:00Z
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z
    And it is 2026-07-07T10:10:00Z
    And nadia has added a "legal response" deadline to case "ABC-2026-0001" due 2026-07-21T17:00:00Z
    And it is 2026-07-07T10:15:00Z
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    Then the timeline of case "ABC-2026-0001" reads:
      | when                 | what happened       |
      | 2026-07-07T10:15:00Z | case status changed |
      | 2026-07-07T10:10:00Z | deadline added      |
      | 2026-07-07T10:05:00Z | task created        |
      | 2026-07-07T10:00:00Z | case opened         |

  @AP02 @C04
  Scenario: a long timeline is read a page at a time, without gaps or repeats
    Given nadia has created a task on case "ABC-2026-0001" every minute from 2026-07-07T11:00:00Z, 4 in all
    When nadia reads the timeline of case "ABC-2026-0001" 2 entries at a time
    Then the pages read:
      | page | when                 | what happened |
      | 1    | 2026-07-07T11:03:00Z | task created  |
      | 1    | 2026-07-07T11:02:00Z | task created  |
      | 2    | 2026-07-07T11:01:00Z | task created  |
      | 2    | 2026-07-07T11:00:00Z | task created  |
      | 3    | 2026-07-07T10:00:00Z | case opened   |

  @AP02
  Scenario: a page marker that was tampered with is refused
    Given nadia has created a task on case "ABC-2026-0001" every minute from 2026-07-07T11:00:00Z, 2 in all
    When nadia reads the next page of the timeline of case "ABC-2026-0001" with a page marker that was tampered with
    Then the request is refused: the page marker is not valid

  @AP02
  Scenario: a page marker of one case does not open the timeline of another
    Given nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has created a task on case "ABC-2026-0001" every minute from 2026-07-07T11:00:00Z, 2 in all
    When nadia reads the timeline of case "ABC-2026-0002" with the page marker of case "ABC-2026-0001"
    Then the request is refused: the page marker is not valid
