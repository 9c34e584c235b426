Feature: AP04 - See the agency's open deadlines due by a time
  The agency watches every open deadline across its cases that falls due by a given time, the soonest
  first: with the time set to now, this is the overdue list.

  Background:
    Given the agency "north" has an officer "nadia"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened a case with external reference "ABC-2026-0001"
    And nadia has opened a case with external reference "ABC-2026-0002"
    And nadia has added these deadlines:
      | case          | deadline       | due                  |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |
      | ABC-2026-0002 | payment        | 2026-07-08T17:00:00Z |
      | ABC-2026-0001 | hearing        | 2026-08-01T09:00:00Z |

  @AP04 @C07
  Scenario: open deadlines due by a time, the soonest first
    Then nadia sees the open deadlines due by 2026-07-15T00:00:00Z:
      | case          | deadline       | due                  |
      | ABC-2026-0002 | payment        | 2026-07-08T17:00:00Z |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |

  @AP04
  Scenario: a deadline due exactly at the time counts
    Then nadia sees the open deadlines due by 2026-07-10T17:00:00Z:
      | case          | deadline       | due                  |
      | ABC-2026-0002 | payment        | 2026-07-08T17:00:00Z |
      | ABC-2026-0001 | legal response | 2026-07-10T17:00:00Z |

  @AP04
  Scenario: the overdue list as of now
    Given it is 2026-07-09T08:00:00Z
    Then nadia sees the open deadlines due by now:
      | case          | deadline | due                  |
      | ABC-2026-0002 | payment  | 2026-07-08T17:00:00Z |
