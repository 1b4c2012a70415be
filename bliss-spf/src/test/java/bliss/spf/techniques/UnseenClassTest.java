package bliss.spf.techniques;

import bliss.UserError;
import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.korat.RepOkFingerprint;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * LISSA on classes the project never saw, compiled here by the real javac, with a repOK and no JML invariant in their
 * source: it analyses them from repOK alone and collects exactly the valid shapes on a traversal (the enumerator,
 * running the same repOK bounded-exhaustively, is the oracle; for the balanced tree also the known counts of
 * height-balanced tree shapes), where BLISS cannot run at all. LISSA-M keys its verdicts with repOK's bytecode: a
 * changed repOK reuses none.
 */
class UnseenClassTest {

    /** Height-balanced binary trees with no height field: balance is recomputed by repOK. */
    private static final String BALANCED = """
            package unseen;

            import java.util.IdentityHashMap;
            import java.util.Map;

            public class Balanced {
                Node root;

                static class Node {
                    Node left;
                    Node right;
                    int value;
                }

                public boolean repOK() {
                    return height(root, new IdentityHashMap<>()) >= -1;
                }

                /** -1 for null, the height otherwise; -2 when a node repeats or the balance breaks. */
                private static int height(Node n, Map<Node, Boolean> seen) {
                    if (n == null) {
                        return -1;
                    }
                    if (seen.put(n, true) != null) {
                        return -2;
                    }
                    int l = height(n.left, seen);
                    if (l < -1) {
                        return -2;
                    }
                    int r = height(n.right, seen);
                    if (r < -1 || Math.abs(l - r) > 1) {
                        return -2;
                    }
                    return 1 + Math.max(l, r);
                }

                public int count() {
                    return count(root);
                }

                /** Breadth-first: the sum of the values. */
                public int bfs() {
                    int sum = 0;
                    java.util.ArrayDeque<Node> work = new java.util.ArrayDeque<>();
                    if (root != null) {
                        work.add(root);
                    }
                    while (!work.isEmpty()) {
                        Node n = work.poll();
                        sum += n.value;
                        if (n.left != null) {
                            work.add(n.left);
                        }
                        if (n.right != null) {
                            work.add(n.right);
                        }
                    }
                    return sum;
                }

                private static int count(Node n) {
                    return n == null ? 0 : 1 + count(n.left) + count(n.right);
                }
            }
            """;

    /** A sorted chain of values with a size field. */
    private static final String CHAIN = """
            package unseen;

            public class Chain {
                Node head;
                int size;

                static class Node {
                    int value;
                    Node next;
                }

                public boolean repOK() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
                    int count = 0;
                    for (Node n = head; n != null; n = n.next) {
                        if (!seen.add(n)) {
                            return false;
                        }
                        if (n.next != null && n.next.value <= n.value) {
                            return false;
                        }
                        count++;
                    }
                    return count == size;
                }

                public int length() {
                    int c = 0;
                    for (Node n = head; n != null; n = n.next) {
                        c++;
                    }
                    return c;
                }

                public boolean contains(int v) {
                    for (Node n = head; n != null && n.value <= v; n = n.next) {
                        if (n.value == v) {
                            return true;
                        }
                    }
                    return false;
                }
            }
            """;

    /** Height-balanced tree shapes with 0..6 nodes (OEIS A006265): 1, 1, 2, 1, 4, 6, 4. */
    private static final long BALANCED_SHAPES_UP_TO_6 = 1 + 1 + 2 + 1 + 4 + 6 + 4;

    @Test
    void balancedTreesFromRepOkAlone(@TempDir Path tmp) throws Exception {
        ClassLoader loader = compile(tmp, "unseen.Balanced", BALANCED);
        assertFalse(BALANCED.contains("invariant"), "no JML in the source");
        int scope = 6;
        List<ValidStructure> valid = valid(loader, "unseen.Balanced", scope);
        assertEquals(BALANCED_SHAPES_UP_TO_6, valid.size(), "the enumerator's count of balanced shapes");
        assertExactlyTheValidShapes(analyse(loader, "unseen.Balanced", "count", scope, "lissa", null), valid,
                "lissa on Balanced.count");
        assertExactlyTheValidShapes(analyse(loader, "unseen.Balanced", "bfs", scope, "lissa", null), valid,
                "lissa on Balanced.bfs");
        UserError e = assertThrows(UserError.class,
                () -> analyse(loader, "unseen.Balanced", "count", scope, "bliss", null));
        assertTrue(e.getMessage().contains("no source"), e.getMessage());
    }

