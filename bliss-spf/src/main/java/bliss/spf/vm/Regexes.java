package bliss.spf.vm;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.JavaRegex;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.SymbolicString;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine natives of the {@code java.util.regex.Pattern} model: every question about a regular expression is
 * answered by the host's {@link java.util.regex.Pattern} on concrete text, so matches, groups, replacements, splits
 * and the exceptions of bad expressions are the JDK's own. The exceptions: whether symbolic text matches as a whole
 * an expression without groups whose language {@link JavaRegex} covers, a condition of the solver's string theory
 * ({@link #wholeMatch}), and a split of symbolic text by an expression whose matches the string theory finds (one
 * literal text, one char of a class or a run of them: {@link DelimiterSplit}). Any other symbolic expression, text or
 * replacement is fixed to a concrete one by the run's hooks ({@link ExecutionHooks#concretize}), which by default
 * refuse: the path ends as unsupported, naming the operation and the symbolic string.
 */
final class Regexes {

    private static final String PATTERN = "java/util/regex/Pattern.";

    /** The natives, by owner, name and descriptor. */
    static final Map<String, Native> NATIVES = Map.of(
            PATTERN + "check(Ljava/lang/String;I)V", Regexes::check,
            PATTERN + "groups(Ljava/lang/String;I)I", Regexes::groups,
            PATTERN + "search(Ljava/lang/String;ILjava/lang/String;II)[I", Regexes::search,
            PATTERN + "replace(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;",
                    Regexes::replace,
            PATTERN + "split(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;", Regexes::split);

    /** Compiled host patterns by flags and expression (they are immutable); emptied when it grows large. */
    private static final Map<String, java.util.regex.Pattern> COMPILED = new ConcurrentHashMap<>();

    private Regexes() {
    }

    private static void check(Interpreter in, long[] p, Object[] r, int b) {
        compiled(in, p, r, b, "Pattern.compile");
    }

    private static void groups(Interpreter in, long[] p, Object[] r, int b) {
        p[b] = compiled(in, p, r, b, "Matcher.groupCount").matcher("").groupCount();
        r[b] = null;
    }

    private static void search(Interpreter in, long[] p, Object[] r, int b) {
        java.util.regex.Pattern pattern = compiled(in, p, r, b, "Matcher.find");
        if (r[b + 2] instanceof SymbolicString s && r[b + 3] == null && p[b + 3] == 0 && pattern.flags() == 0
                && pattern.matcher("").groupCount() == 0 && JavaRegex.language(pattern.pattern()) != null) {
            r[b] = wholeMatch(in, pattern.pattern(), s);
            return;
        }
        DelimiterSplit.Delimiter delimiter = SymbolicString.hasText(r[b + 2]) && r[b + 3] == null && p[b + 3] == 2
                ? DelimiterSplit.of(pattern.pattern(), pattern.flags()) : null;
        if (delimiter != null) {
            Expr from = r[b + 4] != null ? (Expr) r[b + 4] : Const.ofInt((int) p[b + 4]);
            Expr[] found = DelimiterSplit.find(in, r[b + 2], delimiter, from);
            VmArray bounds = found == null ? null : in.vm.newArray(in.vm.classes.arrayClass("[I"), 2);
            if (bounds != null) {
                Interpreter.setValue(bounds.p, bounds.r, 0, found[0]);
                Interpreter.setValue(bounds.p, bounds.r, 1, found[1]);
            }
            r[b] = bounds;
            return;
        }
        String text = text(in, r[b + 2], "a match of /" + pattern.pattern() + "/");
        int mode = (int) Strings.concreteValue(in, p, r, b + 3, "Matcher.find");
        int from = (int) Strings.concreteValue(in, p, r, b + 4, "Matcher.find");
        java.util.regex.Matcher m = pattern.matcher(text);
        boolean found = switch (mode) {
            case 0 -> m.matches();
            case 1 -> m.lookingAt();
            default -> m.find(from);
        };
        if (!found) {
            r[b] = null;
            return;
        }
        VmArray bounds = in.vm.newArray(in.vm.classes.arrayClass("[I"), 2 * (m.groupCount() + 1));
        for (int g = 0; g <= m.groupCount(); g++) {
            bounds.p[2 * g] = m.start(g);
            bounds.p[2 * g + 1] = m.end(g);
        }
        r[b] = bounds;
    }

    /**
     * Whether symbolic text matches, as a whole, an expression without groups whose language {@link JavaRegex}
     * covers: one branch on the text holding a surrogate char (a char of a supplementary code point, which the JDK
     * matches as one code point: that path ends as unsupported, named), then one on its membership in the language.
     *
     * @return the bounds of the match ({@code [0, length]}), or null where it does not match
     */
    private static VmArray wholeMatch(Interpreter in, String regex, SymbolicString s) {
        Expr text = SymbolicString.termOf(s);
        if (in.hooks().branch(in, Exprs.string(StringOp.Op.MATCHES, text, Const.ofText(SURROGATES)))) {
            throw new Unsupported("a match of /" + regex + "/ of " + s + " holding a surrogate char (the engine"
                    + " matches symbolic text of the Basic Multilingual Plane only)");
        }
        if (!in.hooks().branch(in, Exprs.string(StringOp.Op.MATCHES, text, Const.ofText(regex)))) {
            return null;
        }
        VmArray bounds = in.vm.newArray(in.vm.classes.arrayClass("[I"), 2);
        Interpreter.setValue(bounds.p, bounds.r, 1, s.lengthTerm());
        return bounds;
    }

    /** {@code text.matches(regex)} ({@code String.matches}): {@code Pattern.matches}, the JDK's exceptions included. */
    static boolean matches(Interpreter in, Object regex, Object text) {
        if (regex == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        String expression = text(in, regex, "String.matches of a regular expression");
        java.util.regex.Pattern pattern;
        try {
            pattern = java.util.regex.Pattern.compile(expression);
        } catch (RuntimeException e) {
            throw asVmThrow(in, e);
        }
        if (text instanceof SymbolicString s && pattern.matcher("").groupCount() == 0
                && JavaRegex.language(expression) != null) {
            return wholeMatch(in, expression, s) != null;
        }
        return pattern.matcher(text(in, text, "a match of /" + expression + "/")).matches();
    }

    /** The texts with a surrogate char, in {@link JavaRegex}'s char-by-char reading. */
    private static final String SURROGATES = "[\\x00-\\uFFFF]*[\\uD800-\\uDFFF][\\x00-\\uFFFF]*";

    private static void replace(Interpreter in, long[] p, Object[] r, int b) {
        java.util.regex.Pattern pattern = compiled(in, p, r, b, "Matcher.replaceAll");
        DelimiterSplit.Delimiter delimiter = SymbolicString.hasText(r[b + 2]) && DelimiterSplit.plain(r[b + 3])
                ? DelimiterSplit.of(pattern.pattern(), pattern.flags()) : null;
        if (delimiter != null) {
            boolean all = Strings.concreteValue(in, p, r, b + 4, "Matcher.replaceAll") != 0;
            r[b] = DelimiterSplit.replace(in, r[b + 2], delimiter, r[b + 3], all);
            return;
        }
        String text = text(in, r[b + 2], "a replacement of /" + pattern.pattern() + "/");
        String replacement = r[b + 3] == null ? null : text(in, r[b + 3], "a replacement of /" + pattern.pattern() + "/");
        boolean all = Strings.concreteValue(in, p, r, b + 4, "Matcher.replaceAll") != 0;
        try {
            java.util.regex.Matcher m = pattern.matcher(text);
            r[b] = all ? m.replaceAll(replacement) : m.replaceFirst(replacement);
        } catch (RuntimeException e) {
            throw asVmThrow(in, e);
        }
    }

    private static void split(Interpreter in, long[] p, Object[] r, int b) {
        java.util.regex.Pattern pattern = compiled(in, p, r, b, "Pattern.split");
        DelimiterSplit.Delimiter delimiter = SymbolicString.hasText(r[b + 2])
                ? DelimiterSplit.of(pattern.pattern(), pattern.flags()) : null;
        if (delimiter != null) {
            int limit = (int) Strings.concreteValue(in, p, r, b + 3, "Pattern.split");
            r[b] = Strings.vmArray(in, DelimiterSplit.split(in, r[b + 2], delimiter, limit));
            return;
        }
        String text = text(in, r[b + 2], "a split by /" + pattern.pattern() + "/");
        int limit = (int) Strings.concreteValue(in, p, r, b + 3, "Pattern.split");
        r[b] = Strings.vmArray(in, pattern.split(text, limit));
    }

    /** The host pattern of the expression and flags in slots b and b + 1; the JDK's exception for a bad one. */
    private static java.util.regex.Pattern compiled(Interpreter in, long[] p, Object[] r, int b, String operation) {
        if (r[b] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        String regex = text(in, r[b], operation + " of a regular expression");
        int flags = (int) Strings.concreteValue(in, p, r, b + 1, operation);
        String key = flags + "/" + regex;
        java.util.regex.Pattern compiled = COMPILED.get(key);
        if (compiled == null) {
            try {
                compiled = java.util.regex.Pattern.compile(regex, flags);
            } catch (RuntimeException e) {
                throw asVmThrow(in, e);
            }
            if (COMPILED.size() > 1024) {
                COMPILED.clear();
            }
            COMPILED.put(key, compiled);
        }
        return compiled;
    }

    private static String text(Interpreter in, Object s, String operation) {
        if (s == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        return Strings.concrete(in, s, operation);
    }

    /** The host's exception (a bad expression, flag, group reference or index) raised in the program. */
    private static VmThrow asVmThrow(Interpreter in, RuntimeException e) {
        return in.vmThrow(e.getClass().getName().replace('.', '/'), e.getMessage());
    }
}
