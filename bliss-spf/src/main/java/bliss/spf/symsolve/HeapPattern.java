package bliss.spf.symsolve;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.symbolic.Var;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A LISSA question's heap (no conditions) in {@link AcceptedHeap}'s form, and whether an accepted heap completes it.
 * Per object (the receiver first) its layout class and per reference field its target: an object's number,
 * {@link AcceptedHeap#NULL} or {@link #FREE} (uninitialized). One object may be a <em>wildcard</em>: the new object of
 * a {@link SymSolve#solveEach} question, any object the question does not have, every field free, its class any
 * that the field allows.
 *
 * <p>Why matching decides the question exactly (values aside: every primitive field of the question holds a variable of
 * its own, so it takes whatever value a path needs). repOK's run on a completion C of the question follows an accepted
 * path P exactly when C agrees with P's heap on every field P read; the objects that run visits are reached from the
 * receiver through those fields, so they correspond to P's objects one to one, forced field by field from the
 * receiver ({@link #completion}): where the question decides a field P read, they must agree; the question's objects
 * never reached so (through a field P did not read) are extra objects repOK never looks at. The scope is the search's:
 * P's objects that are no object of the question are new objects, each made while fewer than the scope were in its
 * group, so a group in which P made one holds at most the scope, the question's extras counted.
 */
final class HeapPattern {

    static final int FREE = -2;
    /** The class of the wildcard. */
    static final int WILD = -1;

    private final int[] classOf;
    private final int[][] refs;
    /** The wildcard's field class (what it must be an instance of), or null when there is no wildcard. */
    private final ClassShape wildTarget;

    private HeapPattern(int[] classOf, int[][] refs, ClassShape wildTarget) {
        this.classOf = classOf;
        this.refs = refs;
        this.wildTarget = wildTarget;
    }

    /**
     * The pattern of the heap's objects as a question built them, {@code wildcard} (null for none) made the wildcard for
     * a field of class {@code wildTarget}.
     *
     * @return null when a primitive field holds anything but a variable of its own (or is uninitialized): then the
     *         values matter and the question is left to the search
     */
    static HeapPattern of(InputHeap heap, InputObject wildcard, ClassShape wildTarget) {
        List<InputObject> objects = heap.objects();
        int[] classOf = new int[objects.size()];
        int[][] refs = new int[objects.size()][];
        Map<Var, Boolean> vars = new IdentityHashMap<>();
        for (int i = 0; i < classOf.length; i++) {
            InputObject o = objects.get(i);
            List<FieldShape> fields = o.shape().referenceFields();
            refs[i] = new int[fields.size()];
            if (o == wildcard) {
                classOf[i] = WILD;
                Arrays.fill(refs[i], FREE);
                continue;
            }
            classOf[i] = o.classIndex();
            for (int f = 0; f < refs[i].length; f++) {
                Object v = heap.input(o, fields.get(f));
                refs[i][f] = v == HeapAccess.UNINITIALIZED ? FREE
                        : v == null ? AcceptedHeap.NULL : ((InputObject) v).index();
            }
            for (FieldShape f : o.shape().fields()) {
                if (f.isReference()) {
                    continue;
                }
                Object v = heap.input(o, f);
                if (v != HeapAccess.UNINITIALIZED && !(v instanceof Var var && vars.put(var, true) == null)) {
                    return null;
                }
            }
        }
        return new HeapPattern(classOf, refs, wildcard == null ? null : wildTarget);
    }

    /**
     * This pattern with one free field decided: {@code value} an object's number, NULL, or -3 for a new object (a
     * wildcard of class {@code target}).
     *
     * @requires this pattern has no wildcard; the field is free
     */
    HeapPattern with(int owner, int field, int value, ClassShape target) {
        boolean fresh = value == NEW;
        int n = classOf.length + (fresh ? 1 : 0);
        int[] cls = Arrays.copyOf(classOf, n);
        int[][] r = Arrays.copyOf(refs, n);
        r[owner] = refs[owner].clone();
        r[owner][field] = fresh ? n - 1 : value;
        if (fresh) {
            cls[n - 1] = WILD;
            r[n - 1] = new int[0];
        }
        return new HeapPattern(cls, r, fresh ? target : null);
    }

    /** {@link #with}'s value for a new object. */
    static final int NEW = -3;

    /**
     * The completion of this question by the accepted heap {@code w}, within the scope of {@code heap}'s layout.
     *
     * @return per object of the question, its object in {@code w} (-1: an extra object repOK does not reach); null
     *         when {@code w} completes no structure of this question
     */
    int[] completion(AcceptedHeap w, InputHeap heap) {
        int n = classOf.length;
        int m = w.size();
        if (classOf[0] != w.classOf(0)) {
            return null;
        }
        int[] map = new int[n];
        int[] inv = new int[m];
        Arrays.fill(map, -1);
        Arrays.fill(inv, -1);
        int[] queue = new int[n];
        int tail = 0;
        map[0] = 0;
        inv[0] = 0;
        queue[tail++] = 0;
        for (int head = 0; head < tail; head++) {
            int h = queue[head];
            int x = map[h];
            int[] fields = refs[h];
            for (int f = 0; f < fields.length; f++) {
                int hv = fields[f];
                int wv = w.target(x, f);
                if (hv == FREE || wv == AcceptedHeap.UNREAD) {
                    continue;
                }
                if (hv == AcceptedHeap.NULL || wv == AcceptedHeap.NULL) {
                    if (hv != wv) {
                        return null;
                    }
                    continue;
                }
                if (map[hv] < 0) {
                    if (inv[wv] >= 0 || classOf[hv] != WILD && classOf[hv] != w.classOf(wv)) {
                        return null;
                    }
                    map[hv] = wv;
                    inv[wv] = hv;
                    queue[tail++] = hv;
                } else if (map[hv] != wv) {
                    return null;
                }
            }
        }
        return withinScope(w, heap, map, inv) ? map : null;
    }

    private boolean withinScope(AcceptedHeap w, InputHeap heap, int[] map, int[] inv) {
        int groups = heap.layout().classes().size();
        int[] count = new int[groups];
        boolean[] made = new boolean[groups];
        boolean reusable = false;
        for (int j = 0; j < w.size(); j++) {
            int g = heap.scopeGroup(w.classOf(j));
            count[g]++;
            if (inv[j] < 0 || classOf[inv[j]] == WILD) {
                made[g] = true;
            }
            if (inv[j] < 0 && wildTarget != null && heap.isInstance(w.classOf(j), wildTarget)) {
                reusable = true;
            }
        }
        for (int h = 0; h < map.length; h++) {
            if (map[h] >= 0) {
                continue;
            }
            if (classOf[h] != WILD) {
                count[heap.scopeGroup(classOf[h])]++;
            } else if (!reusable) {
                // a new object in a field repOK does not read on the path: one more, unless the path made one
                if (!wildTarget.node()) {
                    return false;
                }
                int g = heap.scopeGroup(heap.classIndex(wildTarget));
                count[g]++;
                made[g] = true;
            }
        }
        for (int g = 0; g < groups; g++) {
            if (made[g] && count[g] > heap.scope()) {
                return false;
            }
        }
        return true;
    }
}
