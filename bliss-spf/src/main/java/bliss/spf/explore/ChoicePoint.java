package bliss.spf.explore;

import bliss.spf.heap.Candidate;
import bliss.spf.heap.InputObject;
import bliss.spf.symbolic.Expr;
import bliss.spf.vm.Frame;
import bliss.spf.vm.VmField;

import java.util.List;

/**
 * A point of the depth-first search where the path forks: the state before the choosing instruction (a copy of the
 * frames, the trail mark, the counters to restore) and the alternatives, of which {@link #next} is the first not yet
 * explored. Backtracking restores the state and re-executes the instruction, which takes alternative {@code next}.
 */
final class ChoicePoint {

    enum Kind {
        /** A read of an uninitialized reference field: {@link #candidates}. */
        LAZY,
        /** A branch on a symbolic condition: {@link #condition} holds, then it does not. */
        BRANCH,
        /** A switch on a symbolic value: each alternative a conjunction. */
        SWITCH
    }

    final Kind kind;
    Frame[] frames;
    int trailMark;
    /** The trail's horizon while this is the latest choice point, and the one before it. */
    long horizon;
    long previousHorizon;
    int serial;
    int inputCount;
    int solverSize;
    int raisedCount;
    int next;
    final int size;
    final List<Candidate> candidates;
    /** For a lazy choice: whose field, which field, and the candidate applied last (the value read). */
    InputObject owner;
    VmField field;
    InputObject target;
    final Expr condition;
    final List<List<Expr>> alternatives;

    private ChoicePoint(Kind kind, int size, List<Candidate> candidates, Expr condition,
                        List<List<Expr>> alternatives) {
        this.kind = kind;
        this.size = size;
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

    static ChoicePoint branch(Expr condition) {
        return new ChoicePoint(Kind.BRANCH, 2, null, condition, null);
    }

    static ChoicePoint choice(List<List<Expr>> alternatives) {
        return new ChoicePoint(Kind.SWITCH, alternatives.size(), null, null, alternatives);
    }

    boolean exhausted() {
        return next >= size;
    }
}
