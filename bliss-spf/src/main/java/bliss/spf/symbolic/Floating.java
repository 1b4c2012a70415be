package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/**
 * The JVM's floating-point instructions on symbolic operands: float and double arithmetic (IEEE 754 binary32 and
 * binary64, round to nearest even), negation, the comparisons {@code fcmpl}/{@code fcmpg}/{@code dcmpl}/{@code dcmpg}
 * (an INT -1, 0 or 1; NaN gives -1 or 1 as the instruction says) and the conversions between int, long, float and
 * double (to an integer: toward zero, NaN to 0, saturating at the type's bounds, JLS 5.1.3). A FLOAT or DOUBLE value
 * is its IEEE bit pattern ({@code Float.floatToRawIntBits}, sign-extended, or {@code Double.doubleToRawLongBits}),
 * as the interpreter holds it. {@code right} is null for a negation or a conversion.
 */
public record Floating(Op op, Expr left, Expr right) implements Expr {

    public enum Op {
        FADD, FSUB, FMUL, FDIV, FREM, FNEG, DADD, DSUB, DMUL, DDIV, DREM, DNEG,
        FCMPL, FCMPG, DCMPL, DCMPG,
        I2F, I2D, L2F, L2D, F2I, F2L, F2D, D2I, D2L, D2F;

        /** The type of the result. */
        public Type result() {
            return switch (this) {
                case FADD, FSUB, FMUL, FDIV, FREM, FNEG, I2F, L2F, D2F -> Type.FLOAT;
                case DADD, DSUB, DMUL, DDIV, DREM, DNEG, I2D, L2D, F2D -> Type.DOUBLE;
                case FCMPL, FCMPG, DCMPL, DCMPG, F2I, D2I -> Type.INT;
                case F2L, D2L -> Type.LONG;
            };
        }

        /** The type of the operands. */
        public Type operand() {
            return switch (this) {
                case FADD, FSUB, FMUL, FDIV, FREM, FNEG, FCMPL, FCMPG, F2I, F2L, F2D -> Type.FLOAT;
                case DADD, DSUB, DMUL, DDIV, DREM, DNEG, DCMPL, DCMPG, D2I, D2L, D2F -> Type.DOUBLE;
                case I2F, I2D -> Type.INT;
                case L2F, L2D -> Type.LONG;
            };
        }

        /** True for the operations of two operands. */
        public boolean binary() {
            return switch (this) {
                case FADD, FSUB, FMUL, FDIV, FREM, DADD, DSUB, DMUL, DDIV, DREM, FCMPL, FCMPG, DCMPL, DCMPG -> true;
                default -> false;
            };
        }
    }

    public Floating {
        if (left.type() != op.operand() || (op.binary() ? right == null || right.type() != op.operand()
                : right != null)) {
            throw new IllegalArgumentException(op + " on " + left.type() + (right == null ? "" : ", " + right.type()));
        }
    }

    @Override
    public Type type() {
        return op.result();
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return Dags.eval(this, env);
    }

    /** The JVM's result of {@code op} on concrete operands (IEEE bit patterns, ints sign-extended). */
    public static long apply(Op op, long a, long b) {
        float fa = Float.intBitsToFloat((int) a);
        float fb = Float.intBitsToFloat((int) b);
        double da = Double.longBitsToDouble(a);
        double db = Double.longBitsToDouble(b);
        return switch (op) {
            case FADD -> bits(fa + fb);
            case FSUB -> bits(fa - fb);
            case FMUL -> bits(fa * fb);
            case FDIV -> bits(fa / fb);
            case FREM -> bits(fa % fb);
            case FNEG -> bits(-fa);
            case DADD -> bits(da + db);
            case DSUB -> bits(da - db);
            case DMUL -> bits(da * db);
            case DDIV -> bits(da / db);
            case DREM -> bits(da % db);
            case DNEG -> bits(-da);
            case FCMPL, FCMPG -> Float.isNaN(fa) || Float.isNaN(fb) ? (op == Op.FCMPG ? 1 : -1)
                    : fa < fb ? -1 : fa == fb ? 0 : 1;
            case DCMPL, DCMPG -> Double.isNaN(da) || Double.isNaN(db) ? (op == Op.DCMPG ? 1 : -1)
                    : da < db ? -1 : da == db ? 0 : 1;
            case I2F -> bits((float) (int) a);
            case I2D -> bits((double) (int) a);
            case L2F -> bits((float) a);
            case L2D -> bits((double) a);
            case F2I -> (int) fa;
            case F2L -> (long) fa;
            case F2D -> bits((double) fa);
            case D2I -> (int) da;
            case D2L -> (long) da;
            case D2F -> bits((float) da);
        };
    }

    private static long bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    private static long bits(double d) {
        return Double.doubleToRawLongBits(d);
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Floating x && Dags.equal(this, x);
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
        out.add(op.name().toLowerCase() + "(").add(left);
        if (right != null) {
            out.add(", ").add(right);
        }
        out.add(")");
    }
}
