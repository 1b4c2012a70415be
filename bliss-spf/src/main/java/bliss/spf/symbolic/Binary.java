package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** A Java arithmetic or bitwise operation on two INT or two LONG operands (a shift count is always INT). */
public record Binary(Op op, Expr left, Expr right) implements Expr {

    /** The JVM's binary operators (iadd/ladd, ..., iushr/lushr). */
    public enum Op {
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), REM("%"), AND("&"), OR("|"), XOR("^"), SHL("<<"), SHR(">>"),
        USHR(">>>");

        public final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        public boolean isShift() {
            return this == SHL || this == SHR || this == USHR;
        }
    }

    public Binary {
        if (left.type() == Type.BOOL || right.type() == Type.BOOL) {
            throw new IllegalArgumentException("arithmetic on a condition: " + op);
        }
        if (!op.isShift() && left.type() != right.type()) {
            throw new IllegalArgumentException("mixed operand types for " + op + ": " + left.type() + ", "
                    + right.type());
        }
        if (op.isShift() && right.type() != Type.INT) {
            throw new IllegalArgumentException("shift count must be INT");
        }
    }

    @Override
    public Type type() {
        return left.type();
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return Dags.eval(this, env);
    }

    /** Java semantics of {@code op} on concrete values of {@code type} (INT results are sign-extended). */
    public static long apply(Op op, Type type, long a, long b) {
        if (type == Type.INT) {
            int x = (int) a;
            int y = (int) b;
            return switch (op) {
                case ADD -> x + y;
                case SUB -> x - y;
                case MUL -> x * y;
                case DIV -> x / y;
                case REM -> x % y;
                case AND -> x & y;
                case OR -> x | y;
                case XOR -> x ^ y;
                case SHL -> x << y;
                case SHR -> x >> y;
                case USHR -> x >>> y;
            };
        }
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            case REM -> a % b;
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case SHL -> a << (int) b;
            case SHR -> a >> (int) b;
            case USHR -> a >>> (int) b;
        };
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Binary x && Dags.equal(this, x);
    }

    @Override
    public int hashCode() {
        return Dags.hash(this);
    }

    @Override
    public String toString() {
        return Dags.text(this);
    }

    /** @effects writes this expression's text to out ({@link Dags#text}) */
    void write(Dags.Text out) {
        out.add("(").add(left).add(" " + op.symbol + " ").add(right).add(")");
    }
}
