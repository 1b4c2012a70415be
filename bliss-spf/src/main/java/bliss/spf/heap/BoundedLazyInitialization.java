package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.List;

/**
 * Bounded lazy initialization, BLI (paper §II-C, Alg. 2): every input object carries a label set, the atoms of
 * the canonical numbering it may still take (a bitmask over the atoms of its class). The receiver is atom 0 of its
 * class; a node created through {@code n.f} gets {@code label(n, f)}, the targets the tight bound of {@code f}
 * allows from any atom of {@code label(n)}, null excluded. A read of {@code n.f} may then be
 * <ul>
 *   <li>null, only if the bound of {@code f} allows null from some atom of {@code label(n)};</li>
 *   <li>an existing object {@code m}, only if {@code label(m)} meets {@code label(n, f)};</li>
 *   <li>a new node, only if {@code label(n, f)} is not empty.</li>
 * </ul>
 * Sound and complete with respect to LI (paper Theorem 1) when the bounds are correct.
 */
public class BoundedLazyInitialization extends LazyInitialization {

    protected final FieldBounds bounds;

    public BoundedLazyInitialization(FieldBounds bounds) {
        this.bounds = bounds;
        counters.put("boundPrunes", 0L);
    }

    @Override
    public String name() {
        return "bli";
    }

    @Override
    public void start(InputHeap heap) {
        heap.setLabel(heap.receiver(), 1L); // the root of the numbering: the header atom, or N0
    }

    /** {@code label(owner, field)}: the targets the bound allows from any atom of {@code label(owner)}. */
    protected final long targetLabel(InputHeap heap, InputObject owner, FieldShape field) {
        long sources = heap.label(owner);
        long targets = 0;
        for (long s = sources; s != 0; s &= s - 1) {
            targets |= bounds.targets(field, Long.numberOfTrailingZeros(s));
        }
        return targets;
    }

    private boolean nullAllowed(InputHeap heap, InputObject owner, FieldShape field) {
        for (long s = heap.label(owner); s != 0; s &= s - 1) {
            if (bounds.nullAllowed(field, Long.numberOfTrailingZeros(s))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        List<Candidate> all = super.candidates(heap, owner, field);
        long targets = targetLabel(heap, owner, field);
        List<Candidate> kept = new ArrayList<>(all.size());
        for (Candidate c : all) {
            boolean allowed = switch (c.kind()) {
                case NULL -> nullAllowed(heap, owner, field);
                case EXISTING -> (heap.label(c.existing()) & targets) != 0;
                case NEW -> targets != 0;
            };
            if (allowed) {
                kept.add(c);
            } else {
                count("boundPrunes");
            }
        }
        return kept;
    }

    @Override
    public boolean accept(InputHeap heap, InputObject owner, FieldShape field, Candidate chosen,
                          InputObject target) {
        if (chosen.kind() == Candidate.Kind.NEW) {
            heap.setLabel(target, targetLabel(heap, owner, field));
        }
        return consistent(heap) && super.accept(heap, owner, field, chosen, target);
    }

    /**
     * A check of the labelled heap that runs after labelling and before the precondition; BLI has none, RBLI refines
     * the labels here.
     *
     * @return false to drop the choice
     */
    protected boolean consistent(InputHeap heap) {
        return true;
    }
}
