package bliss.subjects;

import java.util.List;
import java.util.Optional;

/**
 * The bundled subjects, by the simple names users type ({@code --class TreeSet}), with their analysed methods and
 * the benchmark each comes from (docs/subjects.md describes every one). Each method has a driver: a static
 * no-argument method of the same name in {@code bliss.subjects.drivers.<Subject>Drivers}.
 */
public final class Subjects {

    private Subjects() {
    }

    /** The benchmark a subject comes from. */
    public enum Source {
        /** The BLISS paper's benchmark (Section V, Tables I-X). */
        BLISS,
        /** The LISSA paper's benchmark (Section 4, Table 1). */
        LISSA,
        /** The Java StarFinder paper's benchmark (Section 6, Table 1). */
        JAVA_STARFINDER,
        /** Small examples of this project, in no paper. */
        EXAMPLE
    }

    /**
     * A bundled subject class and its analysed methods.
     *
     * @param inPaper      in the BLISS paper's benchmark ({@code source == BLISS})
     * @param source       the benchmark it comes from
     * @param hasInvariant its source declares a JML invariant, which the bounded techniques (BLI, RBLI, BLISS,
     *                     BLISSDB) need; without one only LI and the techniques that work from {@code repOK} alone
     *                     run on it
     */
    public record Subject(String name, String className, List<Method> methods, boolean inPaper, Source source,
                          boolean hasInvariant) {

        public Subject {
            if (inPaper != (source == Source.BLISS)) {
                throw new IllegalArgumentException(name + ": inPaper means the BLISS paper's benchmark");
            }
        }

        /** A subject with a JML invariant, from the BLISS paper ({@code inPaper}) or one of this project's. */
        public Subject(String name, String className, List<Method> methods, boolean inPaper) {
            this(name, className, methods, inPaper, inPaper ? Source.BLISS : Source.EXAMPLE, true);
        }

        /** The class holding this subject's drivers. */
        public String driverClassName() {
            return "bliss.subjects.drivers." + name + "Drivers";
        }

        public Optional<Method> method(String methodName) {
            return methods.stream().filter(m -> m.name().equals(methodName)).findFirst();
        }
    }

    /**
     * An analysed method. {@code name} is also the name of its driver; {@code inPaperGrid} marks the 32 methods
     * of the BLISS paper's Tables I-X.
     */
    public record Method(String name, boolean inPaperGrid) {
    }

    private static Method grid(String name) {
        return new Method(name, true);
    }

    private static Method extra(String name) {
        return new Method(name, false);
    }

