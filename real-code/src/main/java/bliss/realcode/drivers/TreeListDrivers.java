package bliss.realcode.drivers;

import bliss.realcode.commons.TreeList;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of Commons Collections 4.4's {@code TreeList} (an AVL tree threaded through its leaves). */
public final class TreeListDrivers {

    private TreeListDrivers() {
    }

    private static TreeList<Integer> receiver() {
        return Symbolic.object("X", new TreeList<Integer>());
    }

    public static void add() {
        TreeList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void get() {
        TreeList<Integer> x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.get(i));
    }

    public static void removeIndex() {
        TreeList<Integer> x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.remove(i));
    }

    public static void indexOf() {
        TreeList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.indexOf(e));
    }
}
