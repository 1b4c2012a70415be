package bliss.jml;

import java.util.List;

/**
 * The abstract syntax of invariant expressions (docs/jml.md): immutable, each node with the position of its first
 * token. The parser builds it; {@link TypeChecker} resolves names and types; {@code bliss.bounds} translates it.
 */
public sealed interface Expr {

    Position pos();

    /** The direct subexpressions of {@code e}, left to right. */
    static List<Expr> children(Expr e) {
        List<Expr> out = new java.util.ArrayList<>();
        if (e instanceof Expr.Field f) {
            out.add(f.target());
        } else if (e instanceof Expr.Unary u) {
            out.add(u.operand());
        } else if (e instanceof Expr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof Expr.Conditional c) {
            out.add(c.condition());
            out.add(c.then());
            out.add(c.otherwise());
        } else if (e instanceof Expr.Quantifier q) {
            if (q.range() != null) {
                out.add(q.range());
            }
            out.add(q.body());
        } else if (e instanceof Expr.Reach r) {
            out.add(r.from());
        } else if (e instanceof Expr.Has h) {
            out.add(h.set());
            out.add(h.element());
        } else if (e instanceof Expr.Size s) {
            out.add(s.set());
        }
        return out;
    }

    /** An integer literal. */
    record IntLit(Position pos, int value) implements Expr {
    }

    /** {@code true} or {@code false}. */
    record BoolLit(Position pos, boolean value) implements Expr {
    }

    /** {@code null}. */
    record NullLit(Position pos) implements Expr {
    }

    /** {@code this}. */
    record This(Position pos) implements Expr {
    }

    /** A bare name: a quantified variable, a field of {@code this}, or a static final constant. */
    record Name(Position pos, String name) implements Expr {
    }

    /** {@code target.field}; {@code pos} is the position of the field name. */
    record Field(Position pos, Expr target, String field) implements Expr {
    }

    enum UnaryOp { NOT, NEG }

    record Unary(Position pos, UnaryOp op, Expr operand) implements Expr {
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
    record Binary(Position pos, BinaryOp op, Expr left, Expr right) implements Expr {
    }

    /** {@code condition ? then : otherwise}. */
    record Conditional(Position pos, Expr condition, Expr then, Expr otherwise) implements Expr {
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
                      Expr range, Expr body) implements Expr {
        public Quantifier {
            variables = List.copyOf(variables);
        }
    }

    /** {@code \reach(from, T, f1 + f2 ...)}: the objects of type T reachable from {@code from}, itself included. */
    record Reach(Position pos, Expr from, String type, Position typePos, List<String> fields,
                 List<Position> fieldPos) implements Expr {
        public Reach {
            fields = List.copyOf(fields);
            fieldPos = List.copyOf(fieldPos);
        }
    }

    /** {@code set.has(element)}. */
    record Has(Position pos, Expr set, Expr element) implements Expr {
    }

    /** {@code set.int_size()}. */
    record Size(Position pos, Expr set) implements Expr {
    }
}
