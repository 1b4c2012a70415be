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
 *
 * <p>The precondition runs here, between the question and the oracle: when the question holds the whole heap, its
 * objects atoms one to one ({@link SatQuestions#whole}), and a model the oracle keeps satisfies it
 * ({@link SatOracle#witnessed}), a valid structure extends the heap, which a precondition never refuses (it refuses
 * only heaps no valid structure extends), so the candidate stays without running it. Otherwise the precondition,
 * then the oracle.
 */
public final class SatCheck implements Check {

    private final SatQuestions questions;
    private final SatOracle oracle;
    private final Counter unsatPrunes;
    private final Counter boundUnsat;
    private final PreconditionCheck precondition;

    /**
     * @param refinement   the refinement that runs before this check (its prefix is the paper's assumption set)
     * @param precondition the precondition, run unless a kept model witnesses the whole heap
     */
    public SatCheck(ClassLayout layout, SatProblem problem, Assumptions assumptions, Refinement refinement,
                    PreconditionCheck precondition, SatOracle oracle, Counters counters) {
        this.questions = new SatQuestions(problem, assumptions, refinement, layout.classes());
        this.precondition = precondition;
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
        if (questions.whole() && oracle.witnessed(q)) {
            return true;
        }
        if (!precondition.holds(c)) {
            return false;
        }
        if (!oracle.answer(q).satisfiable()) {
            unsatPrunes.increment();
            return false;
        }
        return true;
    }

    @Override
    public boolean judgesValues() {
        return precondition.judgesValues();
    }

    @Override
    public boolean holdsAfterValue(InputHeap heap) {
        return precondition.holdsAfterValue(heap);
    }

    @Override
    public void finish() {
        oracle.close();
    }
}
