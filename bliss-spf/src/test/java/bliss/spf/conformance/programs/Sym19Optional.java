package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: Optional's map and filter with lambdas on a symbolic value. */
public class Sym19Optional {
    static String run(int x) {
        java.util.Optional<Integer> o = x > 2 ? java.util.Optional.of(x) : java.util.Optional.empty();
        return o.map(v -> v * 2).filter(v -> v < 10).map(v -> "ok " + v).orElse("none");
    }

    static final int LO = 0, HI = 8;
    /** 3: x > 2 forks; if so, 2x < 10 forks */
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
