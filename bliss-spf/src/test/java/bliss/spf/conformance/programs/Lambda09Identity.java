package bliss.spf.conformance.programs;

import java.util.function.Supplier;

/** Non-capturing lambdas evaluate to the same object each time (as the JDK links them); capturing ones do not. */
public class Lambda09Identity {
    static Supplier<String> constant() { return () -> "c"; }
    static Supplier<String> capturing(int k) { return () -> "c" + k; }
    static String run(int x) {
        return (constant() == constant()) + " " + (capturing(x) == capturing(x)) + " " + constant().get()
                + capturing(x).get() + " " + (constant() instanceof Supplier);
    }
}
