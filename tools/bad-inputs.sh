#!/usr/bin/env bash
# Re-runs, from the command line as a user types them, the bad inputs and faults of issue 24 (the 93 cases' kinds:
# lost data, wrong results, crashes, hangs, messages without the cause) and prints one row per case:
#   verdict | case | exit status | seconds | stderr lines | first line of stderr
# A case is "ok" when the exit status is the one expected, no stack trace is printed, a refusal (exit 2) is one
# line, the run ends within its time, and the case's own check (files kept, counts right) holds.
# Usage: tools/bad-inputs.sh [BLISS]   (BLISS: the launcher, default ./bliss; run from the checkout's root)
# Needs: javac, python3; redis-server is not needed. Takes about three minutes.
set -u
BLISS=${1:-./bliss}
BLISS=$(cd "$(dirname "$BLISS")" && pwd)/$(basename "$BLISS")
W=$(mktemp -d /tmp/bliss-bad-inputs.XXXXXX)
export XDG_CACHE_HOME=$W/cache
failures=0

# The user's classes: one without a JML invariant, a symbolic loop, a driver that takes a parameter.
mkdir -p "$W/src/user" "$W/classes"
cat > "$W/src/user/Bag.java" <<'EOF'
package user;
public class Bag {
    Node head;
    static class Node { Node next; int val; }
    public boolean repOK() {
        java.util.Set<Node> seen = new java.util.HashSet<>();
        for (Node n = head; n != null; n = n.next) { if (!seen.add(n)) return false; }
        return true;
    }
    public int size() { int s = 0; for (Node n = head; n != null; n = n.next) s++; return s; }
    public int countUpTo(int x) { int i = 0; while (i < x) { i++; } return i; }
}
EOF
cat > "$W/src/user/BagDriver.java" <<'EOF'
package user;
public class BagDriver {
    public static void size(int k) { new Bag().size(); }
}
EOF
javac -d "$W/classes" "$W/src/user/"*.java || exit 1

# run NAME EXPECTED-STATUS SECONDS CHECK -- COMMAND...   (CHECK: a shell function run after, or "true")
run() {
    local name=$1 expect=$2 limit=$3 check=$4
    shift 5
    local t0=$SECONDS status
    timeout -s KILL $((limit + 5)) "$@" > "$W/out" 2> "$W/err.raw"
    status=$?
    local took=$((SECONDS - t0))
    grep -v '^bliss: building' "$W/err.raw" > "$W/err"
    local lines first trace=no verdict=ok why=""
    lines=$(wc -l < "$W/err")
    first=$(head -1 "$W/err" | cut -c1-150)
    if grep -qE '^\s+at [a-zA-Z_$][a-zA-Z0-9_$.]*\(|^Exception in thread|^Caused by:' "$W/err" "$W/out"; then
        trace=yes
    fi
    if [ "$status" = 137 ]; then verdict=HANG; why="killed after $((limit + 5)) s"
    elif [ "$trace" = yes ]; then verdict=CRASH; why="stack trace"
    elif [ "$status" != "$expect" ]; then verdict=WRONG; why="exit $status, expected $expect"
    elif [ "$expect" = 2 ] && [ "$lines" != 1 ]; then verdict=UNCLEAR; why="$lines lines"
    elif [ "$took" -gt "$limit" ]; then verdict=SLOW; why="$took s > $limit s"
    elif ! why=$($check 2>&1); then verdict=LOST
    fi
    [ "$verdict" = ok ] || failures=$((failures + 1))
    printf '%s | %s | %s | %s | %s | %s\n' "$verdict${why:+ ($why)}" "$name" "$status" "$took" "$lines" "$first"
}

A=(--class AvlTree --method bfs --scope 3)

# ---- lost: folders and verdict files holding what bliss did not write ----
mkdir -p "$W/exp/logs" "$W/exp/plots" && echo mine > "$W/exp/tables.md" && echo mine > "$W/exp/logs/a" \
    && echo mine > "$W/exp/plots/p"
