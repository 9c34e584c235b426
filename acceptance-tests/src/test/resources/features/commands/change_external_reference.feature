Feature: Changing a case's external reference
  A supervisor may give a case another external reference, when the agency's reference for the matter
  changes. The case is then found by its new reference only, and the old one is free for another case.
  A reference another case holds is refused, and so is a change made on an older look at the case.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Lending scheme"

  @C15 @AP11
  Scenario: the case is found by its new reference only
    Given it is 2026-07-07T11:00:00Z
    When sam changes the external reference of case "ABC-2026-0001" to "ABC-2026-0042"
    Then the request is accepted
    And nadia finds the case with external reference "ABC-2026-0042", titled "Lending scheme"
    When nadia looks up the external reference "ABC-2026-0001"
    Then the request is refused: the case is not found
    And the timeline of case "ABC-2026-0001" reads:
      | when                 | what happened             |
      | 2026-07-07T11:00:00Z | external ref changed      |
      | 2026-07-07T10:00:00Z | case opened               |

  @C15 @C01 @AP11
  Scenario: the old reference is free for a new case afterwards
    Given sam changes the external reference of case "ABC-2026-0001" to "ABC-2026-0042"
    When nadia opens a case with external reference "ABC-2026-0001" titled "Another matter"
    Then the request is accepted
    And nadia finds the case with external reference "ABC-2026-0001", titled "Another matter"
    And nadia finds the case with external reference "ABC-2026-0042", titled "Lending scheme"

  @C15 @AP11
  Scenario: a reference another case holds is refused by name, and nothing is written
    Given nadia has opened a case with external reference "ABC-2026-0002" titled "Another matter"
    When sam changes the external reference of case "ABC-2026-0001" to "ABC-2026-0002"
    Then the request is refused: the external reference "ABC-2026-0002" is already taken
    And nadia finds the case with external reference "ABC-2026-0001", titled "Lending scheme"
    And nadia finds the case with external reference "ABC-2026-0002", titled "Another matter"
    And the timeline of case "ABC-2026-0001" reads:
      | what happened |
      | case opened   |

  @C15 @AP11
  Scenario: a change made on an older look at the case is refused, and nothing is written
    Given sam has looked at case "ABC-2026-0001"
    And sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    When sam changes the external reference of case "ABC-2026-0001" to "ABC-2026-0042" as it looked earlier
    Then the request is refused: the case was changed by someone else
    And nadia finds the case with external reference "ABC-2026-0001", titled "Unlicensed lending scheme"
    When nadia looks up the external reference "ABC-2026-0042"
    Then the request is refused: the case is not found
