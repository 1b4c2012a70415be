package bliss.jml;

import bliss.jml.Expr.BinaryOp;
import bliss.jml.Expr.QuantifierKind;
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
    public List<Expr> clauses() {
        List<Expr> clauses = new ArrayList<>();
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

    private Expr expression() {
        Expr c = equivalence();
        if (peek().is("?")) {
            Token q = next();
            Expr then = expression();
            expect(":");
            Expr otherwise = expression();
            return new Expr.Conditional(pos(q), c, then, otherwise);
        }
        return c;
    }

    private Expr equivalence() {
        Expr left = implication();
        while (peek().is("<==>") || peek().is("<=!=>")) {
            Token op = next();
            Expr right = implication();
            left = new Expr.Binary(pos(op), op.is("<==>") ? BinaryOp.EQUIV : BinaryOp.INEQUIV, left, right);
        }
        return left;
    }

    private Expr implication() {
        Expr left = disjunction();
        if (peek().is("==>")) {
            Token op = next();
            return new Expr.Binary(pos(op), BinaryOp.IMPLIES, left, implication());
        }
        if (peek().is("<==")) {
            throw unsupported(peek(), "reverse implication '<=='; write '==>' with the operands swapped");
        }
        return left;
    }

    private Expr disjunction() {
        Expr left = conjunction();
        while (peek().is("||")) {
            Token op = next();
            left = new Expr.Binary(pos(op), BinaryOp.OR, left, conjunction());
        }
        return left;
    }

    private Expr conjunction() {
        Expr left = equality();
        while (peek().is("&&")) {
            Token op = next();
            left = new Expr.Binary(pos(op), BinaryOp.AND, left, equality());
        }
        return left;
    }

    private Expr equality() {
        Expr left = relational();
        while (peek().is("==") || peek().is("!=")) {
            Token op = next();
            left = comparison(pos(op), op.is("==") ? BinaryOp.EQ : BinaryOp.NE, left, relational());
        }
        return left;
    }

    private Expr relational() {
        Expr left = additive();
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

    private Expr additive() {
        Expr left = unary();
        while (true) {
            Token op = peek();
            if (op.is("+") || op.is("-")) {
                next();
                left = new Expr.Binary(pos(op), op.is("+") ? BinaryOp.PLUS : BinaryOp.MINUS, left, unary());
            } else if (op.is("*") || op.is("/") || op.is("%") || op.is("<<") || op.is(">>") || op.is("&")
                    || op.is("|") || op.is("^")) {
                throw unsupported(op, "operator '" + op.text() + "'");
            } else {
                return left;
            }
        }
    }

    private Expr unary() {
        Token t = peek();
        if (t.is("!")) {
            next();
            return new Expr.Unary(pos(t), Expr.UnaryOp.NOT, unary());
        }
        if (t.is("-")) {
            next();
            Expr operand = unary();
            if (operand instanceof Expr.IntLit lit) {
                return new Expr.IntLit(pos(t), -lit.value());
            }
            return new Expr.Unary(pos(t), Expr.UnaryOp.NEG, operand);
        }
        if (t.is("~")) {
            throw unsupported(t, "operator '~'");
        }
        return postfix(primary());
    }

    private Expr postfix(Expr e) {
        while (true) {
            Token t = peek();
            if (t.is(".")) {
                next();
                Token name = expectIdentifier("a field name");
                if (peek().is("(")) {
                    e = call(e, name);
                } else {
                    e = new Expr.Field(pos(name), e, name.text());
                }
            } else if (t.is("[")) {
                throw unsupported(t, "arrays");
            } else {
                return e;
            }
        }
    }

    /** The comparisons {@code a.compareTo(b)} was parsed into, by the expression that stands for it. */
    private final java.util.Map<Expr, Expr.Binary> compareTos = new java.util.IdentityHashMap<>();

    /**
     * A comparison; {@code a.compareTo(b) OP 0} (either way round) is {@code a OP b}, the usual way a generic key
     * is compared, so it translates as an int comparison.
     */
    private Expr comparison(Position pos, BinaryOp op, Expr left, Expr right) {
        Expr.Binary l = compareTos.get(left);
        if (l != null && right instanceof Expr.IntLit z && z.value() == 0) {
            return new Expr.Binary(pos, op, l.left(), l.right());
        }
        Expr.Binary r = compareTos.get(right);
        if (r != null && left instanceof Expr.IntLit z && z.value() == 0) {
            return new Expr.Binary(pos, op, r.right(), r.left());
        }
        return new Expr.Binary(pos, op, left, right);
    }

    private Expr call(Expr target, Token name) {
        expect("(");
        switch (name.text()) {
            case "compareTo" -> {
                // an int key's compareTo: a < b ? -1 : (a == b ? 0 : 1)
                Expr other = expression();
                expect(")");
                Position p = pos(name);
                Expr e = new Expr.Conditional(p, new Expr.Binary(p, BinaryOp.LT, target, other), new Expr.IntLit(p, -1),
                        new Expr.Conditional(p, new Expr.Binary(p, BinaryOp.EQ, target, other), new Expr.IntLit(p, 0),
                                new Expr.IntLit(p, 1)));
                compareTos.put(e, new Expr.Binary(p, BinaryOp.LT, target, other));
                return e;
            }
            case "has" -> {
                Expr element = expression();
                expect(")");
                return new Expr.Has(pos(name), target, element);
            }
            case "int_size" -> {
                expect(")");
                return new Expr.Size(pos(name), target);
            }
            default -> throw unsupported(name, "method call '" + name.text()
                    + "' (only has and int_size on reach sets, compareTo on keys)");
        }
    }

    private Expr primary() {
        Token t = next();
        switch (t.kind()) {
            case INTEGER:
                return new Expr.IntLit(pos(t), integer(t));
            case IDENTIFIER:
                switch (t.text()) {
                    case "true":
                        return new Expr.BoolLit(pos(t), true);
                    case "false":
                        return new Expr.BoolLit(pos(t), false);
                    case "null":
                        return new Expr.NullLit(pos(t));
                    case "this":
                        return new Expr.This(pos(t));
                    case "new":
                        throw unsupported(t, "object creation 'new'");
                    case "super":
                        throw unsupported(t, "'super'");
                    default:
                        if (peek().is("(")) {
                            throw unsupported(t, "method call '" + t.text()
                                    + "' (only has and int_size on reach sets)");
                        }
                        return new Expr.Name(pos(t), t.text());
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

    private Expr parenthesized(Token open) {
        Token t = peek();
        if (t.is("\\forall") || t.is("\\exists") || t.is("\\num_of")) {
            return quantifier(open, next());
        }
        if (t.kind() == Kind.BACKSLASH_WORD && !t.is("\\reach")) {
            throw unsupported(t, "JML construct '" + t.text() + "'");
        }
        Expr inner = expression();
        expect(")");
        Token after = peek();
        if (inner instanceof Expr.Name n && !n.name().isEmpty() && Character.isUpperCase(n.name().charAt(0))
                && (after.kind() == Kind.IDENTIFIER || after.is("(")) && !after.is("instanceof")) {
            throw unsupported(open, "cast to " + n.name());
        }
        return inner;
    }

    private Expr quantifier(Token open, Token keyword) {
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
        Expr first = expression();
        Expr range = null;
        Expr body = first;
        if (peek().is(";")) {
            next();
            range = first;
            body = expression();
        }
        expect(")");
        return new Expr.Quantifier(pos(keyword), kind, typeName, pos(type), vars, range, body);
    }

    private Expr reach(Token keyword) {
        expect("(");
        Expr from = expression();
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
        return new Expr.Reach(pos(keyword), from, typeName, pos(type), fields, fieldPos);
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
