package bliss.bounds;

import bliss.sat.Cnf;

import java.util.List;

/**
 * Where the questions of a tight-bounds computation go instead of this process's threads: a cluster whose workers
 * load the same CNF and decide batches of tuples ({@link TupleBatch}). The cluster module implements it
 * ({@code bliss bounds --cluster}, through {@link BoundsCluster}).
 *
 * <p>A tuple {@code s.f -> t} is feasible iff the CNF is satisfiable together with its two literals (the edge, and
 * "s is in the structure"); each answer is a fact, so how the tuples are spread over answerers, and whether a batch
 * is asked twice, changes nothing but the cost.
 */
public interface TupleQuestions extends AutoCloseable {

    /**
     * Decides every undecided tuple.
     *
     * @param variables the CNF's variables
     * @param clauses   the CNF (invariant and symmetry breaking over the upper bounds)
     * @param literals  per tuple, its edge literal and its source's "in the structure" literal ({@link Cnf#TRUE}
     *                  when the source is always in it)
     * @param status    per tuple {@link TupleBatch#UNDECIDED}, {@link TupleBatch#FEASIBLE} or
     *                  {@link TupleBatch#INFEASIBLE}
     * @effects no tuple of status is undecided
     * @return the SAT calls the answerers made
     */
    long decide(int variables, List<int[]> clauses, int[][] literals, byte[] status);

    @Override
    void close();
}