expKept() { [ "$(cat "$W/exp/tables.md" "$W/exp/logs/a" "$W/exp/plots/p")" = "$(printf 'mine\nmine\nmine')" ] \
    || { echo "the user's files changed"; return 1; }; }
run "experiment --out DIR holding the user's logs, plots, tables.md" 2 20 expKept -- \
    "$BLISS" experiment --quick --out "$W/exp"
echo mine > "$W/afile"
fileKept() { [ "$(cat "$W/afile")" = mine ] || { echo "the file changed"; return 1; }; }
run "experiment --out FILE" 2 20 fileKept -- "$BLISS" experiment --quick --out "$W/afile"
mkdir -p "$W/tests" && echo mine > "$W/tests/Mine.java"
testsKept() { [ "$(cat "$W/tests/Mine.java")" = mine ] || { echo "Mine.java changed"; return 1; }; }
run "testgen --out DIR holding the user's file (tests go to their package's folder)" 0 30 testsKept -- "$BLISS" testgen "${A[@]}" --out "$W/tests"

V=$W/verdicts.mv.db
run "blissdb, fresh verdict file" 0 60 true -- "$BLISS" analyze "${A[@]}" --technique blissdb --cache "$V"
run "blissdb, a second run appends a segment" 0 60 true -- "$BLISS" analyze --class AvlTree --method bfs --scope 4 \
    --technique blissdb --cache "$V"
size=$(stat -c %s "$V")
truncate -s $((size - 7)) "$V"
hits() { grep -qE 'cacheHits [1-9]' "$W/out" || { echo "no verdict kept: $(grep -o 'cacheHits [0-9,]*' "$W/out")"; return 1; }; }
run "verdict file with its tail truncated (7 bytes): the first run's verdicts kept" 0 60 hits -- \
    "$BLISS" analyze "${A[@]}" --technique blissdb --cache "$V"
printf 'XXXXXXXX' | dd of="$V" bs=1 seek=0 conv=notrunc status=none
warnedOnce() { grep -q "$V" "$W/err" || { echo "no warning naming the file"; return 1; }; }
run "verdict file with a damaged header" 0 60 warnedOnce -- \
    "$BLISS" analyze "${A[@]}" --technique blissdb --cache "$V"
silent() { ! grep -qi 'damaged\|repair' "$W/err" || { echo "warned again: $(head -1 "$W/err")"; return 1; }; }
run "the same verdict file, the run after the repair" 0 60 silent -- \
    "$BLISS" analyze "${A[@]}" --technique blissdb --cache "$V"

# ---- wrong: results that mixed runs, options silently ignored ----
run "--dump DIR, first" 0 60 true -- "$BLISS" analyze --class AvlTree --method bfs --scope 4 --dump "$W/dump"
dumpMatches() {
    local said found
    said=$(grep -hoE 'wrote [0-9]+ structures' "$W/out" "$W/err" | grep -oE '[0-9]+' | head -1)
    found=$(find "$W/dump" -name 'structure-*.txt' | wc -l)
    [ -n "$said" ] && [ "$said" = "$found" ] || { echo "said ${said:-nothing}, the folder holds $found structures"; return 1; }
}
run "--dump DIR into the earlier dump's folder" 0 60 dumpMatches -- \
    "$BLISS" analyze "${A[@]}" --dump "$W/dump"
run "--dump FILE" 2 30 true -- "$BLISS" analyze "${A[@]}" --dump "$W/afile"
run "--timeout -5" 2 20 true -- "$BLISS" analyze "${A[@]}" --timeout -5
run "--max-depth 0" 2 20 true -- "$BLISS" analyze "${A[@]}" --max-depth 0
run "--step-limit 0" 2 20 true -- "$BLISS" analyze "${A[@]}" --step-limit 0
run "--redis with --no-cache" 2 20 true -- "$BLISS" analyze "${A[@]}" --technique blissdb --no-cache \
    --redis redis://127.0.0.1:6390
