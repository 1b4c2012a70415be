package bliss.spf.symbolic;

import java.util.Map;

/**
 * An immutable symbolic expression over Java {@code int}, {@code long}, {@code float} and {@code double} values and the texts of strings, or a
 * condition over them. Build them with {@link Exprs}, which folds constants. {@link #eval} is the reference semantics
 * (Java's, bit for bit); solvers must agree with it.
 *
 * <p>An expression is a DAG: a subterm may be shared, at any depth (a character folded from the one before refers to
 * it three times). Every walk visits each distinct subterm once ({@link Dags}), and so do the records' {@code eval},
 * {@code equals} and {@code hashCode}; their {@code toString} writes the tree, up to {@link Dags#TEXT_LIMIT}
 * characters.
 */
public sealed interface Expr permits Var, Const, Binary, Unary, Compare, Not, Ite, StringOp,
        Floating {

    Type type();

    /**
     * The value under an assignment of the variables: an int (as long), a long, for a condition 1 or 0, for a text
     * its {@link Texts} id.
     *
     * @throws IllegalArgumentException when a variable has no value
     * @throws ArithmeticException on division by zero, as Java would, and where Java would throw on a string (a
     *                             character out of its range)
     */
    long eval(Map<Var, Long> env);

    /**
     * @effects calls {@code visitor} on each variable of this expression, at least once on each; a variable may
     *          come more than once (a small expression is walked as a tree, {@link Dags#forEachVar}), so a caller
     *          collects them into a set
     */
    void forEachVar(java.util.function.Consumer<Var> visitor);
}
