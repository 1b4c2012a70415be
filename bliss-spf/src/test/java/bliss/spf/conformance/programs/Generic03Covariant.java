package bliss.spf.conformance.programs;

/** Covariant return types (bridges from the subclass), overloading resolved at compile time, super calls. */
public class Generic03Covariant {
    static class Animal {
        Animal self() { return this; }
        String kind() { return "animal"; }
        String greet(Object o) { return "object"; }
        String greet(String s) { return "string " + s; }
    }
    static class Bird extends Animal {
        @Override Bird self() { return this; }
        @Override String kind() { return "bird/" + super.kind(); }
        String fly() { return "flies"; }
    }
    static String run(int x) {
        Animal a = x > 0 ? new Bird() : new Animal();
        Object o = "str";
        String fly = a instanceof Bird b ? b.self().fly() : "walks";
        return a.self().kind() + " " + a.greet(o) + " " + a.greet("s" + x) + " " + fly;
    }
}
