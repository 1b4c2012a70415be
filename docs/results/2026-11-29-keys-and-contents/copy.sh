#!/usr/bin/env bash
# Copies Commons Collections 4.4's Flat3Map with AbstractHashedMap and HashedMap (package f3m) from the sources jar
# with only the package changed, splices our repOK before Flat3Map's last brace, compiles with the drivers.
# Usage: copy.sh SCRATCH (the sources jar unpacked in SCRATCH/orig/cc), from the repository's root.
set -e; S=$1; O=$S/orig/cc/org/apache/commons/collections4/map; H=$(dirname "$0")
mkdir -p $S/src/f3m $S/classes
pkg() { sed -E "0,/^package org.apache.commons.collections4.map;/s//package f3m;\nimport org.apache.commons.collections4.map.*;\nimport org.apache.commons.collections4.*;/" $O/$1.java; }
for c in Flat3Map AbstractHashedMap HashedMap; do pkg $c > $S/src/f3m/$c.java; done
python3 -c "import sys; t=open(sys.argv[1]).read().rstrip(); open(sys.argv[1],'w').write(t[:-1]+open(sys.argv[2]).read()+'}\n')" $S/src/f3m/Flat3Map.java $H/Flat3Map.repOK.part
cp $H/Flat3MapDrivers.java.txt $S/src/f3m/Drivers.java
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
javac -nowarn -g -d $S/classes -cp $CC:bliss-symbolic/target/bliss-symbolic-0.1.0-SNAPSHOT.jar $(find $S/src -name '*.java')
