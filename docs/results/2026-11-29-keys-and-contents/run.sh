#!/usr/bin/env bash
# run.sh CLASS(fq) DRIVERS(fq) METHOD TECH SCOPE: one analysis with --timeout 60, one line to results.tsv (classes: copy.sh SCRATCH, then link SCRATCH/classes here)
cd "$(dirname "$0")"; cls=$1; drv=$2; m=$3; t=$4; k=$5
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
mkdir -p logs; log=logs/$(basename $cls)-$m-$t-$k.txt
start=$(date +%s.%N)
XDG_CACHE_HOME=/work/cache timeout 100 nice java -Xss16m -XX:+UseParallelGC -cp $(cat /work/main/bliss-cli/target/classpath.txt) bliss.cli.Main analyze --cp $PWD/classes:$CC --class $cls --driver $drv.$m --method $m --technique $t --scope $k --timeout 60 > $log 2>&1
rc=$?
el=$(echo "$(date +%s.%N) - $start" | bc | xargs printf %.1f)
paths=$(grep -m1 '^paths' $log | sed 's/  */ /g')
grep -q "PARTIAL" $log && paths="$paths PARTIAL"
err=$(grep -m1 -E 'internal error|Exception in thread|unsupported|warning' $log | cut -c1-250)
[ $rc = 124 ] && err="HANG $err"
printf '%s\t%s\t%s\t%s\t%s\trc=%s\t%s | %s\n' $(basename $cls) $m $t $k "$el s" $rc "$paths" "$err" | tee -a results.tsv
