package bliss.spf.symsolve;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.heap.Candidate;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.LazyChoice;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Var;

import java.util.Arrays;
import java.util.List;

/**
 * The key of an input heap up to isomorphism, as {@link UnsatHeaps} keeps heaps: the objects reached from the
 * receiver numbered breadth-first (each object's reference fields in declaration order; an object numbered when first
 * met), and the key the sum, in each of two 64-bit lanes, of one hash per <em>cell</em>: each reached object's class,
 * each reference field's code (the number of its object, null, or uninitialized) and each constant primitive field's
 * value, a cell named by its object's number and its field. Each primitive field holding a variable is <em>placed</em>
 * (its variable and object number times 64 plus field) for the conditions' hash; a primitive field holding any other
 * expression makes the heap unkeyable.
 *
 * <p>Because the key is a sum over cells, the key of a lazy choice's candidate follows from the key of the heap the
 * choice was made in (its <em>site</em>) by changing one cell, whenever the candidate renumbers no object: null, an
 * object met before the chosen field in the walk, or a new object when no object is met after the chosen field (it
 * is numbered last). The site's walk is made once per choice point, so the candidates of a choice cost O(1) each
 * instead of a walk of the heap each; any other candidate is walked. The sum is the same either way.
 *
 * <pre>
 * @specfield a, b: long -- the last key's lanes
 * @specfield unkeyable: boolean -- the last heap held a primitive value the key does not describe
 * @specfield placed: seq (Var, int) -- the last heap's placed variables
 * </pre>
 */
final class HeapKey {

    private static final int UNINITIALIZED = -2;
    private static final int NULL = -1;

    long a;
    long b;
    boolean unkeyable;
    Var[] placedVar = new Var[64];
    int[] placedAt = new int[64];
    int placed;

    /** Per object index: its number in the last walk (-1: not reached), and the scan index of the field that met it. */
    private int[] number = new int[16];
    private int[] metAt = new int[16];
    private InputObject[] queue = new InputObject[16];
    /** Of the last walk: objects reached, the scan index of the skipped field (-1: not met), of the last meeting. */
    private int reached;
    private int skippedAt;
    private int lastMeeting;

    /** The site the fields below describe: the heap of its choice, without the chosen field's value. */
    private Object site;
    private long siteA;
    private long siteB;
    private boolean siteUnkeyable;
    private Var[] siteVar = new Var[64];
    private int[] siteAt = new int[64];
    private int sitePlaced;
    private int[] siteNumber = new int[16];
    private int[] siteMetAt = new int[16];
    private int siteReached;
    private int siteSkippedAt;
    private int siteLastMeeting;
    private int siteOwnerNumber;
    private int siteField;
    /** The site's objects by number, each one's share of the key, and each reference field's code by scan index. */
    private InputObject[] siteQueue = new InputObject[16];
    private long[] siteObjA = new long[16];
    private long[] siteObjB = new long[16];
    private int[] siteScanCode = new int[64];

    /** Per layout class index, its fields' positions by kind; an object's inputs. */
    private Positions[] positions = new Positions[0];
    private Object[] values = new Object[16];
    /** The cells' random names, by object number, then slot (0 the class, 1 + a field's position). */
    private long[][] namesA = new long[0][];
    private long[][] namesB = new long[0][];

    /**
     * Whether the keys made place their variables (needed only to hash conditions): set by each {@code of}.
     */
    private boolean places;
    /** Whether the site's walk placed them. */
    private boolean sitePlaces;

    /**
     * @param places whether to place the heap's variables (else {@code placed} is 0)
     * @effects the last key := the key of heap
     */
    void of(InputHeap heap, boolean places) {
        this.places = places;
        walk(heap, null, -1, false);
    }

