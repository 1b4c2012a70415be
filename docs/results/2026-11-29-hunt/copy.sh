#!/usr/bin/env bash
# Copies the hunt's classes with the package changed (hunt.jdk, hunt.commons) and the original package imported on demand.
set -e
cd /work/hunt-scratch
rm -rf src/hunt/[a-ce-z]*
jdk() { # source-relative-path fromPkg: each JDK class in a package of its own, hunt.<name in lower case>
  f=orig/java.base/$1; n=$(basename $1); p=$(basename $1 .java | tr A-Z a-z); mkdir -p src/hunt/$p
  sed -E "0,/^package $2;/s//package hunt.$p;\nimport $2.*;/" $f > src/hunt/$p/$n
}
cc() { # pkg name ours: Commons' classes in a package per copied family, hunt.<ours>
  f=orig/cc/org/apache/commons/collections4/$1/$2.java; mkdir -p src/hunt/$3
  sed -E "0,/^package org.apache.commons.collections4.$1;/s//package hunt.$3;\nimport org.apache.commons.collections4.$1.*;\nimport org.apache.commons.collections4.*;/" $f > src/hunt/$3/$2.java
}
for c in WeakHashMap IdentityHashMap; do jdk java/util/$c.java java.util; done
for c in ArrayBlockingQueue LinkedBlockingQueue LinkedBlockingDeque ConcurrentSkipListMap CopyOnWriteArrayList PriorityBlockingQueue; do jdk java/util/concurrent/$c.java java.util.concurrent; done
for c in AbstractLinkedList CursorableLinkedList; do cc list $c cursorablelinkedlist; done
for c in AbstractBitwiseTrie AbstractPatriciaTrie PatriciaTrie KeyAnalyzer; do cc trie $c patriciatrie; done
for c in AbstractHashedMap AbstractLinkedMap LinkedMap; do cc map $c linkedmap; done
for c in AbstractHashedMap AbstractReferenceMap ReferenceMap; do cc map $c referencemap; done
for c in AbstractHashedMap SingletonMap; do cc map $c singletonmap; done  # its iterator uses AbstractHashedMap's protected messages
sed -E "s/^package org.apache.commons.collections4.trie.analyzer;/package hunt.patriciatrie;/; /^import org.apache.commons.collections4.trie.KeyAnalyzer;/d" orig/cc/org/apache/commons/collections4/trie/analyzer/StringKeyAnalyzer.java > src/hunt/patriciatrie/StringKeyAnalyzer.java
python3 patch.py
