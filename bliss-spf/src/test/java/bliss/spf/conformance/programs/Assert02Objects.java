package bliss.spf.conformance.programs;

/** AssertionError details of other types: objects (their toString), numbers, booleans, chars. */
public class Assert02Objects {
    record Info(int v) {}
    static String run(int x) {
        try {
            switch (Math.floorMod(x, 4)) {
                case 0 -> { assert false : new Info(x); }
                case 1 -> { assert false : x * 1.5; }
                case 2 -> { assert false : 'c'; }
                default -> { assert false : x > 0; }
            }
            return "no assertion";
        } catch (AssertionError e) {
            return "assertion " + e.getMessage();
        }
    }
}
