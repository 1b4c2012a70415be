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
