package bliss.spf.conformance.programs;

/** tableswitch and lookupswitch on ints, fall-through, negative and sparse keys. */
public class Switch01Int {
    static String dense(int v) {
        switch (v) {
            case 0: return "zero";
            case 1: return "one";
            case 2:
            case 3: return "few";
            case 4: return "four";
            default: return "many";
        }
    }
    static int sparse(int v) {
        int r = 0;
        switch (v) {
            case -100: r += 1;
            case 5: r += 10; break;
            case 1000: r += 100; break;
            case Integer.MIN_VALUE: r = -1; break;
            default: r = 7;
        }
        return r;
    }
    static String run(int x) {
        return dense(x) + " " + sparse(x) + " " + sparse(-100) + " " + sparse(x * 200);
    }
}
