Feature: An agency's external reference names one case only
  Within an agency no two cases share an external reference. Another agency may use the same reference
  for a case of its own.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "south" has an officer "sven"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Unlicensed lending scheme"

  @C01 @AP11
  Scenario: a second case with the same reference is refused, and the first stays as it was
    When nadia opens a case with external reference "ABC-2026-0001" titled "Another matter"
    Then the request is refused: the external reference is already taken
    And nadia finds the case with external reference "ABC-2026-0001", titled "Unlicensed lending scheme"
    And the timeline of case "ABC-2026-0001" reads:
      | what happened |
      | case opened   |

  @C01 @AP11
  Scenario: another agency may use the same reference
    When sven opens a case with external reference "ABC-2026-0001" titled "A southern matter"
    Then the request is accepted
    And sven finds the case with external reference "ABC-2026-0001", titled "A southern matter"
    And nadia finds the case with external reference "ABC-2026-0001", titled "Unlicensed lending scheme"
