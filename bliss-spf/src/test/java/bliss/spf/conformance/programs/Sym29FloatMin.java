package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: Math.min of a float computed from x and a constant, as a hash table's threshold takes it. */
public class Sym29FloatMin {
    static String run(int x) {
        float f = x / 2.0f;
        return Math.min(f, 1.0f) == f ? "f" : "one";
    }

    static final int LO = -3, HI = 5;
    /**
     * 3: min's model asks whether f is NaN (never: x / 2.0f of an int), whether both are zeros (f == 0, x = 0, a path
     * of its own, where f is the smaller as 0.0f <= 1.0f), then f <= 1.0f (x = -3..-1, 1, 2) or not (x = 3..5).
     */
    static final int PATHS = 3;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
