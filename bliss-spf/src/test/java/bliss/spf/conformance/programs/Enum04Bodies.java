package bliss.spf.conformance.programs;

/** Constants with bodies (each its own class), abstract methods, getDeclaringClass vs getClass. */
public class Enum04Bodies {
    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override public String toString() { return "times"; }
        };
        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
    }
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        for (Op op : Op.values()) {
            sb.append(op).append(op.symbol).append(op.apply(x, 3)).append(' ');
        }
        Op t = Op.TIMES;
        return sb + " " + (t.getDeclaringClass() == Op.class) + " " + (t.getClass() == Op.class) + " " + t.name()
                + " " + Op.valueOf("MINUS").apply(x, x);
    }
}
