package bliss.spf.vm;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.JavaRegex;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.SymbolicString;

import java.util.ArrayList;
import java.util.List;

/**
 * A split of symbolic text by a regular expression whose matches the string theory can find: one literal text
 * ({@code ","}, {@code "\\."}, {@code "::"}; String.split's fast path is the one-char case) or one char of a class or
 * a run of them ({@code "\\s+"}, {@code "[,;]"}, {@code " +"}): the JDK's result, found as the JDK finds it.
 * Pattern.split takes the matches left to right, each from the end of the last; for these expressions that is the
 * first match in what is left (for a run, the longest there: greedy, with nothing after it), so each turn is one
 * branch on whether the rest holds a match, the piece the text before the first match ({@link StringOp.Op#BEFORE},
 * {@link StringOp.Op#BEFORE_MATCH}), the new rest the text after it ({@link StringOp.Op#AFTER},
 * {@link StringOp.Op#AFTER_MATCH}). Then, as the JDK does: no match gives the text itself;
 * a positive limit caps the pieces (the last one holds the rest, delimiters and all); a zero limit drops the trailing
 * empty pieces, one branch each on a piece's emptiness from the end.
 */
final class DelimiterSplit {

    /** The chars a regular expression gives a meaning; a backslash before any other non-alphanumeric char is it. */
    private static final String META = ".$|()[]{}^?*+\\";


    private DelimiterSplit() {
    }

    /**
     * What a split searches for: the literal text or the expression ({@code X} or {@code X+}, X one char class),
     * each as a constant text of the string theory's operations.
     */
    record Delimiter(Expr literal, Expr expression) {

        /** Whether {@code text} holds a match (for a class: the text before the first is shorter than it). */
        Expr occursIn(Expr text) {
            return literal != null ? Exprs.string(StringOp.Op.CONTAINS, text, literal)
                    : Exprs.compare(bliss.spf.symbolic.Compare.Op.LT, Exprs.string(StringOp.Op.LENGTH,
                            before(text), null), Exprs.string(StringOp.Op.LENGTH, text, null));
        }

        /** The text before the first match (where there is one). */
        Expr before(Expr text) {
            return literal != null ? Exprs.string(StringOp.Op.BEFORE, text, literal)
                    : Exprs.string(StringOp.Op.BEFORE_MATCH, text, expression);
        }

        /** The text after the first match (where there is one). */
        Expr after(Expr text) {
            return literal != null ? Exprs.string(StringOp.Op.AFTER, text, literal)
                    : Exprs.string(StringOp.Op.AFTER_MATCH, text, expression);
        }
    }

    /**
     * The delimiter of {@code regex} under {@code flags}, when its matches are one non-empty text of the Basic
     * Multilingual Plane (plain chars and backslash-escaped non-alphanumeric chars, or any text under
     * {@link java.util.regex.Pattern#LITERAL} alone), or one char or a greedy run of chars of a class without surrogate
     * chars ({@link #charClass}).
     *
     * @return the delimiter, or null for any other expression (alternation, other quantifiers, groups, anchors, flags)
     */
    static Delimiter of(String regex, int flags) {
        String text = literal(regex, flags);
        if (text != null) {
            return new Delimiter(Const.ofText(text), null);
        }
        if (flags != 0) {
            return null;
        }
        String one = regex.endsWith("+") && !JavaRegex.escaped(regex, regex.length() - 1)
                ? regex.substring(0, regex.length() - 1) : regex;
        if (charClass(one) == null) {
            return null;
        }
        return new Delimiter(null, Const.ofText(regex));
    }

