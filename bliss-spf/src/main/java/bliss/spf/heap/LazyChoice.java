package bliss.spf.heap;

import bliss.layout.FieldShape;

/**
 * One candidate of a lazy-initialization choice, already written into the input heap: {@code owner.field} now holds
 * {@code target} (null, an existing input object, or the object just created for a {@link Candidate.Kind#NEW}
 * candidate). What the checks of a {@link HeapTechnique} decide on.
 *
 * @param site the choice point the candidate is one of, or null when unknown: every candidate of one site is written
 *             into the same heap (backtracking restores it between them), so a check may keep what it computed of
 *             that heap from one candidate to the next
 */
public record LazyChoice(InputHeap heap, InputObject owner, FieldShape field, Candidate candidate,
                         InputObject target, Object site) {

    /** A candidate of no known site. */
    public LazyChoice(InputHeap heap, InputObject owner, FieldShape field, Candidate candidate, InputObject target) {
        this(heap, owner, field, candidate, target, null);
    }
}
