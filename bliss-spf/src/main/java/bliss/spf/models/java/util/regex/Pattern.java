package bliss.spf.models.java.util.regex;

/**
 * Model of {@code java.util.regex.Pattern}: a pattern keeps its expression and flags, and every match, replacement
 * and split runs the host's own regular expressions on the concrete text ({@link #search}, engine natives), so the
 * answers are the JDK's. A symbolic expression or text ends its path as unsupported, naming it: the engine decides
 * no regular expression over symbolic characters. Commons Lang's {@code StringUtils} compiles one in its static
 * initializer, so that every one of its methods meets this class.
 */
public final class Pattern {

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private final String pattern;
    private final int flags;

    private Pattern(String regex, int flags) {
        check(regex, flags);
        this.pattern = regex;
        this.flags = flags;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    /** Engine native (the JDK's). */
    public static native String quote(String s);

    public String pattern() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public String[] split(CharSequence input, int limit) {
        return split(pattern, flags, input.toString(), limit);
    }

    /** Throws the host's PatternSyntaxException for an expression it refuses, or IllegalArgumentException for flags. */
    private static native void check(String regex, int flags);

    /** The number of capturing groups. */
    static native int groups(String regex, int flags);

    /**
     * The match of the expression in {@code text}: the whole text ({@code mode} 0, {@code matches}), a prefix (1,
     * {@code lookingAt}) or the first match from {@code from} (2, {@code find}); null for none, else the start and
     * end of every group, group 0 first (-1 for a group that took no part).
     */
    static native int[] search(String regex, int flags, String text, int mode, int from);

    /** The host's {@code replaceAll} ({@code all}) or {@code replaceFirst} of the text. */
    static native String replace(String regex, int flags, String text, String replacement, boolean all);

    private static native String[] split(String regex, int flags, String text, int limit);
}
