package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** A constant int, long or condition (1 true, 0 false). */
public record Const(long value, Type type) implements Expr {

    public static final Const TRUE = new Const(1, Type.BOOL);
    public static final Const FALSE = new Const(0, Type.BOOL);

    public static Const ofInt(int v) {
        return new Const(v, Type.INT);
    }

    public static Const ofLong(long v) {
        return new Const(v, Type.LONG);
    }

    public static Const ofBool(boolean b) {
        return b ? TRUE : FALSE;
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return value;
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
    }

    @Override
    public String toString() {
        return type == Type.BOOL ? (value != 0 ? "true" : "false") : Long.toString(value);
    }
}
