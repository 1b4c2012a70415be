package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** A signed comparison of two INT or two LONG expressions: a path-condition atom. */
public record Compare(Op op, Expr left, Expr right) implements Expr {

    public enum Op {
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

        public final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        /** The comparison that holds exactly when this one does not. */
        public Op negate() {
            return switch (this) {
                case EQ -> NE;
                case NE -> EQ;
                case LT -> GE;
                case LE -> GT;
                case GT -> LE;
                case GE -> LT;
            };
        }

        /** The comparison with operands swapped: {@code a < b} iff {@code b > a}. */
        public Op flip() {
            return switch (this) {
                case EQ, NE -> this;
                case LT -> GT;
                case LE -> GE;
                case GT -> LT;
                case GE -> LE;
            };
        }

        public boolean test(long a, long b) {
            return switch (this) {
                case EQ -> a == b;
                case NE -> a != b;
                case LT -> a < b;
                case LE -> a <= b;
                case GT -> a > b;
                case GE -> a >= b;
            };
        }
    }

    public Compare {
        if (left.type() != right.type() || left.type() == Type.BOOL || left.type() == Type.STRING) {
            throw new IllegalArgumentException("comparison of " + left.type() + " and " + right.type());
        }
    }

    @Override
    public Type type() {
        return Type.BOOL;
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return Dags.eval(this, env);
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Compare x && Dags.equal(this, x);
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
        out.add(left).add(" " + op.symbol + " ").add(right);
    }
}
