Feature: What each role may do
  Analysts read; officers work cases and move them along; only a supervisor closes a case.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has an analyst "anna"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has moved case "ABC-2026-0001" along to "decision pending"

  @C02
  Scenario: an analyst cannot close a case
    When anna moves case "ABC-2026-0001" to "closed"
    Then the request is refused: anna is not allowed to do that
    And case "ABC-2026-0001" is still "decision pending"

  @C02
  Scenario: an officer cannot close a case either
    When nadia moves case "ABC-2026-0001" to "closed"
    Then the request is refused: nadia is not allowed to do that
    And case "ABC-2026-0001" is still "decision pending"

  @C02 @AP12
  Scenario: a supervisor closes the case
    When sam moves case "ABC-2026-0001" to "closed"
    Then the request is accepted
    And case "ABC-2026-0001" is now "closed"
    And anna sees the cases in status "closed":
      | case          |
      | ABC-2026-0001 |

  @C01 @AP01
  Scenario: an analyst reads cases but does not open them
    When anna opens a case with external reference "ABC-2026-0002"
    Then the request is refused: anna is not allowed to do that
    And anna sees the file of case "ABC-2026-0001":
      | external reference | ABC-2026-0001 |

  @C11 @C12
  Scenario: an officer neither changes the risk score nor renames a case
    When nadia changes the risk score of case "ABC-2026-0001" to 95
    Then the request is refused: nadia is not allowed to do that
    When nadia renames case "ABC-2026-0001" to "Something else"
    Then the request is refused: nadia is not allowed to do that
