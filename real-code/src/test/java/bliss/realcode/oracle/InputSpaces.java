package bliss.realcode.oracle;

import bliss.realcode.oracle.ConcreteInput.Recipe;
import bliss.realcode.oracle.Shapes.Tree;

import java.util.ArrayList;
import java.util.List;

import static bliss.realcode.oracle.Reflect.make;
import static bliss.realcode.oracle.Reflect.set;
import static bliss.realcode.oracle.Reflect.staticValue;
import static bliss.realcode.oracle.Reflect.type;

/**
 * The candidate inputs of each real-code subject up to k nodes over small value domains, built as real objects by
 * reflection; {@link ValidInputs} keeps those the subject's own repOK accepts. Each space holds every valid input:
 * where a field is derived rather than enumerated (a back pointer, a thread of TreeList, a count), the subject's repOK
 * admits only that value, which its comment names.
 */
public final class InputSpaces {

    private InputSpaces() {
    }

    /** A subject's candidate inputs of at most k nodes. */
    public interface Space {
        List<Recipe> candidates(int k);
    }

    static final String JDK = "bliss.realcode.jdk.";
    static final String COMMONS = "bliss.realcode.commons.";

    /**
     * OpenJDK's LinkedList: chains of n <= k nodes with items 0..k. repOK fixes the rest: each prev is the node
     * before, first and last the ends, size the length.
     */
    public static List<Recipe> jdkLinkedList(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int n = 0; n <= k; n++) {
            for (int[] items : Shapes.tuples(n, 0, k)) {
                out.add(new Recipe("LinkedList" + java.util.Arrays.toString(items), loader -> {
                    Object list = make(type(loader, JDK + "LinkedList"));
                    List<Object> nodes = new ArrayList<>();
                    for (int item : items) {
                        Object node = make(type(loader, JDK + "LinkedList$Node"));
                        set(node, "item", item);
                        nodes.add(node);
                    }
                    link(nodes, "next", "prev");
                    set(list, "first", nodes.isEmpty() ? null : nodes.get(0));
                    set(list, "last", nodes.isEmpty() ? null : nodes.get(nodes.size() - 1));
                    set(list, "size", items.length);
                    return ConcreteInput.of(list, nodes);
                }));
            }
        }
        return out;
    }

    /**
     * OpenJDK's ConcurrentLinkedQueue of Integers: a list of 1 <= n <= k nodes from head, each item null or an Integer
     * of -1..k (a new box, or the box of an earlier node: {@link #elementsOrNull}), and m <= k - n nodes off it, a
     * chain from tail whose last node points to itself or to a node of the list (their items null); without them,
     * tail is any node of the list. The real repOK keeps the valid ones.
     */
    public static List<Recipe> jdkConcurrentLinkedQueue(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int n = 1; n <= k; n++) {
            for (int m = 0; n + m <= k; m++) {
                // with m = 0 the tail is list node t; with m > 0, the off-list chain's last node points to list node
                // t, or to itself (t = n)
                for (int t = 0; t < (m == 0 ? n : n + 1); t++) {
                    for (int[] codes : elementsOrNull(n, k)) {
                        int listSize = n;
                        int offSize = m;
                        int target = t;
                        out.add(new Recipe("ConcurrentLinkedQueue off " + m + " tail to " + t + " "
                                + java.util.Arrays.toString(codes), loader -> {
                                    Object queue = make(type(loader, JDK + "ConcurrentLinkedQueue"));
                                    Class<?> nodeType = type(loader, JDK + "ConcurrentLinkedQueue$Node");
                                    List<Object> items = integersOrNull(codes, k);
                                    List<Object> nodes = new ArrayList<>();
                                    for (Object item : items) {
                                        Object node = make(nodeType);
                                        set(node, "item", item);
                                        nodes.add(node);
                                    }
                                    for (int i = 0; i + 1 < listSize; i++) {
                                        set(nodes.get(i), "next", nodes.get(i + 1));
                                    }
                                    List<Object> off = new ArrayList<>();
                                    for (int i = 0; i < offSize; i++) {
                                        off.add(make(nodeType));
                                    }
                                    for (int i = 0; i + 1 < offSize; i++) {
                                        set(off.get(i), "next", off.get(i + 1));
                                    }
                                    if (offSize > 0) {
                                        Object lastOff = off.get(offSize - 1);
                                        set(lastOff, "next", target == listSize ? lastOff : nodes.get(target));
                                    }
                                    set(queue, "head", nodes.get(0));
                                    set(queue, "tail", offSize > 0 ? off.get(0) : nodes.get(target));
                                    List<Object> all = new ArrayList<>(nodes);
                                    all.addAll(off);
                                    items.stream().filter(java.util.Objects::nonNull).forEach(all::add);
                                    return ConcreteInput.of(queue, all);
                                }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Commons' NodeCachingLinkedList: a header, n list nodes (values 0..k) and c cached nodes (value 0), 1 + n + c
     * <= k, maximumCacheSize 0..k. repOK fixes the rest: the circular links through the header, the cache's chain
     * with no previous, size and cacheSize the counts.
     */
    public static List<Recipe> nodeCachingLinkedList(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int n = 0; 1 + n <= k; n++) {
            for (int c = 0; 1 + n + c <= k; c++) {
                int cached = c;
                for (int[] values : Shapes.tuples(n, 0, k)) {
                    for (int max = 0; max <= k; max++) {
                        int maximum = max;
                        out.add(new Recipe("NodeCachingLinkedList" + java.util.Arrays.toString(values) + " cache "
                                + cached + "/" + maximum, loader -> {
                            Object list = make(type(loader, COMMONS + "NodeCachingLinkedList"));
                            Class<?> nodeClass = type(loader, COMMONS + "AbstractLinkedList$Node");
                            Object header = make(nodeClass);
                            set(header, "value", 0);
                            List<Object> ring = new ArrayList<>();
                            ring.add(header);
                            for (int v : values) {
                                Object node = make(nodeClass);
                                set(node, "value", v);
                                ring.add(node);
                            }
                            for (int i = 0; i < ring.size(); i++) {
                                set(ring.get(i), "next", ring.get((i + 1) % ring.size()));
                                set(ring.get((i + 1) % ring.size()), "previous", ring.get(i));
                            }
                            List<Object> cache = new ArrayList<>();
                            for (int i = 0; i < cached; i++) {
                                Object node = make(nodeClass);
                                set(node, "value", 0);
                                cache.add(node);
                            }
                            for (int i = 0; i < cache.size(); i++) {
                                set(cache.get(i), "next", i + 1 < cache.size() ? cache.get(i + 1) : null);
                                set(cache.get(i), "previous", null);
                            }
                            set(list, "header", header);
                            set(list, "size", values.length);
                            set(list, "firstCachedNode", cache.isEmpty() ? null : cache.get(0));
                            set(list, "cacheSize", cached);
                            set(list, "maximumCacheSize", maximum);
                            List<Object> all = new ArrayList<>(ring);
                            all.addAll(cache);
                            return ConcreteInput.of(list, all);
                        }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Commons' TreeList: binary trees of n <= k nodes (values 0..k), relative positions -k..k. repOK fixes the rest:
     * a missing child is a thread to the in-order neighbour (null at the ends) with its flag set, a height is one
     * more than the higher child's.
     */
    public static List<Recipe> treeList(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int n = 0; n <= k; n++) {
            for (Tree t : Shapes.trees(n)) {
                for (int[] positions : Shapes.tuples(n, -k, k)) {
                    if (!relativePositionsRight(t, positions)) {
                        continue; // repOK's positions clause, checked here first to keep the space small
                    }
                    for (int[] values : Shapes.tuples(n, 0, k)) {
                        out.add(new Recipe("TreeList" + java.util.Arrays.toString(t.left())
                                + java.util.Arrays.toString(t.right()) + java.util.Arrays.toString(values)
                                + java.util.Arrays.toString(positions), loader -> {
                            Object list = make(type(loader, COMMONS + "TreeList"));
                            Class<?> nodeClass = type(loader, COMMONS + "TreeList$AVLNode");
                            List<Object> nodes = new ArrayList<>();
                            for (int i = 0; i < t.size(); i++) {
                                Object node = make(nodeClass);
                                set(node, "value", values[i]);
                                set(node, "relativePosition", positions[i]);
                                nodes.add(node);
                            }
                            for (int i = 0; i < t.size(); i++) {
                                Object node = nodes.get(i);
                                boolean threadLeft = t.left()[i] < 0;
                                set(node, "leftIsPrevious", threadLeft);
                                set(node, "left", threadLeft ? (i > 0 ? nodes.get(i - 1) : null)
                                        : nodes.get(t.left()[i]));
                                boolean threadRight = t.right()[i] < 0;
                                set(node, "rightIsNext", threadRight);
                                set(node, "right", threadRight ? (i + 1 < t.size() ? nodes.get(i + 1) : null)
                                        : nodes.get(t.right()[i]));
                                set(node, "height", height(t, i));
                            }
                            set(list, "root", t.size() == 0 ? null : nodes.get(t.root()));
                            set(list, "size", t.size());
                            return ConcreteInput.of(list, nodes);
                        }));
                    }
                }
            }
        }
        return out;
    }

    private static boolean relativePositionsRight(Tree t, int[] positions) {
        int[] parents = t.parents();
        for (int i = 0; i < t.size(); i++) {
            int parentIndex = parents[i] < 0 ? 0 : parents[i];
            if (parentIndex + positions[i] != i) {
                return false;
            }
        }
        return true;
    }

    private static int height(Tree t, int i) {
        if (i < 0) {
            return -1;
        }
        return 1 + Math.max(height(t, t.left()[i]), height(t, t.right()[i]));
    }

    /**
     * OpenJDK's TreeMap under natural ordering: binary trees of n <= k entries, colors, keys 0..2k, values 0, the
     * comparator null (the drivers close it: no object of the input is a Comparator). repOK fixes the parent pointers
     * and the size.
     */
    public static List<Recipe> jdkTreeMap(int k) {
        return jdkTreeMaps(k, false);
    }

    /** The same, each also with the drivers' Descending comparator (its keys in decreasing order). */
    public static List<Recipe> jdkTreeMapOrdered(int k) {
        return jdkTreeMaps(k, true);
    }

    /**
     * OpenJDK's TreeSet: each of {@link #jdkTreeMap}'s maps as the set's {@code m}, every value the set's own
     * {@code PRESENT} (repOK's: a TreeMap whose values are all PRESENT, the one value the set stores).
     */
    public static List<Recipe> jdkTreeSet(int k) {
        return setsOver(jdkTreeMap(k), "TreeSet", "m", "TreeMap$Entry");
    }

    private static List<Recipe> jdkTreeMaps(int k, boolean descending) {
        List<Recipe> out = new ArrayList<>();
        for (String comparator : descending ? new String[]{null, "bliss.realcode.drivers.Descending"}
                : new String[]{null}) {
            out.addAll(jdkTreeMaps(k, comparator));
        }
        return out;
    }

    private static List<Recipe> jdkTreeMaps(int k, String comparator) {
        List<Recipe> out = new ArrayList<>();
        for (int n = 0; n <= k; n++) {
            for (Tree t : Shapes.trees(n)) {
                int[] parents = t.parents();
                for (int[] keys : Shapes.tuples(n, 0, 2 * k)) {
                    if (!increasing(comparator == null ? keys : negated(keys))) {
                        continue; // repOK's order clause, checked here first to keep the space small
                    }
                    for (int[] colors : Shapes.tuples(n, 0, 1)) {
                        out.add(new Recipe("TreeMap" + java.util.Arrays.toString(t.left())
                                + java.util.Arrays.toString(t.right()) + java.util.Arrays.toString(keys)
                                + java.util.Arrays.toString(colors) + comparator, loader -> {
                            Object map = make(type(loader, JDK + "TreeMap"));
                            set(map, "comparator", comparator == null ? null : make(type(loader, comparator)));
                            Class<?> entryClass = type(loader, JDK + "TreeMap$Entry");
                            List<Object> entries = new ArrayList<>();
                            for (int i = 0; i < t.size(); i++) {
                                Object e = make(entryClass);
                                set(e, "key", keys[i]);
                                set(e, "value", 0);
                                set(e, "color", colors[i] == 1);
                                entries.add(e);
                            }
                            for (int i = 0; i < t.size(); i++) {
                                Object e = entries.get(i);
                                set(e, "left", t.left()[i] < 0 ? null : entries.get(t.left()[i]));
                                set(e, "right", t.right()[i] < 0 ? null : entries.get(t.right()[i]));
                                set(e, "parent", parents[i] < 0 ? null : entries.get(parents[i]));
                            }
                            set(map, "root", t.size() == 0 ? null : entries.get(t.root()));
                            set(map, "size", t.size());
                            return ConcreteInput.of(map, entries);
                        }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * OpenJDK's HashSet: each of {@link #jdkHashMap}'s maps as the set's {@code map}, every value the set's own
     * {@code PRESENT} (repOK's: a HashMap whose values are all PRESENT, the one value the set stores).
     */
    public static List<Recipe> jdkHashSet(int k) {
        return setsOver(jdkHashMap(k), "HashSet", "map", "HashMap$Node", "HashMap$TreeNode");
    }

    /**
     * A set of the JDK's kept as a map's keys ({@code setClass}, a class of the copies) over each of {@code maps},
     * held in its field {@code mapField}, every value of the map's nodes (of {@code nodeClasses}) the set's own
     * {@code PRESENT}, the one value such a set stores.
     */
    private static List<Recipe> setsOver(List<Recipe> maps, String setClass, String mapField, String... nodeClasses) {
        List<String> nodes = java.util.Arrays.stream(nodeClasses).map(c -> JDK + c).toList();
        List<Recipe> out = new ArrayList<>();
        for (Recipe map : maps) {
            out.add(new Recipe(setClass + " over " + map, loader -> {
                ConcreteInput m = map.in(loader);
                Class<?> set = type(loader, JDK + setClass);
                Object present = staticValue(set, "PRESENT");
                for (Object o : m.objects()) {
                    if (nodes.contains(o.getClass().getName())) {
                        set(o, "value", present);
                    }
                }
                Object s = make(set);
                set(s, mapField, m.receiver());
                return ConcreteInput.of(s, m.objects());
            }));
        }
        return out;
    }

    /**
     * OpenJDK's HashMap, Integer keys, the default load factor (repOK's): no table (size 0, threshold 0 for the
     * default capacity or an initial capacity, a power of two up to the longest new array the engine makes: a larger
     * one makes put allocate a table the engine cuts, {@code Interpreter.MAX_SYMBOLIC_LENGTH}), or a table
     * of length L, a power of two up to k (an input array's length is at most the scope), holding n <= k nodes with
     * distinct keys 0..4k (new boxes, as inputs are distinct objects; values 0; wide enough for a key between two of
     * one bin: 1 and 5 around 3 in a table of 2), each in the bin of its hash in the
     * order the key tuple gives, the threshold {@code (int) (L * 0.75f)}. Each bin is a plain chain or a tree bin:
     * TreeNodes, its first the root, every other node a left or right child of another, each red or black (repOK's
     * checkInvariants keeps the trees ordered by hash whose links agree with the chain).
     */
    public static List<Recipe> jdkHashMap(int k) {
        return jdkHashMap(k, 4 * k);
    }

    /**
     * {@link #jdkHashMap(int)} for put, whose resize splits a bin by the next bit of the hash: the keys up to
     * 2L(k+1)-1 (and at least 4k), L the longest table (the largest power of two up to k), room for the k nodes and
     * the argument in one bin of the doubled table in any order (at scope 2: 2, 6 and 10, one bin of a table of 2 and
     * of 4; with keys up to 8, 40 of pli's paths had no input).
     */
    public static List<Recipe> jdkHashMapPut(int k) {
        return jdkHashMap(k, Math.max(4 * k, 2 * Integer.highestOneBit(k) * (k + 1) - 1));
    }

    private static List<Recipe> jdkHashMap(int k, int maxKey) {
        List<Recipe> out = new ArrayList<>();
        for (int threshold = 0; threshold <= bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH;
             threshold = threshold == 0 ? 1 : 2 * threshold) {
            int t = threshold;
            out.add(new Recipe("HashMap no table threshold " + t, loader -> {
                Object map = make(type(loader, JDK + "HashMap"));
                set(map, "threshold", t);
                return ConcreteInput.of(map, List.of());
            }));
        }
        for (int length = 1; length <= k; length *= 2) {
            int n0 = length;
            for (int n = 0; n <= k; n++) {
                for (List<List<Integer>> bins : keysInBins(n, maxKey, n0, key -> spread(key) & (n0 - 1))) {
                    for (List<int[]> layout : binLayouts(bins)) {
                        out.add(new Recipe("HashMap" + bins + " trees " + layout.stream().map(java.util.Arrays::toString)
                                .toList(), loader -> hashMap(loader, bins, layout)));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every tuple of n distinct keys in 0..maxKey, each key in its bin of {@code length} bins, in the tuple's order.
     *
     * @param binOf the bin of a key
     */
    private static List<List<List<Integer>>> keysInBins(int n, int maxKey, int length,
                                                        java.util.function.IntUnaryOperator binOf) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (int[] keys : Shapes.tuples(n, 0, maxKey)) {
            if (java.util.Arrays.stream(keys).distinct().count() < n) {
                continue;
            }
            List<List<Integer>> bins = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                bins.add(new ArrayList<>());
            }
            for (int key : keys) {
                bins.get(binOf.applyAsInt(key)).add(key);
            }
            out.add(bins);
        }
        return out;
    }

    /** Java's HashMap.hash of an Integer key. */
    private static int spread(int key) {
        return key ^ (key >>> 16);
    }

    /**
     * Every way to lay out the bins: per bin null (a plain chain) or, for a tree bin of m nodes, an array holding for
     * each node after the root its parent's index times 2 plus its side (0 left, 1 right), then each node's colour.
     */
    private static List<List<int[]>> binLayouts(List<List<Integer>> bins) {
        List<List<int[]>> out = new ArrayList<>();
        out.add(new ArrayList<>());
        for (List<Integer> bin : bins) {
            List<int[]> options = new ArrayList<>();
            options.add(null);
            int m = bin.size();
            if (m > 0) {
                for (int[] links : Shapes.tuples(m - 1, 0, 2 * m - 1)) {
                    for (int[] colors : Shapes.tuples(m, 0, 1)) {
                        int[] option = new int[2 * m - 1];
                        System.arraycopy(links, 0, option, 0, m - 1);
                        System.arraycopy(colors, 0, option, m - 1, m);
                        options.add(option);
                    }
                }
            }
            List<List<int[]>> next = new ArrayList<>();
            for (List<int[]> prefix : out) {
                for (int[] option : options) {
                    List<int[]> l = new ArrayList<>(prefix);
                    l.add(option);
                    next.add(l);
                }
            }
            out = next;
        }
        return out;
    }

    private static ConcreteInput hashMap(ClassLoader loader, List<List<Integer>> bins, List<int[]> layout) {
        Object map = make(type(loader, JDK + "HashMap"));
        Class<?> nodeClass = type(loader, JDK + "HashMap$Node");
        Class<?> treeClass = type(loader, JDK + "HashMap$TreeNode");
        Object table = java.lang.reflect.Array.newInstance(nodeClass, bins.size());
        List<Object> all = new ArrayList<>();
        for (int i = 0; i < bins.size(); i++) {
            int[] tree = layout.get(i);
            List<Object> chain = new ArrayList<>();
            for (int key : bins.get(i)) {
                Object node = make(tree == null ? nodeClass : treeClass);
                set(node, "hash", spread(key));
                set(node, "key", newInteger(key));
                set(node, "value", newInteger(0));
                chain.add(node);
            }
            for (int j = 0; j + 1 < chain.size(); j++) {
                set(chain.get(j), "next", chain.get(j + 1));
            }
            if (tree != null) {
                int m = chain.size();
                for (int j = 1; j < m; j++) {
                    set(chain.get(j), "prev", chain.get(j - 1));
                    Object parent = chain.get(tree[j - 1] / 2);
                    set(chain.get(j), "parent", parent);
                    set(parent, tree[j - 1] % 2 == 0 ? "left" : "right", chain.get(j));
                }
                for (int j = 0; j < m; j++) {
                    set(chain.get(j), "red", tree[m - 1 + j] == 1);
                }
            }
            java.lang.reflect.Array.set(table, i, chain.isEmpty() ? null : chain.get(0));
            all.addAll(chain);
        }
        set(map, "table", table);
        set(map, "size", all.size());
        set(map, "threshold", (int) (bins.size() * 0.75f));
        all.add(table); // an input array: the trace records what each first read of its elements finds
        return ConcreteInput.of(map, all);
    }

    @SuppressWarnings("deprecation")
    private static Integer newInteger(int v) {
        return new Integer(v);
    }

    /** The load factors of {@link #jdkHashtable}: with tables of at most 3 bins they give every threshold 0..length. */
    private static final float[] LOAD_FACTORS = {0.25f, 0.5f, 0.75f, 1f};

    /**
     * OpenJDK's Hashtable of Integers, keys 0..4k ({@link #jdkHashtable(int, int)}).
     */
    public static List<Recipe> jdkHashtable(int k) {
        return jdkHashtable(k, 4 * k);
    }

    /**
     * OpenJDK's Hashtable of Integers: a table of length L in 1..k (an input array's length is at most the scope; a
     * Hashtable's length need not be a power of two), a load factor of {@link #LOAD_FACTORS} and the threshold
     * {@code (int) (L * loadFactor)} (repOK's, which demands a load factor in (0, 1]: the four give every threshold
     * 0..L for L up to 3), and n <= k entries with distinct keys 0..maxKey (new boxes, as inputs are distinct
     * objects), each with its key's hash in the bin of that hash, in the order the key tuple gives; each entry's value
     * a new box of 0, the box of any entry's key, or the same box as an earlier entry's new value ({@link
     * #hashtableValues}). repOK keeps the valid ones ({@code count} is set to n, as it demands).
     */
    public static List<Recipe> jdkHashtable(int k, int maxKey) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 1; length <= k; length++) {
            int n0 = length;
            for (float loadFactor : LOAD_FACTORS) {
                for (int n = 0; n <= k; n++) {
                    for (List<List<Integer>> bins : keysInBins(n, maxKey, n0, key -> (key & 0x7FFFFFFF) % n0)) {
                        for (int[] values : hashtableValues(n)) {
                            out.add(new Recipe("Hashtable" + bins + " loadFactor " + loadFactor + " values "
                                    + java.util.Arrays.toString(values),
                                    loader -> hashtable(loader, bins, loadFactor, values)));
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * The values of n entries (in bin order), each a code: -1 - j the box of entry j's key, 0 a new box of 0, 1 + j
     * the same box as entry j's value (j before it, whose value is a new box).
     */
    private static List<int[]> hashtableValues(int n) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        for (int i = 0; i < n; i++) {
            List<int[]> next = new ArrayList<>();
            for (int[] prefix : out) {
                for (int c = -n; c <= i; c++) {
                    if (c > 0 && prefix[c - 1] != 0) {
                        continue; // the same box as an earlier value that is itself a key's or shared: counted there
                    }
                    int[] codes = java.util.Arrays.copyOf(prefix, i + 1);
                    codes[i] = c;
                    next.add(codes);
                }
            }
            out = next;
        }
        return out;
    }

    private static ConcreteInput hashtable(ClassLoader loader, List<List<Integer>> bins, float loadFactor,
                                           int[] values) {
        Object map = make(type(loader, JDK + "Hashtable"));
        Class<?> entryClass = type(loader, JDK + "Hashtable$Entry");
        Object table = java.lang.reflect.Array.newInstance(entryClass, bins.size());
        List<Object> entries = new ArrayList<>();
        List<Object> boxes = new ArrayList<>();
        for (int i = 0; i < bins.size(); i++) {
            Object next = null;
            List<Integer> bin = bins.get(i);
            List<Object> chain = new ArrayList<>();
            for (int key : bin) {
                Object entry = make(entryClass);
                Integer box = newInteger(key);
                set(entry, "hash", key);
                set(entry, "key", box);
                boxes.add(box);
                chain.add(entry);
            }
            for (int j = chain.size() - 1; j >= 0; j--) {
                set(chain.get(j), "next", next);
                next = chain.get(j);
            }
            java.lang.reflect.Array.set(table, i, next);
            entries.addAll(chain);
        }
        List<Object> valueBoxes = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            int c = values[i];
            Object v = c < 0 ? boxes.get(-1 - c) : c == 0 ? newInteger(0) : valueBoxes.get(c - 1);
            set(entries.get(i), "value", v);
            valueBoxes.add(v);
            if (c == 0) {
                boxes.add(v);
            }
        }
        set(map, "table", table);
        set(map, "count", entries.size());
        set(map, "loadFactor", loadFactor);
        set(map, "threshold", (int) Math.min(bins.size() * loadFactor, Integer.MAX_VALUE - 7));
        List<Object> all = new ArrayList<>(entries);
        all.addAll(boxes); // their identities: a value may be a key's box
        all.add(table); // an input array: the trace records what each first read of its elements finds
        return ConcreteInput.of(map, all);
    }

    /**
     * OpenJDK's ConcurrentHashMap of Integers, keys 0..4k ({@link #jdkConcurrentHashMap(int, int)}).
     */
    public static List<Recipe> jdkConcurrentHashMap(int k) {
        return jdkConcurrentHashMap(k, 4 * k);
    }

    /**
     * {@link #jdkConcurrentHashMap(int)} for put, whose resize (transfer) splits a bin by the next bit of the hash:
     * keys as wide as {@link #jdkHashMapPut}'s, for the same reason.
     */
    public static List<Recipe> jdkConcurrentHashMapPut(int k) {
        return jdkConcurrentHashMap(k, Math.max(4 * k, 2 * Integer.highestOneBit(k) * (k + 1) - 1));
    }

    /**
     * OpenJDK's ConcurrentHashMap of Integers, quiescent (its repOK's): no table, with {@code sizeCtl} 0 (the default
     * size) or a power of two up to the engine's largest symbolic array length (a larger initial size would be a
     * table the engine does not allocate, as for {@link #jdkHashMap}'s thresholds); or a table of a power-of-two
     * length L up to k (an input array's length is at most the scope) with {@code sizeCtl} {@code L - (L >>> 2)}, and
     * n <= k nodes with distinct keys of 0..maxKey and the twins of 0 and 1 ({@link #chmKeysInBins}; new boxes, as
     * inputs are distinct objects), each with
     * {@code hash = spread(key)} in the bin {@code (L - 1) & hash}, in the order the key tuple gives; each node's value
     * a new box of 0, the box of a node's key, or the same box as an earlier node's new value (as Hashtable's values,
     * {@link #hashtableValues}); {@code baseCount} n; no counter cells, no resize under way.
     */
    public static List<Recipe> jdkConcurrentHashMap(int k, int maxKey) {
        List<Recipe> out = new ArrayList<>();
        for (int sizeCtl = 0; sizeCtl <= bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH;
             sizeCtl = sizeCtl == 0 ? 1 : 2 * sizeCtl) {
            int sc = sizeCtl;
            out.add(new Recipe("ConcurrentHashMap no table sizeCtl " + sc, loader -> {
                Object map = make(type(loader, JDK + "ConcurrentHashMap"));
                set(map, "sizeCtl", sc);
                return ConcreteInput.of(map, List.of());
            }));
        }
        for (int length = 1; length <= k; length *= 2) {
            int n0 = length;
            for (int n = 0; n <= k; n++) {
                for (List<List<Integer>> bins : chmKeysInBins(n, maxKey, n0)) {
                    for (int[] values : hashtableValues(n)) {
                        out.add(new Recipe("ConcurrentHashMap" + bins + " values " + java.util.Arrays.toString(values),
                                loader -> concurrentHashMap(loader, bins, values)));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every tuple of n distinct keys of 0..maxKey and the twins of 0 and 1 ({@code j ^ 0x80008000}, of j's hash: a
     * bin's two nodes of one hash and different keys need such a pair), each key in its bin of {@code length} bins,
     * in the tuple's order.
     */
    private static List<List<List<Integer>>> chmKeysInBins(int n, int maxKey, int length) {
        int[] keys = new int[maxKey + 3];
        for (int j = 0; j <= maxKey; j++) {
            keys[j] = j;
        }
        keys[maxKey + 1] = 0x80008000;
        keys[maxKey + 2] = 1 ^ 0x80008000;
        List<List<List<Integer>>> out = new ArrayList<>();
        for (List<List<Integer>> byIndex : keysInBins(n, keys.length - 1, length,
                at -> chmSpread(keys[at]) & (length - 1))) {
            List<List<Integer>> bins = new ArrayList<>();
            for (List<Integer> bin : byIndex) {
                bins.add(bin.stream().map(at -> keys[at]).toList());
            }
            out.add(bins);
        }
        return out;
    }

    /** ConcurrentHashMap.spread of an Integer key: HashMap's, the sign bit cleared. */
    private static int chmSpread(int key) {
        return (key ^ (key >>> 16)) & 0x7fffffff;
    }

    private static ConcreteInput concurrentHashMap(ClassLoader loader, List<List<Integer>> bins, int[] values) {
        Object map = make(type(loader, JDK + "ConcurrentHashMap"));
        Class<?> nodeClass = type(loader, JDK + "ConcurrentHashMap$Node");
        Object table = java.lang.reflect.Array.newInstance(nodeClass, bins.size());
        List<Object> nodes = new ArrayList<>();
        List<Object> boxes = new ArrayList<>();
        for (int i = 0; i < bins.size(); i++) {
            List<Object> chain = new ArrayList<>();
            for (int key : bins.get(i)) {
                Object node = make(nodeClass);
                Integer box = newInteger(key);
                set(node, "hash", chmSpread(key));
                set(node, "key", box);
                boxes.add(box);
                chain.add(node);
            }
            for (int j = 0; j + 1 < chain.size(); j++) {
                set(chain.get(j), "next", chain.get(j + 1));
            }
            java.lang.reflect.Array.set(table, i, chain.isEmpty() ? null : chain.get(0));
            nodes.addAll(chain);
        }
        List<Object> valueBoxes = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            int c = values[i];
            Object v = c < 0 ? boxes.get(-1 - c) : c == 0 ? newInteger(0) : valueBoxes.get(c - 1);
            set(nodes.get(i), "val", v);
            valueBoxes.add(v);
            if (c == 0) {
                boxes.add(v);
            }
        }
        int length = bins.size();
        set(map, "table", table);
        set(map, "baseCount", (long) nodes.size());
        set(map, "sizeCtl", length - (length >>> 2));
        List<Object> all = new ArrayList<>(nodes);
        all.addAll(boxes); // their identities: a value may be a key's box
        all.add(table); // an input array: the trace records what each first read of its elements finds
        return ConcreteInput.of(map, all);
    }

    /**
     * OpenJDK's ArrayDeque of Integers: an array of length L in 1..k (an input array's length is at most the scope),
     * head and tail indices of it, the slots from head up to tail (circularly) holding Integers ({@link #elements}),
     * the others null. repOK admits nothing else (an empty deque is head == tail).
     */
    public static List<Recipe> jdkArrayDeque(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 1; length <= k; length++) {
            int n0 = length;
            for (int head = 0; head < length; head++) {
                for (int tail = 0; tail < length; tail++) {
                    int h = head;
                    int t = tail;
                    for (int[] codes : elements(Math.floorMod(tail - head, length), k)) {
                        out.add(new Recipe("ArrayDeque[" + n0 + "] head " + h + " tail " + t + " "
                                + java.util.Arrays.toString(codes), loader -> {
                            Object deque = make(type(loader, JDK + "ArrayDeque"));
                            Object[] es = new Object[n0];
                            List<Object> made = integers(codes, k);
                            for (int i = 0; i < made.size(); i++) {
                                es[(h + i) % n0] = made.get(i);
                            }
                            set(deque, "elements", es);
                            set(deque, "head", h);
                            set(deque, "tail", t);
                            return ConcreteInput.of(deque, withArray(es, made));
                        }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * OpenJDK's ArrayBlockingQueue of Integers: a buffer of length L in 1..k (an input array's length is at most the
     * scope), made by the constructor of capacity L (which makes the lock and its two conditions), a take index,
     * count 0..L elements from it (circularly) holding Integers ({@link #elements}), the put index after them, the
     * other slots null. repOK admits nothing else.
     */
    public static List<Recipe> jdkArrayBlockingQueue(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 1; length <= k; length++) {
            int n0 = length;
            for (int take = 0; take < length; take++) {
                for (int count = 0; count <= length; count++) {
                    int t = take;
                    int c = count;
                    for (int[] codes : elements(count, k)) {
                        out.add(new Recipe("ArrayBlockingQueue[" + n0 + "] take " + t + " count " + c + " "
                                + java.util.Arrays.toString(codes), loader -> {
                            Object queue;
                            try {
                                queue = type(loader, JDK + "ArrayBlockingQueue").getConstructor(int.class)
                                        .newInstance(n0);
                            } catch (ReflectiveOperationException e) {
                                throw new IllegalStateException(e);
                            }
                            Object[] items = new Object[n0];
                            List<Object> made = integers(codes, k);
                            for (int i = 0; i < made.size(); i++) {
                                items[(t + i) % n0] = made.get(i);
                            }
                            set(queue, "items", items);
                            set(queue, "takeIndex", t);
                            set(queue, "putIndex", (t + c) % n0);
                            set(queue, "count", c);
                            return ConcreteInput.of(queue, withArray(items, made));
                        }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Commons' TreeBidiMap of Integers: n <= k nodes, the node of key rank i holding key 2i and the node of value
     * rank j value 2j (the arguments' odd values fall between and around them: every order of an argument among the data),
     * every pairing of key ranks with value ranks, and for each dimension every red-black tree over its order (shape
     * and colours, {@link #redBlackTrees}); repOK fixes the rest (the parents, nodeCount). The drivers' Integers are
     * boxes of their own, so no datum is the same object as another.
     */
    public static List<Recipe> treeBidiMap(int k) {
        List<Recipe> out = new ArrayList<>();
        if (k < 2) {
            return out; // the root is an array of two, and an input array has at most k elements
        }
        for (int n = 0; n <= k; n++) {
            List<int[]> pairings = permutations(n);
            for (int[] valueRank : pairings) {
                for (ColouredTree byKey : redBlackTrees(n)) {
                    for (ColouredTree byValue : redBlackTrees(n)) {
                        out.add(treeBidiMap(n, valueRank, byKey, byValue));
                    }
                }
            }
        }
        return out;
    }

    private static Recipe treeBidiMap(int n, int[] valueRank, ColouredTree byKey, ColouredTree byValue) {
        return new Recipe("TreeBidiMap values " + java.util.Arrays.toString(valueRank) + " keys " + byKey
                + " values " + byValue, loader -> {
            Object map = make(type(loader, COMMONS + "TreeBidiMap"));
            Class<?> nodeClass = type(loader, COMMONS + "TreeBidiMap$Node");
            List<Object> objects = new ArrayList<>();
            Object[] byKeyRank = new Object[n];
            Object[] byValueRank = new Object[n];
            Object[][] left = new Object[n][];
            Object[][] right = new Object[n][];
            Object[][] parent = new Object[n][];
            boolean[][] black = new boolean[n][];
            for (int i = 0; i < n; i++) {
                Object node = make(nodeClass);
                set(node, "key", newInteger(2 * i));
                set(node, "value", newInteger(2 * valueRank[i]));
                left[i] = (Object[]) java.lang.reflect.Array.newInstance(nodeClass, 2);
                right[i] = (Object[]) java.lang.reflect.Array.newInstance(nodeClass, 2);
                parent[i] = (Object[]) java.lang.reflect.Array.newInstance(nodeClass, 2);
                black[i] = new boolean[2];
                set(node, "leftNode", left[i]);
                set(node, "rightNode", right[i]);
                set(node, "parentNode", parent[i]);
                set(node, "blackColor", black[i]);
                byKeyRank[i] = node;
                byValueRank[valueRank[i]] = node;
                objects.add(node);
                objects.add(left[i]);
                objects.add(right[i]);
                objects.add(parent[i]);
                objects.add(black[i]);
            }
            Object[] roots = (Object[]) java.lang.reflect.Array.newInstance(nodeClass, 2);
            ColouredTree[] trees = {byKey, byValue};
            Object[][] ranked = {byKeyRank, byValueRank};
            for (int d = 0; d < 2; d++) {
                Tree t = trees[d].tree();
                int[] parents = t.parents();
                for (int r = 0; r < n; r++) {
                    int i = indexOf(byKeyRank, ranked[d][r]);
                    left[i][d] = t.left()[r] < 0 ? null : ranked[d][t.left()[r]];
                    right[i][d] = t.right()[r] < 0 ? null : ranked[d][t.right()[r]];
                    parent[i][d] = parents[r] < 0 ? null : ranked[d][parents[r]];
                    black[i][d] = trees[d].black()[r];
                }
                roots[d] = n == 0 ? null : ranked[d][t.root()];
            }
            set(map, "rootNode", roots);
            set(map, "nodeCount", n);
            objects.add(roots);
            for (int i = 0; i < n; i++) {
                objects.add(Reflect.get(byKeyRank[i], "key"));
                objects.add(Reflect.get(byKeyRank[i], "value"));
            }
            return ConcreteInput.of(map, objects);
        });
    }

    private static int indexOf(Object[] nodes, Object node) {
        for (int i = 0; i < nodes.length; i++) {
            if (nodes[i] == node) {
                return i;
            }
        }
        throw new IllegalStateException("not a node of the map");
    }

    /** A binary tree over the in-order ranks 0..n-1 and each rank's colour. */
    record ColouredTree(Tree tree, boolean[] black) {
        @Override
        public String toString() {
            return java.util.Arrays.toString(tree.left()) + java.util.Arrays.toString(tree.right())
                    + java.util.Arrays.toString(black);
        }
    }

    /**
     * Every red-black tree of n nodes: shapes and colourings with a black root, no red-red edge, equal black
     * heights.
     */
    static List<ColouredTree> redBlackTrees(int n) {
        List<ColouredTree> out = new ArrayList<>();
        for (Tree t : Shapes.trees(n)) {
            for (int[] colours : Shapes.tuples(n, 0, 1)) {
                boolean[] black = new boolean[n];
                for (int i = 0; i < n; i++) {
                    black[i] = colours[i] == 1;
                }
                if (n == 0 || black[t.root()] && blackHeight(t, black, t.root()) > 0) {
                    out.add(new ColouredTree(t, black));
                }
            }
        }
        return out;
    }

    /** The black height below node i (1 for a null child), 0 when a red node has a red child or heights differ. */
    private static int blackHeight(Tree t, boolean[] black, int i) {
        if (i < 0) {
            return 1;
        }
        for (int c : new int[]{t.left()[i], t.right()[i]}) {
            if (c >= 0 && !black[i] && !black[c]) {
                return 0;
            }
        }
        int l = blackHeight(t, black, t.left()[i]);
        int r = blackHeight(t, black, t.right()[i]);
        return l == 0 || l != r ? 0 : l + (black[i] ? 1 : 0);
    }

    /** Every permutation of 0..n-1. */
    private static List<int[]> permutations(int n) {
        List<int[]> out = new ArrayList<>();
        for (int[] t : Shapes.tuples(n, 0, Math.max(0, n - 1))) {
            if (java.util.Arrays.stream(t).distinct().count() == n) {
                out.add(t);
            }
        }
        return out;
    }

    /** The words of {@link #jdkBitSet}: none set, one low bit, two low bits, the top bit alone, every bit. */
    private static final long[] WORDS = {0, 1, 2, 3, Long.MIN_VALUE, -1};

    /**
     * OpenJDK's BitSet: an array of L in 0..k words (an input array's length is at most the scope), each from {@link
     * #WORDS}, and wordsInUse in 0..L; repOK keeps those whose last word in use is not zero and whose words after it
     * are. {@code sizeIsSticky} false (no analysed method reads it).
     */
    public static List<Recipe> jdkBitSet(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 0; length <= k; length++) {
            int n = length;
            int combinations = (int) Math.pow(WORDS.length, length);
            for (int c = 0; c < combinations; c++) {
                long[] ws = new long[n];
                for (int i = 0, rest = c; i < n; i++, rest /= WORDS.length) {
                    ws[i] = WORDS[rest % WORDS.length];
                }
                for (int inUse = 0; inUse <= n; inUse++) {
                    int u = inUse;
                    out.add(new Recipe("BitSet " + java.util.Arrays.toString(ws) + " in use " + u, loader -> {
                        Object bits = make(type(loader, JDK + "BitSet"));
                        long[] copy = ws.clone();
                        set(bits, "words", copy);
                        set(bits, "wordsInUse", u);
                        set(bits, "sizeIsSticky", false);
                        return ConcreteInput.of(bits, List.of(copy));
                    }));
                }
            }
        }
        return out;
    }

    /**
     * OpenJDK's EnumMap keyed by {@code Formatter.BigDecimalLayoutForm} (two constants), as its drivers name it: the
     * key type that enum's class, the key universe its constants (a fresh array of them, of the field's erased type,
     * as the engine makes an input array), and each of the two value slots null (no mapping), the map's {@code NULL}
     * sentinel (a null value) or an Integer (a new box of 0 or 1); {@code size} the count of slots not null, as repOK
     * demands. An input array holds at most k elements and repOK wants one slot per constant, so below scope 2 there
     * is no input.
     */
    public static List<Recipe> jdkEnumMap(int k) {
        List<Recipe> out = new ArrayList<>();
        if (k < 2) {
            return out;
        }
        for (int first = 0; first < 4; first++) {
            for (int second = 0; second < 4; second++) {
                int[] slots = {first, second};
                out.add(new Recipe("EnumMap " + java.util.Arrays.toString(slots), loader -> {
                    Class<?> map = type(loader, JDK + "EnumMap");
                    Class<?> keys = java.util.Formatter.BigDecimalLayoutForm.class;
                    Object x;
                    try {
                        x = map.getDeclaredConstructor(Class.class).newInstance(keys);
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                    Object[] universe = new Enum<?>[2];
                    System.arraycopy(keys.getEnumConstants(), 0, universe, 0, 2);
                    Object[] vals = new Object[2];
                    int size = 0;
                    for (int i = 0; i < 2; i++) {
                        vals[i] = switch (slots[i]) {
                            case 0 -> null;
                            case 1 -> staticValue(map, "NULL");
                            default -> new Integer(slots[i] - 2); // a new box, as the engine's
                        };
                        size += vals[i] == null ? 0 : 1;
                    }
                    set(x, "keyType", keys);
                    set(x, "keyUniverse", universe);
                    set(x, "vals", vals);
                    set(x, "size", size);
                    return ConcreteInput.of(x, List.of(universe, vals));
                }));
            }
        }
        return out;
    }

    /**
     * OpenJDK's PriorityQueue of Integers, natural ordering (the drivers close the comparator, and no object of the
     * input is a Comparator, so it is null): an array of length L in 1..k, size 0..L, the first size slots holding
     * Integers ({@link #elements}) in heap order (checked here first to keep the space small; repOK checks it too),
     * the others null.
     */
    public static List<Recipe> jdkPriorityQueue(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 1; length <= k; length++) {
            int n0 = length;
            for (int size = 0; size <= length; size++) {
                for (int[] codes : elements(size, k)) {
                    if (!heapOrdered(values(codes, k))) {
                        continue;
                    }
                    out.add(new Recipe("PriorityQueue[" + n0 + "] " + java.util.Arrays.toString(codes), loader -> {
                        Object queue = make(type(loader, JDK + "PriorityQueue"));
                        Object[] es = new Object[n0];
                        List<Object> made = integers(codes, k);
                        for (int i = 0; i < made.size(); i++) {
                            es[i] = made.get(i);
                        }
                        set(queue, "queue", es);
                        set(queue, "size", made.size());
                        return ConcreteInput.of(queue, withArray(es, made));
                    }));
                }
            }
        }
        return out;
    }

    /**
     * OpenJDK's ArrayList of Integers: a buffer of length L in 0..k (an input array's length is at most the scope), a
     * size 0..L, the first size slots null or Integers of -1..k ({@link #elementsOrNull}), the others null; and the
     * empty lists whose buffer is one of the two the class's static fields hold, {@code EMPTY_ELEMENTDATA} and
     * {@code DEFAULTCAPACITY_EMPTY_ELEMENTDATA} (the states of {@code new ArrayList(0)} and {@code new ArrayList()}).
     */
    public static List<Recipe> jdkArrayList(int k) {
        List<Recipe> out = arrayList(k, "ArrayList", "elementData", "size", (length, size) -> new int[]{0});
        for (String shared : new String[]{"EMPTY_ELEMENTDATA", "DEFAULTCAPACITY_EMPTY_ELEMENTDATA"}) {
            out.add(new Recipe("ArrayList over " + shared, loader -> {
                Class<?> c = type(loader, JDK + "ArrayList");
                Object list = make(c);
                set(list, "elementData", Reflect.staticValue(c, shared));
                set(list, "size", 0);
                return ConcreteInput.of(list, List.of());
            }));
        }
        return out;
    }

    /**
     * OpenJDK's Stack (its superclass Vector's fields): a buffer of length L in 0..k, elementCount 0..L, the first
     * elementCount slots null or Integers of -1..k, the others null, and capacityIncrement -1..1 (at most one
     * element is pushed, so no growth tells 1 from more).
     */
    public static List<Recipe> jdkStack(int k) {
        return arrayList(k, "Stack", "elementData", "elementCount", (length, size) -> new int[]{-1, 0, 1});
    }

    /**
     * {@link #jdkStack} for push, which grows a full buffer of length L to L + capacityIncrement when the increment is
     * positive (else doubles it): a full buffer with every increment -1..64 - L, so that each new length the engine
     * makes (up to {@code Interpreter.MAX_SYMBOLIC_LENGTH}) is some input's; a longer one is a path the engine cuts
     * ({@code SuiteCheck.LONG_ARRAYS}). A buffer that is not full never reads the increment: -1..1.
     */
    public static List<Recipe> jdkStackPush(int k) {
        return arrayList(k, "Stack", "elementData", "elementCount", (length, size) -> size < length
                ? new int[]{-1, 0, 1}
                : java.util.stream.IntStream.rangeClosed(-1, bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH - length)
                .toArray());
    }

    private static List<Recipe> arrayList(int k, String cls, String buffer, String count,
                                          java.util.function.BiFunction<Integer, Integer, int[]> incrementsOf) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 0; length <= k; length++) {
            int n0 = length;
            for (int size = 0; size <= length; size++) {
                for (int[] codes : elementsOrNull(size, k)) {
                    for (int increment : incrementsOf.apply(n0, size)) {
                        out.add(new Recipe(cls + "[" + n0 + "] " + java.util.Arrays.toString(codes)
                                + (cls.equals("Stack") ? " increment " + increment : ""), loader -> {
                            Object list = make(type(loader, JDK + cls));
                            Object[] es = new Object[n0];
                            List<Object> made = integersOrNull(codes, k);
                            for (int i = 0; i < made.size(); i++) {
                                es[i] = made.get(i);
                            }
                            set(list, buffer, es);
                            set(list, count, made.size());
                            if (cls.equals("Stack")) {
                                set(list, "capacityIncrement", increment);
                            }
                            List<Object> boxes = new ArrayList<>(made);
                            boxes.removeIf(java.util.Objects::isNull);
                            return ConcreteInput.of(list, withArray(es, boxes));
                        }));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Commons' CircularFifoQueue of Integers: a buffer of maxElements = L in 1..k slots, start and end indices of it,
     * full or not (full only when start == end), the slots from start up to end (circularly; all of them when full)
     * holding Integers ({@link #elements}), the others null. repOK admits nothing else.
     */
    public static List<Recipe> circularFifoQueue(int k) {
        List<Recipe> out = new ArrayList<>();
        for (int length = 1; length <= k; length++) {
            int n0 = length;
            for (int start = 0; start < length; start++) {
                for (int end = 0; end < length; end++) {
                    for (boolean full : start == end ? new boolean[]{false, true} : new boolean[]{false}) {
                        int b = start;
                        int e = end;
                        int count = full ? length : Math.floorMod(end - start, length);
                        for (int[] codes : elements(count, k)) {
                            out.add(new Recipe("CircularFifoQueue[" + n0 + "] start " + b + " end " + e
                                    + (full ? " full " : " ") + java.util.Arrays.toString(codes), loader -> {
                                Object queue = make(type(loader, COMMONS + "CircularFifoQueue"));
                                Object[] es = new Object[n0];
                                List<Object> made = integers(codes, k);
                                for (int i = 0; i < made.size(); i++) {
                                    es[(b + i) % n0] = made.get(i);
                                }
                                set(queue, "elements", es);
                                set(queue, "start", b);
                                set(queue, "end", e);
                                set(queue, "full", full);
                                set(queue, "maxElements", n0);
                                return ConcreteInput.of(queue, withArray(es, made));
                            }));
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * The elements of an Object[] that may hold null: codes -1 null, 0..k+1 a new box of the value code - 1 (so
     * -1..k), k + 2 + j the box of element j (when it is one).
     */
    private static List<int[]> elementsOrNull(int count, int k) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        for (int i = 0; i < count; i++) {
            List<int[]> next = new ArrayList<>();
            for (int[] prefix : out) {
                for (int c = -1; c <= k + 1 + i; c++) {
                    if (c >= k + 2 && prefix[c - k - 2] < 0) {
                        continue; // the same box as a null element: none
                    }
                    int[] codes = java.util.Arrays.copyOf(prefix, i + 1);
                    codes[i] = c;
                    next.add(codes);
                }
            }
            out = next;
        }
        return out;
    }

    /** The elements of codes of {@link #elementsOrNull}: null, a new box, or an earlier element's box. */
    private static List<Object> integersOrNull(int[] codes, int k) {
        List<Object> made = new ArrayList<>();
        for (int c : codes) {
            made.add(c < 0 ? null : c <= k + 1 ? newInteger(c - 1) : made.get(c - k - 2));
        }
        return made;
    }

    /**
     * The elements of an Object[] of Integers as the engine has them: each a new box of 0..k or the same box as an
     * earlier element (input objects have identity): codes 0..k a new box of that value, k + 1 + j the box of
     * element j.
     */
    private static List<int[]> elements(int count, int k) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        for (int i = 0; i < count; i++) {
            List<int[]> next = new ArrayList<>();
            for (int[] prefix : out) {
                for (int c = 0; c <= k + i; c++) {
                    int[] codes = java.util.Arrays.copyOf(prefix, i + 1);
                    codes[i] = c;
                    next.add(codes);
                }
            }
            out = next;
        }
        return out;
    }

    /** The boxes of element codes ({@link #elements}). */
    private static List<Object> integers(int[] codes, int k) {
        List<Object> made = new ArrayList<>();
        for (int c : codes) {
            made.add(c <= k ? newInteger(c) : made.get(c - k - 1));
        }
        return made;
    }

    /** The values of element codes. */
    private static int[] values(int[] codes, int k) {
        int[] v = new int[codes.length];
        for (int i = 0; i < codes.length; i++) {
            v[i] = codes[i] <= k ? codes[i] : v[codes[i] - k - 1];
        }
        return v;
    }

    /** The input objects besides the receiver: an array and the objects it holds. */
    private static List<Object> withArray(Object[] array, List<Object> held) {
        List<Object> all = new ArrayList<>(held);
        all.add(array);
        return all;
    }

    private static boolean heapOrdered(int[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[(i - 1) >>> 1] > values[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Our {@code Ranking}: chains of n <= k entries, each with a score 0..1, a bonus null or 1, a rounding mode null or
     * each RoundingMode constant, and the ranking's order null, a ByScore or a ByScoreDescending (the classes of the
     * analysed package that implement Comparator).
     */
    public static List<Recipe> ranking(int k) {
        String own = "bliss.realcode.own.";
        List<Object> modes = new ArrayList<>();
        modes.add(null);
        modes.addAll(List.of(java.math.RoundingMode.values()));
        String[] orders = {null, own + "ByScore", own + "ByScoreDescending"};
        List<Recipe> out = new ArrayList<>();
        for (int n = 0; n <= k; n++) {
            // each entry's score, bonus (0: null) and mode index, as one number
            for (int[] entries : Shapes.tuples(n, 0, 2 * 2 * modes.size() - 1)) {
                for (String order : orders) {
                    out.add(new Recipe("Ranking" + java.util.Arrays.toString(entries) + order, loader -> {
                        Object ranking = make(type(loader, own + "Ranking"));
                        List<Object> nodes = new ArrayList<>();
                        for (int code : entries) {
                            Object e = make(type(loader, own + "Ranking$Entry"));
                            set(e, "score", code % 2);
                            set(e, "bonus", code / 2 % 2 == 0 ? null : Integer.valueOf(1));
                            set(e, "rounding", modes.get(code / 4));
                            nodes.add(e);
                        }
                        for (int i = 0; i + 1 < nodes.size(); i++) {
                            set(nodes.get(i), "next", nodes.get(i + 1));
                        }
                        set(ranking, "first", nodes.isEmpty() ? null : nodes.get(0));
                        set(ranking, "size", nodes.size());
                        set(ranking, "order", order == null ? null : make(type(loader, order)));
                        return ConcreteInput.of(ranking, nodes);
                    }));
                }
            }
        }
        return out;
    }

    private static int[] negated(int[] keys) {
        return java.util.Arrays.stream(keys).map(x -> -x).toArray();
    }

    private static boolean increasing(int[] keys) {
        for (int i = 1; i < keys.length; i++) {
            if (keys[i - 1] >= keys[i]) {
                return false;
            }
        }
        return true;
    }

    /** Links the nodes in order through {@code next}, and back through {@code prev}; the ends' links are null. */
    private static void link(List<Object> nodes, String next, String prev) {
        for (int i = 0; i < nodes.size(); i++) {
            set(nodes.get(i), next, i + 1 < nodes.size() ? nodes.get(i + 1) : null);
            set(nodes.get(i), prev, i > 0 ? nodes.get(i - 1) : null);
        }
    }
}
