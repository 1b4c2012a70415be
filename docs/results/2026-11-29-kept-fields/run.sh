#!/usr/bin/env bash
# run.sh CLASS METHOD TECH SCOPE: one analysis with the kept-fields drivers, one TSV line to results.tsv; output in logs/
# (the hunt's run.sh with this worktree's build; the JVM command line the bliss script execs)
cd "$(dirname "$0")"
cls=$1; m=$2; t=$3; k=$4
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
fq=hunt.$(echo $cls | tr A-Z a-z).$cls
mkdir -p logs; log=logs/$cls-$m-$t-$k.txt
start=$(date +%s.%N)
XDG_CACHE_HOME=/work/cache-keep timeout 90 nice -n 10 java -Xss16m -XX:+UseParallelGC -XX:MaxNewSize=256m \
  -cp $(cat /work/wt-keep/bliss-cli/target/classpath.txt) bliss.cli.Main analyze --cp $PWD/classes:$CC --class $fq \
  --driver hunt.drivers.${cls}Drivers.$m --method $m --technique $t --scope $k --timeout 60 > $log 2>&1
rc=$?
el=$(echo "$(date +%s.%N) - $start" | bc | xargs printf %.1f)
paths=$(grep -m1 '^paths' $log | sed 's/  */ /g')
grep -q "PARTIAL: time limit" $log && paths="$paths PARTIAL (time limit)"
err=$(grep -m1 -E 'internal error|Exception in thread|unsupported|timed out|timeout' $log | cut -c1-300)
[ $rc = 124 ] && err="HANG (killed at 90 s) $err"
printf '%s\t%s\t%s\t%s\t%s\trc=%s\t%s\n' $cls $m $t $k "$el s" $rc "$paths | $err" | tee -a results.tsv
