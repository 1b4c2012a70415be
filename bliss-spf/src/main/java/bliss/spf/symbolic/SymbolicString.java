package bliss.spf.symbolic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A string some of whose parts are symbolic values turned into text, as {@code "empty stack of size " + size}
 * makes it when {@code size} is the symbolic {@code X.size}. Immutable; a value of the interpreted
 * {@code java.lang.String} alongside host strings, which stay the representation of every concrete string.
 *
 * <p>Operations that only move text around (concatenation, {@code String.valueOf}, {@code toString}) keep the
 * terms. Operations that need characters are answered exactly where that is cheap: {@link #lengthTerm()} is an
 * int term (the decimal length of a number is a chain of comparisons), {@link #equalsCondition(String)} a
 * condition over the terms; everything else first fixes the terms to concrete values ({@link #render}).
 *
 * <pre>
 * @specfield parts: seq Part  -- no two adjacent texts, no empty text, at least one value
 * </pre>
 */
public final class SymbolicString {

    /** How a symbolic value is written as text: as {@code String.valueOf} of its Java type writes it. */
    public enum Kind {
        /** int, byte, short: decimal. */
        INT,
        /** long: decimal. */
        LONG,
        /** char: the character itself. */
        CHAR,
        /** boolean (an int term in 0..1): "true" or "false". */
        BOOLEAN,
        /** a string's text (a STRING term): itself. */
        STRING
    }

    /** A part of the text: constant characters or a symbolic value. */
    public sealed interface Part permits Text, Value {
    }

    /** Constant characters. */
    public record Text(String text) implements Part {
    }

    /** A symbolic value written as its kind says. */
    public record Value(Expr term, Kind kind) implements Part {
    }

    private final List<Part> parts;

    private SymbolicString(List<Part> parts) {
        this.parts = Collections.unmodifiableList(parts);
    }

    public List<Part> parts() {
        return parts;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Building

    /**
     * The text of a value of a Java type: a host string when the term is constant, else a symbolic string.
     *
     * @return a {@link String} or a {@link SymbolicString}
     */
    public static Object valueOf(Expr term, Kind kind) {
        if (term instanceof Const k) {
            return constantText(k.value(), kind);
        }
        List<Part> ps = new ArrayList<>();
        ps.add(new Value(term, kind));
        return new SymbolicString(ps);
    }

    /** Java's text of a concrete value of a kind. */
    public static String constantText(long v, Kind kind) {
        return switch (kind) {
            case INT -> Integer.toString((int) v);
            case LONG -> Long.toString(v);
            case CHAR -> String.valueOf((char) v);
            case BOOLEAN -> v != 0 ? "true" : "false";
            case STRING -> Texts.text(v);
        };
    }

    /** A string whose text is a STRING term ({@code N1.name}): a host string when the term is constant. */
    public static Object of(Expr text) {
        return valueOf(text, Kind.STRING);
    }

    /**
     * The text of a string value as a STRING term.
     *
     * @param s a host {@link String} or a {@link SymbolicString}
     */
    public static Expr termOf(Object s) {
        return s instanceof String t ? Const.ofText(t) : ((SymbolicString) s).term();
    }

    /**
     * What the string costs a path's allocation budget: its known characters and one for each symbolic part.
     *
     * @return at least the number of parts
     */
    public long size() {
        long n = 0;
        for (Part p : parts) {
            n += p instanceof Text t ? t.text().length() : 1;
        }
        return n;
    }

    /** Whether a string value has a part whose characters are unknown ({@link Kind#STRING}). */
    public static boolean hasText(Object s) {
        return s instanceof SymbolicString ss && ss.hasText();
    }

    /**
     * The concatenation of two strings, each a host {@link String} or a {@link SymbolicString}.
     *
     * @requires a and b are not null
     * @return a host string when both are, else a symbolic string
     */
    public static Object concat(Object a, Object b) {
        if (a instanceof String s && b instanceof String t) {
            return s.concat(t);
        }
        List<Part> ps = new ArrayList<>();
        append(ps, a);
        append(ps, b);
        return new SymbolicString(ps);
    }

    private static void append(List<Part> ps, Object s) {
        if (s instanceof String t) {
            appendText(ps, t);
        } else {
            for (Part p : ((SymbolicString) s).parts) {
                if (p instanceof Text t) {
                    appendText(ps, t.text());
                } else {
                    ps.add(p);
                }
            }
        }
    }

    private static void appendText(List<Part> ps, String t) {
        if (t.isEmpty()) {
            return;
        }
        if (!ps.isEmpty() && ps.get(ps.size() - 1) instanceof Text last) {
            ps.set(ps.size() - 1, new Text(last.text() + t));
        } else {
            ps.add(new Text(t));
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // Reading

    /** Whether a part is a string's text ({@link Kind#STRING}): then the characters are the solver's to decide. */
    public boolean hasText() {
        for (Part p : parts) {
            if (p instanceof Value v && v.kind() == Kind.STRING) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a string value has a part the string theory takes char by char: a symbolic string or a symbolic char
     * (not only numbers and booleans, whose decimal text Z3 reasons about slowly).
     */
    public static boolean hasChars(Object s) {
        if (s instanceof SymbolicString ss) {
            for (Part p : ss.parts) {
                if (p instanceof Value v && (v.kind() == Kind.STRING || v.kind() == Kind.CHAR)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The whole text as a STRING term: the parts concatenated, each value as its kind writes it. */
    public Expr term() {
        Expr t = null;
        for (Part p : parts) {
            Expr e;
            if (p instanceof Text x) {
                e = Const.ofText(x.text());
            } else {
                Value v = (Value) p;
                e = switch (v.kind()) {
                    case INT -> Exprs.string(StringOp.Op.OF_INT, v.term(), null);
                    case LONG -> Exprs.string(StringOp.Op.OF_LONG, v.term(), null);
                    case CHAR -> Exprs.string(StringOp.Op.OF_CHAR, v.term(), null);
                    case BOOLEAN -> Exprs.string(StringOp.Op.OF_BOOLEAN, v.term(), null);
                    case STRING -> v.term();
                };
            }
            t = t == null ? e : Exprs.string(StringOp.Op.CONCAT, t, e);
        }
        return t;
    }

    /** The symbolic values, in order. */
    public List<Expr> terms() {
        List<Expr> out = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Value v) {
                out.add(v.term());
            }
        }
        return out;
    }

    /**
     * The text under values of the terms' variables (a model of the path condition, or values the path fixed).
     *
     * @throws IllegalArgumentException when a variable has no value
     */
    public String render(Map<Var, Long> env) {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            if (p instanceof Text t) {
                sb.append(t.text());
            } else {
                Value v = (Value) p;
                sb.append(constantText(v.term().eval(env), v.kind()));
            }
        }
        return sb.toString();
    }

    /**
     * The length as an int term: the length of a number's decimal text is a chain of comparisons of the number,
     * a char is one character, a boolean four or five.
     */
    public Expr lengthTerm() {
        if (hasText()) {
            return Exprs.string(StringOp.Op.LENGTH, term(), null);
        }
        Expr sum = Const.ofInt(0);
        for (Part p : parts) {
            Expr len = p instanceof Text t ? Const.ofInt(t.text().length()) : valueLength((Value) p);
            sum = Exprs.binary(Binary.Op.ADD, sum, len);
        }
        return sum;
    }

    private static Expr valueLength(Value v) {
        Expr x = v.term();
        return switch (v.kind()) {
            case STRING -> Exprs.string(StringOp.Op.LENGTH, x, null);
            case CHAR -> Const.ofInt(1);
            case BOOLEAN -> Exprs.ite(Exprs.compare(Compare.Op.NE, x, Const.ofInt(0)), Const.ofInt(4), Const.ofInt(5));
            case INT, LONG -> decimalLength(x, v.kind() == Kind.LONG);
        };
    }

    /** 1 + [x < 0] + sum over k >= 1 of [x >= 10^k or x <= -10^k]. */
    private static Expr decimalLength(Expr x, boolean wide) {
        Expr zero = wide ? Const.ofLong(0) : Const.ofInt(0);
        Expr len = Exprs.ite(Exprs.compare(Compare.Op.LT, x, zero), Const.ofInt(2), Const.ofInt(1));
        long bound = 10;
        int digits = wide ? 18 : 9;
        for (int k = 1; k <= digits; k++, bound *= 10) {
            Expr hi = wide ? Const.ofLong(bound) : Const.ofInt((int) bound);
            Expr lo = wide ? Const.ofLong(-bound) : Const.ofInt((int) -bound);
            Expr more = Exprs.or(Exprs.compare(Compare.Op.GE, x, hi), Exprs.compare(Compare.Op.LE, x, lo));
            len = Exprs.binary(Binary.Op.ADD, len, Exprs.ite(more, Const.ofInt(1), Const.ofInt(0)));
        }
        return len;
    }

    /**
     * The condition under which this text equals {@code other}: the constant parts must appear in place, and each
     * value must be written as the characters between them (a number as its canonical decimal text).
     */
    public Expr equalsCondition(String other) {
        if (hasText()) {
            return Exprs.string(StringOp.Op.EQUALS, term(), Const.ofText(other));
        }
        return match(0, other, 0);
    }

    private Expr match(int i, String s, int at) {
        if (i == parts.size()) {
            return Const.ofBool(at == s.length());
        }
        Part p = parts.get(i);
        if (p instanceof Text t) {
            return s.startsWith(t.text(), at) ? match(i + 1, s, at + t.text().length()) : Const.FALSE;
        }
        Value v = (Value) p;
        Expr any = Const.FALSE;
        switch (v.kind()) {
            case CHAR -> {
                if (at < s.length()) {
                    any = Exprs.and(Exprs.compare(Compare.Op.EQ, v.term(), Const.ofInt(s.charAt(at))),
                            match(i + 1, s, at + 1));
                }
            }
            case BOOLEAN -> {
                if (s.startsWith("true", at)) {
                    any = Exprs.and(Exprs.compare(Compare.Op.NE, v.term(), Const.ofInt(0)), match(i + 1, s, at + 4));
                } else if (s.startsWith("false", at)) {
                    any = Exprs.and(Exprs.compare(Compare.Op.EQ, v.term(), Const.ofInt(0)), match(i + 1, s, at + 5));
                }
            }
            case INT, LONG -> {
                // every prefix of the longest run "-?digits" that is a canonical number of the type
                int end = at;
                if (end < s.length() && s.charAt(end) == '-') {
                    end++;
                }
                int digitsFrom = end;
                while (end < s.length() && Character.isDigit(s.charAt(end)) && s.charAt(end) < 128
                        && end - digitsFrom < 19) {
                    end++;
                }
                for (int stop = digitsFrom + 1; stop <= end; stop++) {
                    String number = s.substring(at, stop);
                    Long n = canonical(number, v.kind() == Kind.LONG);
                    if (n != null) {
                        Expr k = v.kind() == Kind.LONG ? Const.ofLong(n) : Const.ofInt((int) (long) n);
                        any = Exprs.or(any, Exprs.and(Exprs.compare(Compare.Op.EQ, v.term(), k),
                                match(i + 1, s, stop)));
                    }
                }
            }
            default -> throw new IllegalStateException();
        }
        return any;
    }

    /** The value of a number's text if it is exactly how Java writes that value, else null. */
    private static Long canonical(String text, boolean wide) {
        try {
            long n = wide ? Long.parseLong(text) : Integer.parseInt(text);
            String back = wide ? Long.toString(n) : Integer.toString((int) n);
            return back.equals(text) ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    @Override
    public boolean equals(Object o) {
        return o instanceof SymbolicString s && s.parts.equals(parts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(parts);
    }

    /** As a Java expression: {@code "empty stack of size " + X.size}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            if (p instanceof Text t) {
                sb.append('"').append(escape(t.text())).append('"');
            } else {
                Value v = (Value) p;
                String term = v.term().toString();
                sb.append(v.kind() == Kind.CHAR ? "(char) " + term : v.kind() == Kind.BOOLEAN ? "(" + term
                        + " != 0)" : term);
                if (v.kind() == Kind.STRING && parts.size() == 1) {
                    return term; // a string's own text: its name
                }
            }
        }
        if (parts.size() == 1 && parts.get(0) instanceof Value) {
            sb.insert(0, "\"\" + ");
        }
        return sb.toString();
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
