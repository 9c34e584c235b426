Feature: AP11 - Find a case by the agency's own reference
  Agencies know their cases by their own reference, such as a docket number.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z

  @AP11 @C01
  Scenario: the reference leads to the case
    Given nadia has opened a case with external reference "ABC-2026-0001" titled "Unlicensed lending scheme"
    And nadia has opened a case with external reference "ABC-2026-0002" titled "Misleading advertising"
    Then nadia finds the case with external reference "ABC-2026-0002", titled "Misleading advertising"

  @AP11
  Scenario: an unknown reference leads nowhere
    When nadia looks up the external reference "ABC-2099-9999"
    Then the request is refused: the case is not found