run "--redis with --technique bliss" 2 20 true -- "$BLISS" analyze "${A[@]}" --technique bliss \
    --redis redis://127.0.0.1:6390
run "--record-sat with li" 2 20 true -- "$BLISS" analyze "${A[@]}" --technique li --record-sat "$W/sat.txt"
run "--technique bliss on a class without a JML invariant" 2 30 true -- \
    "$BLISS" analyze --classpath "$W/classes" --sourcepath "$W/src" --class user.Bag --method size --scope 2 \
    --technique bliss

# ---- crashes ----
mkdir -p "$W/sat-rec"
run "--record-sat DIR (a folder)" 2 30 true -- "$BLISS" analyze "${A[@]}" --technique bliss --record-sat "$W/sat-rec"
python3 -c 'import socket,time,sys
s=socket.socket(); s.bind(("127.0.0.1",0)); s.listen(5); print(s.getsockname()[1], flush=True)
time.sleep(120)' > "$W/port" &
LISTENER=$!
sleep 1
PORT=$(cat "$W/port")
run "worker --port P with P taken" 2 20 true -- "$BLISS" worker --port "$PORT"

# ---- hangs ----
run "--cluster at something that is not a bliss worker" 2 10 true -- \
    "$BLISS" analyze "${A[@]}" --cluster "127.0.0.1:$PORT"
warnedRedis() { grep -q "redis://127.0.0.1:$PORT" "$W/err" || { echo "no warning naming the peer"; return 1; }; }
run "--redis at something that is not Redis (one warning, the embedded store instead)" 0 10 warnedRedis -- \
    "$BLISS" analyze "${A[@]}" --technique blissdb --redis "redis://127.0.0.1:$PORT"
kill $LISTENER 2>/dev/null
hinted() { grep -q -- '--max-choices' "$W/err" || { echo "no hint"; return 1; }; }
run "a loop that branches on a symbolic value at every turn" 0 60 hinted -- \
    "$BLISS" analyze --classpath "$W/classes" --class user.Bag --method countUpTo --scope 1 --technique li
partial() { grep -q PARTIAL "$W/out" || { echo "not reported as partial"; return 1; }; }
run "--timeout 10 with a SymSolve search of minutes" 0 14 partial -- \
    "$BLISS" analyze --class BinomialHeap --method extractMin_bug --technique pli --scope 13 --timeout 10
run "--timeout 10 with a long exploration" 0 14 partial -- \
    "$BLISS" analyze --class TreeSet --method bfs --technique bliss --scope 17 --timeout 10

# ---- messages that name the cause ----
echo "not a jar" > "$W/x.jar"
run "--classpath x.jar that is not a jar" 2 20 true -- \
    "$BLISS" analyze --classpath "$W/x.jar" --class user.Bag --method size --scope 2
run "a driver method taking a parameter" 2 20 true -- "$BLISS" analyze --classpath "$W/classes" \
    --class user.Bag --method size --driver user.BagDriver.size --scope 2
run "unknown class" 2 20 true -- "$BLISS" analyze --class NoSuchTree --method bfs --scope 2
run "unknown method" 2 20 true -- "$BLISS" analyze --class AvlTree --method nosuch --scope 2
run "unknown technique" 2 20 true -- "$BLISS" analyze "${A[@]}" --technique blis
run "the typo analyse" 2 20 true -- "$BLISS" analyse "${A[@]}"
run "scope 0" 2 20 true -- "$BLISS" analyze --class AvlTree --method bfs --scope 0
run "sweep --scopes 5..2" 2 20 true -- "$BLISS" sweep --class AvlTree --method bfs --scopes 5..2

echo "cases not ok: $failures   (work folder $W)"
[ "$failures" = 0 ]
