package bliss.spf.heap;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

/**
 * LISSA's question at a value choice: when repOK reads fields outside the layout's references (a string, a box, an
 * enum, an object, {@link RepOkValueReads}), a value the path chooses for one of them can make the structure
 * uncompletable (a null name repOK forbids, a kind that allows no node), so the structure with the value written is
 * asked as a reference choice's is ({@link CompletableCandidates}), and the value dropped when no valid completion
 * has it. For a repOK that reads no such field a value cannot matter to it, and nothing is asked.
 */
public final class CompletableValues implements Check {

    private final StructureOracle oracle;
    private final Counter prunes;
    private Boolean readsValues;

    public CompletableValues(StructureOracle oracle, Counters counters) {
        this.oracle = oracle;
        this.prunes = counters.counter("symsolvePrunes");
    }

    @Override
    public void start(InputHeap heap) {
        if (readsValues == null) {
            readsValues = RepOkValueReads.firstValueFieldRead(heap) != null;
        }
    }

    /** LISSA's question of the receiver as it was made: whether any structure within the scope completes it. */
    @Override
    public boolean admitsReceiver(InputHeap heap) {
        return completable(heap);
    }

    @Override
    public boolean holds(LazyChoice choice) {
        return true; // a reference choice: CompletableCandidates asked already
    }

    @Override
    public boolean judgesValues() {
        return readsValues != null && readsValues;
    }

    @Override
    public boolean holdsAfterValue(InputHeap heap) {
        return completable(heap);
    }

    /** Whether some structure within the scope completes the heap as it is; counts a refusal. */
    private boolean completable(InputHeap heap) {
        if (oracle.answer(StructureQuestion.of(heap.receiver(), heap.access())).satisfiable()) {
            return true;
        }
        prunes.increment();
        return false;
    }
}
