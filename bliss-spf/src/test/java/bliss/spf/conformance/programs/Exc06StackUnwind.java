package bliss.spf.conformance.programs;

/** Exceptions unwinding through several frames, caught in the middle, rethrown with a new type. */
public class Exc06StackUnwind {
    static int depth(int n) {
        if (n == 0) throw new ArithmeticException("bottom");
        return 1 + depth(n - 1);
    }
    static int middle(int n) {
        try {
            return depth(n);
        } catch (ArithmeticException e) {
            throw new IllegalStateException("middle saw " + e.getMessage() + " at " + n, e);
        }
    }
    static String run(int x) {
        try {
            return "" + middle(Math.abs(x) % 6);
        } catch (IllegalStateException e) {
            return e.getMessage() + " cause " + e.getCause().getClass().getSimpleName();
        }
    }
}
