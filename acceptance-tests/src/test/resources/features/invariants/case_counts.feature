Feature: A case keeps count of its open work, its parties and its evidence
  Every case shows how many tasks and deadlines are still open on it, and how many parties and pieces of
  evidence it has. Each count changes in the same step as the work it counts, so the counts always agree
  with the case's own lists, on the case file as in the working view. A party linked twice or a task
  completed twice is counted once.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"

  @AP01 @AP09 @C01
  Scenario: a new case has nothing counted yet
    Then nadia sees that case "ABC-2026-0001" counts:
      | open tasks | open deadlines | parties | evidence |
      | 0          | 0              | 0       | 0        |

  @AP01 @AP09 @C03 @C04 @C06 @C07 @C08 @C09
  Scenario: the counts follow the work on the case
    Given nadia has created these tasks:
      | task              | case          | assignee | due                  |
      | Review the filing | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Draft the notice  | ABC-2026-0001 | nadia    | 2026-07-12T12:00:00Z |
    And nadia has added these deadlines:
      | case          | deadline       | due                  |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0001 | hearing        | 2026-08-01T09:00:00Z |
    And nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    And nadia attaches the evidence "Bank statement, March 2026" to case "ABC-2026-0001" with details:
      | source | bank subpoena |
    When nadia completes the task "Review the filing"
    And nadia marks the "legal response" deadline of case "ABC-2026-0001" as missed
    Then nadia sees that case "ABC-2026-0001" counts:
      | open tasks | open deadlines | parties | evidence |
      | 1          | 1              | 1       | 1        |
    And nadia sees that the counts of case "ABC-2026-0001" agree with its lists of tasks, deadlines, parties and evidence

  @AP01 @C03 @C06 @C08
  Scenario: a party linked again, a task completed again and a deadline resolved again are counted once
    Given nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-08T17:00:00Z
    And nadia has added a "legal response" deadline to case "ABC-2026-0001" due 2026-07-10T17:00:00Z
    And nadia has completed the task "Review the filing"
    And nadia has marked the "legal response" deadline of case "ABC-2026-0001" as met
    When nadia links the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "witness"
    Then the request is refused: the party is already linked to the case
    When nadia completes the task "Review the filing"
    Then the request is refused: the task is not open
    When nadia marks the "legal response" deadline of case "ABC-2026-0001" as missed
    Then the request is refused: the deadline is not open
    And nadia sees that case "ABC-2026-0001" counts:
      | open tasks | open deadlines | parties | evidence |
      | 0          | 0              | 1       | 0        |
