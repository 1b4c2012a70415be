package bliss.jml;

import java.util.List;

/**
 * The abstract syntax of invariant expressions (docs/jml.md): immutable, each node with the position of its first
 * token. The parser builds it; {@link TypeChecker} resolves names and types; {@code bliss.bounds} translates it.
 */
public sealed interface JmlExpr {

    Position pos();

    /** The direct subexpressions of {@code e}, left to right. */
    static List<JmlExpr> children(JmlExpr e) {
        List<JmlExpr> out = new java.util.ArrayList<>();
        if (e instanceof JmlExpr.Field f) {
            out.add(f.target());
        } else if (e instanceof JmlExpr.Unary u) {
            out.add(u.operand());
        } else if (e instanceof JmlExpr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof JmlExpr.Conditional c) {
            out.add(c.condition());
            out.add(c.then());
            out.add(c.otherwise());
        } else if (e instanceof JmlExpr.Quantifier q) {
            if (q.range() != null) {
                out.add(q.range());
            }
            out.add(q.body());
        } else if (e instanceof JmlExpr.Reach r) {
            out.add(r.from());
        } else if (e instanceof JmlExpr.Has h) {
            out.add(h.set());
            out.add(h.element());
        } else if (e instanceof JmlExpr.Size s) {
            out.add(s.set());
        }
        return out;
    }

    /** An integer literal. */
    record IntLit(Position pos, int value) implements JmlExpr {
    }

    /** {@code true} or {@code false}. */
    record BoolLit(Position pos, boolean value) implements JmlExpr {
    }

    /** {@code null}. */
    record NullLit(Position pos) implements JmlExpr {
    }

    /** {@code this}. */
    record This(Position pos) implements JmlExpr {
    }

    /** A bare name: a quantified variable, a field of {@code this}, or a static final constant. */
    record Name(Position pos, String name) implements JmlExpr {
    }

    /** {@code target.field}; {@code pos} is the position of the field name. */
    record Field(Position pos, JmlExpr target, String field) implements JmlExpr {
    }

    enum UnaryOp { NOT, NEG }

    record Unary(Position pos, UnaryOp op, JmlExpr operand) implements JmlExpr {
    }

    enum BinaryOp {
        EQUIV("<==>"), INEQUIV("<=!=>"), IMPLIES("==>"), OR("||"), AND("&&"),
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="), PLUS("+"), MINUS("-");

        public final String symbol;

        BinaryOp(String symbol) {
            this.symbol = symbol;
        }
    }

    /** A binary operation; {@code pos} is the position of the operator. */
    record Binary(Position pos, BinaryOp op, JmlExpr left, JmlExpr right) implements JmlExpr {
    }

    /** {@code condition ? then : otherwise}. */
    record Conditional(Position pos, JmlExpr condition, JmlExpr then, JmlExpr otherwise) implements JmlExpr {
    }

    enum QuantifierKind {
        FORALL("\\forall"), EXISTS("\\exists"), NUM_OF("\\num_of");

        public final String keyword;

        QuantifierKind(String keyword) {
            this.keyword = keyword;
        }
    }

    /**
     * {@code (\forall T x, y; range; body)}, {@code (\exists ...)} or {@code (\num_of ...)}; {@code range} is null
     * when omitted.
     */
    record Quantifier(Position pos, QuantifierKind kind, String type, Position typePos, List<String> variables,
                      JmlExpr range, JmlExpr body) implements JmlExpr {
        public Quantifier {
            variables = List.copyOf(variables);
        }
    }

    /** {@code \reach(from, T, f1 + f2 ...)}: the objects of type T reachable from {@code from}, itself included. */
    record Reach(Position pos, JmlExpr from, String type, Position typePos, List<String> fields,
                 List<Position> fieldPos) implements JmlExpr {
        public Reach {
            fields = List.copyOf(fields);
            fieldPos = List.copyOf(fieldPos);
        }
    }

    /** {@code set.has(element)}. */
    record Has(Position pos, JmlExpr set, JmlExpr element) implements JmlExpr {
    }

    /** {@code set.int_size()}. */
    record Size(Position pos, JmlExpr set) implements JmlExpr {
    }
}
