package bliss.jml;

import bliss.jml.CheckedInvariant.Constant;
import bliss.jml.CheckedInvariant.ThisField;
import bliss.jml.CheckedInvariant.Variable;
import bliss.jml.Expr.Binary;
import bliss.jml.Type.Kind;
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
        for (Expr clause : invariant.clauses()) {
            c.expect(clause, Type.BOOLEAN, Map.of(), "an invariant clause");
        }
        return c.out;
    }

    private void expect(Expr e, Type wanted, Map<String, ClassShape> scope, String what) {
        Type t = type(e, scope);
        if (!t.equals(wanted)) {
            throw new JmlException(e.pos(), what + " must be " + wanted + ", not " + t);
        }
    }

    private Type type(Expr e, Map<String, ClassShape> scope) {
        Type t = compute(e, scope);
        out.types.put(e, t);
        return t;
    }

    private Type compute(Expr e, Map<String, ClassShape> scope) {
        if (e instanceof Expr.IntLit) {
            return Type.INT;
        } else if (e instanceof Expr.BoolLit) {
            return Type.BOOLEAN;
        } else if (e instanceof Expr.NullLit) {
            return Type.NULL;
        } else if (e instanceof Expr.This) {
            return Type.ref(layout.header());
        } else if (e instanceof Expr.Name n) {
            return name(n, scope);
        } else if (e instanceof Expr.Field f) {
            return field(f, scope);
        } else if (e instanceof Expr.Unary u) {
            Type wanted = u.op() == Expr.UnaryOp.NOT ? Type.BOOLEAN : Type.INT;
            expect(u.operand(), wanted, scope, "the operand of '" + (wanted == Type.INT ? "-" : "!") + "'");
            return wanted;
        } else if (e instanceof Binary b) {
            return binary(b, scope);
        } else if (e instanceof Expr.Conditional c) {
            expect(c.condition(), Type.BOOLEAN, scope, "the condition of '?:'");
            Type a = type(c.then(), scope);
            Type b = type(c.otherwise(), scope);
            Type joined = join(a, b);
            if (joined == null || joined.kind() == Kind.SET) {
                throw new JmlException(c.pos(), "the branches of '?:' have types " + a + " and " + b);
            }
            return joined;
        } else if (e instanceof Expr.Quantifier q) {
            ClassShape c = shape(q.type(), q.typePos());
            out.classes.put(q, c);
            Map<String, ClassShape> inner = new HashMap<>(scope);
            for (String v : q.variables()) {
                inner.put(v, c);
            }
            if (q.range() != null) {
                expect(q.range(), Type.BOOLEAN, inner, "the range of " + q.kind().keyword);
            }
            expect(q.body(), Type.BOOLEAN, inner, "the body of " + q.kind().keyword);
            return q.kind() == Expr.QuantifierKind.NUM_OF ? Type.INT : Type.BOOLEAN;
        } else if (e instanceof Expr.Reach r) {
            Type from = type(r.from(), scope);
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
            return Type.set(c);
        } else if (e instanceof Expr.Has h) {
            Type set = type(h.set(), scope);
            if (set.kind() != Kind.SET) {
                throw new JmlException(h.pos(), "has(...) applies to a \\reach set, not to " + set);
            }
            Type element = type(h.element(), scope);
            if (!element.isReference()) {
                throw new JmlException(h.element().pos(), "a reach set holds references, not " + element);
            }
            return Type.BOOLEAN;
        } else if (e instanceof Expr.Size s) {
            Type set = type(s.set(), scope);
            if (set.kind() != Kind.SET) {
                throw new JmlException(s.pos(), "int_size() applies to a \\reach set, not to " + set);
            }
            return Type.INT;
        }
        throw new IllegalStateException("unknown expression " + e);
    }

    private Type name(Expr.Name n, Map<String, ClassShape> scope) {
        ClassShape v = scope.get(n.name());
        if (v != null) {
            out.names.put(n, new Variable(n.name(), v));
            return Type.ref(v);
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

    private Type constant(Expr e, Object c) {
        if (c instanceof Long l) {
            if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
                throw new JmlException(e.pos(), "long constant out of int range: " + l);
            }
            c = (int) (long) l;
        }
        out.names.put(e, new Constant(c));
        return c instanceof Boolean ? Type.BOOLEAN : Type.INT;
    }

    private Type field(Expr.Field f, Map<String, ClassShape> scope) {
        // Type.CONSTANT as a qualified name: TreeSet.RED, or an enum's constant: Color.RED
        if (f.target() instanceof Expr.Name n && !scope.containsKey(n.name())
                && layout.header().field(n.name()).isEmpty()
                && layout.constants().containsKey(n.name() + "." + f.field())) {
            return constant(f, layout.constants().get(n.name() + "." + f.field()));
        }
        if (f.target() instanceof Expr.Name n && !scope.containsKey(n.name())
                && layout.header().field(n.name()).isEmpty() && layout.shape(n.name()).isPresent()) {
            Object c = layout.constants().get(f.field());
            if (c == null) {
                throw new JmlException(f.pos(), "unknown constant '" + f.field() + "' in " + n.name());
            }
            return constant(f, c);
        }
        Type target = type(f.target(), scope);
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

    private Type fieldType(FieldShape f, Position pos) {
        if (f.kind() == FieldKind.INT) {
            return Type.INT;
        } else if (f.kind() == FieldKind.BOOLEAN) {
            return Type.BOOLEAN;
        } else if (f.kind() == FieldKind.REFERENCE) {
            return Type.ref(layout.shape(f.target()).orElseThrow());
        }
        throw new JmlException(pos, "unsupported: field '" + f.name() + "' of type " + f.descriptor()
                + " (invariants may use int, boolean and reference fields)");
    }

    private Type binary(Binary b, Map<String, ClassShape> scope) {
        switch (b.op()) {
            case EQUIV, INEQUIV, IMPLIES, OR, AND -> {
                expect(b.left(), Type.BOOLEAN, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), Type.BOOLEAN, scope, "the right operand of '" + b.op().symbol + "'");
                return Type.BOOLEAN;
            }
            case LT, LE, GT, GE -> {
                expect(b.left(), Type.INT, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), Type.INT, scope, "the right operand of '" + b.op().symbol + "'");
                return Type.BOOLEAN;
            }
            case PLUS, MINUS -> {
                expect(b.left(), Type.INT, scope, "the left operand of '" + b.op().symbol + "'");
                expect(b.right(), Type.INT, scope, "the right operand of '" + b.op().symbol + "'");
                return Type.INT;
            }
            default -> {
                Type l = type(b.left(), scope);
                Type r = type(b.right(), scope);
                Type joined = join(l, r);
                if (joined == null || joined.kind() == Kind.SET) {
                    throw new JmlException(b.pos(), "cannot compare " + l + " with " + r + " using '"
                            + b.op().symbol + "'");
                }
                return Type.BOOLEAN;
            }
        }
    }

    /** The common type of two operands, or null: equal types, or references of any classes and null. */
    private static Type join(Type a, Type b) {
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
