package bliss.spf.explore;

import bliss.spf.heap.Candidate;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.InputSlot;
import bliss.spf.heap.ValueCandidate;
import bliss.spf.symbolic.Expr;
import bliss.spf.vm.Frame;
import bliss.spf.vm.VmField;

import java.util.List;

/**
 * A point where the current path forks: which alternatives it has, which the path took, which are left to this
 * search, and the marks of the state just before the choosing instruction ({@link PathState#open}). Alternatives are
 * numbered from 0: a lazy choice's candidates in the technique's order, a branch's "condition holds" (0) and "does not"
 * (1), a switch's cases in order with the default last. A path is the vector of the alternatives it took
 * ({@link PathState#choices}).
 *
 * <p>Alternatives {@code [next, end)} are still to be explored by this search; a {@link Searcher} may give the
 * tail away ({@link Subtree}) by lowering {@code end}.
 */
public final class ChoicePoint {

    /** What kind of instruction chooses. */
    public enum Kind {
        /** A read of an uninitialized reference field: the candidates of the heap technique. */
        LAZY,
        /**
         * A read of an uninitialized input place outside the layout's references (a field holding a string, a box,
         * an enum constant, an object whose class is decided later or an array; an element of an input array): the
         * values it may take.
         */
        VALUE,
        /** A branch on a symbolic condition: it holds (0), it does not (1). */
        BRANCH,
        /** A switch on a symbolic value: each alternative a conjunction of conditions. */
        SWITCH
    }

    final Kind kind;
    /** The position of this choice in the path's choice vector. */
    int depth;
    int next;
    int end;
    /** The alternative the current path took. */
    int taken = -1;
    /**
     * The alternative of a branch whose feasibility the solver did not decide within its limit, or -1: taking it ends
     * the path there, cut by the solver's limit, while the other alternative runs.
     */
    int undecided = -1;

    // marks of the state before the choosing instruction
    int trailMark;
    long horizon;
    long previousHorizon;
    int serial;
    int inputCount;
    int conditionCount;
    int raisedCount;
    int traceMark;
    /** The frames before the choosing instruction, for searchers that backtrack in place (else null). */
    Frame[] frames;
    /** A searcher's count when the point was opened (what its subtree adds to it tells something of the subtree). */
    long openedAt;

    final List<Candidate> candidates;
    /** For a lazy choice: whose field, which field, and the object the taken candidate gave it. */
    InputObject owner;
    VmField field;
    InputObject target;
    /** For a value choice: the place decided, and the values it may take. */
    InputSlot slot;
    List<ValueCandidate> values;
    /** The current value the taken value candidate gave the field. */
    Object value;
    final Expr condition;
    final List<List<Expr>> alternatives;

    private ChoicePoint(Kind kind, int size, List<Candidate> candidates, Expr condition,
                        List<List<Expr>> alternatives) {
        this.kind = kind;
        this.end = size;
        this.candidates = candidates;
        this.condition = condition;
        this.alternatives = alternatives;
    }

    static ChoicePoint lazy(InputObject owner, VmField field, List<Candidate> candidates) {
        ChoicePoint cp = new ChoicePoint(Kind.LAZY, candidates.size(), candidates, null, null);
        cp.owner = owner;
        cp.field = field;
        return cp;
    }

    static ChoicePoint value(InputSlot slot, List<ValueCandidate> values) {
        ChoicePoint cp = new ChoicePoint(Kind.VALUE, values.size(), null, null, null);
        cp.slot = slot;
        cp.values = values;
        return cp;
    }

    static ChoicePoint branch(Expr condition) {
        return new ChoicePoint(Kind.BRANCH, 2, null, condition, null);
    }

    static ChoicePoint choice(List<List<Expr>> alternatives) {
        return new ChoicePoint(Kind.SWITCH, alternatives.size(), null, null, alternatives);
    }

    /** Restricts this search to the alternatives {@code [from, to)}: the work unit of a resumed choice point. */
    void restrict(int from, int to) {
        this.next = from;
        this.end = Math.min(to, end);
    }

    public Kind kind() {
        return kind;
    }

    /** The position of this choice in the path's choice vector. */
    public int depth() {
        return depth;
    }

    /** Whether this search has alternatives of this point left. */
    public boolean hasMore() {
        return next < end;
    }

    @Override
    public String toString() {
        return kind + "@" + depth + "[" + next + "," + end + ")";
    }
}
