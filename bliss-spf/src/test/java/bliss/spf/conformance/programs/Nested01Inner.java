package bliss.spf.conformance.programs;

/** Inner classes reading and writing the outer instance's fields; inner class of an inner class. */
public class Nested01Inner {
    private int count;
    private final String name;
    Nested01Inner(String name) { this.name = name; }
    class Counter {
        int step;
        Counter(int step) { this.step = step; }
        void tick() { count += step; }
        class Report {
            String text() { return name + ":" + count + "/" + step; }
        }
    }
    static String run(int x) {
        Nested01Inner outer = new Nested01Inner("o" + x);
        Nested01Inner.Counter c = outer.new Counter(x);
        c.tick();
        c.tick();
        Nested01Inner.Counter.Report r = c.new Report();
        return r.text() + " " + outer.count;
    }
}
