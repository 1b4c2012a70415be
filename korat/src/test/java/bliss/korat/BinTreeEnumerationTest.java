package bliss.korat;

import bliss.layout.ClassLayout;
import bliss.layout.ObjectHeap;
import bliss.layout.Shape;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The bundled BinTree: valid structures are the binary trees, counted by the Catalan numbers. */
public class BinTreeEnumerationTest {

    private static Enumeration scope8;

    @BeforeAll
    static void enumerate() {
        scope8 = new Enumerator(BinTree.class, 8).run();
    }

    /** Catalan(n) = binomial(2n, n) / (n + 1), the number of binary trees with n nodes. */
    public static long catalan(int n) {
        return binomial(2 * n, n).divide(BigInteger.valueOf(n + 1)).longValueExact();
    }

    static BigInteger binomial(int n, int k) {
        BigInteger r = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return r;
    }

    @Test
    void shapesWithNNodesAreCatalanNumbers() {
        for (int n = 0; n <= 8; n++) {
            assertEquals(catalan(n), scope8.shapesBySize()[n], "shapes with " + n + " nodes");
        }
        assertEquals(5, catalan(3));   // the formula itself, against the brief's examples
        assertEquals(132, catalan(6));
        assertEquals(1430, catalan(8));
    }

    @Test
    void keyIsNeverReadSoEveryShapeIsOneStructure() {
        for (int n = 0; n <= 8; n++) {
            assertEquals(scope8.shapesBySize()[n], scope8.structuresBySize()[n]);
        }
        long nonempty = 0;
        for (int n = 1; n <= 8; n++) {
            nonempty += catalan(n);
        }
        assertEquals(nonempty, scope8.structures());
        assertEquals(nonempty, scope8.shapeCount());
        assertEquals(nonempty + 1, scope8.shapes().size());
    }

    @Test
    void shapesEqualThoseOfABruteForceTreeGenerator() {
        ClassLayout layout = ClassLayout.of(BinTree.class);
        ObjectHeap heap = new ObjectHeap(layout, BinTree.class.getClassLoader());
        Enumeration scope5 = new Enumerator(BinTree.class, 5).run();
        Set<Shape> expected = new HashSet<>();
        for (int n = 0; n <= 5; n++) {
            for (BinTree.Node root : trees(n)) {
                BinTree t = new BinTree();
                t.root = root;
                expected.add(Shape.of(layout, t, heap));
            }
        }
        assertEquals(expected.size(), scope5.shapes().size());
        assertEquals(expected, scope5.shapes());
    }

    /** Every binary tree with exactly n nodes: a root, i nodes on the left, n - 1 - i on the right. */
    static List<BinTree.Node> trees(int n) {
        List<BinTree.Node> out = new ArrayList<>();
        if (n == 0) {
            out.add(null);
            return out;
        }
        for (int i = 0; i < n; i++) {
            for (BinTree.Node l : trees(i)) {
                for (BinTree.Node r : trees(n - 1 - i)) {
                    BinTree.Node root = new BinTree.Node();
                    root.left = l;
                    root.right = r;
                    out.add(root);
                }
            }
        }
        return out;
    }
}
