Feature: Bad input is refused, naming the field, and nothing is written
  Identities may not be blank or contain the character '#'; statuses, kinds and roles must be ones the
  platform knows; a risk score lies between 0 and 100; times are written like 2026-07-10T17:00:00Z; the
  details of a piece of evidence are kept small; text must be whole characters (a lone surrogate such as
  \uD800, half of a character, cannot be stored). A request that breaks any of these is refused with the
  name of the offending field, and nothing at all is written.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" and risk score 40

  @C01
  Scenario Outline: opening a case with <problem> is refused
    When nadia opens a case with:
      | external reference | <reference>      |
      | title              | <title>          |
      | risk score         | <risk score>     |
      | classification     | <classification> |
    Then the request is refused because "<field>" is invalid
    And nothing was written

    Examples:
      | problem                       | reference     | title                 | risk score | classification | field          |
      | a blank reference             |               | Lending scheme        | 40         | restricted     | externalRef    |
      | a reference with '#'          | ABC#2026-0002 | Lending scheme        | 40         | restricted     | externalRef    |
      | a risk score of -1            | ABC-2026-0002 | Lending scheme        | -1         | restricted     | riskScore      |
      | a risk score of 101           | ABC-2026-0002 | Lending scheme        | 101        | restricted     | riskScore      |
      | a blank title                 | ABC-2026-0002 |                       | 40         | restricted     | title          |
      | an unknown classification     | ABC-2026-0002 | Lending scheme        | 40         | top secret     | classification |
      | a title with half a character | ABC-2026-0002 | Lending \uD800 scheme | 40         | restricted     | title          |

  @C02
  Scenario Outline: moving a case with <problem> is refused
    When nadia moves case "<case>" to "<status>"
    Then the request is refused because "<field>" is invalid
    And nothing was written
    And case "ABC-2026-0001" is still "under review"
    And the timeline of case "ABC-2026-0001" reads:
      | what happened |
      | case opened   |

    Examples:
      | problem            | case          | status        | field        |
      | a blank case id    |               | notice issued | caseId       |
      | a case id with '#' | CASE#0001     | notice issued | caseId       |
      | an unknown status  | ABC-2026-0001 | suspended     | targetStatus |
      | a blank status     | ABC-2026-0001 |               | targetStatus |

  @C11
  Scenario Outline: changing the risk score to <risk score> is refused
    When sam changes the risk score of case "ABC-2026-0001" to <risk score>
    Then the request is refused because "riskScore" is invalid
    And nothing was written
    And case "ABC-2026-0001" has the risk score 40

    Examples:
      | risk score |
      | -1         |
      | 101        |

  @C04
  Scenario Outline: creating a task with <problem> is refused
    When nadia creates a task with:
      | case     | <case>     |
      | title    | <title>    |
      | assignee | <assignee> |
      | due      | <due>      |
    Then the request is refused because "<field>" is invalid
    And nothing was written
    And case "ABC-2026-0001" has 0 tasks
    And the timeline of case "ABC-2026-0001" reads:
      | what happened |
      | case opened   |

    Examples:
      | problem                        | case          | title             | assignee | due                  | field      |
      | a case id with '#'             | ABC#0001      | Review the filing | nadia    | 2026-07-10T17:00:00Z | caseId     |
      | a blank title                  | ABC-2026-0001 |                   | nadia    | 2026-07-10T17:00:00Z | title      |
      | a title with half a character  | ABC-2026-0001 | Review \uDC00 it  | nadia    | 2026-07-10T17:00:00Z | title      |
      | an assignee with '#'           | ABC-2026-0001 | Review the filing | nadia#2  | 2026-07-10T17:00:00Z | assigneeId |
      | a blank assignee               | ABC-2026-0001 | Review the filing |          | 2026-07-10T17:00:00Z | assigneeId |
      | a due date without a time      | ABC-2026-0001 | Review the filing | nadia    | 2026-07-10           | dueAt      |
      | a due date in a local format   | ABC-2026-0001 | Review the filing | nadia    | 10/07/2026 17:00     | dueAt      |
      | a due date without a time zone | ABC-2026-0001 | Review the filing | nadia    | 2026-07-10T17:00:00  | dueAt      |

  @C07
  Scenario Outline: adding a deadline with <problem> is refused
    When nadia adds a deadline with:
      | case     | ABC-2026-0001 |
      | deadline | <deadline>    |
      | due      | <due>         |
    Then the request is refused because "<field>" is invalid
    And nothing was written
    And nadia sees no deadlines on case "ABC-2026-0001"

    Examples:
      | problem                   | deadline       | due                  | field        |
      | an unknown kind           | court date     | 2026-07-10T17:00:00Z | deadlineType |
      | a due date without a time | legal response | 2026-07-10           | dueAt        |
      | a blank due date          | legal response |                      | dueAt        |

  @C03
  Scenario Outline: linking a party with <problem> is refused
    When nadia links a party to case "ABC-2026-0001" with:
      | party | <party> |
      | name  | <name>  |
      | kind  | <kind>  |
      | role  | <role>  |
    Then the request is refused because "<field>" is invalid
    And nothing was written
    And nadia sees no parties on case "ABC-2026-0001"

    Examples:
      | problem             | party          | name               | kind    | role       | field     |
      | a blank party id    |                | Zenith Finance Ltd | company | respondent | partyId   |
      | a party id with '#' | zenith#finance | Zenith Finance Ltd | company | respondent | partyId   |
      | an unknown kind     | zenith-finance | Zenith Finance Ltd | trust   | respondent | partyKind |
      | an unknown role     | zenith-finance | Zenith Finance Ltd | company | judge      | role      |
      | half a character    | zenith-finance | Zenith \uD800 Ltd  | company | respondent | partyName |

  @C09
  Scenario Outline: attaching evidence with <problem> is refused
    When nadia attaches the evidence "<evidence>" to case "ABC-2026-0001" with <size> KB of details
    Then the request is refused because "<field>" is invalid
    And nothing was written
    And nadia sees no evidence on case "ABC-2026-0001"

    Examples:
      | problem             | evidence       | size | field       |
      | details of 350 KB   | Scanned ledger | 350  | metadata    |
      | a blank description |                | 1    | description |

  @AP12
  Scenario: asking for the cases in an unknown status is refused
    When nadia asks for the cases in status "suspended"
    Then the request is refused because "status" is invalid
