package bliss.spf.conformance.programs;

/** Interface default, static and private methods; a class overriding a default; super calls to a default. */
public class Iface01Defaults {
    interface Greeter {
        String name();
        default String greet() { return prefix() + name(); }
        private String prefix() { return "Hello, "; }
        static Greeter of(String n) { return () -> n; }
    }
    interface Loud extends Greeter {
        @Override default String greet() { return Greeter.super.greet().toUpperCase() + "!"; }
    }
    static class Formal implements Greeter {
        public String name() { return "Sir"; }
        @Override public String greet() { return "Good day, " + name() + " (" + Greeter.super.greet() + ")"; }
    }
    static String run(int x) {
        Greeter g = Greeter.of("n" + x);
        Loud l = () -> "loud" + x;
        return g.greet() + " | " + l.greet() + " | " + new Formal().greet();
    }
}
