Feature: AP01 - Read the file of a case
  An officer reads what a case is about: its reference, title, classification, the unit that owns it,
  and who opened it when. The file always shows every change confirmed before it is read.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z

  @AP01 @C01
  Scenario: the file of a newly opened case shows what was recorded
    When nadia opens a case with:
      | external reference | ABC-2026-0001             |
      | title              | Unlicensed lending scheme |
      | risk score         | 40                        |
      | classification     | confidential              |
      | owning unit        | consumer-credit           |
    Then the request is accepted
    And nadia sees the file of case "ABC-2026-0001":
      | external reference | ABC-2026-0001             |
      | title              | Unlicensed lending scheme |
      | classification     | confidential              |
      | owning unit        | consumer-credit           |
      | opened by          | nadia                     |
      | opened at          | 2026-07-07T10:00:00Z      |

  @AP01
  Scenario: a case that was never opened is not found
    When nadia asks for the file of case "ABC-2099-9999"
    Then the request is refused: the case is not found
