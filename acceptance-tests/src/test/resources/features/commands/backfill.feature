Feature: Bringing every stored record up to the current format
  The operator can run a job that walks every stored record once, in segments, at a limited pace, and
  brings each up to the current format. A run can be stopped early and resumed where it stopped, and
  nobody notices it: every case reads as before.

  Background:
    Given the agency "north" has an officer "nadia"
    And the platform has an operator "otto"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Unlicensed lending scheme"
    And nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has created the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z

  @C14 @AP01
  Scenario: a full run examines the records, reports its progress and leaves every case as it was
    When otto runs the format update in 4 segments
    Then the format update examined some records and left no segment unfinished
    And the progress shown reached the number of records examined
    And nadia sees the file of case "ABC-2026-0001":
      | title | Unlicensed lending scheme |
    And nadia sees the tasks of case "ABC-2026-0001":
      | task              | state |
      | Review the filing | open  |

  @C14
  Scenario: a run stopped early is resumed where it stopped
    Given otto has run the format update in 2 segments and noted how many records it examined
    When otto runs the format update in 2 segments, stopping after 3 records
    Then the format update examined 3 records and left some segments unfinished
    When otto resumes the format update where it stopped
    Then the format update examined the rest of the records and left no segment unfinished

  @C14
  Scenario: a parallel run killed midway resumes from its one token and loses nothing
    Given otto has run the format update in 2 segments and noted how many records it examined
    When otto runs the format update in 4 segments, 2 at once, and it is killed after 2 records
    And otto resumes the format update from its token, 3 at once
    Then the killed run and its resumption together examined each record exactly once and migrated it at most once
    When otto runs the format update in 4 segments
    Then the format update examined some records and left no segment unfinished

  @C14
  Scenario: only the platform operator runs the format update
    When nadia runs the format update in 2 segments
    Then the request is refused: nadia is not allowed to do that
