package bliss.jml;

import bliss.jml.CheckedInvariant.Constant;
import bliss.jml.CheckedInvariant.ThisField;
import bliss.jml.CheckedInvariant.Variable;
import bliss.jml.JmlExpr.Binary;
import bliss.jml.JmlType.Kind;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves the names of an invariant against a class layout (quantified variables shadow fields of {@code this},
 * which shadow static final constants) and checks types: the invariant's clauses are boolean, operators get
 * operands of their types, navigation starts from a reference.
 */
public final class TypeChecker {

    private final ClassLayout layout;
    private final CheckedInvariant out;

    private TypeChecker(Invariant invariant, ClassLayout layout) {
        this.layout = layout;
        this.out = new CheckedInvariant(invariant, layout);
    }

    /**
     * Checks an invariant against a layout.
     *
     * @return the invariant with every name and type resolved
     * @throws JmlException at the first ill-typed or unknown name, field or type
     */
    public static CheckedInvariant check(Invariant invariant, ClassLayout layout) {
        TypeChecker c = new TypeChecker(invariant, layout);
        for (JmlExpr clause : invariant.clauses()) {
            c.expect(clause, JmlType.BOOLEAN, Map.of(), "an invariant clause");
        }
        return c.out;
    }

    private void expect(JmlExpr e, JmlType wanted, Map<String, ClassShape> scope, String what) {
        JmlType t = type(e, scope);
        if (!t.equals(wanted)) {
            throw new JmlException(e.pos(), what + " must be " + wanted + ", not " + t);
        }
    }

    private JmlType type(JmlExpr e, Map<String, ClassShape> scope) {
        JmlType t = compute(e, scope);
        out.types.put(e, t);
        return t;
    }

    private JmlType compute(JmlExpr e, Map<String, ClassShape> scope) {
        if (e instanceof JmlExpr.IntLit) {
            return JmlType.INT;
        } else if (e instanceof JmlExpr.BoolLit) {
            return JmlType.BOOLEAN;
        } else if (e instanceof JmlExpr.NullLit) {
            return JmlType.NULL;
        } else if (e instanceof JmlExpr.This) {
            return JmlType.ref(layout.header());
        } else if (e instanceof JmlExpr.Name n) {
            return name(n, scope);
        } else if (e instanceof JmlExpr.Field f) {
            return field(f, scope);
        } else if (e instanceof JmlExpr.Unary u) {
            JmlType wanted = u.op() == JmlExpr.UnaryOp.NOT ? JmlType.BOOLEAN : JmlType.INT;
            expect(u.operand(), wanted, scope, "the operand of '" + (wanted == JmlType.INT ? "-" : "!") + "'");
            return wanted;
        } else if (e instanceof Binary b) {
            return binary(b, scope);
        } else if (e instanceof JmlExpr.Conditional c) {
            expect(c.condition(), JmlType.BOOLEAN, scope, "the condition of '?:'");
            JmlType a = type(c.then(), scope);
            JmlType b = type(c.otherwise(), scope);
            JmlType joined = join(a, b);
            if (joined == null || joined.kind() == Kind.SET) {
                throw new JmlException(c.pos(), "the branches of '?:' have types " + a + " and " + b);
            }
            return joined;
        } else if (e instanceof JmlExpr.Quantifier q) {
            ClassShape c = shape(q.type(), q.typePos());
            out.classes.put(q, c);
            Map<String, ClassShape> inner = new HashMap<>(scope);
            for (String v : q.variables()) {
                inner.put(v, c);
            }
            if (q.range() != null) {
                expect(q.range(), JmlType.BOOLEAN, inner, "the range of " + q.kind().keyword);
            }
            expect(q.body(), JmlType.BOOLEAN, inner, "the body of " + q.kind().keyword);
            return q.kind() == JmlExpr.QuantifierKind.NUM_OF ? JmlType.INT : JmlType.BOOLEAN;
        } else if (e instanceof JmlExpr.Reach r) {
            JmlType from = type(r.from(), scope);
            if (!from.isReference()) {
                throw new JmlException(r.from().pos(), "\\reach starts from a reference, not " + from);
            }
            ClassShape c = shape(r.type(), r.typePos());
            out.classes.put(r, c);
            List<FieldShape> fields = new ArrayList<>();
            for (int i = 0; i < r.fields().size(); i++) {
                fields.addAll(referenceFieldsNamed(r.fields().get(i), r.fieldPos().get(i)));
            }
            out.reachFields.put(r, fields);
            return JmlType.set(c);
        } else if (e instanceof JmlExpr.Has h) {
            JmlType set = type(h.set(), scope);
            if (set.kind() != Kind.SET) {
                throw new JmlException(h.pos(), "has(...) applies to a \\reach set, not to " + set);
            }
            JmlType element = type(h.element(), scope);
            if (!element.isReference()) {
                throw new JmlException(h.element().pos(), "a reach set holds references, not " + element);
            }
            return JmlType.BOOLEAN;
        } else if (e instanceof JmlExpr.Size s) {
            JmlType set = type(s.set(), scope);
            if (set.kind() != Kind.SET) {
                throw new JmlException(s.pos(), "int_size() applies to a \\reach set, not to " + set);
            }
            return JmlType.INT;
        }
        throw new IllegalStateException("unknown expression " + e);
    }

