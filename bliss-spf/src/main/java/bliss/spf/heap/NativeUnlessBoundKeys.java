package bliss.spf.heap;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A precondition run on the host JVM ({@link NativePrecondition}) while the run's driver binds no type variable, and
 * interpreted ({@link InterpretedPrecondition}) once it does, for a repOK that reads generic keys
 * ({@link RepOkValueReads#readsGenericKeys}): a bound key holds null or an object ({@link InputHeap#isValueField}),
 * which the native runner cannot hold and only answers "possible" about, so a repOK refuting a decided null key
 * would never refute it.
 */
public final class NativeUnlessBoundKeys implements Precondition {

    private final Precondition nativeRunner;
    private final Precondition interpreted;
    private final InputHeap heap;

    /**
     * @param nativeRunner the native runner of the method
     * @param interpreted  the interpreted runner of the same method and mode
     * @param heap         the run's input heap, whose driver's bindings choose between them
     */
    public NativeUnlessBoundKeys(Precondition nativeRunner, Precondition interpreted, InputHeap heap) {
        this.nativeRunner = nativeRunner;
        this.interpreted = interpreted;
        this.heap = heap;
    }

    private Precondition current() {
        return heap.bindsTypeVariables() ? interpreted : nativeRunner;
    }

    @Override
    public boolean holds() {
        return current().holds();
    }

    @Override
    public boolean holdsUncounted() {
        return current().holdsUncounted();
    }

    @Override
    public String describe() {
        return nativeRunner.describe();
    }

    @Override
    public void decideWith(bliss.spf.solver.PathSolver solver) {
        nativeRunner.decideWith(solver);
        interpreted.decideWith(solver);
    }

    /** @return both runners' counters, summed by name */
    @Override
    public Map<String, Long> counters() {
        Map<String, Long> sum = new LinkedHashMap<>(nativeRunner.counters());
        interpreted.counters().forEach((k, v) -> sum.merge(k, v, Long::sum));
        return sum;
    }
}
