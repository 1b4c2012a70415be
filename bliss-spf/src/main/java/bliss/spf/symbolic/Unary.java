package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** Negation and the JVM's integral conversions (ineg/lneg, i2l, l2i, i2b, i2s, i2c). */
public record Unary(Op op, Expr operand) implements Expr {

    public enum Op {
        NEG, I2L, L2I, I2B, I2S, I2C,
        /**
         * The IEEE bit pattern of a float or double as an int or long ({@code Float.floatToRawIntBits},
         * {@code Double.doubleToRawLongBits}): the value itself, which the interpreter holds as its bits.
         */
        BITS,
        /** A float or double of an int's or long's bits ({@code Float.intBitsToFloat}, {@code Double.longBitsToDouble}). */
        FROM_BITS
    }

    public Unary {
        Type expected = switch (op) {
            case NEG -> operand.type();
            case L2I -> Type.LONG;
            case BITS -> operand.type() == Type.DOUBLE ? Type.DOUBLE : Type.FLOAT;
            case FROM_BITS -> operand.type() == Type.LONG ? Type.LONG : Type.INT;
            default -> Type.INT;
        };
        if (operand.type() != expected || operand.type() == Type.BOOL) {
            throw new IllegalArgumentException(op + " on " + operand.type());
        }
    }

    @Override
    public Type type() {
        return switch (op) {
            case NEG -> operand.type();
            case I2L -> Type.LONG;
            case BITS -> operand.type() == Type.DOUBLE ? Type.LONG : Type.INT;
            case FROM_BITS -> operand.type() == Type.LONG ? Type.DOUBLE : Type.FLOAT;
            default -> Type.INT;
        };
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return Dags.eval(this, env);
    }

    /** Java semantics of {@code op} on a concrete value. */
    public static long apply(Op op, Type operandType, long v) {
        return switch (op) {
            case NEG -> operandType == Type.INT ? -(int) v : -v;
            case I2L -> (int) v;
            case L2I -> (int) v;
            case I2B -> (byte) v;
            case I2S -> (short) v;
            case I2C -> (char) v;
            case BITS, FROM_BITS -> v;
        };
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Unary x && Dags.equal(this, x);
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
        if (op == Op.NEG) {
            out.add("-").add(operand);
        } else {
            out.add(op.name().toLowerCase() + "(").add(operand).add(")");
        }
    }
}
