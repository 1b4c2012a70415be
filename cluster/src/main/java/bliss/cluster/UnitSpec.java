package bliss.cluster;

import bliss.spf.explore.Subtree;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link Subtree} as it travels between nodes: a choice-vector prefix and the alternatives {@code [from, to)} of
 * the choice point it leads to ({@code from == -1}: everything under the prefix).
 */
record UnitSpec(int[] prefix, int from, int to) implements Serializable {

    static UnitSpec of(Subtree s) {
        return new UnitSpec(s.prefix(), s.from(), s.to());
    }

    static List<Subtree> subtrees(List<UnitSpec> specs) {
        return specs.stream().map(UnitSpec::subtree).toList();
    }

    Subtree subtree() {
        return new Subtree(prefix, from, to);
    }

    /**
     * Whether the paths of {@code other} lie within this subtree (its prefix passes through this subtree's resumed
     * choice point at one of its alternatives, or lies under this prefix when this subtree resumes none).
     */
    boolean contains(UnitSpec other) {
        if (other.prefix.length < prefix.length || !Arrays.equals(prefix, 0, prefix.length, other.prefix, 0,
                prefix.length)) {
            return false;
        }
        if (from < 0) {
            return true;
        }
        if (other.prefix.length == prefix.length) {
            return other.from >= from && other.to <= to;
        }
        int at = other.prefix[prefix.length];
        return at >= from && at < to;
    }

    /** Bytes on the wire, about: the prefix's ints and the two bounds. */
    int size() {
        return 4 * prefix.length + 12;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UnitSpec u && Arrays.equals(prefix, u.prefix) && from == u.from && to == u.to;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(prefix) + 7 * from + to;
    }

    @Override
    public String toString() {
        return subtree().toString();
    }
}
