package bliss.korat;

import java.util.ArrayList;
import java.util.List;

/**
 * Finitization hints for the bundled subjects, as a Korat user writes a finitization per class. Most only drop
 * candidates that no valid structure needs, so the counts are exactly those of the default finitization, reached far
 * sooner.
 * <ul>
 *   <li>Keys (elements, values of a sorted list) are only compared with one another by these subjects' repOK, so
 *       they are {@linkplain Enumerator#withOrderedField ordered fields}.</li>
 *   <li>An AVL tree of k nodes is at most as high as the sparsest AVL tree with k nodes allows (the minimal sizes
 *       1, 2, 4, 7, 12, 20, ... of AVL trees of heights 0, 1, 2, ...).</li>
 *   <li>An AA-tree node of level L roots at least 2^L - 1 nodes (a node above level 1 has two children, and its
 *       left child is one level below it), so k nodes have no level above log2(k + 1).</li>
 *   <li>A binomial heap of k nodes has no degree above log2(k).</li>
 * </ul>
 * Two hints widen a domain rather than narrow one, for fields repOK does not read (so the counts do not change) but
 * the methods branch on, so that brute-force oracles over the domains find an input for every branch.
 * {@code HashMap}: a key goes to bucket {@code key & 15}, so keys and hashes range over 0..16k-1 (as in the LISSA
 * artifact's finitization), which gives every bucket k keys. {@code StrictHashMap}'s repOK does read them (an entry
 * must sit in its key's bucket), and with the default keys 0..k the buckets above k would stay empty: there the
 * same hint makes the counts the true ones, larger than the default finitization's. {@code Schedule}: the methods switch on a job's priority
 * (1, 2, 3, or an exception for anything else), so priorities range over 0..4 (the artifact's finitization has 1..3).
 */
public final class SubjectFinitizations {

    /** An int domain hint. */
    public record Domain(String field, int min, int max) {
        @Override
        public String toString() {
            return field + "=" + min + ".." + max;
        }
    }

    /** The hints for one subject and scope. */
    public record Hints(List<String> ordered, List<Domain> domains) {
        public static final Hints NONE = new Hints(List.of(), List.of());

        public Enumerator applyTo(Enumerator e) {
            ordered.forEach(e::withOrderedField);
            domains.forEach(d -> e.withIntDomain(d.field(), d.min(), d.max()));
            return e;
        }

        public boolean isEmpty() {
            return ordered.isEmpty() && domains.isEmpty();
        }

        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            ordered.forEach(f -> parts.add("ordered " + f));
            domains.forEach(d -> parts.add(d.toString()));
            return String.join(", ", parts);
        }
    }

    private SubjectFinitizations() {
    }

    /** The hints for the bundled subject {@code name} (simple name) at {@code scope}; none for other classes. */
    public static Hints forSubject(String name, int scope) {
        return switch (name) {
            case "TreeSet", "TreeMap", "SearchTree" -> new Hints(List.of("key"), List.of());
            case "AvlTree" -> new Hints(List.of("element"), List.of(new Domain("height", 0, maxAvlHeight(scope))));
            case "BinomialHeap" -> new Hints(List.of("key"), List.of(new Domain("degree", 0, log2(scope))));
            case "BinarySearchTree" -> new Hints(List.of("element"), List.of());
            case "AATree" -> new Hints(List.of("element"), List.of(new Domain("level", 0, log2(scope + 1))));
            case "SortedList" -> new Hints(List.of("value"), List.of());
            case "Schedule" -> new Hints(List.of(), List.of(new Domain("priority", 0, 4)));
            case "HashMap", "StrictHashMap" -> new Hints(List.of(), List.of(new Domain("key", 0, 16 * scope - 1),
                    new Domain("hash", 0, 16 * scope - 1)));
            default -> Hints.NONE;
        };
    }

    /** The largest height of an AVL tree with at most {@code nodes} nodes (a single node has height 0). */
    static int maxAvlHeight(int nodes) {
        int h = 0;
        long smallest = 1;      // fewest nodes of an AVL tree of height h
        long previous = 0;      // ... of height h - 1 (height -1: the empty tree)
        while (true) {
            long next = smallest + previous + 1;
            if (next > nodes) {
                return h;
            }
            previous = smallest;
            smallest = next;
            h++;
        }
    }

    private static int log2(int n) {
        return 31 - Integer.numberOfLeadingZeros(Math.max(1, n));
    }
}
