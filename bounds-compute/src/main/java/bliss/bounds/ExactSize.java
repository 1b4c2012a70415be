package bliss.bounds;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The structures of a scope that hold all of its nodes: the problem of scope k strengthened so that its models are
 * the valid structures of exactly k nodes, those that scope k has and scope k - 1 has not.
 *
 * <p>In the canonical order ({@link CanonicalOrder}) the nodes of a structure are {@code N0..Nm-1} without gaps, and
 * a node is in the structure iff some field points to it (nothing points outside the structure, and a node in it
 * has a backbone parent before it). So "exactly k nodes" is one clause over the pvars: some field of some object
 * points to {@code Nk-1}. The pvars stay the problem's (an answer of the strengthened problem is over the same
 * variables); only the clause is added, to the problem's preprocessed CNF too.
 */
public final class ExactSize {

    private ExactSize() {
    }

    /**
     * @requires {@code problem} is the problem of {@code layout} at scope {@code k}
     * @return a problem whose models are those of {@code problem} with all k nodes in the structure: {@code problem}
     *         itself where every structure has them (k = 1 with the root a node), an unsatisfiable problem where no
     *         field can point to a node
     */
    public static SatProblem of(SatProblem problem, ClassLayout layout, int k) {
        if (k == 1 && layout.header().node()) {
            return problem; // the root is N0: every structure holds it
        }
        List<Integer> clause = new ArrayList<>();
        for (Map.Entry<FieldShape, int[][]> e : problem.pvars().entrySet()) {
            ClassShape target = layout.shape(e.getKey().target()).orElse(null);
            if (target == null || !target.node()) {
                continue;
            }
            for (int[] row : e.getValue()) {
                if (row.length > k + 1) { // targets: null, then N0..Nk-1 (fewer where the bounds end earlier)
                    throw new IllegalArgumentException("a problem of scope " + (row.length - 1) + ", not " + k);
                }
                int v = row.length == k + 1 ? row[k] : 0;
                if (v == SatProblem.FIXED_TRUE) {
                    return problem; // some object always points to the last node
                }
                if (v != 0) {
                    clause.add(v);
                }
            }
        }
        return problem.withClause(clause.stream().mapToInt(Integer::intValue).toArray()); // empty: no structure has k
    }
}
