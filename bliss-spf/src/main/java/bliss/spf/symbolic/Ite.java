package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** {@code cond ? then : otherwise}, for INT or LONG values; lcmp is {@code a < b ? -1 : (a == b ? 0 : 1)}. */
public record Ite(Expr cond, Expr then, Expr otherwise) implements Expr {

    public Ite {
        if (cond.type() != Type.BOOL || then.type() != otherwise.type() || then.type() == Type.BOOL) {
            throw new IllegalArgumentException("ite(" + cond.type() + ", " + then.type() + ", "
                    + otherwise.type() + ")");
        }
    }

    @Override
    public Type type() {
        return then.type();
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return cond.eval(env) != 0 ? then.eval(env) : otherwise.eval(env);
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        cond.forEachVar(visitor);
        then.forEachVar(visitor);
        otherwise.forEachVar(visitor);
    }

    @Override
    public String toString() {
        return "(" + cond + " ? " + then + " : " + otherwise + ")";
    }
}
