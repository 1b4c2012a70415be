package bliss.spf.symsolve;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.heap.Check;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.LazyChoice;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Conflicts kept across questions: the partially symbolic heaps, up to isomorphism, that SymSolve has found have no
 * completion repOK accepts within the scope, whatever the values (the search under them ended with no accepted path
 * while the path condition was still empty). Each node of a search is itself such a question (its heap with every
 * field decided so far), so one search records many, and later questions, whose searches pass through the same
 * heaps, prune them at once: LISSA's descent through a structure asks about heaps that share most of their
 * completions. As a {@link Check} of SymSolve's own lazy initialization it drops a candidate that makes a known heap.
 *
 * <p>A heap is keyed by its reference fields read breadth-first from the receiver in declaration order (an object
 * numbered when first met; null and uninitialized apart), hashed to 128 bits. Valid for one scope and repOK: one per
 * {@link SymSolve}.
 *
 * <pre>
 * @specfield known: set of heaps up to isomorphism, none completable
 * </pre>
 */
final class UnsatHeaps implements Check {

    /** The most heaps kept (about 60 MB); the set starts over when it is full. */
    private static final int LIMIT = 1 << 20;

    private record Key(long a, long b) {
    }

    private final Set<Key> known = new HashSet<>();
    private InputObject[] queue = new InputObject[16];
    private int[] number = new int[16];
    private long hits;

    /** Whether the input heap is known to have no completion. */
    boolean known(InputHeap heap) {
        return known.contains(key(heap));
    }

    /** @effects known' = known + the input heap */
    void add(InputHeap heap) {
        if (known.size() >= LIMIT) {
            known.clear();
        }
        known.add(key(heap));
    }

    /** Candidates dropped because they made a known heap. */
    long hits() {
        return hits;
    }

    @Override
    public boolean holds(LazyChoice choice) {
        if (known(choice.heap())) {
            hits++;
            return false;
        }
        return true;
    }

    private Key key(InputHeap heap) {
        InputObject root = heap.receiver();
        int size = heap.size();
        if (number.length < size) {
            number = new int[Math.max(size, 2 * number.length)];
            queue = new InputObject[number.length];
        }
        Arrays.fill(number, 0, size, -1);
        long a = 0x9E3779B97F4A7C15L;
        long b = 0xC2B2AE3D27D4EB4FL;
        int head = 0;
        int tail = 0;
        number[root.index()] = tail;
        queue[tail++] = root;
        while (head < tail) {
            InputObject o = queue[head++];
            a = mix(a, o.classIndex());
            b = mix2(b, o.classIndex());
            List<FieldShape> fields = o.shape().referenceFields();
            for (int f = 0; f < fields.size(); f++) {
                Object v = heap.input(o, fields.get(f));
                int code;
                if (v == HeapAccess.UNINITIALIZED) {
                    code = -2;
                } else if (v == null) {
                    code = -1;
                } else {
                    InputObject t = (InputObject) v;
                    if (number[t.index()] < 0) {
                        number[t.index()] = tail;
                        queue[tail++] = t;
                    }
                    code = number[t.index()];
                }
                a = mix(a, code);
                b = mix2(b, code);
            }
        }
        return new Key(a, b);
    }

    private static long mix(long h, int x) {
        h ^= x + 0x632BE59BD9B4E019L;
        h *= 0x9FB21C651E98DF25L;
        return h ^ (h >>> 29);
    }

    private static long mix2(long h, int x) {
        h += (x ^ 0x5851F42D4C957F2DL) * 0x14057B7EF767814FL;
        h = Long.rotateLeft(h, 27) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }
}