    public static final List<Subject> ALL = List.of(
            new Subject("LinkedList", "bliss.subjects.LinkedList",
                    List.of(grid("repOK"), grid("add"), extra("contains"), grid("remove")), true),
            new Subject("BinTree", "bliss.subjects.BinTree",
                    List.of(grid("bfs"), grid("dfs"), grid("repOK"), grid("count")), true),
            new Subject("TreeSet", "bliss.subjects.TreeSet",
                    List.of(grid("bfs"), grid("dfs"), grid("repOK"), grid("contains"), grid("add"),
                            grid("remove")), true),
            new Subject("TreeMap", "bliss.subjects.TreeMap",
                    List.of(extra("containsKey"), extra("print"), extra("put"), extra("remove"),
                            grid("trace_L1"), grid("trace_L2"), grid("trace_L3")), true),
            new Subject("AvlTree", "bliss.subjects.AvlTree",
                    List.of(grid("bfs"), grid("dfs"), grid("repOK"), grid("contains"), grid("insert"),
                            grid("remove")), true),
            new Subject("BinomialHeap", "bliss.subjects.BinomialHeap",
                    List.of(grid("bfs"), grid("dfs"), grid("repOK"), grid("insert"), grid("extractMin"),
                            grid("delete"), grid("extractMin_bug"), grid("trace_L1"), grid("trace_L2"),
                            grid("trace_L3")), true),
            new Subject("SinglyLinkedList", "bliss.subjects.SinglyLinkedList",
                    List.of(extra("repOK"), extra("contains"), extra("add"), extra("remove")), false),
            new Subject("SearchTree", "bliss.subjects.SearchTree",
                    List.of(extra("repOK"), extra("contains"), extra("add"), extra("remove")), false),
            new Subject("SortedList", "bliss.subjects.SortedList",
                    List.of(extra("repOK"), extra("insert"), extra("remove"), extra("contains"),
                            extra("removeFirst")), false),
            new Subject("DoublyLinkedList", "bliss.subjects.DoublyLinkedList",
                    List.of(extra("repOK"), extra("addFirst"), extra("addLast"), extra("removeFirst"),
                            extra("removeLast"), extra("remove"), extra("contains"), extra("reverse")), false),
            new Subject("StrictHashMap", "bliss.subjects.StrictHashMap",
                    List.of(extra("repOK"), extra("put"), extra("remove"), extra("containsKey"), extra("get")),
                    false, Source.EXAMPLE, false),
            // LISSA's benchmark (Table 1 there analyses Schedule.addProcess/quantumExpire, HashMap.put/remove,
            // TreeMap.put/remove)
            new Subject("Schedule", "bliss.subjects.Schedule",
                    List.of(extra("repOK"), extra("addProcess"), extra("upgradeProcessPrio"), extra("blockProcess"),
                            extra("unblockProcess"), extra("quantumExpire"), extra("finishProcess"),
                            extra("finishAllProcesses")), false, Source.LISSA, true),
            new Subject("HashMap", "bliss.subjects.HashMap",
                    List.of(extra("repOK"), extra("put"), extra("remove"), extra("containsKey"), extra("get"),
                            extra("containsValue")), false, Source.LISSA, false),
            // a user's class with a repOK only (issue 22): no JML invariant, no hybrid precondition, no hints
            new Subject("LlrbTree", "bliss.subjects.LlrbTree",
                    List.of(extra("repOK"), extra("put"), extra("get"), extra("containsKey")),
                    false, Source.EXAMPLE, false),
            new Subject("JdkTreeMap", "bliss.subjects.JdkTreeMap",
                    List.of(extra("repOK"), extra("put"), extra("remove"), extra("get"), extra("containsKey"),
                            extra("containsValue")), false, Source.LISSA, true),
            // Java StarFinder's benchmark (the data structures it lacks here: its RBT and AVL are TreeSet, AvlTree)
            new Subject("LinkedStack", "bliss.subjects.LinkedStack",
                    List.of(extra("repOK"), extra("push"), extra("pop"), extra("top"), extra("topAndPop"),
                            extra("contains")), false, Source.JAVA_STARFINDER, true),
            new Subject("MyLinkedList", "bliss.subjects.MyLinkedList",
                    List.of(extra("repOK"), extra("addLast"), extra("find"), extra("findPrevious"), extra("remove"),
                            extra("reverse"), extra("size")), false, Source.JAVA_STARFINDER, true),
            new Subject("DoubleLinkedList", "bliss.subjects.DoubleLinkedList",
                    List.of(extra("repOK"), extra("addFirst"), extra("addLast"), extra("removeFirst"),
                            extra("removeLast"), extra("getFirst"), extra("getLast"), extra("contains"),
                            extra("remove"), extra("lastIndexOf")), false, Source.JAVA_STARFINDER, true),
            new Subject("BinarySearchTree", "bliss.subjects.BinarySearchTree",
                    List.of(extra("repOK"), extra("insert"), extra("remove"), extra("find"), extra("findMin"),
                            extra("findMax")), false, Source.JAVA_STARFINDER, true),
            new Subject("AATree", "bliss.subjects.AATree",
                    List.of(extra("repOK"), extra("insert"), extra("remove"), extra("contains"), extra("findMin"),
                            extra("findMax")), false, Source.JAVA_STARFINDER, true));

    /** The bundled subject with this simple name ({@code TreeSet}) or full class name. */
    public static Optional<Subject> byName(String name) {
        return ALL.stream().filter(s -> s.name().equals(name) || s.className().equals(name)).findFirst();
    }
}
