Feature: AP13 - List the agency's high-risk open cases, highest risk first
  A case with a risk score of 80 or more is high risk. The open ones are listed, the highest score first;
  a case whose score drops below 80, or that is closed, leaves the list.

  Background:
    Given the agency "north" has an officer "nadia"
    And the agency "north" has a supervisor "sam"
    And it is 2026-07-07T10:00:00Z
    And nadia has opened these cases:
      | external reference | risk score |
      | ABC-2026-0001      | 85         |
      | ABC-2026-0002      | 79         |
      | ABC-2026-0003      | 95         |
      | ABC-2026-0004      | 80         |

  @AP13 @C01
  Scenario: only scores of 80 and more, the highest first
    Then nadia sees the high-risk open cases:
      | case          | risk score |
      | ABC-2026-0003 | 95         |
      | ABC-2026-0001 | 85         |
      | ABC-2026-0004 | 80         |

  @AP13 @C11
  Scenario: a lowered score leaves the list, a raised one joins it
    Given sam has changed the risk score of case "ABC-2026-0001" to 60
    And sam has changed the risk score of case "ABC-2026-0002" to 90
    Then nadia sees the high-risk open cases:
      | case          | risk score |
      | ABC-2026-0003 | 95         |
      | ABC-2026-0002 | 90         |
      | ABC-2026-0004 | 80         |

  @AP13 @C02
  Scenario: a closed case leaves the list
    When sam moves case "ABC-2026-0003" along to "closed"
    Then nadia sees the high-risk open cases:
      | case          | risk score |
      | ABC-2026-0001 | 85         |
      | ABC-2026-0004 | 80         |
