package bliss.spf.vm;

import java.util.List;

/**
 * The JDK classes the engine runs from the JDK's own bytecode (read from the running JDK's {@code jrt:} image)
 * rather than from a model of ours. They are chosen because their code is plain Java over classes the engine has:
 * the functional interfaces (their default and static methods are lambdas, which the engine runs), comparators,
 * {@code Optional}, {@code Void} (its {@code TYPE} comes from {@code Class.getPrimitiveClass}, which {@link Mirrors}
 * implements), the sorted and priority collections, {@code IdentityHashMap}, the helpers of
 * {@code Collections} and {@code Arrays}, {@code TimeUnit} (an enum a field may hold; its sleeping methods still
 * stop at {@code Thread}), {@code RetentionPolicy} and {@code Formatter.BigDecimalLayoutForm} (enums of three and
 * two constants; the second is the key type of the real-code suite's {@code EnumMap}). A model of ours, when there
 * is one, always wins (the collections of {@code docs/models.md}, the boxes, {@code Objects}, {@code Math},
 * {@code StringBuilder}); a native method of a class listed here is unsupported unless {@link Natives} implements
 * it.
 */
public final class JdkBytecode {

    private JdkBytecode() {
    }

    /** Whole packages (their direct classes). */
    private static final List<String> PACKAGES = List.of(
            "java/util/function/",
            "java/util/stream/");

    /** Classes, with their nested classes. */
    private static final List<String> CLASSES = List.of(
            "java/lang/Record",
            "java/lang/Number",
            "java/lang/CharSequence",
            "java/lang/AutoCloseable",
            "java/lang/Appendable",
            "java/io/Closeable",
            "java/io/Flushable",
            "java/lang/Runnable",
            "java/lang/Void",
            "java/math/RoundingMode",
            "java/lang/annotation/RetentionPolicy",
            "java/util/Formatter$BigDecimalLayoutForm",
            "java/util/Comparator",
            "java/util/Comparators",
            "java/util/Optional",
            "java/util/OptionalDouble",
            "java/util/Spliterator",
            "java/util/Spliterators",
            "java/util/PrimitiveIterator",
            "java/util/IntSummaryStatistics",
            "java/util/LongSummaryStatistics",
            "java/util/DoubleSummaryStatistics",
            "java/util/OptionalInt",
            "java/util/OptionalLong",
            "java/util/AbstractMap",
            "java/util/Dictionary",
            "java/util/SortedMap",
            "java/util/NavigableMap",
            "java/util/SortedSet",
            "java/util/NavigableSet",
            "java/util/TreeMap",
            "java/util/TreeSet",
            "java/util/AbstractQueue",
            "java/util/PriorityQueue",
            "java/util/IdentityHashMap",
            "java/util/EnumMap",
            "java/util/EnumSet",
            "java/util/RegularEnumSet",
            "java/util/JumboEnumSet",
            "java/util/AbstractSequentialList",
            "java/util/RandomAccess",
            "java/util/Collections",
            "java/util/Arrays",
            "java/util/TimSort",
            "java/util/ComparableTimSort",
            "java/util/DualPivotQuicksort",
            "java/util/StringJoiner",
            "java/util/BitSet",
            "java/io/ObjectStreamField",
            "java/util/ConcurrentModificationException",
            "java/util/concurrent/TimeUnit",
            // the interfaces the ReentrantLock model implements (abstract methods only); Date is named by
            // Condition.awaitUntil's signature, and its own code runs as far as the engine can take it
            "java/util/concurrent/locks/Lock",
            "java/util/concurrent/locks/Condition",
            "java/util/Date",
            "jdk/internal/util/Preconditions");

    /** Whether {@code name} (internal) runs from the JDK's bytecode when it has no model. */
    public static boolean runs(String name) {
        for (String p : PACKAGES) {
            if (name.startsWith(p) && name.indexOf('/', p.length()) < 0) {
                return true;
            }
        }
        for (String c : CLASSES) {
            if (name.equals(c) || name.startsWith(c + "$")) {
                return true;
            }
        }
        return false;
    }
}