    /**
     * @param places as for {@link #of(InputHeap, boolean)}
     * @requires choice.candidate() is written into choice.heap()
     * @effects the last key := the key of choice.heap()
     */
    void of(LazyChoice choice, boolean places) {
        InputHeap heap = choice.heap();
        InputObject owner = choice.owner();
        this.places = places;
        if (choice.site() == null) {
            of(heap, places);
            return;
        }
        if (choice.site() != site || (places && !sitePlaces)) {
            int field = owner.shape().fields().indexOf(choice.field());
            walk(heap, owner, field, true);
            site = choice.site();
            sitePlaces = places;
            siteA = a;
            siteB = b;
            siteUnkeyable = unkeyable;
            if (siteVar.length < placed) {
                siteVar = new Var[placedVar.length];
                siteAt = new int[placedVar.length];
            }
            System.arraycopy(placedVar, 0, siteVar, 0, placed);
            System.arraycopy(placedAt, 0, siteAt, 0, placed);
            sitePlaced = placed;
            siteReached = reached; // a new object is reached only through the skipped field, which the walk skipped
            siteSkippedAt = skippedAt;
            siteLastMeeting = lastMeeting;
            siteOwnerNumber = siteNumber[owner.index()];
            siteField = field;
            if (choice.candidate().kind() == Candidate.Kind.NEW && siteNumber[choice.target().index()] >= 0) {
                site = null; // not expected: the new object met elsewhere; walk every candidate of this site
                of(heap, places);
                return;
            }
        }
        if (siteOwnerNumber < 0) {
            restoreSite(); // the owner is not reached: the field is no cell of the key
            return;
        }
        InputObject t = choice.target();
        int code;
        if (t == null) {
            code = NULL;
        } else if (choice.candidate().kind() == Candidate.Kind.NEW) {
            if (siteLastMeeting > siteSkippedAt) { // numbered before objects met later
                if (places) {
                    of(heap, true); // the variables' order changes too: walked
                } else {
                    withNewObjectAt(heap, t);
                    assert sameAsWalked(heap) : "a new object's key differs from its heap's";
                }
                return;
            }
            code = siteReached;
        } else {
            int n = t.index() < siteNumber.length ? siteNumber[t.index()] : -1;
            if (n < 0 || (n > 0 && siteMetAt[t.index()] > siteSkippedAt)) {
                of(heap, places); // t would be met (and numbered) at the chosen field
                return;
            }
            code = n;
        }
        restoreSite();
        a += cellA(siteOwnerNumber, siteField + 1, code) - cellA(siteOwnerNumber, siteField + 1, UNINITIALIZED);
        b += cellB(siteOwnerNumber, siteField + 1, code) - cellB(siteOwnerNumber, siteField + 1, UNINITIALIZED);
        if (choice.candidate().kind() == Candidate.Kind.NEW && !object(heap, t, code)) {
            of(heap, places); // a new object with a decided field (not expected)
        }
        assert sameAsWalked(heap) : "a candidate's key differs from its heap's";
    }

    /** Whether the last key is the key a walk of heap makes (checked under assertions: the tests). */
    private boolean sameAsWalked(InputHeap heap) {
        long ka = a;
        long kb = b;
        boolean ku = unkeyable;
        Var[] vars = Arrays.copyOf(placedVar, placed);
        int[] at = Arrays.copyOf(placedAt, placed);
        of(heap, places);
        boolean same = ka == a && kb == b && ku == unkeyable && Arrays.equals(vars, Arrays.copyOf(placedVar, placed))
                && Arrays.equals(at, Arrays.copyOf(placedAt, placed));
        return same;
    }

    private void restoreSite() {
        a = siteA;
        b = siteB;
        unkeyable = siteUnkeyable;
        if (placedVar.length < sitePlaced) {
            placedVar = new Var[siteVar.length];
            placedAt = new int[siteVar.length];
        }
        placed = 0;
        if (places) {
            System.arraycopy(siteVar, 0, placedVar, 0, sitePlaced);
            System.arraycopy(siteAt, 0, placedAt, 0, sitePlaced);
            placed = sitePlaced;
        }
    }

    /**
     * Adds the cells of object o numbered n whose reference fields are all uninitialized.
     *
     * @return false when one of them is decided (the caller walks the heap instead)
     */
    private boolean object(InputHeap heap, InputObject o, int n) {
        Positions at = positions(o);
        heap.inputs(o, values);
        for (int p : at.references) {
            if (values[p] != HeapAccess.UNINITIALIZED) {
                return false;
            }
        }
        a += cellA(n, 0, o.classIndex());
        b += cellB(n, 0, o.classIndex());
        primitives(o, n, at);
        for (int p : at.references) {
            a += cellA(n, p + 1, UNINITIALIZED);
            b += cellB(n, p + 1, UNINITIALIZED);
        }
        return true;
    }

