Feature: Each waiting event is published once, then no longer waits
  The operator's publication run sends every waiting event to the message channel and marks it as
  sent, so that it no longer waits. A second run finds nothing left to send. When the channel is down,
  the events keep waiting for the next run. A sent event is kept for a week for consumers to read again;
  after that it is gone, and it never waits again.

  Background:
    Given the agency "north" has an officer "nadia"
    And the platform has an operator "otto"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And it is 2026-07-07T10:05:00Z
    And nadia has opened a case with external reference "ABC-2026-0002"
    And it is 2026-07-07T10:10:00Z
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    And otto sees these events waiting to be published:
      | case          | what happened       |
      | ABC-2026-0001 | case opened         |
      | ABC-2026-0002 | case opened         |
      | ABC-2026-0001 | case status changed |

  @C13 @AP10
  Scenario: a publication run sends every waiting event once and marks it
    When otto runs the publication of waiting events
    Then the publication run reports 3 published and 0 failed
    And the message channel received each of these once:
      | case          | what happened       |
      | ABC-2026-0001 | case opened         |
      | ABC-2026-0002 | case opened         |
      | ABC-2026-0001 | case status changed |
    And otto sees no events waiting to be published

  @C13 @AP10
  Scenario: a second publication run sends nothing
    Given otto has run the publication of waiting events
    And otto sees no events waiting to be published
    When otto runs the publication of waiting events
    Then the publication run reports 0 published and 0 failed
    And the message channel received 3 events in all

  @C13 @AP10
  Scenario: a week after it was sent an event is gone, and it is never sent again
    Given otto has run the publication of waiting events
    And it is 2026-07-14T10:10:00Z
    When otto runs the publication of waiting events
    Then the publication run reports 0 published and 0 failed
    And otto sees no events waiting to be published
    And the message channel received 3 events in all

  @C13 @AP10
  Scenario: while the channel is down the events keep waiting for the next run
    Given the message channel is down
    When otto runs the publication of waiting events
    Then the publication run reports 0 published and 3 failed
    And otto sees 3 events waiting to be published
    When the message channel is back
    And otto runs the publication of waiting events
    Then the publication run reports 3 published and 0 failed
    And the message channel received 3 events in all

  @C13
  Scenario: only the platform operator runs the publication
    When nadia runs the publication of waiting events
    Then the request is refused: nadia is not allowed to do that
    And the message channel received 0 events in all
