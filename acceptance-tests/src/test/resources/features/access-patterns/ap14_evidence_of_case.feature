Feature: AP14 - List the evidence of a case
  Evidence is recorded by its description and details; the material itself is kept elsewhere and only
  referred to.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"

  @AP14 @C09
  Scenario: the evidence of a case, in the order it was recorded
    When nadia attaches the evidence "Bank statement, March 2026" to case "ABC-2026-0001" with details:
      | source | bank subpoena |
      | pages  | 12            |
    And it is 2026-07-07T10:30:00Z
    And nadia attaches the evidence "Recorded call with the respondent" to case "ABC-2026-0001" with details:
      | duration | 14 minutes |
    And nadia attaches the evidence "Advertising leaflet" to case "ABC-2026-0002" with details:
      | source | street survey |
    Then the request is accepted
    And nadia sees the evidence of case "ABC-2026-0001":
      | evidence                          | attached by | attached at          | details                          |
      | Bank statement, March 2026        | nadia       | 2026-07-07T10:00:00Z | pages: 12; source: bank subpoena |
      | Recorded call with the respondent | nadia       | 2026-07-07T10:30:00Z | duration: 14 minutes             |
