package bliss.subjects;

import java.util.List;
import java.util.Optional;

/**
 * The bundled subjects, by the simple names users type ({@code --class TreeSet}), with the methods the BLISS paper
 * analyses. Each method has a driver: a static no-argument method of the same name in
 * {@code bliss.subjects.drivers.<Subject>Drivers}.
 */
public final class Subjects {

    private Subjects() {
    }

    /** A bundled subject class and its analysed methods. */
    public record Subject(String name, String className, List<Method> methods, boolean inPaper) {

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
     * of the paper's Tables I-X.
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
                    List.of(extra("repOK"), extra("contains"), extra("add"), extra("remove")), false));

    /** The bundled subject with this simple name ({@code TreeSet}) or full class name. */
    public static Optional<Subject> byName(String name) {
        return ALL.stream().filter(s -> s.name().equals(name) || s.className().equals(name)).findFirst();
    }
}
