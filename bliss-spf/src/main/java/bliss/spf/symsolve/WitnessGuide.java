package bliss.spf.symsolve;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.heap.Candidate;
import bliss.spf.heap.CandidateSource;
import bliss.spf.heap.Check;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.LazyChoice;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Phase saving (as SAT solvers keep the last value of each variable) for SymSolve's search: at each free field the
 * depth-first search tries first the value the last witness had there. LISSA asks about one heap after another, each
 * the last plus a choice, so the last witness is usually a valid structure or close to one, and the search starts
 * near it instead of at the smallest completions, which a balanced structure rarely extends. Only the order of the
 * candidates changes: what the search finds, and whether it finds anything, does not.
 *
 * <p>Objects are matched through the question (an object of the question and its counterpart in the last witness,
 * when the last question had it too) and then through the search (a new object made where the witness had one).
 */
final class WitnessGuide implements CandidateSource, Check {

    private final CandidateSource all;
    private Witness last;
    /** Each object of the current search and its counterpart in the last witness. */
    private final Map<InputObject, PartialStructure.Node> near = new IdentityHashMap<>();
    private final Map<PartialStructure.Node, InputObject> back = new IdentityHashMap<>();
    private InputHeap heap;

    WitnessGuide(CandidateSource all) {
        this.all = all;
    }

    /** A witness SymSolve found: the next searches start near it. */
    void remember(Witness w) {
        last = w;
    }

    /**
     * Before a search: the question's objects and their counterparts in the last witness.
     *
     * @param asked the question's objects, in the order of the heap's first objects
     */
    void begin(InputHeap heap, List<?> asked) {
        this.heap = heap;
        near.clear();
        back.clear();
        if (last == null) {
            return;
        }
        for (int i = 0; i < asked.size(); i++) {
            PartialStructure.Node n = last.nodeOf(asked.get(i));
            if (n != null && !back.containsKey(n)) {
                near.put(heap.objects().get(i), n);
                back.put(n, heap.objects().get(i));
            }
        }
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        List<Candidate> out = all.candidates(heap, owner, field);
        PartialStructure.Node n = near.get(owner);
        // the witness's counterpart may be of another class (a plain node where the question has a subclass's)
        if (n == null || out.size() < 2 || !n.shape().fields().contains(field)) {
            return out;
        }
        Object v = n.value(field);
        if (v == HeapAccess.UNINITIALIZED) {
            return out;
        }
        int hint = -1;
        InputObject counterpart = v instanceof PartialStructure.Node t ? live(back.get(t)) : null;
        for (int i = 0; i < out.size() && hint < 0; i++) {
            Candidate c = out.get(i);
            boolean match = switch (c.kind()) {
                case NULL -> v == null;
                case EXISTING -> counterpart != null && c.existing() == counterpart;
                case NEW -> v != null && counterpart == null;
            };
            hint = match ? i : -1;
        }
        if (hint <= 0) {
            return out;
        }
        List<Candidate> reordered = new ArrayList<>(out.size());
        reordered.add(out.get(hint));
        for (int i = 0; i < out.size(); i++) {
            if (i != hint) {
                reordered.add(out.get(i));
            }
        }
        return reordered;
    }

    /** The object if it is still in the heap (not undone by backtracking), else null. */
    private InputObject live(InputObject o) {
        if (o == null) {
            return null;
        }
        List<InputObject> objects = heap.objects();
        return o.index() < objects.size() && objects.get(o.index()) == o ? o : null;
    }

    @Override
    public void start(InputHeap heap) {
        all.start(heap);
    }

    @Override
    public void finish() {
        all.finish();
    }

    /** A new object made where the last witness had an object: it becomes that object's counterpart. */
    @Override
    public boolean holds(LazyChoice c) {
        if (c.candidate().kind() == Candidate.Kind.NEW) {
            PartialStructure.Node n = near.get(c.owner());
            // the witness's counterpart may be of another class (a Node where the owner is a TreeNode)
            if (n != null && n.shape().fields().contains(c.field())
                    && n.value(c.field()) instanceof PartialStructure.Node t && live(back.get(t)) == null) {
                near.put(c.target(), t);
                back.put(t, c.target());
            }
        }
        return true;
    }
}
