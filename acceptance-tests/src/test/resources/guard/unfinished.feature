Feature: Scenarios without a verdict
  Used only by the guard test: each of these scenarios must fail, none may pass or be skipped.

  Scenario: a step nobody defined
    Given it is 2026-07-07T10:00:00Z
    When something happens that no step describes

  Scenario: a step still to be written
    Given it is 2026-07-07T10:00:00Z
    When a step that is still to be written

  Scenario: a step that gives up
    Given it is 2026-07-07T10:00:00Z
    When a step that gives up
