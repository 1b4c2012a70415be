package bliss.spf.symsolve;

import bliss.layout.FieldShape;
import bliss.spf.heap.Check;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.LazyChoice;

import java.util.function.ToIntFunction;

/**
 * SymSolve's own check while it answers every value of an open field in one search ({@link SymSolve#solveEach}): at
 * the choice of that field, a value already answered (an accepted path gave it a witness) is not tried again, nor is
 * one not asked about. So the search goes on only where an answer is missing.
 *
 * <pre>
 * @specfield watched: lone (InputObject, FieldShape)   -- the open field, while an answer is sought
 * </pre>
 */
final class AnsweredValues implements Check {

    private InputObject owner;
    private FieldShape field;
    private ToIntFunction<InputObject> valueOf;
    private boolean[] answered;

    /**
     * @param valueOf  the index among the asked values of a value of the field (-1: not asked about)
     * @param answered which asked values are answered (read as the search goes on)
     */
    void watch(InputObject owner, FieldShape field, ToIntFunction<InputObject> valueOf, boolean[] answered) {
        this.owner = owner;
        this.field = field;
        this.valueOf = valueOf;
        this.answered = answered;
    }

    void stop() {
        owner = null;
    }

    @Override
    public boolean holds(LazyChoice c) {
        if (owner == null || c.owner() != owner || !c.field().equals(field)) { // an inherited field's shape may be the subclass's
            return true;
        }
        int i = valueOf.applyAsInt(c.target());
        return i >= 0 && !answered[i];
    }
}
