#!/usr/bin/env bash
# The cluster's done-criterion (issue 14), by hand: three local `bliss worker`s run `analyze` on AvlTree.bfs at
# scope 16 and TreeSet.bfs at 14 (BLISS), and the results must be a local run's, also when one worker is killed
# (kill -9) in the middle of the run. Compares the `--json` of each run with the local one's, less what depends on
# time, machine or which earlier SAT answer decided a question (see IGNORED below).
#
#   cluster/run-done-check.sh [OUT_DIR]          # default: a new directory under /tmp
#   SPECS="AvlTree:bfs:16 TreeSet:bfs:14" cluster/run-done-check.sh
#
# The third run of each analysis has a worker killed once the coordinator reports (its progress line, every 5 s) a
# unit done and a unit running on each of the three workers, or at 60% of the second run's time if that comes first.
# Exit status 0 when every comparison held and every killed run re-ran at least one unit; 1 otherwise.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$(mktemp -d -t bliss-done-check.XXXXXX)}"
mkdir -p "$out"
specs="${SPECS:-AvlTree:bfs:16 TreeSet:bfs:14}"
export XDG_CACHE_HOME="$out/xdg"                # a private bounds database, shared by the workers and the runs
export BLISS_CLUSTER_HEARTBEAT_SECONDS=5

