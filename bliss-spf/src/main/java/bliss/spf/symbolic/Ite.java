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
        return Dags.eval(this, env);
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ite x && Dags.equal(this, x);
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
        out.add("(").add(cond).add(" ? ").add(then).add(" : ").add(otherwise).add(")");
    }
}
