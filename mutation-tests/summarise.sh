#!/bin/sh
# The killed share of PIT's mutants per module and across the three, from the run's mutations.xml.
# A mutant counts as killed when a test detected it (KILLED, TIMED_OUT, MEMORY_ERROR, RUN_ERROR), as PIT's own
# mutation score counts it; every other status (SURVIVED, NO_COVERAGE) counts against it.
# Usage: mutation-tests/summarise.sh [mutations.xml]
report=${1:-$(dirname "$0")/target/pit-reports/mutations.xml}
tr -d '\n' < "$report" | sed 's#</mutation>#&\n#g' | awk '
  /<mutation / {
    module = "";
    if ($0 ~ /<mutatedClass>io\.enforcementcore\.domain\./) module = "domain";
    else if ($0 ~ /<mutatedClass>io\.enforcementcore\.application\./) module = "application";
    else if ($0 ~ /<mutatedClass>io\.enforcementcore\.adapters\.inmemory\./) module = "adapters-inmemory";
    if (module == "") next;
    total[module]++; all++;
    if ($0 ~ /detected=.true./) { killed[module]++; allKilled++ }
  }
  END {
    split("domain application adapters-inmemory", order, " ");
    for (i = 1; i <= 3; i++) {
      m = order[i];
      if (total[m]) printf "%-18s %5d of %5d killed  %5.1f %%\n", m, killed[m], total[m], 100 * killed[m] / total[m];
    }
    if (all) printf "%-18s %5d of %5d killed  %5.1f %%\n", "all three", allKilled, all, 100 * allKilled / all;
  }'
