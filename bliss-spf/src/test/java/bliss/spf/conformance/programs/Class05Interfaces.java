package bliss.spf.conformance.programs;

/** Objects used through several interfaces; instanceof on interfaces; getClass().getName() of nested classes. */
public class Class05Interfaces {
    interface Named { String name(); }
    interface Aged { int age(); default boolean adult() { return age() >= 18; } }
    static final class Person implements Named, Aged, Comparable<Person> {
        final String n; final int a;
        Person(String n, int a) { this.n = n; this.a = a; }
        public String name() { return n; }
        public int age() { return a; }
        public int compareTo(Person o) { return Integer.compare(a, o.a); }
    }
    static String run(int x) {
        Object p = new Person("p" + x, x * 7);
        Named n = (Named) p;
        Aged a = (Aged) p;
        return n.name() + " " + a.age() + " " + a.adult() + " " + (p instanceof Comparable) + " "
                + p.getClass().getName() + " " + p.getClass().getSimpleName() + " " + Named.class.isInstance(p) + " "
                + Aged.class.getName();
    }
}
