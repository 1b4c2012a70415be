#!/usr/bin/env bash
set -e; cd /work/hunt-scratch; ./copy.sh
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
rm -rf classes; mkdir classes
javac -nowarn -g -d classes -cp $CC:/work/wt-hunt/bliss-symbolic/target/bliss-symbolic-0.1.0-SNAPSHOT.jar $(find src -name '*.java') 2>&1 | grep -v '^Note:' || true