    /** Adds o's primitive fields (read into {@link #values}): constants as cells, variables placed. */
    private void primitives(InputObject o, int n, Positions at) {
        for (int p : at.primitives) {
            Object v = values[p];
            if (v instanceof Var var) {
                if (!places) {
                    continue;
                }
                if (placed == placedVar.length) {
                    placedVar = Arrays.copyOf(placedVar, 2 * placed);
                    placedAt = Arrays.copyOf(placedAt, 2 * placed);
                }
                placedVar[placed] = var;
                placedAt[placed++] = n * 64 + p;
            } else if (v instanceof Const c) {
                a += constA(n, p + 1, c.value());
                b += constB(n, p + 1, c.value());
            } else if (v != null && v != HeapAccess.UNINITIALIZED) {
                unkeyable = true; // a value the key does not describe
            }
        }
    }

    /**
     * Walks the heap breadth-first from the receiver, the field at position {@code skipField} of {@code skipOwner}
     * (if any) read as uninitialized.
     *
     * @effects the last key := the key of that heap; the objects' numbers and meetings in the site's arrays (ofSite)
     *          or the others
     */
    private void walk(InputHeap heap, InputObject skipOwner, int skipField, boolean ofSite) {
        InputObject root = heap.receiver();
        int size = heap.size();
        if (queue.length < size) {
            queue = new InputObject[Math.max(size, 2 * queue.length)];
        }
        if (ofSite && siteNumber.length < size) {
            siteNumber = new int[queue.length];
            siteMetAt = new int[queue.length];
        } else if (!ofSite && this.number.length < size) {
            this.number = new int[queue.length];
            this.metAt = new int[queue.length];
        }
        int[] number = ofSite ? siteNumber : this.number;
        int[] met = ofSite ? siteMetAt : this.metAt;
        Arrays.fill(number, 0, size, -1);
        placed = 0;
        unkeyable = false;
        a = 0;
        b = 0;
        skippedAt = -1;
        lastMeeting = -1;
        int head = 0;
        int tail = 0;
        int scan = 0;
        number[root.index()] = tail;
        met[root.index()] = -1;
        queue[tail++] = root;
        while (head < tail) {
            InputObject o = queue[head++];
            int n = number[o.index()];
            long a0 = a;
            long b0 = b;
            a += cellA(n, 0, o.classIndex());
            b += cellB(n, 0, o.classIndex());
            Positions at = positions(o);
            heap.inputs(o, values);
            primitives(o, n, at);
            for (int p : at.references) {
                Object v = values[p];
                int code;
                if (o == skipOwner && p == skipField) {
                    code = UNINITIALIZED;
                    skippedAt = scan;
                } else if (v == HeapAccess.UNINITIALIZED) {
                    code = UNINITIALIZED;
                } else if (v == null) {
                    code = NULL;
                } else {
                    InputObject t = (InputObject) v;
                    if (number[t.index()] < 0) {
                        number[t.index()] = tail;
                        met[t.index()] = scan;
                        lastMeeting = scan;
                        queue[tail++] = t;
                    }
                    code = number[t.index()];
                }
                a += cellA(n, p + 1, code);
                b += cellB(n, p + 1, code);
                if (ofSite) {
                    siteScanCode = grown(siteScanCode, scan);
                    siteScanCode[scan] = code;
                }
                scan++;
            }
            if (ofSite) {
                siteObjA = grown(siteObjA, n);
                siteObjB = grown(siteObjB, n);
                siteObjA[n] = a - a0;
                siteObjB[n] = b - b0;
            }
        }
        reached = tail;
        if (ofSite) {
            if (siteQueue.length < tail) {
                siteQueue = new InputObject[queue.length];
            }
            System.arraycopy(queue, 0, siteQueue, 0, tail);
        }
    }

    private static int[] grown(int[] array, int index) {
        return index < array.length ? array : Arrays.copyOf(array, Math.max(index + 1, 2 * array.length));
    }

    private static long[] grown(long[] array, int index) {
        return index < array.length ? array : Arrays.copyOf(array, Math.max(index + 1, 2 * array.length));
    }

