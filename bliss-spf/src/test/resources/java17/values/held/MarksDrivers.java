package values.held;

import bliss.symbolic.Symbolic;

/** The entries' values are objects, not ints by the layout's key convention: PRESENT among them. */
public final class MarksDrivers {

    private MarksDrivers() {
    }

    public static void removeFirst() {
        Symbolic.typeArgument("V", Object.class);
        Marks<Integer> x = Symbolic.object("X", new Marks<Integer>());
        x.removeFirst();
    }
}
