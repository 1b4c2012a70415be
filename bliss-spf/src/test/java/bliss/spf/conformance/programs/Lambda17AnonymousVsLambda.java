package bliss.spf.conformance.programs;

import java.util.function.IntSupplier;

/** An anonymous class and a lambda for the same interface; `this` means different things in each. */
public class Lambda17AnonymousVsLambda {
    int field = 10;
    String who() { return "outer"; }
    String run2(int x) {
        IntSupplier anon = new IntSupplier() {
            int field = 20;
            @Override public int getAsInt() { return field + x; }
            @Override public String toString() { return "anon"; }
        };
        IntSupplier lambda = () -> field + x;
        java.util.function.Supplier<String> w = this::who;
        return anon.getAsInt() + " " + lambda.getAsInt() + " " + anon + " " + w.get();
    }
    static String run(int x) {
        return new Lambda17AnonymousVsLambda().run2(x);
    }
}
