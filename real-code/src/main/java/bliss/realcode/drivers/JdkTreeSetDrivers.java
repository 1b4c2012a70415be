package bliss.realcode.drivers;

import bliss.realcode.jdk.TreeSet;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.TreeSet}, copied as {@link TreeSet} over the {@code TreeMap} copy: Integer
 * elements. The set's map (its field {@code m}, declared {@code NavigableMap}) and the map's entries are nodes of the
 * input structure (docs/engine.md, "interface-typed fields"). The map's values are objects, not ints by the layout's
 * key convention ({@code Symbolic.typeArgument("V", Object.class)}), so that they can be the set's static
 * {@code PRESENT}, which repOK requires and {@code remove} compares with.
 */
public final class JdkTreeSetDrivers {

    private JdkTreeSetDrivers() {
    }

    private static TreeSet<Integer> receiver() {
        Symbolic.typeArgument("V", Object.class);
        Symbolic.fieldClasses("comparator"); // the map's: natural ordering, null or an object already there
        return Symbolic.object("X", new TreeSet<Integer>());
    }

    public static void contains() {
        TreeSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.contains(e));
    }

    public static void add() {
        TreeSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void remove() {
        TreeSet<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove(e));
    }

    public static void pollFirst() {
        TreeSet<Integer> x = receiver();
        call(x::pollFirst);
    }

    public static void first() {
        TreeSet<Integer> x = receiver();
        call(x::first);
    }
}
