package values.jdkstate;

import bliss.symbolic.Symbolic;

/** A node holding a value of a type variable, which a driver binds to a JDK collection (refused) or a box. */
public class Holder<T> {

    static final class Node<T> {
        T item;
        Node<T> next;
    }

    Node<T> first;

    public boolean repOK() {
        return first == null || first.next != first;
    }

    public boolean holdsNull() {
        return first != null && first.item == null;
    }

    public static void mapDriver() {
        Symbolic.typeArgument("T", java.util.TreeMap.class);
        Holder<?> x = Symbolic.object("X", new Holder<>());
        System.out.println(x.holdsNull());
    }

    public static void boxDriver() {
        Symbolic.typeArgument("T", Integer.class);
        Holder<?> x = Symbolic.object("X", new Holder<>());
        System.out.println(x.holdsNull());
    }
}
