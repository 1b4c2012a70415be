package bliss.korat;

import java.util.ArrayList;
import java.util.List;

/**
 * Finitization hints for the bundled subjects, as a Korat user writes a finitization per class: each hint only drops
 * candidates that no valid structure needs, so the counts are exactly those of the default finitization, reached far
 * sooner.
 * <ul>
 *   <li>Keys are only compared with one another by every subject's repOK, so they are {@linkplain
 *       Enumerator#withOrderedField ordered fields}.</li>
 *   <li>An AVL tree of k nodes is at most as high as the sparsest AVL tree with k nodes allows (the minimal sizes
 *       1, 2, 4, 7, 12, 20, ... of AVL trees of heights 0, 1, 2, ...).</li>
 *   <li>A binomial heap of k nodes has no degree above log2(k).</li>
 * </ul>
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