"$root/bliss" --help >/dev/null                  # builds when needed
# the modules' jars copied, so that a rebuild of the tree during the check cannot change them under the members
mkdir -p "$out/jars"
cp=""
for j in $(tr ':' '\n' <"$root/bliss-cli/target/classpath.txt"); do
  case "$j" in
    "$root"/*) cp "$j" "$out/jars/" && cp="$cp:$out/jars/$(basename "$j")" ;;
    *) cp="$cp:$j" ;;
  esac
done
cp="${cp#:}"
bliss=(nice -n 19 java -Xss16m -cp "$cp" bliss.cli.Main)   # a simple command: $! of "${bliss[@]}" & is java's pid

# Fields that differ between any two runs, local ones too: time, heap, threads, splits, the cluster's own report,
# steps (a piece's prefix is replayed by whoever explores it), and the counters whose values depend on the order the
# search visits its paths: bliss.spf.testing.OrderDependentCounters.NAMES (copied here; keep the two lists equal).
# Everything else must be equal: paths by outcome, structures, choice points, every other counter (prunes,
# precondition refusals, ...).
ORDER_DEPENDENT='["satByModel", "unsatByCore", "satChecks", "satCoreRounds", "satConflicts", "satDecisions",
  "satPropagations", "satReusedLevels", "satCompletions", "cacheLookups", "cacheHits", "cacheStores",
  "preconditionCalls", "preconditionSteps", "symsolveCalls", "symsolvePaths", "symsolveConflicts", "satByWitness",
  "symsolveBudgetExhausted", "symsolveByShapes", "symsolveShapePaths", "pliBranchChecks", "pliBranchPrunes"]'
IGNORED="$ORDER_DEPENDENT"' as $o
  | del(.millis, .peakHeapBytes, .threads, .splits, .cluster, .steps)
  | with_entries(select((.key | endswith("Millis") or IN($o[])) | not))
  | .counters |= with_entries(select((.key | endswith("Millis") or IN($o[])) | not))'

free_port() {   # below the ephemeral range (32768 and up) where outgoing connections take their local ports
  python3 -c '
import random, socket
while True:
    s = socket.socket(); p = random.randrange(20000, 32000)
    try:
        s.bind(("127.0.0.1", p)); print(p); break
    except OSError:
        pass
    finally:
        s.close()'
}
ports=("$(free_port)" "$(free_port)" "$(free_port)")
members="127.0.0.1:${ports[0]},127.0.0.1:${ports[1]},127.0.0.1:${ports[2]}"
declare -A pids
start_worker() {   # port
  "${bliss[@]}" worker --port "$1" --cluster "$members" --slots 1 >>"$out/worker-$1.log" 2>&1 &
  disown
  pids[$1]=$!
  for _ in $(seq 1 300); do grep -q "listening" "$out/worker-$1.log" 2>/dev/null && return 0; sleep 0.2; done
  echo "worker on $1 did not start: $(cat "$out/worker-$1.log")" >&2; return 1
}
cleanup() { for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done; }
trap cleanup EXIT
for p in "${ports[@]}"; do start_worker "$p" || exit 1; done
echo "three workers on $members (logs in $out)"

status=0
for spec in $specs; do
  IFS=: read -r cls method scope <<<"$spec"
  name="$cls.$method.$scope"
  args=(analyze --class "$cls" --method "$method" --scope "$scope" --technique bliss --json)
  "${bliss[@]}" bounds --class "$cls" --scopes "1..$scope" >"$out/$name.bounds.log" 2>&1   # outside the timed runs

  t0=$(date +%s.%N); "${bliss[@]}" "${args[@]}" >"$out/$name.local.json" 2>"$out/$name.local.err"
  t1=$(date +%s.%N); "${bliss[@]}" "${args[@]}" --cluster "$members" >"$out/$name.cluster.json" 2>"$out/$name.cluster.err"
  t2=$(date +%s.%N)
  victim="${ports[2]}"
  "${bliss[@]}" "${args[@]}" --cluster "$members" >"$out/$name.killed.json" 2>"$out/$name.killed.err" &
  run=$!
  # mid-run: once the coordinator reports (every 5 s) a unit done and a unit running on each of the three workers,
  # or at 60% of the undisturbed cluster run's time (a quiet machine may finish before its first report)
  limit=$(python3 -c "print(($t2-$t1)*0.6)")
  while kill -0 "$run" 2>/dev/null && ! grep -Eq "cluster: [1-9][0-9,]* units done, 3 running on 3 workers" \
      "$out/$name.killed.err" && python3 -c "import sys; sys.exit(0 if $(date +%s.%N)-$t2 < $limit else 1)"; do
    sleep 0.1
  done
  if kill -0 "$run" 2>/dev/null; then
    kill -9 "${pids[$victim]}"
    echo "$name: killed the worker on $victim (kill -9 ${pids[$victim]}) after $(python3 -c \
      "print(round($(date +%s.%N)-$t2, 1))") s; the coordinator's last report: $(grep -E 'units done' \
      "$out/$name.killed.err" | tail -1)"
  else
    echo "$name: the run ended before the coordinator reported all three workers busy; nothing killed"
  fi
  wait "$run" 2>/dev/null
  t3=$(date +%s.%N)
  kill -0 "${pids[$victim]}" 2>/dev/null || start_worker "$victim" || exit 1   # three members for the next one

  for run in cluster killed; do
    if diff <(jq -S "$IGNORED" "$out/$name.local.json") <(jq -S "$IGNORED" "$out/$name.$run.json") \
        >"$out/$name.$run.diff"; then same=identical; else same="DIFFERENT (see $out/$name.$run.diff)"; status=1; fi
    echo "$name $run: $same to the local run; $(jq -c '{paths, structures, cluster}' "$out/$name.$run.json")"
  done
  rerun=$(jq '.cluster.rerun' "$out/$name.killed.json")
  [ "$rerun" -ge 1 ] 2>/dev/null || { echo "$name: no unit re-run (the kill hit an idle worker?)"; status=1; }
  printf '%s wall (niced): local %.1f s, cluster %.1f s, cluster with a worker killed %.1f s\n' "$name" \
    "$(python3 -c "print($t1-$t0)")" "$(python3 -c "print($t2-$t1)")" "$(python3 -c "print($t3-$t2)")"
done
[ "$status" = 0 ] && echo "done-check: every run identical to the local one; every killed run re-ran units" \
  || echo "done-check: FAILED (see above)"
exit $status
