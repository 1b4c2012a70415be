package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.List;

/**
 * Bounded lazy initialization's candidates, BLI (paper §II-C, Alg. 2): lazy initialization's, narrowed by the label
 * sets. The receiver is atom 0 of its class. A read of {@code n.f} may be
 * <ul>
 *   <li>null, only if the bound of {@code f} allows null from some atom of {@code label(n)};</li>
 *   <li>an existing object {@code m}, only if {@code label(m)} meets {@code label(n, f)};</li>
 *   <li>a new node, only if {@code label(n, f)} is not empty ({@link NewNodeLabel} then labels it).</li>
 * </ul>
 * Counts {@code boundPrunes}: candidates the labels ruled out. Sound and complete with respect to LI (paper Theorem 1)
 * when the bounds are correct. BLISS also drops an existing object that a field exclusive with {@code f} already
 * points at ({@link SharedTargets}, {@code sharingPrunes}), a heap its SAT check would refuse.
 */
public final class BoundedCandidates implements CandidateSource {

    private final AllCandidates all;
    private final TargetLabels labels;
    private final Counter boundPrunes;
    /** BLISS's pruning of second parents, or null (BLI and RBLI, which have no SAT check). */
    private final SharedTargets shared;
    private final Counter sharingPrunes;

    public BoundedCandidates(AllCandidates all, TargetLabels labels, Counters counters) {
        this(all, labels, null, counters);
    }

    /** @param shared the exclusive fields' pruning, or null for none */
    public BoundedCandidates(AllCandidates all, TargetLabels labels, SharedTargets shared, Counters counters) {
        this.all = all;
        this.labels = labels;
        this.boundPrunes = counters.counter("boundPrunes");
        this.shared = shared;
        this.sharingPrunes = shared == null ? null : counters.counter("sharingPrunes");
    }

    @Override
    public boolean followsNodeArrays() {
        return false; // the bounds and the labels speak of reference fields only
    }

    @Override
    public void start(InputHeap heap) {
        heap.setLabel(heap.receiver(), 1L); // the root of the numbering: the header atom, or N0
    }

    @Override
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        long targets = labels.of(heap, owner, field);
        return all.candidates(heap, field, new AllCandidates.Filter() {
            @Override
            public boolean keepNull() {
                return counted(labels.nullAllowed(heap, owner, field));
            }

            @Override
            public boolean keepExisting(InputObject o) {
                if (!counted((heap.label(o) & targets) != 0)) {
                    return false;
                }
                if (shared != null && shared.shared(heap, owner, o, field)) {
                    sharingPrunes.increment();
                    return false;
                }
                return true;
            }

            @Override
            public boolean keepNew() {
                return counted(targets != 0);
            }
        });
    }

    /** Counts a candidate the labels rule out. */
    private boolean counted(boolean allowed) {
        if (!allowed) {
            boundPrunes.increment();
        }
        return allowed;
    }
}
