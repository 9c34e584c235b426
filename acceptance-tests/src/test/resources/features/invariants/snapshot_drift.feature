Feature: The drift sweep finds every stale copy of a title or a name and repairs it
  Tasks and deadlines show the title of their case. Publishing a rename brings them up to date; should
  one still show another title (a rename not published yet, a repair that was lost, a record an older
  version wrote), the operator's drift sweep goes through every record, brings each stale title up to
  the title its case has, and reports by kind what it found, repaired, and skipped because the record
  changed meanwhile. A party keeps the name it was first linked with; a link made later under another
  name is brought to that name by the sweep too.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And the platform has an operator "otto"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Lending scheme"
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z
    And nadia has created the task "Call the bank" on case "ABC-2026-0001" for "nadia" due 2026-07-11T17:00:00Z
    And nadia has added a "legal response" deadline to case "ABC-2026-0001" due 2026-07-21T17:00:00Z

  @C12
  Scenario: titles left stale beneath the platform are found, repaired and reported
    Given the task "Review the filing" has been left showing the case title "An old title"
    And the "legal response" deadline of case "ABC-2026-0001" has been left showing the case title "An old title"
    When otto runs the drift sweep in 3 segments, 2 at once
    Then the drift sweep reports:
      | snapshot            | found | repaired | skipped |
      | task case title     | 1     | 1        | 0       |
      | deadline case title | 1     | 1        | 0       |
      | party name on edges | 0     | 0        | 0       |
    And the task "Review the filing" shows the case title "Lending scheme"
    And the task "Call the bank" shows the case title "Lending scheme"
    And the "legal response" deadline of case "ABC-2026-0001" shows the case title "Lending scheme"

  @C12
  Scenario: a rename not published yet is caught by the sweep
    Given sam has renamed case "ABC-2026-0001" to "Unlicensed lending scheme"
    When otto runs the drift sweep in 2 segments, 2 at once
    Then the drift sweep reports:
      | snapshot            | found | repaired | skipped |
      | task case title     | 2     | 2        | 0       |
      | deadline case title | 1     | 1        | 0       |
      | party name on edges | 0     | 0        | 0       |
    And the task "Call the bank" shows the case title "Unlicensed lending scheme"

  @C12
  Scenario: a second sweep finds nothing left
    Given the task "Review the filing" has been left showing the case title "An old title"
    And otto has run the drift sweep in 2 segments, 1 at once
    When otto runs the drift sweep in 4 segments, 2 at once
    Then the drift sweep reports:
      | snapshot            | found | repaired | skipped |
      | task case title     | 0     | 0        | 0       |
      | deadline case title | 0     | 0        | 0       |
      | party name on edges | 0     | 0        | 0       |

  @C03 @AP07 @AP08
  Scenario: a party linked again under another name shows its first name on every link once swept
    Given nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    And nadia has linked the company "zenith-finance" named "Zenith Finance" to case "ABC-2026-0002" as "witness"
    When otto runs the drift sweep in 3 segments, 2 at once
    Then the drift sweep reports:
      | snapshot            | found | repaired | skipped |
      | task case title     | 0     | 0        | 0       |
      | deadline case title | 0     | 0        | 0       |
      | party name on edges | 1     | 1        | 0       |
    And nadia sees the cases of party "zenith-finance":
      | case          | name               |
      | ABC-2026-0001 | Zenith Finance Ltd |
      | ABC-2026-0002 | Zenith Finance Ltd |
    And nadia sees the parties of case "ABC-2026-0002":
      | party          | name               |
      | zenith-finance | Zenith Finance Ltd |
