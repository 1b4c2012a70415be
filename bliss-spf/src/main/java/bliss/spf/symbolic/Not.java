package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** Negation of a condition. {@link Exprs#not} pushes it into comparisons where it can. */
public record Not(Expr operand) implements Expr {

    public Not {
        if (operand.type() != Type.BOOL) {
            throw new IllegalArgumentException("negation of " + operand.type());
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
        return o instanceof Not x && Dags.equal(this, x);
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
        out.add("!(").add(operand).add(")");
    }
}
