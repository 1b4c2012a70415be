package bliss.spf.testgen;

import bliss.subjects.BinomialHeap;
import bliss.subjects.Subjects;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The measurement behind the account of BinomialHeap's root-list branches in docs/results/2026-11-24-testgen.md: for
 * each N given, one JUnit test, compiled and run under JaCoCo as testgen's own tests are
 * ({@link TestRunner}), that removes every tree of every valid heap of 1..N nodes in every way the drivers can, and
 * prints the branches of the root-list code ({@code detachRoot}, {@code mergeRootLists},
 * {@code mergeRootListsWithSlip}, {@code linkEqualDegrees}) that no run took.
 *
 * <p>Why this is every behaviour of that code on valid heaps of at most N nodes: a valid heap of n nodes has one
 * binomial tree per binary digit of n, and these methods branch on degrees and on the position of the removed root
 * in the root list, never on keys (except {@code linkEqualDegrees}' choice of which tree becomes the parent, not one
 * of the branches measured). The heap of n nodes made by n inserts has every tree; {@code insert} merges a single
 * node into it; {@code delete(key)} removes the tree holding {@code key}; {@code decreaseKey(key, 0)} (every other
 * key is larger) makes that tree's root the minimum, which {@code extractMin} and {@code extractMinBuggy} then
 * remove. Every key of every heap: every tree of every size.
 *
 * <pre>
 * java -cp "$(cat tools/target/classpath.txt)" bliss.spf.testgen.BinomialHeapBranches N...
 * </pre>
 */
public final class BinomialHeapBranches {

    private BinomialHeapBranches() {
    }

    private static final Set<String> ROOT_LIST_CODE = Set.of("BinomialHeap.detachRoot", "BinomialHeap.mergeRootLists",
            "BinomialHeap.mergeRootListsWithSlip", "BinomialHeap.linkEqualDegrees");

    private static final String TEST = """
            package reach;

            import bliss.subjects.BinomialHeap;
            import org.junit.jupiter.api.Test;

            import static org.junit.jupiter.api.Assertions.assertTrue;

            class EveryTreeRemovedTest {

                private static BinomialHeap heap(int n) {
                    BinomialHeap h = new BinomialHeap();
                    for (int k = 1; k <= n; k++) {
                        h.insert(10 * k);
                        assertTrue(h.repOK());
                    }
                    return h;
                }

                @Test
                void everyTreeOfEveryHeapUpToN() {
                    for (int n = 1; n <= %d; n++) {
                        for (int k = 1; k <= n; k++) {
                            BinomialHeap h = heap(n);
                            assertTrue(h.delete(10 * k));
                            assertTrue(h.repOK());
                            h = heap(n);
                            assertTrue(h.decreaseKey(10 * k, 0));
                            h.extractMin();
                            assertTrue(h.repOK());
                            h = heap(n);
                            assertTrue(h.decreaseKey(10 * k, 0));
                            h.extractMinBuggy(); // may lose a tree (the bug): no check
                        }
                    }
                }
            }
            """;

    public static void main(String[] args) throws Exception {
        List<String> source;
        try (var in = BinomialHeap.class.getResourceAsStream("BinomialHeap.java")) {
            source = List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
        for (String arg : args) {
            int n = Integer.parseInt(arg);
            Path work = Files.createTempDirectory("bliss-binomial-branches");
            Path file = work.resolve("src/reach/EveryTreeRemovedTest.java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, TEST.formatted(n), StandardCharsets.UTF_8);
            List<Path> cp = List.of(TestRunner.locationOf(Subjects.class));
            TestRunner.compile(List.of(file), cp, work.resolve("classes"));
            TestRunner.Outcome o = TestRunner.run(work.resolve("classes"), cp, List.of("reach.EveryTreeRemovedTest"),
                    name -> name.startsWith(BinomialHeap.class.getName()));
            TestRunner.Counts c = o.coverage().methods(ROOT_LIST_CODE);
            System.out.printf("heaps of 1..%d nodes: %d passed, %d failed; root-list code: branches %d/%d covered%n",
                    n, o.passed(), o.failed(), c.branchesCovered(), c.branches());
            for (TestRunner.Failure f : o.failures()) {
                System.out.println("  failed: " + f.message());
            }
            for (Coverage.Gap g : o.coverage().gaps(ROOT_LIST_CODE)) {
                System.out.printf("  %s line %d: %d of %d branches missed  %s%n", g.method(), g.line(),
                        g.missedBranches(), g.branches(), source.get(g.line() - 1).trim());
            }
        }
    }
}
