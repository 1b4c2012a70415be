package values.boundkeys;

import bliss.symbolic.Symbolic;

/**
 * Two generic keys in the header whose repOK wants them different ({@code Objects.equals}), the driver binding
 * {@code K} to Integer, so that each is null or a box: two nulls are no input.
 *
 * <p>By hand, at scope 1 (no nodes): a null then b null (no input), or b a box (1); a a box (2), b unread: 2 paths.
 * Before the fix every technique kept the two nulls: the precondition, SymSolve and LISSA-M took the keys for the
 * layout's ints and never judged the decided null.
 */
public class DistinctPair<K> {

    K a;
    K b;

    public boolean repOK() {
        return !java.util.Objects.equals(a, b);
    }

    public int which() {
        if (a == null) {
            return b == null ? 0 : 1;
        }
        return 2;
    }

    public static void driver() {
        Symbolic.typeArgument("K", Integer.class);
        DistinctPair<Integer> x = Symbolic.object("X", new DistinctPair<>());
        System.out.println(x.which());
    }
}
