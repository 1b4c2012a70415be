package bliss.realcode.drivers;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The real-code subjects, one place: each copied (or own) class with its drivers class, for the programs that run
 * every subject (the mutation table of docs/testgen.md). A subject's methods are its drivers: every public static
 * no-argument method of the drivers class.
 */
public final class RealCodeSubjects {

    /**
     * A subject.
     *
     * @param name        its name in tables and on command lines: the copy's package and simple name
     *                    ({@code jdk.LinkedList}, {@code commons.TreeList}, {@code own.Ranking})
     * @param className   the class's Java name
     * @param driverClass the drivers' Java name
     * @param intDomains  int fields whose values range beyond Korat's default 0..k at scope k, by field name:
     *                    {min, max}
     */
    public record Subject(String name, String className, String driverClass,
                          IntFunction<Map<String, int[]>> intDomains) {

        /** The drivers, in name order. */
        public List<String> methods() {
            try {
                return Arrays.stream(Class.forName(driverClass).getDeclaredMethods())
                        .filter(m -> Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers())
                                && m.getParameterCount() == 0 && m.getReturnType() == void.class)
                        .map(Method::getName).sorted(Comparator.naturalOrder()).toList();
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static final String D = "bliss.realcode.drivers.";

    private static Subject of(String name, String driver) {
        return new Subject(name, "bliss.realcode." + name, D + driver, k -> Map.of());
    }

    public static final List<Subject> ALL = List.of(
            of("jdk.LinkedList", "JdkLinkedListDrivers"),
            of("commons.NodeCachingLinkedList", "NodeCachingLinkedListDrivers"),
            // an AVLNode's position relative to its parent: negative for a left child
            new Subject("commons.TreeList", "bliss.realcode.commons.TreeList", D + "TreeListDrivers",
                    k -> Map.of("relativePosition", new int[]{-k, k})),
            of("jdk.TreeMap", "JdkTreeMapDrivers"),
            of("jdk.TreeSet", "JdkTreeSetDrivers"),
            of("jdk.HashMap", "JdkHashMapDrivers"),
            of("jdk.ArrayDeque", "JdkArrayDequeDrivers"),
            of("jdk.PriorityQueue", "JdkPriorityQueueDrivers"),
            of("jdk.ArrayList", "JdkArrayListDrivers"),
            of("jdk.Stack", "JdkStackDrivers"),
            of("commons.CircularFifoQueue", "CircularFifoQueueDrivers"),
            of("own.Ranking", "RankingDrivers"));

    private RealCodeSubjects() {
    }

    public static Optional<Subject> byName(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }
}
