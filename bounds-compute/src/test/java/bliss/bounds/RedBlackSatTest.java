package bliss.bounds;

import bliss.target.TargetClass;
import bliss.layout.FieldShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BLISS's question on red-black trees (TreeSet) at scope 6: the CNF is satisfiable under the edges of a valid
 * structure and unsatisfiable under those of the paper's Fig. 11, a partially symbolic tree that field bounds
 * alone cannot reject (every edge is in the tight bounds) but that no coloring makes valid.
 */
class RedBlackSatTest {

    private static BoundsComputation.Computed treeSet;
    private static FieldShape root;
    private static FieldShape left;
    private static FieldShape right;

    @BeforeAll
    static void compute() {
        ClassSpec spec = ClassSpec.of(TargetClass.resolve("TreeSet", List.of(), List.of()));
        treeSet = BoundsComputation.compute(spec, 6, null, 2, null);
        root = spec.layout().header().field("root").orElseThrow();
        left = spec.layout().shape("Entry").orElseThrow().field("left").orElseThrow();
        right = spec.layout().shape("Entry").orElseThrow().field("right").orElseThrow();
    }

    /** pvars of edges written "N0.left=N1", "N3.right=null". */
    private static int[] edges(String... edges) {
        List<Integer> out = new ArrayList<>();
        out.add(treeSet.problem().pvar(root, 0, 0));
        for (String e : edges) {
            String[] p = e.split("[.=]");
            int source = Integer.parseInt(p[0].substring(1));
            int target = p[2].equals("null") ? -1 : Integer.parseInt(p[2].substring(1));
            int v = treeSet.problem().pvar(p[1].equals("left") ? left : right, source, target);
            assertNotEquals(0, v, e + " is in the tight bounds");
            out.add(v);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void figure11IsSpurious() {
        int[] assumptions = edges("N0.left=N1", "N0.right=N2", "N1.left=null", "N1.right=N3", "N2.left=null",
                "N2.right=N4", "N3.left=null", "N3.right=null", "N4.left=N5");
        try (SatChecker sat = new SatChecker(treeSet.problem())) {
            assertFalse(sat.isSatisfiable(assumptions));
        }
    }

    @Test
    void validTreesAreSatisfiable() {
        try (SatChecker sat = new SatChecker(treeSet.problem())) {
            // Three nodes, complete.
            assertTrue(sat.isSatisfiable(edges("N0.left=N1", "N0.right=N2", "N1.left=null", "N1.right=null",
                    "N2.left=null", "N2.right=null")));
            // Six nodes: N0 (black) with black N1 (red N3, N4 below) and black N2 (red N5 on the left).
            assertTrue(sat.isSatisfiable(edges("N0.left=N1", "N0.right=N2", "N1.left=N3", "N1.right=N4",
                    "N2.left=N5", "N2.right=null")));
            // A prefix whose rest is still symbolic.
            assertTrue(sat.isSatisfiable(edges("N0.left=N1", "N0.right=N2", "N1.left=null")));
        }
    }

    @Test
    void anEdgeOutsideTheBoundsHasNoVariableAndIsNeverSatisfiable() {
        // N1.right = N2 needs N1 with a child while its sibling slot is null or N1 itself: black heights differ.
        assertEquals(0, treeSet.problem().pvar(right, 1, 2));
        try (SatChecker sat = new SatChecker(treeSet.problem())) {
            assertFalse(sat.isSatisfiable(new int[]{treeSet.problem().pvar(root, 0, 0),
                    treeSet.problem().pvar(right, 1, 2)}));
        }
    }
}
