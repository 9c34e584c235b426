Feature: A request is remembered for a day, then it is a new request
  A caller that did not hear back may send the same request again under the same idempotency key, and for
  24 hours after the first request it gets the first answer back. No client retries later than that, so
  after a day the platform forgets the key: a request under it runs as a new one, whatever it asks for.
  The platform decides this by the time itself; it does not wait for the store to clear old records away.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"

  @C04 @AP06
  Scenario: a retry a moment before the day is over is still answered with the first receipt
    When nadia creates the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z under the idempotency key "task-review"
    And it is 2026-07-08T09:59:59Z
    And nadia sends the same request again
    Then nadia gets the same receipt as the first time
    And nothing was written
    And case "ABC-2026-0001" has 1 task

  @C04 @AP06
  Scenario: the same request a day later runs again as a new one
    When nadia creates the task "Review the filing" on case "ABC-2026-0001" for "nadia" due 2026-07-10T17:00:00Z under the idempotency key "task-review"
    And it is 2026-07-08T10:00:00Z
    And nadia sends the same request again
    Then nadia gets a new receipt
    And case "ABC-2026-0001" has 2 tasks

  @C01 @AP11
  Scenario: a day later the key may be used for another request
    Given nadia has opened a case with external reference "ABC-2026-0002" under the idempotency key "open-abc"
    And it is 2026-07-08T10:00:00Z
    When nadia opens a case with external reference "ABC-2026-0003" under the idempotency key "open-abc"
    Then the request is accepted
    When nadia looks up the external reference "ABC-2026-0003"
    Then the request is accepted

  @C01
  Scenario: within the day the key still belongs to the first request
    Given nadia has opened a case with external reference "ABC-2026-0002" under the idempotency key "open-abc"
    And it is 2026-07-08T09:59:59Z
    When nadia opens a case with external reference "ABC-2026-0003" under the idempotency key "open-abc"
    Then the request is refused: the idempotency key was already used for a different request
