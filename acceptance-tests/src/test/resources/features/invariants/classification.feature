Feature: A case classified above a person's clearance is not there for them
  Every case is public, restricted or confidential, and every person is cleared up to one of these. To
  someone not cleared for it, a case is not there at all: it cannot be read, found or changed, and it is
  refused exactly as a case that does not exist is.

  Background:
    Given the agency "north" has a supervisor "sari" cleared for confidential cases
    And the agency "north" has a supervisor "rudi" cleared for restricted cases
    And it is 2026-07-07T10:00:00Z
    And sari has opened a case with:
      | external reference | SEC-2026-0001 |
      | classification     | confidential  |
      | risk score         | 90            |
    And sari has opened a case with:
      | external reference | ABC-2026-0002 |
      | classification     | restricted    |
      | risk score         | 85            |

  @AP01 @AP09 @AP11
  Scenario: someone cleared only for restricted cases cannot read the confidential case
    When rudi asks for the file of case "SEC-2026-0001"
    Then the request is refused: the case is not found
    When rudi asks for the counts of case "SEC-2026-0001"
    Then the request is refused: the case is not found
    When rudi opens the working view of case "SEC-2026-0001"
    Then the request is refused: the case is not found
    When rudi looks up the external reference "SEC-2026-0001"
    Then the request is refused: the case is not found

  @AP02 @AP05 @AP06 @AP07 @AP14
  Scenario: the confidential case's records are no more there for them than a missing case's
    Given sari has created the task "Interview the informant" on case "SEC-2026-0001" for "sari" due 2026-07-10T17:00:00Z
    And sari has added a "legal response" deadline to case "SEC-2026-0001" due 2026-07-12T17:00:00Z
    And sari has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "SEC-2026-0001" as "respondent"
    When sari attaches the evidence "ledger.pdf" to case "SEC-2026-0001" with 1 KB of details
    Then sari finds the timeline, tasks, deadlines, parties and evidence of case "SEC-2026-0001"
    And rudi finds no timeline, tasks, deadlines, parties or evidence of case "SEC-2026-0001", as of a case that does not exist
    And rudi finds the timeline of case "ABC-2026-0002"

  @AP01 @AP09
  Scenario: the restricted case is there for them, and the confidential one for someone cleared for it
    When rudi asks for the file of case "ABC-2026-0002"
    Then the request is accepted
    When rudi asks for the counts of case "ABC-2026-0002"
    Then the request is accepted
    When sari opens the working view of case "SEC-2026-0001"
    Then the request is accepted

  @C02 @C04 @C12
  Scenario: someone cleared only for restricted cases cannot change the confidential case
    When rudi moves case "SEC-2026-0001" to "notice issued"
    Then the request is refused: the case is not found
    When rudi creates the task "Sneak a look" on the case "SEC-2026-0001" of agency "north" for "rudi" due 2026-07-09T09:00:00Z
    Then the request is refused: the case is not found
    And case "SEC-2026-0001" of agency "north" is still "under review"
    And case "SEC-2026-0001" of agency "north" has 0 tasks

  @C01
  Scenario: no one opens a case classified above their own clearance
    When rudi opens a case with:
      | external reference | SEC-2026-0003 |
      | classification     | confidential  |
    Then the request is refused: rudi is not allowed to do that

  @AP12 @AP13
  Scenario: the lists of cases show each person only the cases within their clearance
    Then sari sees the cases in status "under review":
      | case          |
      | ABC-2026-0002 |
      | SEC-2026-0001 |
    And rudi sees the cases in status "under review":
      | case          |
      | ABC-2026-0002 |
    And sari sees the high-risk open cases:
      | case          | risk score |
      | SEC-2026-0001 | 90         |
      | ABC-2026-0002 | 85         |
    And rudi sees the high-risk open cases:
      | case          | risk score |
      | ABC-2026-0002 | 85         |

  @C03 @AP08
  Scenario: a party's cases show each person only the cases within their clearance
    Given sari has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "SEC-2026-0001" as "respondent"
    And sari has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0002" as "witness"
    Then sari sees the cases of party "zenith-finance":
      | case          | role       |
      | SEC-2026-0001 | respondent |
      | ABC-2026-0002 | witness    |
    And rudi sees the cases of party "zenith-finance":
      | case          | role    |
      | ABC-2026-0002 | witness |

  @C03 @AP08
  Scenario: a link that files the case under another classification is refused, and nothing is written
    When sari links a party to case "ABC-2026-0002" with:
      | party               | zenith-finance     |
      | kind                | company            |
      | name                | Zenith Finance Ltd |
      | role                | respondent         |
      | case classification | public             |
    Then the request is refused: the case is not found
    And sari sees no cases of party "zenith-finance"
    And sari sees no parties on case "ABC-2026-0002"

  @C07 @AP04
  Scenario: the open deadlines show each person only those of cases within their clearance
    Given sari has added these deadlines:
      | case          | deadline       | due                  |
      | SEC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0002 | payment        | 2026-07-12T17:00:00Z |
    Then sari sees the open deadlines due by 2026-07-31T00:00:00Z:
      | case          | deadline       |
      | SEC-2026-0001 | legal response |
      | ABC-2026-0002 | payment        |
    And rudi sees the open deadlines due by 2026-07-31T00:00:00Z:
      | case          | deadline |
      | ABC-2026-0002 | payment  |

  @C04 @AP03
  Scenario: an assignee's open tasks show each person only those of cases within their clearance
    Given sari has created these tasks:
      | task              | case          | assignee | due                  |
      | Review the filing | SEC-2026-0001 | rudi     | 2026-07-08T17:00:00Z |
      | Draft the notice  | ABC-2026-0002 | rudi     | 2026-07-12T12:00:00Z |
    Then sari sees the open tasks of "rudi":
      | task              | case          |
      | Review the filing | SEC-2026-0001 |
      | Draft the notice  | ABC-2026-0002 |
    And rudi sees the open tasks of "rudi":
      | task             | case          |
      | Draft the notice | ABC-2026-0002 |
