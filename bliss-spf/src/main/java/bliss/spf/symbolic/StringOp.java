package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/**
 * An operation of {@code java.lang.String} on texts (STRING expressions), with Java's semantics: the path condition
 * decides strings by Z3's string theory ({@code bliss.spf.solver.JavaBitVectors}), not by fixing characters.
 *
 * @param op    the operation
 * @param left  its first operand (the string, for the operations of one string)
 * @param right its second operand, or null
 */
public record StringOp(Op op, Expr left, Expr right) implements Expr {

    public enum Op {
        /** {@code a + b} (STRING, STRING -> STRING). */
        CONCAT(Type.STRING, Type.STRING, Type.STRING),
        /** {@code String.valueOf(int)} (INT -> STRING). */
        OF_INT(Type.STRING, Type.INT, null),
        /** {@code String.valueOf(long)} (LONG -> STRING). */
        OF_LONG(Type.STRING, Type.LONG, null),
        /** {@code String.valueOf(char)} (INT -> STRING). */
        OF_CHAR(Type.STRING, Type.INT, null),
        /** {@code String.valueOf(boolean)} (INT 0 or not -> STRING). */
        OF_BOOLEAN(Type.STRING, Type.INT, null),
        /** {@code s.length()} (STRING -> INT). */
        LENGTH(Type.INT, Type.STRING, null),
        /** {@code s.trim()}: without the chars up to U+0020 at either end (STRING -> STRING). */
        TRIM(Type.STRING, Type.STRING, null),
        /** {@code s.charAt(i)} (STRING, INT -> INT); no value out of range, where Java throws. */
        CHAR_AT(Type.INT, Type.STRING, Type.INT),
        /** {@code s.substring(i)} (STRING, INT -> STRING); no value out of range, where Java throws. */
        DROP(Type.STRING, Type.STRING, Type.INT),
        /** {@code s.substring(0, n)} (STRING, INT -> STRING); no value out of range, where Java throws. */
        TAKE(Type.STRING, Type.STRING, Type.INT),
        /** {@code s.hashCode()} (STRING -> INT). */
        HASH(Type.INT, Type.STRING, null),
        /** {@code s.compareTo(t)} (STRING, STRING -> INT). */
        COMPARE(Type.INT, Type.STRING, Type.STRING),
        /**
         * {@code s.substring(0, s.indexOf(t))}, the text before the first {@code t} (STRING, STRING -> STRING); no
         * value where {@code s} does not contain {@code t}.
         */
        BEFORE(Type.STRING, Type.STRING, Type.STRING),
        /**
         * {@code s.substring(s.indexOf(t) + t.length())}, the text after the first {@code t} (STRING, STRING ->
         * STRING); no value where {@code s} does not contain {@code t}.
         */
        AFTER(Type.STRING, Type.STRING, Type.STRING),
        /**
         * The text of {@code s} before the first match of {@code t}, a constant expression matching one char of a
         * class or a run of them ({@code "\\s+"}: the longest there) (STRING, STRING -> STRING); {@code s} itself where
         * it holds no match.
         */
        BEFORE_MATCH(Type.STRING, Type.STRING, Type.STRING),
        /**
         * The text of {@code s} after the first match of {@code t}, as {@link #BEFORE_MATCH} (STRING, STRING ->
         * STRING); empty where it holds no match.
         */
        AFTER_MATCH(Type.STRING, Type.STRING, Type.STRING),
        /** {@code s.lastIndexOf(t)} (STRING, STRING -> INT). */
        LAST_INDEX_OF(Type.INT, Type.STRING, Type.STRING),
        /** {@code s.indexOf(t)} (STRING, STRING -> INT). */
        INDEX_OF(Type.INT, Type.STRING, Type.STRING),
        /** {@code s.equals(t)} (STRING, STRING -> BOOL). */
        EQUALS(Type.BOOL, Type.STRING, Type.STRING),
        /** {@code s.startsWith(t)} (STRING, STRING -> BOOL). */
        STARTS_WITH(Type.BOOL, Type.STRING, Type.STRING),
        /** {@code s.endsWith(t)} (STRING, STRING -> BOOL). */
        ENDS_WITH(Type.BOOL, Type.STRING, Type.STRING),
        /** {@code s.contains(t)} (STRING, STRING -> BOOL). */
        CONTAINS(Type.BOOL, Type.STRING, Type.STRING),
        /**
         * {@code s} in the language of the regular expression {@code t}, a constant ({@link JavaRegex}: char by char,
         * which is {@code s.matches(t)} on text without surrogate chars) (STRING, STRING -> BOOL).
         */
        MATCHES(Type.BOOL, Type.STRING, Type.STRING);

        final Type result;
        final Type first;
        final Type second;

        Op(Type result, Type first, Type second) {
            this.result = result;
            this.first = first;
            this.second = second;
        }
    }

    public StringOp {
        if (left.type() != op.first || (op.second == null ? right != null : right == null || right.type() != op.second)) {
            throw new IllegalArgumentException(op + " of " + left.type() + (right == null ? "" : ", " + right.type()));
        }
    }