    /**
     * The key of the site with a new object met at the chosen field, numbered {@code at} (before objects met later,
     * which each move up one): the moved objects' cells and the references to them made again, nothing else walked.
     *
     * @requires !places, the site's owner reached
     */
    private void withNewObjectAt(InputHeap heap, InputObject fresh) {
        int at = 1;
        while (at < siteReached && siteMetAt[siteQueue[at].index()] < siteSkippedAt) {
            at++;
        }
        restoreSite();
        int scan = 0;
        for (int k = 0; k < at; k++) { // the references of the objects before it to moved ones
            for (int p : positions(siteQueue[k]).references) {
                int code = siteScanCode[scan++];
                if (code >= at) {
                    a += cellA(k, p + 1, code + 1) - cellA(k, p + 1, code);
                    b += cellB(k, p + 1, code + 1) - cellB(k, p + 1, code);
                }
            }
        }
        for (int k = at; k < siteReached; k++) { // the moved objects, made again one number up
            InputObject o = siteQueue[k];
            a -= siteObjA[k];
            b -= siteObjB[k];
            a += cellA(k + 1, 0, o.classIndex());
            b += cellB(k + 1, 0, o.classIndex());
            Positions pos = positions(o);
            heap.inputs(o, values);
            primitives(o, k + 1, pos);
            for (int p : pos.references) {
                Object v = values[p];
                int code = v == HeapAccess.UNINITIALIZED ? UNINITIALIZED : v == null ? NULL
                        : moved(siteNumber[((InputObject) v).index()], at);
                a += cellA(k + 1, p + 1, code);
                b += cellB(k + 1, p + 1, code);
            }
        }
        a += cellA(siteOwnerNumber, siteField + 1, at) - cellA(siteOwnerNumber, siteField + 1, UNINITIALIZED);
        b += cellB(siteOwnerNumber, siteField + 1, at) - cellB(siteOwnerNumber, siteField + 1, UNINITIALIZED);
        if (!object(heap, fresh, at)) {
            of(heap, false); // a new object with a decided field (not expected)
        }
    }

    private static int moved(int number, int at) {
        return number >= at ? number + 1 : number;
    }

    /** A class's primitive and reference fields, each as positions in its {@code fields()}, in that order. */
    private record Positions(int[] primitives, int[] references) {

        static Positions of(List<FieldShape> fields) {
            int[] primitives = new int[fields.size()];
            int[] references = new int[fields.size()];
            int np = 0;
            int nr = 0;
            for (int f = 0; f < fields.size(); f++) {
                if (fields.get(f).isReference()) {
                    references[nr++] = f;
                } else {
                    primitives[np++] = f;
                }
            }
            return new Positions(Arrays.copyOf(primitives, np), Arrays.copyOf(references, nr));
        }
    }

    private Positions positions(InputObject o) {
        int cls = o.classIndex();
        if (cls >= positions.length) {
            positions = Arrays.copyOf(positions, cls + 1);
        }
        Positions p = positions[cls];
        if (p == null) {
            List<FieldShape> fields = o.shape().fields();
            p = Positions.of(fields);
            positions[cls] = p;
            if (values.length < fields.size()) {
                values = new Object[Math.max(fields.size(), 2 * values.length)];
            }
        }
        return p;
    }

    // A cell's hash: its random name (object number, slot) mixed with its value, in each lane.

    private long cellA(int n, int slot, int code) {
        return mix(name(n, slot, true) + code);
    }

    private long cellB(int n, int slot, int code) {
        return mix(name(n, slot, false) ^ (code * 0x9E3779B97F4A7C15L));
    }

    private long constA(int n, int slot, long value) {
        return mix(mix(name(n, slot, true) ^ 0x632BE59BD9B4E019L) + value);
    }

    private long constB(int n, int slot, long value) {
        return mix(mix(name(n, slot, false) ^ 0x14057B7EF767814FL) ^ (value * 0x9E3779B97F4A7C15L));
    }

    private long name(int n, int slot, boolean laneA) {
        if (n >= namesA.length) {
            namesA = Arrays.copyOf(namesA, Math.max(n + 1, 2 * namesA.length));
            namesB = Arrays.copyOf(namesB, namesA.length);
        }
        long[] row = laneA ? namesA[n] : namesB[n];
        if (row == null || slot >= row.length) {
            int from = row == null ? 0 : row.length;
            long[] rowA = Arrays.copyOf(namesA[n] == null ? new long[0] : namesA[n], Math.max(slot + 1, 8));
            long[] rowB = Arrays.copyOf(namesB[n] == null ? new long[0] : namesB[n], rowA.length);
            for (int k = from; k < rowA.length; k++) {
                long at = ((long) n << 32) | k;
                rowA[k] = mix(0xC2B2AE3D27D4EB4FL + at * 0x9E3779B97F4A7C15L);
                rowB[k] = mix(0x165667B19E3779F9L + at * 0xD6E8FEB86659FD93L);
            }
            namesA[n] = rowA;
            namesB[n] = rowB;
            row = laneA ? rowA : rowB;
        }
        return row[slot];
    }

    /** splitmix64's finalizer. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