    /** The literal text every match of {@code regex} is, or null ({@link #of}). */
    static String literal(String regex, int flags) {
        if (flags == java.util.regex.Pattern.LITERAL) {
            return plane(regex);
        }
        if (flags != 0) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                if (i + 1 == regex.length()) {
                    return null;
                }
                c = regex.charAt(++i);
                if (Character.isLetterOrDigit(c) || c > 0x7F) {
                    return null;
                }
            } else if (META.indexOf(c) >= 0) {
                return null;
            }
            text.append(c);
        }
        return plane(text.toString());
    }

    /**
     * The chars of {@code regex} when it matches exactly one char of a set without surrogate chars (a char, a class,
     * {@code \s}, {@code \d}, ...), in {@link JavaRegex}'s reading; else null.
     */
    static JavaRegex.Chars charClass(String regex) {
        JavaRegex.Node n = regex.isEmpty() || regex.startsWith("^") || regex.endsWith("$") ? null
                : JavaRegex.language(regex);
        if (!(n instanceof JavaRegex.Chars c) || c.ranges().isEmpty()) {
            return null;
        }
        for (int[] r : c.ranges()) {
            if (r[1] >= Character.MIN_SURROGATE && r[0] <= Character.MAX_SURROGATE) {
                return null;
            }
        }
        return c;
    }

    private static String plane(String text) {
        if (text.isEmpty()) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return null;
            }
        }
        return text;
    }

    /**
     * {@code Pattern.compile(regex).split(text, limit)} for the delimiter of {@code regex}: the pieces, each a host
     * string or a symbolic one, after one branch per match and per trailing piece tested for emptiness.
     */
    static Object[] split(Interpreter in, Object text, Delimiter delimiter, int limit) {
        List<Expr> pieces = new ArrayList<>();
        Expr rest = SymbolicString.termOf(text);
        boolean matched = false;
        while (limit <= 0 || pieces.size() < limit - 1) {
            // asked as "no further match" so that a depth-first search ends the splits into fewer pieces first: a
            // loop over an unbounded text has no last turn, and the solver's questions grow with the pieces
            if (holds(in, Exprs.not(delimiter.occursIn(rest)))) {
                break;
            }
            matched = true;
            pieces.add(delimiter.before(rest));
            rest = delimiter.after(rest);
        }
        if (!matched) {
            return new Object[] {text};
        }
        pieces.add(rest);
        int size = pieces.size();
        if (limit == 0) {
            while (size > 0 && holds(in, Exprs.compare(bliss.spf.symbolic.Compare.Op.EQ,
                    Exprs.string(StringOp.Op.LENGTH, pieces.get(size - 1), null), Const.ofInt(0)))) {
                size--;
            }
        }
        Object[] result = new Object[size];
        for (int i = 0; i < size; i++) {
            result[i] = SymbolicString.of(pieces.get(i));
        }
        return result;
    }

    /**
     * The text with the first ({@code all} false) or every match of the delimiter replaced by {@code replacement}
     * (a host string or a symbolic one, taken as it is: a regular expression's replacement only when it has no
     * {@code $} or backslash): the pieces of a split that keeps empty ones, joined by it.
     */
    static Object replace(Interpreter in, Object text, Delimiter delimiter, Object replacement, boolean all) {
        Object[] pieces = split(in, text, delimiter, all ? -1 : 2);
        Object joined = pieces[0];
        for (int i = 1; i < pieces.length; i++) {
            joined = SymbolicString.concat(SymbolicString.concat(joined, replacement), pieces[i]);
        }
        return in.chargeString(joined);
    }

    /** Whether a regular expression's replacement text means itself (no group reference, no escape). */
    static boolean plain(Object replacement) {
        return replacement instanceof String t && t.indexOf('$') < 0 && t.indexOf('\\') < 0;
    }

    /**
     * The first match of the delimiter in {@code text} from {@code from} on, as {@code Matcher.find} reports it:
     * null after a branch that there is none, else its start and end as terms (the length of the text before it, and
     * the length of the text less what follows it).
     *
     * @requires 0 <= from <= text.length() on the path
     */
    static Expr[] find(Interpreter in, Object text, Delimiter delimiter, Expr from) {
        Expr whole = SymbolicString.termOf(text);
        Expr rest = from instanceof Const k && k.value() == 0 ? whole : Exprs.string(StringOp.Op.DROP, whole, from);
        if (holds(in, Exprs.not(delimiter.occursIn(rest)))) {
            return null;
        }
        Expr start = Exprs.binary(bliss.spf.symbolic.Binary.Op.ADD, from,
                Exprs.string(StringOp.Op.LENGTH, delimiter.before(rest), null));
        Expr end = Exprs.binary(bliss.spf.symbolic.Binary.Op.SUB, Exprs.string(StringOp.Op.LENGTH, whole, null),
                Exprs.string(StringOp.Op.LENGTH, delimiter.after(rest), null));
        return new Expr[] {start, end};
    }

    private static boolean holds(Interpreter in, Expr condition) {
        if (condition instanceof Const k) {
            return k.value() != 0;
        }
        return in.hooks().branch(in, condition);
    }
}
