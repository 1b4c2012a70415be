package bliss.spf.conformance.programs;

/** Enums implementing an interface, and an enum used as a singleton with state. */
public class Enum09Interface {
    interface Describable { String describe(); }
    enum Size implements Describable {
        S, M, L;
        public String describe() { return name().toLowerCase() + ordinal(); }
    }
    enum Counter {
        INSTANCE;
        private int count;
        int next() { return ++count; }
    }
    static String run(int x) {
        Describable d = Size.values()[Math.floorMod(x, 3)];
        Counter.INSTANCE.next();
        return d.describe() + " " + Counter.INSTANCE.next() + " " + (d instanceof Size) + " " + (d instanceof Enum);
    }
}
