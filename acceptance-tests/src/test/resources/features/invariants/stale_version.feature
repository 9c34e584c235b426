Feature: A change based on an outdated look is refused
  Whoever changes a case or a task names the version they looked at. If someone else changed it in the
  meantime, the change is refused and nothing is written, so that nobody overwrites what they never saw.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And the agency "north" has a supervisor "sara"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" and risk score 40

  @C02 @C11
  Scenario: moving a case along from an outdated look is refused
    Given nadia has looked at case "ABC-2026-0001"
    And sam has changed the risk score of case "ABC-2026-0001" to 85
    When nadia moves case "ABC-2026-0001" to "notice issued" as it looked earlier
    Then the request is refused: the case was changed by someone else
    And case "ABC-2026-0001" is still "under review"

  @C11
  Scenario: of two supervisors who looked at the same version, only the first changes the risk score
    Given sam has looked at case "ABC-2026-0001"
    And sara has looked at case "ABC-2026-0001"
    And sam has changed the risk score of case "ABC-2026-0001" to 85 as it looked earlier
    When sara changes the risk score of case "ABC-2026-0001" to 30 as it looked earlier
    Then the request is refused: the case was changed by someone else
    And case "ABC-2026-0001" has the risk score 85

  @C12
  Scenario: renaming a case from an outdated look is refused
    Given sam has looked at case "ABC-2026-0001"
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    When sam renames case "ABC-2026-0001" to "A title nobody agreed on" as it looked earlier
    Then the request is refused: the case was changed by someone else
    And nadia sees the file of case "ABC-2026-0001":
      | title | Case ABC-2026-0001 |

  @C06 @C05
  Scenario: completing a task from an outdated look is refused
    Given nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z
    And nadia has looked at the task "Review the filing"
    And sam has reassigned the task "Review the filing" to "ivan"
    When nadia completes the task "Review the filing" as it looked earlier
    Then the request is refused: the task was changed by someone else
    And the task "Review the filing" is still open and assigned to "ivan"
