package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lazy initialization (paper Alg. 1): an uninitialized reference field may be null, any existing input object of a
 * compatible class, or a new object while the scope allows one more; after each choice the precondition must still
 * hold. Subclasses (BLI, RBLI, BLISS, BLISSDB) narrow the candidates or add checks to {@link #accept}.
 */
public class LazyInitialization implements HeapTechnique {

    /** Counters by name, in insertion order; subclasses add theirs with {@link #count}. */
    protected final Map<String, Long> counters = new LinkedHashMap<>();

    public LazyInitialization() {
        counters.put("scopePrunes", 0L);
        counters.put("preconditionRejects", 0L);
    }

    @Override
    public String name() {
        return "li";
    }

    @Override
    public void start(InputHeap heap) {
        // nothing to prepare: LI keeps no labels
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
            count("scopePrunes");
        }
        return out;
    }

    @Override
    public boolean accept(InputHeap heap, InputObject owner, FieldShape field, Candidate chosen,
                          InputObject target) {
        if (!heap.precondition().holds()) {
            count("preconditionRejects");
            return false;
        }
        return true;
    }

    @Override
    public Map<String, Long> counters() {
        return counters;
    }

    /** Adds one to a counter. */
    protected final void count(String counter) {
        counters.merge(counter, 1L, Long::sum);
    }
}
