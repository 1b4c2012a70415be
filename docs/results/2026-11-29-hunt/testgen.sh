#!/usr/bin/env bash
# testgen.sh CLASS METHOD TECH SCOPE: bliss testgen --run on one cell; the summary to testgen.out
cls=$1; m=$2; t=$3; k=$4
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
fq=hunt.$(echo $cls | tr A-Z a-z).$cls
out=/work/hunt-scratch/tests/$cls-$m-$t-$k; rm -rf $out; mkdir -p $out
echo "== $cls $m $t $k" >> testgen.out
XDG_CACHE_HOME=/work/cache-hunt timeout 200 nice java -Xss16m -XX:+UseParallelGC -XX:MaxNewSize=256m -cp $(cat /work/wt-hunt/bliss-cli/target/classpath.txt) bliss.cli.Main testgen --cp /work/hunt-scratch/classes:$CC --sourcepath /work/hunt-scratch/src --class $fq --driver hunt.drivers.${cls}Drivers.$m --method $m --technique $t --scope $k --out $out --run --timeout 120 >> testgen.out 2>&1
echo "rc=$?" >> testgen.out
