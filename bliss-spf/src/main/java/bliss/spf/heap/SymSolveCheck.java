package bliss.spf.heap;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

/**
 * LISSA's check (§3): after each lazy-initialization choice, can the input heap still be completed to a structure
 * that repOK accepts within the scope? The heap's concrete part goes to the {@link StructureOracle} chain (SymSolve,
 * behind recent witnesses and, for LISSA-M, the verdict cache); UNSAT drops the candidate ({@code symsolvePrunes}).
 * Needs repOK only, no declarative invariant and no finite domain of values: sound and complete with respect to LI.
 */
public final class SymSolveCheck implements Check {

    private final StructureOracle oracle;
    private final StructureEncoder encoder;
    private final Counter prunes;

    public SymSolveCheck(StructureOracle oracle, int classes, Counters counters) {
        this.oracle = oracle;
        this.encoder = new StructureEncoder(classes);
        this.prunes = counters.counter("symsolvePrunes");
    }

    @Override
    public boolean holds(LazyChoice c) {
        InputHeap heap = c.heap();
        StructureQuestion<InputObject> q = StructureQuestion.of(heap.receiver(), heap.access(), encoder.edges(heap));
        if (!oracle.answer(q).satisfiable()) {
            prunes.increment();
            return false;
        }
        return true;
    }

    @Override
    public void finish() {
        oracle.close();
    }
}
