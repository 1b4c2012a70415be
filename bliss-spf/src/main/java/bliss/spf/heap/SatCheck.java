package bliss.spf.heap;

import bliss.bounds.SatProblem;
import bliss.layout.ClassLayout;
import bliss.spf.sat.SatOracle;
import bliss.spf.sat.SatQuestion;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * BLISS's check (paper §IV, Alg. 5-6): can the input heap still be completed to a valid structure within the scope?
 * The determined edges become assumptions ({@link SatQuestions}) for the {@link SatOracle} (a chain ending in a
 * SAT solver loaded once with the CNF of the invariant and symmetry breaking for the class and scope); UNSAT drops the
 * candidate ({@code unsatPrunes}). An edge outside the tight bounds needs no question ({@code boundUnsat}). Sound and
 * complete with respect to LI (paper Theorem 3) when the declarative invariant is equivalent to repOK.
 */
public final class SatCheck implements Check {

    private final SatQuestions questions;
    private final SatOracle oracle;
    private final Counter unsatPrunes;
    private final Counter boundUnsat;

    /**
     * @param refinement the refinement that runs before this check (its prefix is the paper's assumption set)
     */
    public SatCheck(ClassLayout layout, SatProblem problem, Assumptions assumptions, Refinement refinement,
                         SatOracle oracle, Counters counters) {
        this.questions = new SatQuestions(problem, assumptions, refinement, layout.classes());
        this.oracle = oracle;
        this.unsatPrunes = counters.counter("unsatPrunes");
        this.boundUnsat = counters.counter("boundUnsat");
    }

    @Override
    public boolean holds(LazyChoice c) {
        SatQuestion q = questions.of(c.heap());
        if (q == SatQuestions.OUTSIDE_BOUNDS) {
            boundUnsat.increment();
            return false;
        }
        if (!oracle.answer(q).satisfiable()) {
            unsatPrunes.increment();
            return false;
        }
        return true;
    }

    @Override
    public void finish() {
        oracle.close();
    }
}
