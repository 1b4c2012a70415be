package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a symbolic Integer key in a TreeMap (the JDK's own code): compareTo decides where it goes. */
public class Sym16TreeMapKeys {
    static String run(int x) {
        java.util.TreeMap<Integer, String> m = new java.util.TreeMap<>();
        m.put(3, "three");
        m.put(x, "x");
        return m.firstKey() + " " + m.size() + " " + m.get(3);
    }

    static final int LO = 0, HI = 6;
    /** 3: compare(x, 3) is negative, zero (the value is replaced) or positive */
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
