package bliss.spf.explore;

import java.util.Arrays;

/**
 * A unit of exploration: the paths whose choice vectors start with {@code prefix}, restricted at the choice point the
 * prefix leads to to its alternatives {@code [from, to)} (or, with {@code from == -1}, every path under the prefix).
 * The whole search is {@link #ROOT}. Subtrees are what searchers give away and what parallel or distributed workers
 * take: a worker replays the prefix (deciding nothing, counting nothing: whoever explored those choice points counted
 * them), resumes the choice point, and searches below.
 *
 * @param prefix the alternatives taken at the first choice points, oldest first
 * @param from   the first alternative of the resumed choice point, or -1 when the subtree is everything under prefix
 * @param to     one past its last alternative
 */
public record Subtree(int[] prefix, int from, int to) {

    /** Every path. */
    public static final Subtree ROOT = new Subtree(new int[0], -1, -1);

    public Subtree {
        prefix = prefix.clone();
        if (from < -1 || from >= 0 && to <= from) {
            throw new IllegalArgumentException("bad alternatives [" + from + ", " + to + ")");
        }
    }

    /** The paths whose choice vectors start with {@code choices} (a path's own vector: that path alone). */
    public static Subtree under(int... choices) {
        if (choices.length == 0) {
            return ROOT;
        }
        int last = choices[choices.length - 1];
        return new Subtree(Arrays.copyOf(choices, choices.length - 1), last, last + 1);
    }

    @Override
    public int[] prefix() {
        return prefix.clone();
    }

    int prefixLength() {
        return prefix.length;
    }

    int prefixAt(int i) {
        return prefix[i];
    }

    /** Whether a choice point is resumed at the end of the prefix. */
    boolean resumes() {
        return from >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Subtree s && Arrays.equals(prefix, s.prefix) && from == s.from && to == s.to;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(prefix) + 7 * from + to;
    }

    @Override
    public String toString() {
        return Arrays.toString(prefix) + (resumes() ? " [" + from + "," + to + ")" : "");
    }
}
