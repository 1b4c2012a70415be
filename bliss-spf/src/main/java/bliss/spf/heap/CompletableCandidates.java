package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.OpenField;
import bliss.spf.symsolve.StructureAnswer;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

import java.util.ArrayList;
import java.util.List;

/**
 * LISSA's candidates (§3): lazy initialization's that the hybrid precondition lets through (LI's check, tried first:
 * it is cheap), each kept only when the input heap with it can still be completed to a structure repOK accepts within
 * the scope. The heap goes to the {@link StructureOracle} chain (SymSolve, behind recent witnesses and, for LISSA-M,
 * the verdict cache) once per choice, the field left open with every remaining candidate as one of its values: one
 * search of repOK's paths answers them all ({@link StructureOracle#answerEach}). A candidate with no completion is
 * dropped ({@code symsolvePrunes}). Needs repOK only, no declarative invariant and no finite domain of values: sound
 * and complete with respect to LI.
 */
public final class CompletableCandidates implements CandidateSource {

    private final CandidateSource all;
    private final StructureOracle oracle;
    private final Counter prunes;
    private final Counters counters;

    public CompletableCandidates(CandidateSource all, StructureOracle oracle, Counters counters) {
        this.all = all;
        this.oracle = oracle;
        this.prunes = counters.counter("symsolvePrunes");
        this.counters = counters;
    }

    @Override
    public void start(InputHeap heap) {
        all.start(heap);
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        List<Candidate> candidates = new ArrayList<>();
        boolean replayed = counters.muted(); // a replayed choice: counted where it was first reached
        Precondition pre = heap.precondition();
        for (Candidate c : all.candidates(heap, owner, field)) {
            if (heap.holdsWith(owner, field, c, replayed ? pre::holdsUncounted : pre::holds)) {
                candidates.add(c);
            }
        }
        if (candidates.isEmpty()) {
            return candidates;
        }
        StructureAnswer[] answers = answers(heap, owner, field, candidates);
        List<Candidate> kept = new ArrayList<>(candidates.size());
        for (int i = 0; i < answers.length; i++) {
            if (answers[i].satisfiable()) {
                kept.add(candidates.get(i));
            } else {
                prunes.increment();
            }
        }
        return kept;
    }

    /**
     * The oracle's answer for each candidate: one question with the field open over null, the existing objects and a
     * new object of the field's class; one more for each other class a new object may have (a subclass of the
     * field's class in the layout), as a question's new object has one class.
     */
    private StructureAnswer[] answers(InputHeap heap, InputObject owner, FieldShape field, List<Candidate> candidates) {
        StructureAnswer[] answers = new StructureAnswer[candidates.size()];
        ClassShape declared = heap.target(field);
        List<Object> values = new ArrayList<>(candidates.size());
        List<Integer> at = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            Candidate c = candidates.get(i);
            if (c.kind() == Candidate.Kind.NEW && !c.fresh().equals(declared)) {
                continue; // asked below, on its own
            }
            values.add(switch (c.kind()) {
                case NULL -> null;
                case EXISTING -> c.existing();
                case NEW -> OpenField.NEW;
            });
            at.add(i);
        }
        StructureQuestion<InputObject> q = StructureQuestion.of(heap.receiver(), heap.access());
        if (!values.isEmpty()) {
            StructureAnswer[] some = oracle.answerEach(q, new OpenField<>(owner, field, declared, values));
            for (int j = 0; j < some.length; j++) {
                answers[at.get(j)] = some[j];
            }
        }
        for (int i = 0; i < candidates.size(); i++) {
            if (answers[i] == null) {
                answers[i] = oracle.answerEach(q, new OpenField<>(owner, field, candidates.get(i).fresh(),
                        List.of(OpenField.NEW)))[0];
            }
        }
        return answers;
    }

    @Override
    public void finish() {
        oracle.close();
    }
}
