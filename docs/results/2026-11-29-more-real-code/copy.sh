#!/usr/bin/env bash
# Copies Commons Collections 4.4's StaticBucketMap (package sbm) and AbstractHashedMap + CaseInsensitiveMap (package
# cim) from the sources jar with only the package changed, splices our repOKs before the last brace, compiles with
# the drivers. Usage: copy.sh SCRATCH (the sources jar unpacked in SCRATCH/orig/cc).
set -e; S=$1; O=$S/orig/cc/org/apache/commons/collections4/map; H=$(dirname "$0")
mkdir -p $S/src/sbm $S/src/cim $S/classes
pkg() { sed -E "0,/^package org.apache.commons.collections4.map;/s//package $1;\nimport org.apache.commons.collections4.map.*;\nimport org.apache.commons.collections4.*;/" $O/$2.java; }
splice() { python3 -c "import sys; t=open(sys.argv[1]).read().rstrip(); open(sys.argv[1],'w').write(t[:-1]+open(sys.argv[2]).read()+'}\n')" $1 $2; }
pkg sbm StaticBucketMap > $S/src/sbm/StaticBucketMap.java; splice $S/src/sbm/StaticBucketMap.java $H/StaticBucketMap.repOK.part
pkg cim AbstractHashedMap > $S/src/cim/AbstractHashedMap.java; splice $S/src/cim/AbstractHashedMap.java $H/AbstractHashedMap.repOK.part
pkg cim CaseInsensitiveMap > $S/src/cim/CaseInsensitiveMap.java
cp $H/StaticBucketMapDrivers.java.txt $S/src/sbm/Drivers.java; cp $H/CaseInsensitiveMapDrivers.java.txt $S/src/cim/Drivers.java
CC=~/.m2/repository/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar
javac -nowarn -g -d $S/classes -cp $CC:bliss-symbolic/target/bliss-symbolic-0.1.0-SNAPSHOT.jar $(find $S/src -name '*.java')
