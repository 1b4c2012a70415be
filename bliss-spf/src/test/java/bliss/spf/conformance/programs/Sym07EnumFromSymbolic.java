package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: an enum constant chosen by a symbolic index into values(), then a switch expression on it. */
public class Sym07EnumFromSymbolic {
    enum Color { RED, GREEN, BLUE }
    static String run(int x) {
        Color c = Color.values()[x];
        return c + " " + switch (c) { case RED -> "warm"; case GREEN, BLUE -> "cool"; };
    }

    static final int LO = 0, HI = 2;
    /** 3: one per index (the switch on the chosen constant is concrete) */
    static final int PATHS = 3;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        try {
            System.out.println(run(x));
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }
}
