package bliss.spf.symsolve;

import bliss.spf.heap.Check;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.LazyChoice;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Dags;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * Conflicts kept across questions: the partially symbolic heaps, up to isomorphism, that SymSolve has found have no
 * completion repOK accepts within the scope, each with the path condition under which its search found that (empty:
 * whatever the values). Each node of a search is itself such a question (its heap with every field decided so far,
 * its values restricted by the conditions of repOK's branches taken on the way there), so one search records many, and
 * later questions, whose searches pass through the same heaps with the same conditions, prune them at once: LISSA's
 * descent through a structure asks about heaps that share most of their completions. As a {@link Check} of SymSolve's
 * own lazy initialization it drops a candidate that makes a known heap, known alone or with the current path
 * condition.
 *
 * <p>Why a heap with conditions may be reused: every run of repOK on a completion of the heap whose values satisfy
 * the conditions reads the same decided fields and takes the same branches up to that node (the conditions are those
 * branches'), so it lies in the node's subtree, which was run to the end with no accepted path. A heap isomorphic to it
 * with the same conditions on the corresponding fields has the corresponding runs.
 *
 * <p>A heap is keyed by {@link HeapKey} (its objects numbered breadth-first from the receiver, the key a sum of one
 * hash per field, so that a candidate of a lazy choice gets its key from the key of the choice's heap without a walk
 * where it renumbers nothing), each primitive field's variable named by its place (object number, field); the
 * conditions are hashed with those names. 128 bits.
 * A heap whose primitive fields hold another expression, or conditions over a variable that is no field of the heap
 * or over one that two fields share, are neither recorded nor looked up (an input heap's primitive fields each hold a
 * variable of their own, so a key without conditions needs no such check). The set is flat ({@link HashPairs}).
 * Valid for one scope and repOK: one per {@link SymSolve}.
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

    private final HashPairs known;
    /** The search's path condition: a heap is recorded with it, and looked up with and without it. */
    private final Supplier<List<Expr>> conditions;
    /** The last key made, with its primitive fields' variables placed ({@link #place} as a map for conditions). */
    private final HeapKey key = new HeapKey();
    private final Places place = new Places();
    private long hits;

    /** @param conditions the path condition of the search, read at each lookup and record (empty: the base) */
    UnsatHeaps(Supplier<List<Expr>> conditions) {
        this(conditions, new HashPairs());
    }

    /**
     * @param known the heaps known, shared with another search's UnsatHeaps for the same class, scope and repOK (a
     *              heap known to one has no completion for the other either)
     */
    UnsatHeaps(Supplier<List<Expr>> conditions, HashPairs known) {
        this.conditions = conditions;
        this.known = known;
    }

    /** The set this keeps its heaps in, to share ({@link #UnsatHeaps(Supplier, HashPairs)}). */
    HashPairs set() {
        return known;
    }

    /**
     * Whether the input heap is known to have no completion: whatever the values, or with values that satisfy the
     * current path condition.
     */
    boolean known(InputHeap heap) {
        List<Expr> pc = conditions.get();
        key.of(heap, !pc.isEmpty());
        return knownKey(pc);
    }

    /** {@link #known} of the last key made, under the path condition pc (its variables placed unless pc is empty). */
    private boolean knownKey(List<Expr> pc) {
        if (key.unkeyable) {
            return false;
        }
        Key alone = new Key(key.a, key.b);
        if (known.contains(alone.a, alone.b)) {
            return true;
        }
        if (pc.isEmpty()) {
            return false;
        }
        Key with = withConditions(alone, pc);
        return with != null && known.contains(with.a, with.b);
    }

    /**
     * @effects known' = known + the input heap with the current path condition (none: any values), when each of the
     *          condition's variables is a primitive field of the heap; else nothing
     */
    void add(InputHeap heap) {
        if (known.size() >= LIMIT) {
            known.clear();
        }
        List<Expr> pc = conditions.get();
        key.of(heap, !pc.isEmpty());
        if (key.unkeyable) {
            return;
        }
        Key k = new Key(key.a, key.b);
        if (!pc.isEmpty()) {
            k = withConditions(k, pc);
        }
        if (k != null) {
            known.add(k.a, k.b);
        }
    }

    /**
     * The heap's key with the conditions mixed in, each variable named by its place in the heap (the object's number
     * in the key's walk, the field), so that an isomorphic heap with the same conditions on the corresponding fields
     * has the same key; null when a condition mentions a variable that is no field of the heap.
     */
    private Key withConditions(Key heapKey, List<Expr> pc) {
        if (!place.fill(key.placedVar, key.placedAt, key.placed)) {
            return null; // two fields with one variable: an equality the key would not show
        }
        long a = heapKey.a;
        long b = heapKey.b;
        for (Expr e : pc) {
            long h = hash(e);
            if (h == UNPLACED) {
                return null;
            }
            a = mix(a, (int) h ^ (int) (h >>> 32));
            b = mix2(b, (int) (h >>> 17) ^ (int) h);
        }
        return new Key(a, b);
    }

    private static final long UNPLACED = 0x5EEDL;

    /**
     * A hash of the expression with variables as their places, or UNPLACED; each distinct subterm hashed once
     * ({@link Dags.Fold}).
     */
    private long hash(Expr e) {
        return new Dags.Fold<Long>() {
            @Override
            protected Long compute(Expr e) {
                if (e instanceof Var v) {
                    int p = place.get(v);
                    return p < 0 ? UNPLACED : mix(17, p);
                }
                if (e instanceof Const c) {
                    return mix(mix(23, (int) c.value() ^ (int) (c.value() >>> 32)), c.type().ordinal());
                }
                if (e instanceof Compare c) {
                    return combine(31 + c.op().ordinal(), of(c.left()), of(c.right()));
                }
                if (e instanceof Binary x) {
                    return combine(47 + x.op().ordinal(), of(x.left()), of(x.right()));
                }
                if (e instanceof Unary u) {
                    return combine(71 + u.op().ordinal(), of(u.operand()), 0);
                }
                if (e instanceof Not n) {
                    return combine(83, of(n.operand()), 0);
                }
                if (e instanceof Ite i) {
                    return combine(97, of(i.cond()), combine(89, of(i.then()), of(i.otherwise())));
                }
                return UNPLACED; // strings and floating point: not recorded
            }
        }.apply(e);
    }

    /** Variables' places by variable id: open addressing, emptied by a new generation rather than by clearing. */
    private static final class Places {

        private int[] id = new int[256];
        private int[] at = new int[256];
        private int[] generation = new int[256];
        private int current;

        /** @return false when a variable occurs twice */
        boolean fill(Var[] vars, int[] places, int n) {
            if (2 * n > id.length) {
                int size = Integer.highestOneBit(4 * n);
                id = new int[size];
                at = new int[size];
                generation = new int[size];
                current = 0;
            }
            current++;
            int mask = id.length - 1;
            for (int k = 0; k < n; k++) {
                int v = vars[k].id();
                int i = mix32(v) & mask;
                while (generation[i] == current) {
                    if (id[i] == v) {
                        return false;
                    }
                    i = (i + 1) & mask;
                }
                generation[i] = current;
                id[i] = v;
                at[i] = places[k];
            }
            return true;
        }

        /** The place of v, or -1. */
        int get(Var v) {
            int mask = id.length - 1;
            for (int i = mix32(v.id()) & mask; generation[i] == current; i = (i + 1) & mask) {
                if (id[i] == v.id()) {
                    return at[i];
                }
            }
            return -1;
        }

        private static int mix32(int x) {
            x *= 0x9E3779B1;
            return x ^ (x >>> 15);
        }
    }

    private static long combine(int tag, long x, long y) {
        if (x == UNPLACED || y == UNPLACED) {
            return UNPLACED;
        }
        long h = mix(mix(tag, (int) x ^ (int) (x >>> 32)), (int) y ^ (int) (y >>> 32));
        return h == UNPLACED ? h + 1 : h;
    }

    /** Candidates dropped because they made a known heap. */
    long hits() {
        return hits;
    }

    @Override
    public boolean holds(LazyChoice choice) {
        List<Expr> pc = conditions.get();
        key.of(choice, !pc.isEmpty()); // from the key of the choice's site where the candidate renumbers nothing
        if (knownKey(pc)) {
            hits++;
            return false;
        }
        return true;
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
