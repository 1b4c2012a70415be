package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.ArrayList;
import java.util.List;

/**
 * Lazy initialization's candidates (paper Alg. 1): null, every existing input object of a compatible class, and a
 * new object of the field's class or of each of its layout subclasses while the scope allows one more. Counts
 * {@code scopePrunes}: choices where the scope forbade a new node.
 */
public final class AllCandidates implements CandidateSource {

    private final Counter scopePrunes;

    public AllCandidates(Counters counters) {
        this.scopePrunes = counters.counter("scopePrunes");
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        return candidates(heap, field, ALL);
    }

    /** Which candidates a narrower source keeps: asked before a candidate is made. */
    interface Filter {
        boolean keepNull();

        boolean keepExisting(InputObject o);

        boolean keepNew();
    }

    private static final Filter ALL = new Filter() {
        @Override
        public boolean keepNull() {
            return true;
        }

        @Override
        public boolean keepExisting(InputObject o) {
            return true;
        }

        @Override
        public boolean keepNew() {
            return true;
        }
    };

    /**
     * The candidates the filter keeps, in lazy initialization's order (null, existing objects in creation order, a
     * new object); counts {@code scopePrunes} as {@link #candidates(InputHeap, InputObject, FieldShape)} does.
     */
    List<Candidate> candidates(InputHeap heap, FieldShape field, Filter keep) {
        ClassShape target = heap.target(field);
        List<Candidate> out = new ArrayList<>(4);
        if (keep.keepNull()) {
            out.add(Candidate.NULL);
        }
        List<InputObject> objects = heap.objects();
        for (int i = 0, n = objects.size(); i < n; i++) {
            InputObject o = objects.get(i);
            if (heap.isInstance(o, target) && keep.keepExisting(o)) {
                out.add(Candidate.existing(o));
            }
        }
        if (heap.canCreate(target)) {
            if (keep.keepNew()) {
                for (ClassShape c : heap.concreteClasses(target)) {
                    out.add(Candidate.fresh(c));
                }
            }
        } else if (target.node()) {
            scopePrunes.increment();
        }
        return out;
    }
}
