package bliss.experiments;

import java.util.TreeSet;
import java.util.Locale;
import java.util.Set;

/**
 * The paper's speedup at one scope: LI's time over the best time of BLI, RBLI, BLISS and BLISSDB (§V-B).
 * When LI ran out of memory and another technique finished, the speedup is infinite; when LI timed out, the time
 * limit over the best time is a lower bound, printed with one '>' at the scope of the timeout and one more for
 * each scope after it (Table IV).
 *
 * @param ratio      LI over the best other technique (for a lower bound: LI's time limit over it)
 * @param kind       finite, infinite or a lower bound
 * @param boundDepth for a lower bound, 1 at the scope where LI timed out, +1 per scope after it
 * @param fastest    the techniques whose time is within {@link #TIE} of the fastest (LI included)
 */
public record Speedup(double ratio, Kind kind, int boundDepth, Set<Technique> fastest) {

    /** Times within 2% of each other count as a tie, as the paper's mm:ss rounding makes them. */
    public static final double TIE = 0.02;

    public enum Kind { FINITE, INFINITE, LOWER_BOUND }

    public Speedup {
        fastest = Set.copyOf(fastest.isEmpty() ? new TreeSet<>() : new TreeSet<>(fastest));
    }

    /** As the paper prints it: {@code 188X}, {@code 2,920X}, {@code 0.5X}, {@code ∞}, {@code >36,000X}. */
    public String format() {
        return switch (kind) {
            case INFINITE -> "∞";
            case FINITE -> number(ratio) + "X";
            case LOWER_BOUND -> ">".repeat(boundDepth) + number(ratio) + "X";
        };
    }

    /** The paper truncates: 1.77 is printed 1X (Table I, TreeSet.remove); below 1 it keeps one decimal. */
    static String number(double r) {
        if (r >= 1) {
            return String.format(Locale.ROOT, "%,d", (long) Math.floor(r));
        }
        return String.format(Locale.ROOT, "%.1f", Math.floor(r * 10) / 10);
    }
}
