package bliss.spf.techniques;

import bliss.UserError;
import bliss.spf.results.AnalysisResult;
import bliss.spf.sat.Edges;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Edge codes (the keys of verdicts and memoized structure answers) are one int each: within their ranges every edge
 * has its own code, and a class outside them (64 or more fields, 64 or more classes) is refused by the techniques
 * that code edges, never given a code another edge has. The analyses run real generated classes (javac), whose
 * paths are counted by hand: a list of up to k nodes has k + 1 shapes, a chain of n classes n + 1 lengths.
 */
class EdgeCodesTest {

    /** Injective: as many codes as edges, over a grid of each part's range and its ends. */
    @Test
    void everyEdgeInRangeHasItsOwnCode() {
        Set<Integer> codes = new HashSet<>();
        Set<List<Integer>> edges = new HashSet<>();
        int[] cs = IntStream.concat(IntStream.iterate(0, c -> c < Edges.MAX_CLASSES, c -> c + 7),
                IntStream.of(Edges.MAX_CLASSES - 1)).toArray();
        int[] fs = IntStream.concat(IntStream.iterate(0, f -> f < Edges.MAX_FIELDS, f -> f + 5),
                IntStream.of(Edges.MAX_FIELDS - 1)).toArray();
        int[] ss = IntStream.concat(IntStream.iterate(0, x -> x < Edges.MAX_OBJECTS, x -> x + 101),
                IntStream.of(Edges.MAX_OBJECTS - 1)).toArray();
        int[] ts = IntStream.concat(IntStream.iterate(-1, x -> x < Edges.MAX_OBJECTS, x -> x + 97),
                IntStream.of(0, Edges.MAX_OBJECTS - 1)).toArray();
        for (int c : cs) {
            for (int f : fs) {
                for (int s : ss) {
                    for (int t : ts) {
                        codes.add(Edges.code(c, f, s, t));
                        edges.add(List.of(c, f, s, t));
                    }
                }
            }
        }
        assertEquals(edges.size(), codes.size());
    }

    @Test
    void anEdgeOutOfRangeIsRefusedNotAliased() {
        assertThrows(UserError.class, () -> Edges.code(Edges.MAX_CLASSES, 0, 0, 0));
        assertThrows(UserError.class, () -> Edges.code(0, Edges.MAX_FIELDS, 0, 0));
        assertThrows(UserError.class, () -> Edges.code(0, 0, Edges.MAX_OBJECTS, 0));
        assertThrows(UserError.class, () -> Edges.code(0, 0, 0, Edges.MAX_OBJECTS));
    }

    /** A list whose node class has 70 int fields before its next field (field 70). */
    static String wideList() {
        StringBuilder sb = new StringBuilder("package wide;\npublic class Wide {\n  Node root;\n"
                + "  public static class Node {\n");
        for (int i = 0; i < 70; i++) {
            sb.append("    int f").append(i).append(";\n");
        }
        sb.append("    Node next;\n  }\n"
                + "  public boolean repOK() {\n    java.util.Set<Node> seen = new java.util.HashSet<>();\n"
                + "    for (Node n = root; n != null; n = n.next) { if (!seen.add(n)) return false; }\n"
                + "    return true;\n  }\n"
                + "  public int count() {\n    int c = 0;\n    for (Node n = root; n != null; n = n.next) c++;\n"
                + "    return c;\n  }\n}\n");
        return sb.toString();
    }

    @Test
    void aClassWithSeventyFieldsIsRefusedByLissaMAndRunByLiAndLissa(@TempDir Path dir) throws Exception {
        ClassLoader loader = UnseenClassTest.compile(dir, "wide.Wide", wideList());
        AnalysisResult li = UnseenClassTest.analyse(loader, "wide.Wide", "count", 3, "li", null).result();
        assertEquals(4, li.structures(), "lists of 0..3 nodes");
        // LISSA's SymSolve codes no edge: it runs, and finds what LI finds (every list repOK accepts)
        AnalysisResult lissa = UnseenClassTest.analyse(loader, "wide.Wide", "count", 3, "lissa", null).result();
        assertEquals(4, lissa.structures(), "lists of 0..3 nodes");
        // LISSA-M keys its verdicts by edge codes
        UserError e = assertThrows(UserError.class,
                () -> UnseenClassTest.analyse(loader, "wide.Wide", "count", 3, "lissa-m", null));
        assertTrue(e.getMessage().contains("64 fields per class"), e.getMessage());
    }

    /** A header and 66 node classes, each the next one's only referrer: C0 -> C1 -> ... -> C65. */
    static String chain(int n) {
        StringBuilder sb = new StringBuilder("package chain;\npublic class Chain {\n  C0 first;\n");
        for (int i = 0; i < n; i++) {
            sb.append("  public static class C").append(i).append(" {");
            if (i + 1 < n) {
                sb.append(" C").append(i + 1).append(" next;");
            }
            sb.append(" }\n");
        }
        sb.append("  public boolean repOK() { return true; }\n  public int depth() {\n"
                + "    if (first == null) return 0;\n    C0 n0 = first;\n");
        for (int i = 0; i + 1 < n; i++) {
            sb.append("    if (n").append(i).append(".next == null) return ").append(i + 1).append(";\n")
                    .append("    C").append(i + 1).append(" n").append(i + 1).append(" = n").append(i)
                    .append(".next;\n");
        }
        sb.append("    return ").append(n).append(";\n  }\n}\n");
        return sb.toString();
    }

    @Test
    void sixtySixClassesAreRefusedByLissaMAndRunByLiAndLissa(@TempDir Path dir) throws Exception {
        int n = 66;
        ClassLoader loader = UnseenClassTest.compile(dir, "chain.Chain", chain(n));
        AnalysisResult li = UnseenClassTest.analyse(loader, "chain.Chain", "depth", 1, "li", null).result();
        assertEquals(n + 1, li.structures(), "chains of 0.." + n + " nodes");
        AnalysisResult lissa = UnseenClassTest.analyse(loader, "chain.Chain", "depth", 1, "lissa", null).result();
        assertEquals(n + 1, lissa.structures(), "chains of 0.." + n + " nodes");
        UserError e = assertThrows(UserError.class,
                () -> UnseenClassTest.analyse(loader, "chain.Chain", "depth", 1, "lissa-m", null));
        assertTrue(e.getMessage().contains("64 classes"), e.getMessage());
    }
}