    private JmlType name(JmlExpr.Name n, Map<String, ClassShape> scope) {
        ClassShape v = scope.get(n.name());
        if (v != null) {
            out.names.put(n, new Variable(n.name(), v));
            return JmlType.ref(v);
        }
        Optional<FieldShape> f = layout.header().field(n.name());
        if (f.isPresent()) {
            out.names.put(n, new ThisField(f.get()));
            return fieldType(f.get(), n.pos());
        }
        Object c = layout.constants().get(n.name());
        if (c != null) {
            return constant(n, c);
        }
        throw new JmlException(n.pos(), "unknown name '" + n.name() + "': not a quantified variable, a field of "
                + layout.header().simpleName() + " or a static final constant");
    }

    private JmlType constant(JmlExpr e, Object c) {
        if (c instanceof Long l) {
            if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
                throw new JmlException(e.pos(), "long constant out of int range: " + l);
            }
            c = (int) (long) l;
        }
        out.names.put(e, new Constant(c));
        return c instanceof Boolean ? JmlType.BOOLEAN : JmlType.INT;
    }

    private JmlType field(JmlExpr.Field f, Map<String, ClassShape> scope) {
        // JmlType.CONSTANT as a qualified name: TreeSet.RED, or an enum's constant: Color.RED
        if (f.target() instanceof JmlExpr.Name n && !scope.containsKey(n.name())
                && layout.header().field(n.name()).isEmpty()
                && layout.constants().containsKey(n.name() + "." + f.field())) {
            return constant(f, layout.constants().get(n.name() + "." + f.field()));
        }
        if (f.target() instanceof JmlExpr.Name n && !scope.containsKey(n.name())
                && layout.header().field(n.name()).isEmpty() && layout.shape(n.name()).isPresent()) {
            Object c = layout.constants().get(f.field());
            if (c == null) {
                throw new JmlException(f.pos(), "unknown constant '" + f.field() + "' in " + n.name());
            }
            return constant(f, c);
        }
        JmlType target = type(f.target(), scope);
        if (target.kind() == Kind.NULL) {
            throw new JmlException(f.pos(), "navigation through null");
        }
        if (target.kind() != Kind.REF) {
            throw new JmlException(f.pos(), "field '" + f.field() + "' of a value of type " + target
                    + ": only objects have fields");
        }
        FieldShape field = target.shape().field(f.field()).orElseThrow(() -> new JmlException(f.pos(),
                "unknown field '" + f.field() + "' in class " + target.shape().simpleName()));
        out.fields.put(f, field);
        return fieldType(field, f.pos());
    }

    private JmlType fieldType(FieldShape f, Position pos) {
        if (f.kind() == FieldKind.INT) {
            return JmlType.INT;
        } else if (f.kind() == FieldKind.BOOLEAN) {
            return JmlType.BOOLEAN;
        } else if (f.kind() == FieldKind.REFERENCE) {
            return JmlType.ref(layout.shape(f.target()).orElseThrow());
        }
        throw new JmlException(pos, "unsupported: field '" + f.name() + "' of type " + f.descriptor()
                + " (invariants may use int, boolean and reference fields)");
    }

    private JmlType binary(Binary b, Map<String, ClassShape> scope) {
        switch (b.op()) {
            case EQUIV, INEQUIV, IMPLIES, OR, AND -> {
                expect(b.left(), JmlType.BOOLEAN, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), JmlType.BOOLEAN, scope, "the right operand of '" + b.op().symbol + "'");
                return JmlType.BOOLEAN;
            }
            case LT, LE, GT, GE -> {
                expect(b.left(), JmlType.INT, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), JmlType.INT, scope, "the right operand of '" + b.op().symbol + "'");
                return JmlType.BOOLEAN;
            }
            case PLUS, MINUS -> {
                expect(b.left(), JmlType.INT, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), JmlType.INT, scope, "the right operand of '" + b.op().symbol + "'");
                return JmlType.INT;
            }
            default -> {
                JmlType l = type(b.left(), scope);
                JmlType r = type(b.right(), scope);
                JmlType joined = join(l, r);
                if (joined == null || joined.kind() == Kind.SET) {
                    throw new JmlException(b.pos(), "cannot compare " + l + " with " + r + " using '"
                            + b.op().symbol + "'");
                }
                return JmlType.BOOLEAN;
            }
        }
    }

    /** The common type of two operands, or null: equal types, or references of any classes and null. */
    private static JmlType join(JmlType a, JmlType b) {
        if (a.equals(b)) {
            return a;
        }
        if (a.isReference() && b.isReference()) {
            return a.kind() == Kind.NULL ? b : a;
        }
        return null;
    }

    private ClassShape shape(String name, Position pos) {
        return layout.shape(name).orElseThrow(() -> new JmlException(pos, "unknown type '" + name
                + "': not a class of " + layout.header().simpleName() + "'s layout"));
    }

    private List<FieldShape> referenceFieldsNamed(String name, Position pos) {
        List<FieldShape> found = new ArrayList<>();
        boolean anyField = false;
        for (ClassShape c : layout.classes()) {
            Optional<FieldShape> f = c.field(name);
            if (f.isPresent()) {
                anyField = true;
                if (f.get().isReference()) {
                    found.add(f.get());
                }
            }
        }
        if (found.isEmpty()) {
            throw new JmlException(pos, anyField ? "field '" + name + "' is not a reference field"
                    : "unknown field '" + name + "'");
        }
        return found;
    }
}
