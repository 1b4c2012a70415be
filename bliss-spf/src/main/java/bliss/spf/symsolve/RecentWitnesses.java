package bliss.spf.symsolve;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.ArrayList;
import java.util.List;

/**
 * A link of the {@link StructureOracle} chain: a question that a recent witness already answers needs no search. A
 * witness is a valid structure; when the question's concrete part embeds into it (root to root, every fixed field
 * kept) and its values satisfy the question's conditions, it is a valid completion of the question
 * ({@code satByWitness}, {@link Witness#answers}). The scope and repOK never change during a run, so a witness stays
 * a proof. BLISS's answer reuse
 * ({@link bliss.spf.sat.SatOracles}) with models in place of witnesses: a depth-first search asks about a
 * structure right after its prefix, whose witness often extends it.
 */
final class RecentWitnesses implements StructureOracle {

    private static final int KEPT = 8;

    private final StructureOracle next;
    private final Counter satByWitness;
    private final Witness[] witnesses = new Witness[KEPT];
    private int newest = -1;

    RecentWitnesses(StructureOracle next, Counters counters) {
        this.next = next;
        this.satByWitness = counters.counter("satByWitness");
    }

    @Override
    public StructureAnswer answer(StructureQuestion<?> q) {
        Witness w = known(q);
        if (w != null) {
            return new StructureAnswer(true, w);
        }
        StructureAnswer a = next.answer(q);
        keep(a);
        return a;
    }

    @Override
    public <T> StructureAnswer[] answerEach(StructureQuestion<T> q, OpenField<T> open) {
        StructureAnswer[] out = new StructureAnswer[open.values().size()];
        List<Integer> unknown = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            Witness w = known(q.with(open, open.values().get(i)));
            if (w != null) {
                out[i] = new StructureAnswer(true, w);
            } else {
                unknown.add(i);
            }
        }
        if (!unknown.isEmpty()) {
            StructureAnswer[] asked = next.answerEach(q, open.only(unknown));
            for (int j = 0; j < asked.length; j++) {
                out[unknown.get(j)] = asked[j];
                keep(asked[j]);
            }
        }
        return out;
    }

    /** A recent witness that answers q, or null. */
    private Witness known(StructureQuestion<?> q) {
        for (int i = 0; i < KEPT && newest >= 0; i++) {
            Witness w = witnesses[Math.floorMod(newest - i, KEPT)];
            if (w != null && w.answers(q)) {
                satByWitness.increment();
                return w;
            }
        }
        return null;
    }

    private void keep(StructureAnswer a) {
        if (a.witness() != null && (newest < 0 || witnesses[newest] != a.witness())) {
            newest = (newest + 1) % KEPT;
            witnesses[newest] = a.witness();
        }
    }

    @Override
    public void close() {
        next.close();
    }
}
