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

    /** What a bare {@link JmlExpr.Name} or a constant {@link JmlExpr.Field} means. */
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
    final Map<JmlExpr, JmlType> types = new IdentityHashMap<>();
    final Map<JmlExpr, Meaning> names = new IdentityHashMap<>();
    final Map<JmlExpr, FieldShape> fields = new IdentityHashMap<>();
    final Map<JmlExpr, ClassShape> classes = new IdentityHashMap<>();
    final Map<JmlExpr, List<FieldShape>> reachFields = new IdentityHashMap<>();

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

    public List<JmlExpr> clauses() {
        return invariant.clauses();
    }

    public JmlType type(JmlExpr e) {
        return types.get(e);
    }

    /** The meaning of a name, or of a field access that names a constant ({@code TreeSet.RED}); else null. */
    public Meaning meaning(JmlExpr e) {
        return names.get(e);
    }

    /** The field a {@link JmlExpr.Field} navigates. */
    public FieldShape field(JmlExpr.Field e) {
        return fields.get(e);
    }

    /** The class a quantifier ranges over or a reach set collects. */
    public ClassShape shape(JmlExpr e) {
        return classes.get(e);
    }

    /** The fields a reach expression follows: every reference field of the layout with one of the given names. */
    public List<FieldShape> reachFields(JmlExpr.Reach e) {
        return reachFields.get(e);
    }
}
