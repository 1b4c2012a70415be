package bliss.jml;

import bliss.jml.JmlExpr.BinaryOp;
import bliss.jml.JmlExpr.QuantifierKind;
import bliss.jml.Token.Kind;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Recursive-descent parser for the JML subset of docs/jml.md; one method per precedence level, loosest first.
 * Unsupported constructs are recognized where they appear so that the error names them at their position.
 */
public final class Parser {

    private static final Set<String> MODIFIERS = Set.of("public", "protected", "private", "static", "instance");

    private final InvariantSource source;
    private final List<Token> tokens;
    private int at;

    public Parser(InvariantSource source) {
        this.source = source;
        this.tokens = Lexer.tokens(source);
    }

    /** All clauses: {@code [modifiers] invariant expr ;} until the end. */
    public List<JmlExpr> clauses() {
        List<JmlExpr> clauses = new ArrayList<>();
        while (peek().kind() != Kind.END) {
            while (peek().kind() == Kind.IDENTIFIER && MODIFIERS.contains(peek().text())) {
                at++;
            }
            Token t = peek();
            if (!t.is("invariant")) {
                throw error(t, "expected 'invariant', found " + describe(t)
                        + " (only invariant clauses are read here)");
            }
            at++;
            clauses.add(expression());
            expect(";");
        }
        return clauses;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Precedence levels, loosest first

    private JmlExpr expression() {
        JmlExpr c = equivalence();
        if (peek().is("?")) {
            Token q = next();
            JmlExpr then = expression();
            expect(":");
            JmlExpr otherwise = expression();
            return new JmlExpr.Conditional(pos(q), c, then, otherwise);
        }
        return c;
    }

    private JmlExpr equivalence() {
        JmlExpr left = implication();
        while (peek().is("<==>") || peek().is("<=!=>")) {
            Token op = next();
            JmlExpr right = implication();
            left = new JmlExpr.Binary(pos(op), op.is("<==>") ? BinaryOp.EQUIV : BinaryOp.INEQUIV, left, right);
        }
        return left;
    }

    private JmlExpr implication() {
        JmlExpr left = disjunction();
        if (peek().is("==>")) {
            Token op = next();
            return new JmlExpr.Binary(pos(op), BinaryOp.IMPLIES, left, implication());
        }
        if (peek().is("<==")) {
            throw unsupported(peek(), "reverse implication '<=='; write '==>' with the operands swapped");
        }
        return left;
    }

    private JmlExpr disjunction() {
        JmlExpr left = conjunction();
        while (peek().is("||")) {
            Token op = next();
            left = new JmlExpr.Binary(pos(op), BinaryOp.OR, left, conjunction());
        }
        return left;
    }

    private JmlExpr conjunction() {
        JmlExpr left = equality();
        while (peek().is("&&")) {
            Token op = next();
            left = new JmlExpr.Binary(pos(op), BinaryOp.AND, left, equality());
        }
        return left;
    }

    private JmlExpr equality() {
        JmlExpr left = relational();
        while (peek().is("==") || peek().is("!=")) {
            Token op = next();
            left = comparison(pos(op), op.is("==") ? BinaryOp.EQ : BinaryOp.NE, left, relational());
        }
        return left;
    }

    private JmlExpr relational() {
        JmlExpr left = additive();
        Token op = peek();
        BinaryOp kind = op.is("<") ? BinaryOp.LT : op.is("<=") ? BinaryOp.LE : op.is(">") ? BinaryOp.GT
                : op.is(">=") ? BinaryOp.GE : null;
        if (kind != null) {
            next();
            left = comparison(pos(op), kind, left, additive());
        } else if (op.is("instanceof")) {
            throw unsupported(op, "'instanceof'");
        }
        return left;
    }

    private JmlExpr additive() {
        JmlExpr left = unary();
        while (true) {
            Token op = peek();
            if (op.is("+") || op.is("-")) {
                next();
                left = new JmlExpr.Binary(pos(op), op.is("+") ? BinaryOp.PLUS : BinaryOp.MINUS, left, unary());
            } else if (op.is("*") || op.is("/") || op.is("%") || op.is("<<") || op.is(">>") || op.is("&")
                    || op.is("|") || op.is("^")) {
                throw unsupported(op, "operator '" + op.text() + "'");
            } else {
                return left;
            }
        }
    }

    private JmlExpr unary() {
        Token t = peek();
        if (t.is("!")) {
            next();
            return new JmlExpr.Unary(pos(t), JmlExpr.UnaryOp.NOT, unary());
        }
        if (t.is("-")) {
            next();
            JmlExpr operand = unary();
            if (operand instanceof JmlExpr.IntLit lit) {
                return new JmlExpr.IntLit(pos(t), -lit.value());
            }
            return new JmlExpr.Unary(pos(t), JmlExpr.UnaryOp.NEG, operand);
        }
        if (t.is("~")) {
            throw unsupported(t, "operator '~'");
        }
        return postfix(primary());
    }

    private JmlExpr postfix(JmlExpr e) {
        while (true) {
            Token t = peek();
            if (t.is(".")) {
                next();
                Token name = expectIdentifier("a field name");
                if (peek().is("(")) {
                    e = call(e, name);
                } else {
                    e = new JmlExpr.Field(pos(name), e, name.text());
                }
            } else if (t.is("[")) {
                throw unsupported(t, "arrays");
            } else {
                return e;
            }
        }
    }

    /** The comparisons {@code a.compareTo(b)} was parsed into, by the expression that stands for it. */
    private final java.util.Map<JmlExpr, JmlExpr.Binary> compareTos = new java.util.IdentityHashMap<>();

    /**
     * A comparison; {@code a.compareTo(b) OP 0} (either way round) is {@code a OP b}, the usual way a generic key
     * is compared, so it translates as an int comparison.
     */
    private JmlExpr comparison(Position pos, BinaryOp op, JmlExpr left, JmlExpr right) {
        JmlExpr.Binary l = compareTos.get(left);
        if (l != null && right instanceof JmlExpr.IntLit z && z.value() == 0) {
            return new JmlExpr.Binary(pos, op, l.left(), l.right());
        }
        JmlExpr.Binary r = compareTos.get(right);
        if (r != null && left instanceof JmlExpr.IntLit z && z.value() == 0) {
            return new JmlExpr.Binary(pos, op, r.right(), r.left());
        }
        return new JmlExpr.Binary(pos, op, left, right);
    }

    private JmlExpr call(JmlExpr target, Token name) {
        expect("(");
        switch (name.text()) {
            case "compareTo" -> {
                // an int key's compareTo: a < b ? -1 : (a == b ? 0 : 1)
                JmlExpr other = expression();
                expect(")");
                Position p = pos(name);
                JmlExpr e = new JmlExpr.Conditional(p, new JmlExpr.Binary(p, BinaryOp.LT, target, other), new JmlExpr.IntLit(p, -1),
                        new JmlExpr.Conditional(p, new JmlExpr.Binary(p, BinaryOp.EQ, target, other), new JmlExpr.IntLit(p, 0),
                                new JmlExpr.IntLit(p, 1)));
                compareTos.put(e, new JmlExpr.Binary(p, BinaryOp.LT, target, other));
                return e;
            }
            case "has" -> {
                JmlExpr element = expression();
                expect(")");
                return new JmlExpr.Has(pos(name), target, element);
            }
            case "int_size" -> {
                expect(")");
                return new JmlExpr.Size(pos(name), target);
            }
            default -> throw unsupported(name, "method call '" + name.text()
                    + "' (only has and int_size on reach sets, compareTo on keys)");
        }
    }

    private JmlExpr primary() {
        Token t = next();
        switch (t.kind()) {
            case INTEGER:
                return new JmlExpr.IntLit(pos(t), integer(t));
            case IDENTIFIER:
                switch (t.text()) {
                    case "true":
                        return new JmlExpr.BoolLit(pos(t), true);
                    case "false":
                        return new JmlExpr.BoolLit(pos(t), false);
                    case "null":
                        return new JmlExpr.NullLit(pos(t));
                    case "this":
                        return new JmlExpr.This(pos(t));
                    case "new":
                        throw unsupported(t, "object creation 'new'");
                    case "super":
                        throw unsupported(t, "'super'");
                    default:
                        if (peek().is("(")) {
                            throw unsupported(t, "method call '" + t.text()
                                    + "' (only has and int_size on reach sets)");
                        }
                        return new JmlExpr.Name(pos(t), t.text());
                }
            case BACKSLASH_WORD:
                if (t.is("\\reach")) {
                    return reach(t);
                }
                if (t.is("\\forall") || t.is("\\exists") || t.is("\\num_of")) {
                    throw error(t, "a quantifier needs parentheses: (" + t.text() + " T x; range; body)");
                }
                throw unsupported(t, "JML construct '" + t.text() + "'");
            case SYMBOL:
                if (t.is("(")) {
                    return parenthesized(t);
                }
                throw error(t, "expected an expression, found " + describe(t));
            default:
                throw error(t, "expected an expression, found " + describe(t));
        }
    }

    private JmlExpr parenthesized(Token open) {
        Token t = peek();
        if (t.is("\\forall") || t.is("\\exists") || t.is("\\num_of")) {
            return quantifier(open, next());
        }
        if (t.kind() == Kind.BACKSLASH_WORD && !t.is("\\reach")) {
            throw unsupported(t, "JML construct '" + t.text() + "'");
        }
        JmlExpr inner = expression();
        expect(")");
        Token after = peek();
        if (inner instanceof JmlExpr.Name n && !n.name().isEmpty() && Character.isUpperCase(n.name().charAt(0))
                && (after.kind() == Kind.IDENTIFIER || after.is("(")) && !after.is("instanceof")) {
            throw unsupported(open, "cast to " + n.name());
        }
        return inner;
    }

    private JmlExpr quantifier(Token open, Token keyword) {
        QuantifierKind kind = keyword.is("\\forall") ? QuantifierKind.FORALL
                : keyword.is("\\exists") ? QuantifierKind.EXISTS : QuantifierKind.NUM_OF;
        Token type = expectIdentifier("a type name");
        String typeName = qualified(type);
        List<String> vars = new ArrayList<>();
        vars.add(expectIdentifier("a variable name").text());
        while (peek().is(",")) {
            next();
            vars.add(expectIdentifier("a variable name").text());
        }
        expect(";");
        JmlExpr first = expression();
        JmlExpr range = null;
        JmlExpr body = first;
        if (peek().is(";")) {
            next();
            range = first;
            body = expression();
        }
        expect(")");
        return new JmlExpr.Quantifier(pos(keyword), kind, typeName, pos(type), vars, range, body);
    }

    private JmlExpr reach(Token keyword) {
        expect("(");
        JmlExpr from = expression();
        expect(",");
        Token type = expectIdentifier("a type name");
        String typeName = qualified(type);
        expect(",");
        List<String> fields = new ArrayList<>();
        List<Position> fieldPos = new ArrayList<>();
        do {
            Token f = expectIdentifier("a field name");
            fields.add(f.text());
            fieldPos.add(pos(f));
        } while (peek().is("+") && next() != null);
        expect(")");
        return new JmlExpr.Reach(pos(keyword), from, typeName, pos(type), fields, fieldPos);
    }

    /** A possibly qualified type name ({@code TreeSet.Entry}); its last part is the simple name. */
    private String qualified(Token first) {
        String name = first.text();
        while (peek().is(".") && tokens.get(at + 1).kind() == Kind.IDENTIFIER) {
            next();
            name = next().text();
        }
        return name;
    }

    // ------------------------------------------------------------------------------------------------------------

    private int integer(Token t) {
        try {
            long v = Long.decode(t.text());
            if (v > Integer.MAX_VALUE) {
                throw error(t, "integer literal out of range: " + t.text());
            }
            return (int) v;
        } catch (NumberFormatException e) {
            throw error(t, "not an int literal: " + t.text());
        }
    }

    private Token peek() {
        return tokens.get(at);
    }

    private Token next() {
        Token t = tokens.get(at);
        if (t.kind() != Kind.END) {
            at++;
        }
        return t;
    }

    private void expect(String symbol) {
        Token t = peek();
        if (!t.is(symbol)) {
            throw error(t, "expected '" + symbol + "', found " + describe(t));
        }
        next();
    }

    private Token expectIdentifier(String what) {
        Token t = peek();
        if (t.kind() != Kind.IDENTIFIER) {
            throw error(t, "expected " + what + ", found " + describe(t));
        }
        return next();
    }

    private static String describe(Token t) {
        return t.kind() == Kind.END ? "the end of the invariant" : "'" + t.text() + "'";
    }

    private Position pos(Token t) {
        if (t.kind() == Kind.END) {
            // Point just after the last real token, where the missing text should be.
            if (at > 0 && tokens.size() > 1) {
                Token last = tokens.get(tokens.size() - 2);
                return source.position(last.offset() + last.text().length());
            }
        }
        return source.position(t.offset());
    }

    private JmlException error(Token t, String message) {
        return new JmlException(pos(t), message);
    }

    private JmlException unsupported(Token t, String what) {
        return new JmlException(pos(t), "unsupported: " + what);
    }
}
