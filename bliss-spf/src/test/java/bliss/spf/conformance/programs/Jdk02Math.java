package bliss.spf.conformance.programs;

/** Math: integer helpers (exact arithmetic, floorMod/floorDiv, abs of MIN_VALUE) and floating functions. */
public class Jdk02Math {
    static String run(int x) {
        String r = Math.max(x, 3) + " " + Math.min(x, -x) + " " + Math.abs(x) + " " + Math.abs(Integer.MIN_VALUE) + " "
                + Math.floorMod(x, 3) + " " + Math.floorDiv(x, 3) + " " + (x % 3) + " " + (x / 3) + " "
                + Math.floorMod(-7L, 2L) + " " + Math.sqrt(Math.abs(x)) + " " + Math.pow(2, x % 10) + " "
                + Math.round(x / 3.0) + " " + Math.floor(-x / 2.0) + " " + Math.ceil(x / 2.0) + " "
                + Math.max(x / 2.0, 0.25) + " " + Math.abs(-x * 0.5);
        return r + " " + Math.addExact(x, Integer.MAX_VALUE - 5) + " " + Math.multiplyExact(x, x);
    }
}
