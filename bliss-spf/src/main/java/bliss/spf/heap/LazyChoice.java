package bliss.spf.heap;

import bliss.layout.FieldShape;

/**
 * One candidate of a lazy-initialization choice, already written into the input heap: {@code owner.field} now holds
 * {@code target} (null, an existing input object, or the object just created for a {@link Candidate.Kind#NEW}
 * candidate). What the checks of a {@link HeapTechnique} decide on.
 */
public record LazyChoice(InputHeap heap, InputObject owner, FieldShape field, Candidate candidate,
                         InputObject target) {
}
