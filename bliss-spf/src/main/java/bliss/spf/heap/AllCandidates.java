package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.ArrayList;
import java.util.List;

/**
 * Lazy initialization's candidates (paper Alg. 1): null, every existing input object of a compatible class, and a
 * new object while the scope allows one more. Counts {@code scopePrunes}: choices where the scope forbade a new node.
 */
public final class AllCandidates implements CandidateSource {

    private final Counter scopePrunes;

    public AllCandidates(Counters counters) {
        this.scopePrunes = counters.counter("scopePrunes");
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        ClassShape target = heap.target(field);
        List<Candidate> out = new ArrayList<>();
        out.add(Candidate.NULL);
        for (InputObject o : heap.objects()) {
            if (heap.isInstance(o, target)) {
                out.add(Candidate.existing(o));
            }
        }
        if (heap.canCreate(target)) {
            out.add(Candidate.fresh(target));
        } else if (target.node()) {
            scopePrunes.increment();
        }
        return out;
    }
}
