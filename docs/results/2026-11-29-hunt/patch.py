# The patches beyond the package, each one literal text that must occur exactly as many times as said (PATCHES.md says why).
import pathlib
P = [
 # AbstractMap's caches of the views are package-private in java.util: the copies keep their own.
 ("weakhashmap/WeakHashMap", "    private transient Set<Map.Entry<K,V>> entrySet;\n",
  "    private transient Set<Map.Entry<K,V>> entrySet;\n    transient Set<K> keySet;\n    transient Collection<V> values;\n", 1),
 ("identityhashmap/IdentityHashMap", "    private transient Set<Map.Entry<K,V>> entrySet;\n",
  "    private transient Set<Map.Entry<K,V>> entrySet;\n    transient Set<K> keySet;\n    transient Collection<V> values;\n", 1),
 # jdk.internal.access is not exported: readObject's array-size check goes (deserialization only).
 ("identityhashmap/IdentityHashMap", "import jdk.internal.access.SharedSecrets;\n", "", 1),
 ("identityhashmap/IdentityHashMap", "        SharedSecrets.getJavaObjectInputStreamAccess().checkArray(s, Object[].class, cap*2);\n", "", 1),
 ("copyonwritearraylist/CopyOnWriteArrayList", "import jdk.internal.access.SharedSecrets;\n", "", 1),
 ("copyonwritearraylist/CopyOnWriteArrayList", "        SharedSecrets.getJavaObjectInputStreamAccess().checkArray(s, Object[].class, len);\n", "", 1),
 ("priorityblockingqueue/PriorityBlockingQueue", "import jdk.internal.access.SharedSecrets;\n", "", 1),
 ("priorityblockingqueue/PriorityBlockingQueue", "            SharedSecrets.getJavaObjectInputStreamAccess().checkArray(s, Object[].class, sz);\n", "", 1),
 # jdk.internal.util.ArraysSupport is not exported: newLength's growth below its soft maximum, inline.
 ("priorityblockingqueue/PriorityBlockingQueue", "import jdk.internal.util.ArraysSupport;\n", "", 1),
 ("priorityblockingqueue/PriorityBlockingQueue", "ArraysSupport.newLength(oldCap, 1, growth)", "oldCap + Math.max(1, growth)", 1),
 # java.util.concurrent.Helpers is package-private: AbstractCollection's toString, the same text.
 ("arrayblockingqueue/ArrayBlockingQueue", "Helpers.collectionToString(this)", "super.toString()", 1),
 ("linkedblockingqueue/LinkedBlockingQueue", "Helpers.collectionToString(this)", "super.toString()", 1),
 ("linkedblockingdeque/LinkedBlockingDeque", "Helpers.collectionToString(this)", "super.toString()", 1),
 ("priorityblockingqueue/PriorityBlockingQueue", "Helpers.collectionToString(this)", "super.toString()", 1),
 # ThreadLocalRandom.nextSecondarySeed is package-private: the public generator of the same thread.
 ("concurrentskiplistmap/ConcurrentSkipListMap", "ThreadLocalRandom.nextSecondarySeed()", "ThreadLocalRandom.current().nextInt()", 2),
 # the copied StringKeyAnalyzer is in our package
 ("patriciatrie/PatriciaTrie", "import org.apache.commons.collections4.trie.analyzer.StringKeyAnalyzer;\n", "", 1),
]
for f, a, b, n in P:
    p = pathlib.Path("src/hunt/" + f + ".java"); t = p.read_text()
    assert t.count(a) == n, (f, a, t.count(a))
    p.write_text(t.replace(a, b))
# our repOKs: spliced before the closing brace of the top-level class
import glob, os
for part in glob.glob("splices/*.part"):
    grp, name = os.path.basename(part)[:-5].split(".")
    p = pathlib.Path(f"src/hunt/{grp}/{name}.java"); t = p.read_text().rstrip()
    assert t.endswith("}")
    p.write_text(t[:-1] + "\n" + pathlib.Path(part).read_text() + "}\n")
