package values.boundkeys;

import bliss.symbolic.Symbolic;

/**
 * A node whose generic key repOK wants non-null, the driver binding {@code K} to Integer.
 *
 * <p>By hand, at scope 1: no node (3); a node whose key is a box (2; its other key unread): 2 paths. A null key
 * is no input.
 */
public class KeyedNode<K> {

    static final class Node<K> {
        K a;
        K b;
    }

    Node<K> first;

    public boolean repOK() {
        return first == null || first.a != null;
    }

    public int which() {
        if (first == null) {
            return 3;
        }
        if (first.a == null) {
            return first.b == null ? 0 : 1;
        }
        return 2;
    }

    public static void driver() {
        Symbolic.typeArgument("K", Integer.class);
        KeyedNode<Integer> x = Symbolic.object("X", new KeyedNode<>());
        System.out.println(x.which());
    }
}
