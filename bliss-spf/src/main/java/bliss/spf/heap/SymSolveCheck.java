package bliss.spf.heap;

import bliss.korat.PartialCandidate;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

/**
 * LISSA's check (§3): after each lazy-initialization choice, can the input heap still be completed to a structure
 * that repOK accepts within the scope? The heap becomes a candidate vector with its concrete part fixed
 * ({@link StructureEncoder}) and goes to the {@link StructureOracle} chain (SymSolve, behind recent witnesses and,
 * for LISSA-M, the verdict cache); UNSAT drops the candidate ({@code symsolvePrunes}). Needs repOK only, no
 * declarative invariant. Sound and complete with respect to LI when the finitization holds every valid structure
 * of the scope (the same condition as the enumerator's).
 */
public final class SymSolveCheck implements Check {

    private final StructureOracle oracle;
    private final StructureEncoder encoder;
    private final Counter prunes;
    private final Counter unencodable;

    public SymSolveCheck(StructureOracle oracle, int classes, Counters counters) {
        this.oracle = oracle;
        this.encoder = new StructureEncoder(classes);
        this.prunes = counters.counter("symsolvePrunes");
        this.unencodable = counters.counter("symsolveUnencodable");
    }

    /** Whether {@link RepOkValueReads} has looked at repOK (once per run). */
    private boolean valuesChecked;

    @Override
    public void start(InputHeap heap) {
        if (!valuesChecked) {
            RepOkValueReads.check(heap, "lissa");
            valuesChecked = true;
        }
    }

    @Override
    public boolean holds(LazyChoice c) {
        PartialCandidate q = oracle.candidate();
        StructureEncoder.Encoded e = encoder.encode(c.heap(), q);
        if (e == null) {
            unencodable.increment(); // outside the finitization: nothing to decide, keep the candidate
            return true;
        }
        if (!oracle.answer(new StructureQuestion(q, e.edges(), null)).satisfiable()) {
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
