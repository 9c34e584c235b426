Feature: AP07 - List the parties of a case
  The companies and people involved in a case, each in the role they play in it.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"

  @AP07 @C03
  Scenario: every party of the case with its role
    Given nadia has linked these parties to case "ABC-2026-0001":
      | party          | name               | kind    | role        |
      | zenith-finance | Zenith Finance Ltd | company | respondent  |
      | alice-adams    | Alice Adams        | person  | complainant |
      | bob-baker      | Bob Baker          | person  | witness     |
    Then nadia sees the parties of case "ABC-2026-0001":
      | party          | name               | kind    | role        |
      | alice-adams    | Alice Adams        | person  | complainant |
      | bob-baker      | Bob Baker          | person  | witness     |
      | zenith-finance | Zenith Finance Ltd | company | respondent  |

  @AP07 @C03
  Scenario: a party is linked to a case only once
    Given nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    When nadia links the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "witness"
    Then the request is refused: the party is already linked to the case
    And nadia sees the parties of case "ABC-2026-0001":
      | party          | role       |
      | zenith-finance | respondent |
