Feature: The case activity summary rebuilt from the case histories is the one kept live
  A reader keeps a summary of every case (its reference, its title, where it stands) from the events
  the publication run sends: a case's opening, its status changes, renames and reference changes. The
  channel may deliver an event twice, or late and out of order; the summary takes each event once and
  puts it in its place in the case's history. The case histories are kept for good, so the summary can
  be rebuilt from them at any time, in whatever order their entries are read and however often: the
  rebuilt summary is exactly the live one. Entries that are never announced (tasks, deadlines, parties,
  evidence, risk) are not part of it.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sara"
    And the platform has an operator "otto"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001" titled "Unlicensed lending scheme"
    And nadia has opened a case with external reference "ABC-2026-0002" titled "Unpaid fines"
    And it is 2026-07-07T10:05:00Z
    And nadia has moved case "ABC-2026-0001" to "notice issued"
    And nadia has created these tasks:
      | task                | case          | assignee | due                  |
      | Review the filing   | ABC-2026-0001 | nadia    | 2026-07-08T17:00:00Z |
    And nadia has linked the company "zenith-finance" named "Zenith Finance Ltd" to case "ABC-2026-0001" as "respondent"
    And sara has changed the risk score of case "ABC-2026-0002" to 85
    And it is 2026-07-07T10:10:00Z
    And nadia has completed the task "Review the filing"
    And sara has renamed case "ABC-2026-0001" to "Unlicensed lending and debt collection"
    And nadia has moved case "ABC-2026-0001" to "response waiting"
    And sara has changed the external reference of case "ABC-2026-0002" to "ABC-2026-0002-A"

  @C13 @AP02
  Scenario: the summary rebuilt from the case histories is exactly the one the published events built
    Given otto has run the publication of waiting events
    When nadia rebuilds the activity summary from the case histories, shuffled and with every entry twice
    Then the rebuilt activity summary is exactly the live one
    And the rebuilt activity summary shows:
      | reference now   | title                                  | status           | changes | last change          |
      | ABC-2026-0001   | Unlicensed lending and debt collection | response waiting | 4       | 2026-07-07T10:10:00Z |
      | ABC-2026-0002-A | Unpaid fines                           | under review     | 2       | 2026-07-07T10:10:00Z |

  @C13 @AP02
  Scenario: events delivered twice build the same summary as events delivered once
    Given every published event reaches the activity summary twice
    When otto runs the publication of waiting events
    And nadia rebuilds the activity summary from the case histories, shuffled and with every entry twice
    Then the rebuilt activity summary is exactly the live one
    And the live activity summary shows:
      | reference now   | status           | changes |
      | ABC-2026-0001   | response waiting | 4       |
      | ABC-2026-0002-A | under review     | 2       |

  @C13 @AP02
  Scenario: events that arrive late and newest first still build the summary in the order things happened
    Given the published events are held back on their way to the activity summary
    And otto has run the publication of waiting events
    When the held events reach the activity summary, newest first
    And nadia rebuilds the activity summary from the case histories, shuffled and with every entry twice
    Then the rebuilt activity summary is exactly the live one
    And the live activity summary shows:
      | reference now   | title                                  | status           |
      | ABC-2026-0001   | Unlicensed lending and debt collection | response waiting |
      | ABC-2026-0002-A | Unpaid fines                           | under review     |

  @C13 @AP02
  Scenario: events not yet published are missing from the live summary, but the case histories already hold them
    When nadia rebuilds the activity summary from the case histories, shuffled and with every entry twice
    Then the live activity summary shows:
      | reference now |
    And the rebuilt activity summary shows:
      | reference now   | status           | changes |
      | ABC-2026-0001   | response waiting | 4       |
      | ABC-2026-0002-A | under review     | 2       |
