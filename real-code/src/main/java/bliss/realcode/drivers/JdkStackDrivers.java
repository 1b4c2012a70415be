package bliss.realcode.drivers;

import bliss.realcode.jdk.Stack;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.Stack}, copied as {@link Stack} over the copy of its superclass
 * {@code Vector} (whose repOK it inherits): Integer elements.
 */
public final class JdkStackDrivers {

    private JdkStackDrivers() {
    }

    /** The receiver; Vector's {@code Object[] elementData} holds Integers, as a {@code Stack<Integer>}'s does. */
    private static Stack<Integer> receiver() {
        Symbolic.fieldClasses("elementData", Integer.class);
        return Symbolic.object("X", new Stack<Integer>());
    }

    public static void push() {
        Stack<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.push(e));
    }

    public static void pop() {
        Stack<Integer> x = receiver();
        call(x::pop);
    }

    public static void search() {
        Stack<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.search(e));
    }
}
