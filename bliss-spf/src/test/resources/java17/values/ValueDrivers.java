package values;

import bliss.symbolic.Symbolic;

/** Drivers: a symbolic receiver, the method's result printed (the engine's console keeps it per path). */
public final class ValueDrivers {

    private ValueDrivers() {
    }

    public static void counts() {
        System.out.println(Symbolic.object("X", new Inventory()).counts());
    }

    public static void fragility() {
        System.out.println(Symbolic.object("X", new Inventory()).fragility());
    }

    public static void roundings() {
        System.out.println(Symbolic.object("X", new Inventory()).roundings());
    }

    public static void weights() {
        System.out.println(Symbolic.object("X", new Inventory()).weights());
    }
}
