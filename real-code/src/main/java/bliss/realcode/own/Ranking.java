package bliss.realcode.own;

import java.math.RoundingMode;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A class of our own whose nodes hold values outside the layout: a singly linked list of entries, each with an int
 * score, a boxed {@code Integer} bonus (null or a number), a JDK enum ({@link RoundingMode}, null or a constant),
 * and the list's order a {@link Comparator} field whose implementations are the analysed package's ({@link ByScore},
 * {@link ByScoreDescending}). repOK reads references and ints only.
 */
public class Ranking {

    /** An entry of the ranking. */
    public static final class Entry {
        int score;
        Integer bonus;
        RoundingMode rounding;
        Entry next;
    }

    Entry first;
    int size;
    Comparator<Entry> order;

    /** The entries from first are a null-ended chain (no entry twice) of {@code size} entries. */
    public boolean repOK() {
        Map<Entry, Boolean> seen = new IdentityHashMap<>();
        int n = 0;
        for (Entry e = first; e != null; e = e.next) {
            if (seen.put(e, Boolean.TRUE) != null) {
                return false;
            }
            n++;
        }
        return n == size;
    }

    /** The score of the greatest entry by the order (the first of equals); -1 without entries. */
    public int best() {
        if (first == null) {
            return -1;
        }
        Entry best = first;
        for (Entry e = first.next; e != null; e = e.next) {
            if (order.compare(e, best) > 0) {
                best = e;
            }
        }
        return best.score;
    }

    /** The sum of the bonuses, a missing one counting 0. */
    public int totalBonus() {
        int total = 0;
        for (Entry e = first; e != null; e = e.next) {
            if (e.bonus != null) {
                total += e.bonus;
            }
        }
        return total;
    }

    /**
     * The first entry's weight by its rounding mode: 1 for UP, 2 for DOWN, 3 for the others; 0 without entries
     * (NullPointerException without a mode).
     */
    public int firstWeight() {
        if (first == null) {
            return 0;
        }
        switch (first.rounding) {
            case UP:
                return 1;
            case DOWN:
                return 2;
            default:
                return 3;
        }
    }
}
