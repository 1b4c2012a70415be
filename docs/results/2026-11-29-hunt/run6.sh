#!/usr/bin/env bash
# run.sh CLASS METHOD TECH SCOPE [label]: one analysis, one TSV line to results.tsv; full output in logs/
cls=$C; m=$1; t=$2; k=1; label=more
# the analysed method each driver calls (--method names one of the class)
case $m in cowalRemoveObject) mm=remove;; cowalIterate) mm=iterator;; cllCursorAdd) mm=cursor;; cslmPollFirst) mm=pollFirstEntry;; smEqualsMap) mm=equals;;
  *) mm=$(echo $m | sed -E 's/^[a-z]+([A-Z])/\L\1/');; esac
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar

fq=hunt.$(echo $cls | tr A-Z a-z).$cls
mkdir -p logs; log=logs/$label-$cls-$m-$t-$k.txt
cmd="bliss analyze --cp /work/hunt-scratch/classes:\$CC --class $fq --driver hunt.drivers.MoreDrivers.$m --method $mm --technique $t --scope $k --timeout 60"
start=$(date +%s.%N)
# the JVM command line the bliss script execs (its build-when-stale step skipped: a sweep runs one build throughout)
XDG_CACHE_HOME=/work/cache-hunt timeout 90 nice java -Xss16m -XX:+UseParallelGC -XX:MaxNewSize=256m -cp $(cat /work/wt-hunt/bliss-cli/target/classpath.txt) bliss.cli.Main analyze --cp /work/hunt-scratch/classes:$CC --class $fq --driver hunt.drivers.MoreDrivers.$m --method $mm --technique $t --scope $k --timeout 60 > $log 2>&1
rc=$?
el=$(echo "$(date +%s.%N) - $start" | bc | xargs printf %.1f)
paths=$(grep -m1 '^paths' $log | sed 's/  */ /g')
err=$(grep -m1 -E 'internal error|Exception in thread|unsupported  |timed out|timeout' $log | cut -c1-220)
[ $rc = 124 ] && err="HANG (killed at 90 s) $err"
printf '%s\t%s\t%s\t%s\t%s\t%s\trc=%s\t%s\n' $label $cls $m $t $k "$el s" $rc "$paths | $err" | tee -a results.tsv
