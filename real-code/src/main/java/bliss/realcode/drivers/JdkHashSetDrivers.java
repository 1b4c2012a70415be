package bliss.realcode.drivers;

import bliss.realcode.jdk.HashSet;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.HashSet}, copied as {@link HashSet} over the {@code HashMap} copy: Integer
 * elements. The set's map and its nodes are nodes of the input structure; the map's values are objects, not ints by
 * the layout's key convention ({@code Symbolic.typeArgument("V", Object.class)}), so that they can be the set's
 * static {@code PRESENT}, which repOK requires and {@code add} and {@code remove} compare with.
 */
public final class JdkHashSetDrivers {

    private JdkHashSetDrivers() {
    }

    private static HashSet<Integer> receiver() {
        Symbolic.typeArgument("V", Object.class);
        return Symbolic.object("X", new HashSet<Integer>());
    }

    public static void contains() {
        HashSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.contains(e));
    }

    public static void add() {
        HashSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void remove() {
        HashSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove(e));
    }
}
