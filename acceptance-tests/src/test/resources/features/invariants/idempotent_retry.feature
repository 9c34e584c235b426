Feature: A retried request is answered once and never done twice
  A caller that did not hear back may send the same request again under the same idempotency key. It
  gets the first answer back and nothing new is written. The same key with a different request is
  refused.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z

  @C01
  Scenario: opening a case twice under the same key opens it once
    When nadia opens a case with external reference "ABC-2026-0001" under the idempotency key "open-abc-0001"
    And nadia sends the same request again
    Then nadia gets the same receipt as the first time
    And nothing was written
    And the timeline of case "ABC-2026-0001" reads:
      | what happened |
      | case opened   |

  @C01 @AP11
  Scenario: the same key with a different request is refused
    Given nadia has opened a case with external reference "ABC-2026-0001" under the idempotency key "open-abc"
    When nadia opens a case with external reference "ABC-2026-0002" under the idempotency key "open-abc"
    Then the request is refused: the idempotency key was already used for a different request
    When nadia looks up the external reference "ABC-2026-0002"
    Then the request is refused: the case is not found

  @C04 @AP06
  Scenario: creating a task twice under the same key creates it once
    Given nadia has opened a case with external reference "ABC-2026-0001"
    When nadia creates the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z under the idempotency key "task-review"
    And nadia sends the same request again
    Then nadia gets the same receipt as the first time
    And nothing was written
    And case "ABC-2026-0001" has 1 task

  @C02
  Scenario: a retried move is answered as the first, not refused as outdated
    Given nadia has opened a case with external reference "ABC-2026-0001"
    When nadia moves case "ABC-2026-0001" to "notice issued" under the idempotency key "move-notice"
    And nadia sends the same request again
    Then nadia gets the same receipt as the first time
    And nothing was written
    And case "ABC-2026-0001" is still "notice issued"