    @Test
    void sortedChainFromRepOkAlone(@TempDir Path tmp) throws Exception {
        ClassLoader loader = compile(tmp, "unseen.Chain", CHAIN);
        int scope = 5;
        List<ValidStructure> valid = valid(loader, "unseen.Chain", scope);
        assertEquals(scope + 1, valid.size(), "one chain per length 0..scope");
        assertExactlyTheValidShapes(analyse(loader, "unseen.Chain", "length", scope, "lissa", null), valid,
                "lissa on Chain.length");
        // contains stops early: every heap it collects has a valid extension, and every valid chain extends one
        Run contains = analyse(loader, "unseen.Chain", "contains", scope, "lissa", null);
        Set<ValidStructure> reached = new HashSet<>();
        for (PartialHeap p : contains.partials()) {
            List<ValidStructure> ext = valid.stream().filter(p::extendedBy).toList();
            assertFalse(ext.isEmpty(), "lissa collects " + p + ", which no valid chain extends");
            reached.addAll(ext);
        }
        assertEquals(Set.copyOf(valid), reached);
        // PLI also weighs the path condition on the values: same heaps, no more paths
        Run pli = analyse(loader, "unseen.Chain", "contains", scope, "pli", null);
        assertEquals(contains.partials(), pli.partials());
        assertTrue(pli.result().paths() <= contains.result().paths());
    }

    @Test
    void aChangedRepOkReusesNoVerdict(@TempDir Path tmp) throws Exception {
        ClassLoader v1 = compile(tmp.resolve("v1"), "unseen.Balanced", BALANCED);
        // the same class with a stricter repOK: at most one child per node
        ClassLoader v2 = compile(tmp.resolve("v2"), "unseen.Balanced", BALANCED.replace(
                "return height(root, new IdentityHashMap<>()) >= -1;",
                "return height(root, new IdentityHashMap<>()) >= -1 && (root == null || root.left == null "
                        + "|| root.right == null);"));
        assertNotEquals(RepOkFingerprint.of(Class.forName("unseen.Balanced", false, v1)),
                RepOkFingerprint.of(Class.forName("unseen.Balanced", false, v2)));
        Path cache = tmp.resolve("verdicts.mv.db");
        analyse(v1, "unseen.Balanced", "count", 5, "lissa-m", cache);
        Run again = analyse(v2, "unseen.Balanced", "count", 5, "lissa-m", cache);
        Run fresh = analyse(v2, "unseen.Balanced", "count", 5, "lissa-m", tmp.resolve("fresh.mv.db"));
        assertEquals(fresh.partials(), again.partials());
        assertEquals(fresh.result().counters().get("cacheHits"), again.result().counters().get("cacheHits"),
                "the first repOK's verdicts are not reused");
        assertExactlyTheValidShapes(again, valid(v2, "unseen.Balanced", 5), "lissa-m on the changed repOK");
    }

    // ------------------------------------------------------------------------------------------------------------

    record Run(AnalysisResult result, Set<PartialHeap> partials) {
    }

    /** Analyses {@code method} with a symbolic receiver (no driver) through the Analysis API. */
    static Run analyse(ClassLoader loader, String cls, String method, int scope, String technique, Path cache) {
        Set<PartialHeap> partials = new LinkedHashSet<>();
        PathObserver observer = end -> {
            if (end.outcome() == Outcome.NORMAL) {
                partials.add(PartialHeap.of(end.input()));
            }
        };
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                .withCache(null, cache, cache == null).withMessages(null);
        AnalysisResult r = new Analysis(AnalysisSpec.of(cls, method).withScope(scope).withTechnique(technique).withSettings(settings), loader)
                .observer(observer).run();
        return new Run(r, partials);
    }

    /** Every valid shape of the class up to the scope, by the enumerator running its repOK. */
    static List<ValidStructure> valid(ClassLoader loader, String cls, int scope) throws ClassNotFoundException {
        Enumeration e = new Enumerator(Class.forName(cls, false, loader), scope).run();
        List<ValidStructure> out = new ArrayList<>();
        for (Shape s : e.shapes()) {
            out.add(ValidStructure.decode(e.layout(), s));
        }
        return out;
    }

    /** Each collected heap is extended by exactly one valid shape, and every valid shape extends one. */
    static void assertExactlyTheValidShapes(Run run, List<ValidStructure> valid, String at) {
        Set<ValidStructure> covered = new HashSet<>();
        for (PartialHeap p : run.partials()) {
            List<ValidStructure> ext = valid.stream().filter(p::extendedBy).toList();
            if (ext.size() != 1) {
                fail(at + " collects " + p + ", extended by " + ext.size() + " valid shapes: " + ext);
            }
            assertTrue(covered.add(ext.get(0)), at + ": two heaps extended by " + ext.get(0));
        }
        assertEquals(valid.size(), covered.size(), "valid shapes " + at + " misses");
        assertEquals(valid.size(), run.result().structures(), at);
    }

    /** Compiles one class with the JDK's javac into {@code dir} and loads it from there. */
    static ClassLoader compile(Path dir, String name, String source) throws Exception {
        Path src = dir.resolve("src").resolve(name.replace('.', '/') + ".java");
        Path out = dir.resolve("classes");
        Files.createDirectories(src.getParent());
        Files.createDirectories(out);
        Files.writeString(src, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = javac.run(null, null, err, "--release", "17", "-d", out.toString(), src.toString());
        assertEquals(0, status, "javac: " + err);
        return new URLClassLoader(new URL[]{out.toUri().toURL()}, UnseenClassTest.class.getClassLoader());
    }
}
