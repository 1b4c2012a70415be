package bliss.jml;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An invariant whose names and types are resolved against a {@link ClassLayout}: what the translation to Kodkod
 * reads. Every expression node has a type; names, field accesses, quantifiers and reach expressions have their
 * meaning recorded.
 */
public final class CheckedInvariant {

    /** What a bare {@link Expr.Name} or a constant {@link Expr.Field} means. */
    public sealed interface Meaning {
    }

    /** A quantified variable. */
    public record Variable(String name, ClassShape shape) implements Meaning {
    }

    /** A field of {@code this}. */
    public record ThisField(FieldShape field) implements Meaning {
    }

    /** A static final constant, already an int or boolean. */
    public record Constant(Object value) implements Meaning {
    }

    private final Invariant invariant;
    private final ClassLayout layout;
    final Map<Expr, Type> types = new IdentityHashMap<>();
    final Map<Expr, Meaning> names = new IdentityHashMap<>();
    final Map<Expr, FieldShape> fields = new IdentityHashMap<>();
    final Map<Expr, ClassShape> classes = new IdentityHashMap<>();
    final Map<Expr, List<FieldShape>> reachFields = new IdentityHashMap<>();

    CheckedInvariant(Invariant invariant, ClassLayout layout) {
        this.invariant = invariant;
        this.layout = layout;
    }

    public Invariant invariant() {
        return invariant;
    }

    public ClassLayout layout() {
        return layout;
    }

    public List<Expr> clauses() {
        return invariant.clauses();
    }

    public Type type(Expr e) {
        return types.get(e);
    }

    /** The meaning of a name, or of a field access that names a constant ({@code TreeSet.RED}); else null. */
    public Meaning meaning(Expr e) {
        return names.get(e);
    }

    /** The field a {@link Expr.Field} navigates. */
    public FieldShape field(Expr.Field e) {
        return fields.get(e);
    }

    /** The class a quantifier ranges over or a reach set collects. */
    public ClassShape shape(Expr e) {
        return classes.get(e);
    }

    /** The fields a reach expression follows: every reference field of the layout with one of the given names. */
    public List<FieldShape> reachFields(Expr.Reach e) {
        return reachFields.get(e);
    }
}
