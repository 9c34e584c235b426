Feature: A case moves along its lifecycle one step at a time
  A case goes from under review to notice issued, response waiting, decision pending and closed, in that
  order. Any other move is refused and the case stays where it is.

  Background:
    Given the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And sam has opened a case with external reference "ABC-2026-0001"

  @C02
  Scenario: the whole lifecycle, one step at a time
    When sam moves case "ABC-2026-0001" along to "closed"
    Then case "ABC-2026-0001" is still "closed"
    And the timeline of case "ABC-2026-0001" reads:
      | what happened       |
      | case status changed |
      | case status changed |
      | case status changed |
      | case status changed |
      | case opened         |

  @C02
  Scenario Outline: a case at "<from>" cannot move to "<to>"
    Given sam has moved case "ABC-2026-0001" along to "<from>"
    When sam moves case "ABC-2026-0001" to "<to>"
    Then the request is refused: a case cannot move to "<to>" from where it is
    And case "ABC-2026-0001" is still "<from>"

    Examples:
      | from             | to               |
      | under review     | response waiting |
      | under review     | closed           |
      | under review     | under review     |
      | notice issued    | under review     |
      | response waiting | notice issued    |
      | decision pending | decision pending |
      | closed           | under review     |
      | closed           | decision pending |
