package bliss.experiments;

import java.util.List;
import java.util.Optional;

/**
 * How the paper lays out its time tables (§V, Tables I-VII): which class and methods each holds, and the scopes of
 * its columns. The experiment's full grid runs exactly these cells; the report prints them in this layout.
 *
 * @param table   I..VII
 * @param methods in the paper's row order
 */
public record PaperLayout(String table, String className, List<String> methods, int fromScope, int toScope) {

    public static final List<PaperLayout> TIME_TABLES = List.of(
            new PaperLayout("I", "TreeSet", List.of("bfs", "dfs", "repOK", "contains", "add", "remove"), 7, 20),
            new PaperLayout("II", "TreeMap", List.of("trace_L1", "trace_L2", "trace_L3"), 1, 13),
            new PaperLayout("III", "AvlTree", List.of("bfs", "dfs", "repOK", "contains", "insert", "remove"), 7, 20),
            new PaperLayout("IV", "BinomialHeap", List.of("bfs", "dfs", "repOK", "extractMin_bug"), 10, 20),
            new PaperLayout("V", "BinomialHeap",
                    List.of("insert", "delete", "extractMin", "trace_L1", "trace_L2", "trace_L3"), 1, 12),
            new PaperLayout("VI", "BinTree", List.of("bfs", "dfs", "repOK", "count"), 5, 14),
            new PaperLayout("VII", "LinkedList", List.of("repOK", "add", "remove"), 10, 20));

    /** The table holding a method, if the paper has one. */
    public static Optional<PaperLayout> of(String className, String method) {
        return TIME_TABLES.stream().filter(t -> t.className().equals(className) && t.methods().contains(method))
                .findFirst();
    }

    /** The title the paper gives the table. */
    public String title() {
        return "Table " + table + ": analysis time and speedup for class " + className;
    }
}
