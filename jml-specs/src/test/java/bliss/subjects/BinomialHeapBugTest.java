package bliss.subjects;

import bliss.subjects.BinomialHeap.BinomialHeapNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bug of {@link BinomialHeap#extractMinBuggy} (paper Fig. 14): {@code size} ends up different from the number
 * of nodes on some heaps of 13 nodes and on none of 12 or fewer.
 *
 * <p>A valid heap of n nodes has a fixed shape (one binomial tree per binary digit of n, child degrees fixed);
 * what keys change is which tree holds the minimum, and who wins each link. The buggy merge reads degrees only,
 * so whether the bug bites depends on n and on the degree d of the minimum's tree alone; links cannot lose or
 * duplicate nodes. The first test therefore covers every valid heap of up to 12 nodes by covering every (n, d),
 * several key orders each; the others check the exact condition of the Javadoc, as a formula, against the code.
 */
class BinomialHeapBugTest {

    /** The condition of extractMinBuggy's Javadoc, from the binary digits of n and the minimum's degree d. */
    static boolean predictedToLoseNodes(int n, int d) {
        for (int t = 0; t + 1 < d; t++) {
            boolean twin = bit(n, t);
            boolean nextIsRoot = bit(n, t + 1);
            boolean rootAbove = false;
            for (int q = t + 2; q < 31; q++) {
                rootAbove |= q != d && bit(n, q);
            }
            if (twin && !nextIsRoot && rootAbove) {
                return true;
            }
        }
        return false;
    }

    private static boolean bit(int n, int i) {
        return (n >> i & 1) == 1;
    }

    /**
     * A heap of n nodes built by inserting distinct keys in random order, whose minimum is then moved to the root
     * of the tree of degree d (a decreaseKey of that root).
     */
    static BinomialHeap heapWithMinimumIn(int n, int d, Random random) {
        List<Integer> keys = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            keys.add(10 + 3 * k);
        }
        java.util.Collections.shuffle(keys, random);
        BinomialHeap h = new BinomialHeap();
        for (int k : keys) {
            h.insert(k);
        }
        BinomialHeapNode r = h.Nodes;
        while (r.degree != d) {
            r = r.sibling;
        }
        assertTrue(h.decreaseKey(r.key, 0));
        assertTrue(h.repOK());
        return h;
    }

    private static List<Integer> rootDegrees(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < 31; i++) {
            if (bit(n, i)) {
                out.add(i);
            }
        }
        return out;
    }

    @Test
    void noHeapOfAtMost12NodesLosesNodes() {
        Random random = new Random(12);
        for (int n = 1; n <= 12; n++) {
            for (int d : rootDegrees(n)) {
                assertTrue(!predictedToLoseNodes(n, d));
                for (int trial = 0; trial < 50; trial++) {
                    BinomialHeap h = heapWithMinimumIn(n, d, random);
                    assertEquals(0, h.extractMinBuggy());
                    assertEquals(h.size, h.numNodes(), "n=" + n + " d=" + d);
                    assertTrue(h.repOK());
                }
            }
        }
    }

    @Test
    void randomHeapsOfAtMost12NodesWithDuplicateKeysNeverLoseNodes() {
        Random random = new Random(1213);
        for (int trial = 0; trial < 20_000; trial++) {
            BinomialHeap h = new BinomialHeap();
            int steps = random.nextInt(30);
            for (int i = 0; i < steps; i++) {
                if (h.size < 12 && random.nextInt(3) > 0) {
                    h.insert(random.nextInt(7));
                } else if (h.size > 0) {
                    if (random.nextBoolean()) {
                        h.extractMin();
                    } else {
                        h.delete(random.nextInt(7));
                    }
                }
            }
            if (h.size == 0) {
                continue;
            }
            int min = h.findMinimum();
            assertEquals(min, h.extractMinBuggy());
            assertEquals(h.size, h.numNodes());
            assertTrue(h.repOK());
        }
    }

    @Test
    void a13NodeHeapWithItsMinimumInTheTreeOfDegree3LosesNodes() {
        BinomialHeap h = heapWithMinimumIn(13, 3, new Random(3));
        h.extractMinBuggy();
        assertEquals(12, h.size);
        assertNotEquals(h.size, h.numNodes());
        // the heap left behind is well formed but for its size: a tree went missing
        assertEquals(List.of("size"), BinomialHeapSpec.violations(h));
        BinomialHeap two = heapWithMinimumIn(13, 2, new Random(2));
        two.extractMinBuggy();
        assertNotEquals(two.size, two.numNodes());
        BinomialHeap zero = heapWithMinimumIn(13, 0, new Random(0));
        zero.extractMinBuggy();
        assertEquals(zero.size, zero.numNodes());
    }

    /** The Javadoc's condition is exactly when the bug bites, for every heap size up to 100 and every d. */
    @Test
    void theBugBitesExactlyWhenTheDegreeConditionHolds() {
        Random random = new Random(100);
        int smallest = Integer.MAX_VALUE;
        for (int n = 1; n <= 100; n++) {
            for (int d : rootDegrees(n)) {
                for (int trial = 0; trial < 5; trial++) {
                    BinomialHeap buggy = heapWithMinimumIn(n, d, random);
                    buggy.extractMinBuggy();
                    boolean lost = buggy.size != buggy.numNodes();
                    assertEquals(predictedToLoseNodes(n, d), lost, "n=" + n + " d=" + d);
                    if (lost) {
                        smallest = Math.min(smallest, n);
                    }
                }
            }
        }
        assertEquals(13, smallest);
    }

    @Test
    void withoutTheSlipExtractMinNeverLosesNodes() {
        Random random = new Random(7);
        for (int n = 1; n <= 100; n++) {
            for (int d : rootDegrees(n)) {
                BinomialHeap h = heapWithMinimumIn(n, d, random);
                assertEquals(0, h.extractMin());
                assertEquals(h.size, h.numNodes());
                assertTrue(h.repOK());
            }
        }
    }
}
