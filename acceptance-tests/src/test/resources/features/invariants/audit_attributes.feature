Feature: A task says whose it is and who wrote it
  Every task names the unit that owns its case and the case's classification, who created it and when, and
  who changed it last and when, so that a reviewer can tell who did what without reading the timeline.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with:
      | external reference | ABC-2026-0001   |
      | owning unit        | consumer-credit |
      | classification     | public          |
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z

  @C04
  Scenario: a new task names its case's unit and classification and the person who created it
    Then the task "Review the filing" says whose it is and who wrote it:
      | owning unit     | classification | created by | created at           | last changed by | last changed at      |
      | consumer-credit | public         | nadia      | 2026-07-07T10:00:00Z | nadia           | 2026-07-07T10:00:00Z |

  @C05
  Scenario: a changed task names who changed it last, and still who created it
    Given it is 2026-07-07T11:30:00Z
    And sam has reassigned the task "Review the filing" to "ivan"
    Then the task "Review the filing" says whose it is and who wrote it:
      | owning unit     | classification | created by | created at           | last changed by | last changed at      |
      | consumer-credit | public         | nadia      | 2026-07-07T10:00:00Z | sam             | 2026-07-07T11:30:00Z |
