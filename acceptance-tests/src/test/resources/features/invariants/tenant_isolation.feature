Feature: An agency sees and changes only its own cases
  Agencies share the platform but never each other's records. To another agency a case is not there at
  all: it cannot be read, found, changed, or seen in any list.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "south" has an officer "sven"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" and risk score 90
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-08T17:00:00Z
    And nadia has added a "legal response" deadline to case "ABC-2026-0001" due 2026-07-10T17:00:00Z

  @AP01 @AP02 @AP06 @AP09
  Scenario: another agency cannot read the case
    When sven asks for the file of the case "ABC-2026-0001" of agency "north"
    Then the request is refused: the case is not found
    When sven opens the working view of the case "ABC-2026-0001" of agency "north"
    Then the request is refused: the case is not found
    When sven reads the timeline of the case "ABC-2026-0001" of agency "north"
    Then sven is told nothing about the case
    When sven asks for the tasks of the case "ABC-2026-0001" of agency "north"
    Then sven is told nothing about the case

  @AP11
  Scenario: another agency cannot find the case by its reference
    When sven looks up the external reference "ABC-2026-0001"
    Then the request is refused: the case is not found

  @C02 @C04
  Scenario: another agency cannot change the case
    When sven moves the case "ABC-2026-0001" of agency "north" to "notice issued"
    Then the request is refused: the case is not found
    When sven creates the task "Sneak a look" on the case "ABC-2026-0001" of agency "north" for "sven" due 2026-07-09T09:00:00Z
    Then the request is refused: the case is not found
    And case "ABC-2026-0001" of agency "north" is still "under review"
    And case "ABC-2026-0001" of agency "north" has 1 task

  @AP03 @AP04 @AP12 @AP13
  Scenario: another agency's lists never show the case
    Given nadia sees the high-risk open cases:
      | case          | risk score |
      | ABC-2026-0001 | 90         |
    And nadia sees the open tasks of "nadia":
      | task              |
      | Review the filing |
    And nadia sees the open deadlines due by 2026-12-31T00:00:00Z:
      | deadline       |
      | legal response |
    Then sven sees no high-risk open cases
    And sven sees no cases in status "under review"
    And sven sees no open tasks of "nadia"
    And sven sees no open deadlines due by 2026-12-31T00:00:00Z