    @Override
    public Type type() {
        return op.result;
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return Dags.eval(this, env);
    }

    /** Java semantics of {@code op} on concrete operands (texts as {@link Texts} ids). */
    public static long apply(Op op, long a, long b) {
        return switch (op) {
            case CONCAT -> Texts.id(Texts.text(a) + Texts.text(b));
            case OF_INT -> Texts.id(Integer.toString((int) a));
            case OF_LONG -> Texts.id(Long.toString(a));
            case OF_CHAR -> Texts.id(String.valueOf((char) a));
            case OF_BOOLEAN -> Texts.id(a != 0 ? "true" : "false");
            case LENGTH -> Texts.text(a).length();
            case TRIM -> Texts.id(Texts.text(a).trim());
            case CHAR_AT -> {
                String s = Texts.text(a);
                if (b < 0 || b >= s.length()) {
                    throw new ArithmeticException("charAt(" + b + ") of a string of length " + s.length());
                }
                yield s.charAt((int) b);
            }
            case DROP, TAKE -> {
                String s = Texts.text(a);
                if (b < 0 || b > s.length()) {
                    throw new ArithmeticException("substring at " + b + " of a string of length " + s.length());
                }
                yield Texts.id(op == Op.DROP ? s.substring((int) b) : s.substring(0, (int) b));
            }
            case BEFORE, AFTER -> {
                String s = Texts.text(a);
                String t = Texts.text(b);
                int at = s.indexOf(t);
                if (at < 0) {
                    throw new ArithmeticException("no " + t + " in " + s);
                }
                yield Texts.id(op == Op.BEFORE ? s.substring(0, at) : s.substring(at + t.length()));
            }
            case BEFORE_MATCH, AFTER_MATCH -> {
                String s = Texts.text(a);
                java.util.regex.Matcher m = java.util.regex.Pattern.compile(Texts.text(b)).matcher(s);
                boolean found = m.find();
                yield Texts.id(op == Op.BEFORE_MATCH ? s.substring(0, found ? m.start() : s.length())
                        : found ? s.substring(m.end()) : "");
            }
            case HASH -> Texts.text(a).hashCode();
            case COMPARE -> Texts.text(a).compareTo(Texts.text(b));
            case INDEX_OF -> Texts.text(a).indexOf(Texts.text(b));
            case LAST_INDEX_OF -> Texts.text(a).lastIndexOf(Texts.text(b));
            case EQUALS -> Texts.text(a).equals(Texts.text(b)) ? 1 : 0;
            case STARTS_WITH -> Texts.text(a).startsWith(Texts.text(b)) ? 1 : 0;
            case ENDS_WITH -> Texts.text(a).endsWith(Texts.text(b)) ? 1 : 0;
            case CONTAINS -> Texts.text(a).contains(Texts.text(b)) ? 1 : 0;
            case MATCHES -> JavaRegex.member(JavaRegex.language(Texts.text(b)), Texts.text(a)) ? 1 : 0;
        };
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        Dags.forEachVar(this, visitor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StringOp x && Dags.equal(this, x);
    }

    @Override
    public int hashCode() {
        return Dags.hash(this);
    }

    @Override
    public String toString() {
        return Dags.text(this);
    }

    /** @effects writes this expression's text to out ({@link Dags#text}) */
    void write(Dags.Text out) {
        switch (op) {
            case CONCAT -> out.add("(").add(left).add(" + ").add(right).add(")");
            case OF_INT, OF_LONG, OF_CHAR, OF_BOOLEAN -> out.add("String.valueOf(").add(left).add(")");
            case LENGTH -> out.add(left).add(".length()");
            case TRIM -> out.add(left).add(".trim()");
            case CHAR_AT -> out.add(left).add(".charAt(").add(right).add(")");
            case DROP -> out.add(left).add(".substring(").add(right).add(")");
            case TAKE -> out.add(left).add(".substring(0, ").add(right).add(")");
            case BEFORE -> out.add(left).add(".substring(0, ").add(left).add(".indexOf(").add(right).add("))");
            case AFTER -> out.add(left).add(".substring(").add(left).add(".indexOf(").add(right).add(") + ")
                    .add(right).add(".length())");
            case BEFORE_MATCH -> out.add(left).add(".split(").add(right).add(", 2)[0]");
            case AFTER_MATCH -> out.add(left).add(".split(").add(right).add(", 2)[1]");
            case HASH -> out.add(left).add(".hashCode()");
            case COMPARE -> out.add(left).add(".compareTo(").add(right).add(")");
            case INDEX_OF -> out.add(left).add(".indexOf(").add(right).add(")");
            case LAST_INDEX_OF -> out.add(left).add(".lastIndexOf(").add(right).add(")");
            case EQUALS -> out.add(left).add(".equals(").add(right).add(")");
            case STARTS_WITH -> out.add(left).add(".startsWith(").add(right).add(")");
            case ENDS_WITH -> out.add(left).add(".endsWith(").add(right).add(")");
            case CONTAINS -> out.add(left).add(".contains(").add(right).add(")");
            case MATCHES -> out.add(left).add(".matches(").add(right).add(")");
        }
    }
}
