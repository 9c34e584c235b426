Feature: AP08 - List the cases of a party
  Everything the agency has open or closed against one company or person, from the party's side.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has opened a case with external reference "ABC-2026-0003"

  @AP08 @C03
  Scenario: a party linked to several cases, in the role it plays in each
    Given nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    And nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0003" as "witness"
    And nadia has linked the person "alice-adams" named "Alice Adams" to case "ABC-2026-0002" as "complainant"
    Then nadia sees the cases of party "zenith-finance":
      | case          | role       |
      | ABC-2026-0001 | respondent |
      | ABC-2026-0003 | witness    |

  @AP08
  Scenario: a party never linked has no cases
    Then nadia sees no cases of party "nobody-ltd"
