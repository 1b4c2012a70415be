package bliss.spf.sat;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.BitSet;

/**
 * A link of the {@link SatOracle} chain: answers a question without asking further when an earlier answer of
 * the same run already decides it. A model found for an earlier question that also satisfies every assumption of
 * this one proves it satisfiable ({@code satByModel}); an unsatisfiable core (a set of assumptions the solver blamed)
 * contained in this question's assumptions proves it unsatisfiable ({@code unsatByCore}). The CNF never changes
 * during a run, so both proofs stay valid. (KLEE's counterexample cache, for BLISS's questions.)
 *
 * <p>A depth-first search asks about a structure right after asking about its prefix, so the latest models
 * usually decide the next question.
 */
final class RecentAnswers implements SatOracle {

    private static final int MODELS_KEPT = 16;

    private final SatOracle next;
    private final Counter satByModel;
    private final Counter unsatByCore;
    private final BitSet[] models = new BitSet[MODELS_KEPT];
    private int nextModel;
    private static final int CORES_PER_GENERATION = 2048;

    /** The newest cores. */
    private final Cores cores = new Cores(CORES_PER_GENERATION);
    private boolean emptyCore;

    RecentAnswers(SatOracle next, Counters counters) {
        this.next = next;
        this.satByModel = counters.counter("satByModel");
        this.unsatByCore = counters.counter("unsatByCore");
    }

    @Override
    public Answer answer(SatQuestion q) {
        Boolean known = known(q.literals());
        if (known != null) {
            (known ? satByModel : unsatByCore).increment();
            return Answer.of(known);
        }
        Answer a = next.answer(q);
        if (a.model() != null) {
            addModel(a.model());
        } else if (a.core() != null) {
            addCore(a.core());
        }
        return a;
    }

    @Override
    public boolean witnessed(SatQuestion q) {
        if (modelSatisfying(q.literals())) {
            satByModel.increment();
            return true;
        }
        return false;
    }

    @Override
    public void close() {
        next.close();
    }

    /** TRUE or FALSE when decided by a kept model or core, else null. */
    private Boolean known(int[] assumptions) {
        if (modelSatisfying(assumptions)) {
            return Boolean.TRUE;
        }
        if (emptyCore || cores.containsOneOf(assumptions)) {
            return Boolean.FALSE;
        }
        return null;
    }

    /** Whether a kept model satisfies every assumption. */
    private boolean modelSatisfying(int[] assumptions) {
        // newest first: the depth-first search's next question is most often decided by its prefix's model
        for (int i = 1; i <= MODELS_KEPT; i++) {
            BitSet m = models[(nextModel - i + MODELS_KEPT) % MODELS_KEPT];
            if (m != null && satisfies(m, assumptions)) {
                return true;
            }
        }
        return false;
    }

    /** Looks at the last assumptions first: the newest edges of a question are the ones a kept model most often lacks. */
    private static boolean satisfies(BitSet model, int[] assumptions) {
        for (int i = assumptions.length - 1; i >= 0; i--) {
            if (!model.get(assumptions[i])) {
                return false;
            }
        }
        return true;
    }

    private void addModel(BitSet model) {
        models[nextModel] = model;
        nextModel = (nextModel + 1) % MODELS_KEPT;
    }

    private void addCore(int[] core) {
        if (core.length == 0) {
            emptyCore = true; // the CNF itself is unsatisfiable: every question is
            return;
        }
        cores.add(core);
    }
}
