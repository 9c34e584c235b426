Feature: Renaming a case
  A supervisor may rename a case. The file shows the new title at once. Tasks and deadlines carry the
  case title with them for display; they show the new title once the rename is published, which brings
  them up to the title the case has then, whatever order renames are published in and however often.
  A supervisor may also bring the titles of a case up to date at once, any number of times.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Lending scheme"
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z
    And nadia has added a "legal response" deadline to case "ABC-2026-0001" due 2026-07-21T17:00:00Z
    And the platform has an operator "otto"

  @C12 @AP01 @AP02
  Scenario: the file shows the new title at once
    Given it is 2026-07-07T11:00:00Z
    When sam renames case "ABC-2026-0001" to "Unlicensed lending scheme"
    Then the request is accepted
    And nadia sees the file of case "ABC-2026-0001":
      | title | Unlicensed lending scheme |
    And the timeline of case "ABC-2026-0001" reads:
      | when                 | what happened  |
      | 2026-07-07T11:00:00Z | case renamed   |
      | 2026-07-07T10:00:00Z | deadline added |
      | 2026-07-07T10:00:00Z | task created   |
      | 2026-07-07T10:00:00Z | case opened    |

  @C12 @AP06 @AP05
  Scenario: tasks and deadlines show the new title once the titles are brought up to date
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    When sam brings the titles of case "ABC-2026-0001" up to date
    Then the update reports 1 task and 1 deadline repaired
    And the task "Review the filing" shows the case title "Unlicensed lending scheme"
    And the "legal response" deadline of case "ABC-2026-0001" shows the case title "Unlicensed lending scheme"

  @C12
  Scenario: bringing titles up to date a second time changes nothing
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    And sam has brought the titles of case "ABC-2026-0001" up to date
    When sam brings the titles of case "ABC-2026-0001" up to date
    Then the update reports 0 tasks and 0 deadlines repaired

  @C12 @C13 @AP06 @AP05
  Scenario: publishing the rename brings tasks and deadlines up to date, with nobody asking
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    And the task "Review the filing" shows the case title "Lending scheme"
    When otto runs the publication of waiting events
    Then the publication run reports 2 published and 0 failed
    And the publication run brought 2 case titles up to date
    And the task "Review the filing" shows the case title "Unlicensed lending scheme"
    And the "legal response" deadline of case "ABC-2026-0001" shows the case title "Unlicensed lending scheme"

  @C12 @C13
  Scenario: two renames published together leave the title the case has now
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    And sam has renamed case "ABC-2026-0001" to "Unlicensed lending and debt collection"
    When otto runs the publication of waiting events
    Then the publication run reports 3 published and 0 failed
    And the task "Review the filing" shows the case title "Unlicensed lending and debt collection"
    And the "legal response" deadline of case "ABC-2026-0001" shows the case title "Unlicensed lending and debt collection"

  @C12 @C13
  Scenario: a rename published while the message channel is down is published later, its titles already up to date
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    And the message channel is down
    And otto has run the publication of waiting events
    And the message channel is back
    When otto runs the publication of waiting events
    Then the publication run reports 2 published and 0 failed
    And the publication run brought 0 case titles up to date
    And the task "Review the filing" shows the case title "Unlicensed lending scheme"
