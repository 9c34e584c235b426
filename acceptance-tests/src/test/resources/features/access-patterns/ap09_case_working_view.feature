Feature: AP09 - Open the working view of a case
  One look at a case brings together its file, where it stands, its open tasks, its open deadlines and
  its parties. Done tasks and resolved deadlines are no longer part of it; each list is kept short.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with:
      | external reference | ABC-2026-0001             |
      | title              | Unlicensed lending scheme |
      | risk score         | 65                        |
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    And nadia has created these tasks:
      | task                | case          | assignee | due                  |
      | Review the filing   | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
      | Draft the notice    | ABC-2026-0001 | nadia    | 2026-07-12T12:00:00Z |
      | Call the respondent | ABC-2026-0001 | ivan     | 2026-07-09T09:00:00Z |
    And nadia has added these deadlines:
      | case          | deadline       | due                  |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0001 | hearing        | 2026-08-01T09:00:00Z |
    And nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"

  @AP09 @C03 @C06 @C08
  Scenario: the working view shows what is still open
    Given nadia has completed the task "Review the filing"
    And nadia has marked the "legal response" deadline of case "ABC-2026-0001" as met
    When nadia opens the working view of case "ABC-2026-0001"
    Then the view shows the title "Unlicensed lending scheme", the status "notice issued" and the risk score 65
    And the view lists these open tasks:
      | task                | assignee | due                  |
      | Call the respondent | ivan     | 2026-07-09T09:00:00Z |
      | Draft the notice    | nadia    | 2026-07-12T12:00:00Z |
    And the view lists these open deadlines:
      | deadline | due                  |
      | hearing  | 2026-08-01T09:00:00Z |
    And the view lists these parties:
      | party          | role       |
      | zenith-finance | respondent |

  @AP09 @C04
  Scenario: each list in the working view is kept short
    Given nadia has created a task on case "ABC-2026-0001" every minute from 2026-07-07T11:00:00Z, 30 in all
    When nadia opens the working view of case "ABC-2026-0001"
    Then the view lists 25 open tasks, the soonest due first
