package bliss.spf.vm;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JDK's case mappings of {@code Character} ({@code toLowerCase}, {@code toUpperCase}, {@code toTitleCase}, of a
 * char and of a code point) on a symbolic value, as a term: the value plus the offset the JDK's own method gives it,
 * found once per method by running it on every char (0..0xFFFF) or code point (0..0x10FFFF). Values with the same
 * offset form runs, consecutive (the Latin and Greek alphabets) or every other value (Latin Extended's pairs, upper
 * case on the even value); values in no run map to themselves. The term is a balanced tree of choices on the value
 * over the runs, so it agrees with the JVM on every value and a path keeps the character symbolic, as
 * {@link CharacterPredicates} does for the predicates.
 */
final class CharacterMappings {

    private static final Set<String> NAMES = Set.of("toLowerCase", "toUpperCase", "toTitleCase");
    private static final Map<Method, List<Run>> RUNS = new ConcurrentHashMap<>();

    /** Values {@code first, first + step, ..., last} whose mapping adds {@code offset}. */
    private record Run(int first, int last, int step, int offset) {
    }

    private CharacterMappings() {
    }

    /**
     * Whether {@code m} is such a mapping: a static {@code Character} case mapping from a char to a char or from an
     * int to an int.
     */
    static boolean covers(Method m) {
        return m.getDeclaringClass() == Character.class && NAMES.contains(m.getName()) && m.getParameterCount() == 1
                && (m.getParameterTypes()[0] == char.class || m.getParameterTypes()[0] == int.class)
                && m.getReturnType() == m.getParameterTypes()[0];
    }

    /**
     * @requires covers(m)
     * @return the term whose value is {@code m} applied to the value of {@code c}
     */
    static Expr term(Method m, Expr c) {
        List<Run> runs = RUNS.computeIfAbsent(m, CharacterMappings::runs);
        return runs.isEmpty() ? c : tree(runs, 0, runs.size(), c);
    }

    /** The mapping over {@code runs[from..to)}: a choice at the middle run's first value, a run's test at a leaf. */
    private static Expr tree(List<Run> runs, int from, int to, Expr c) {
        if (to - from == 1) {
            Run run = runs.get(from);
            Expr in = Exprs.and(Exprs.compare(Compare.Op.GE, c, Const.ofInt(run.first)),
                    Exprs.compare(Compare.Op.LE, c, Const.ofInt(run.last)));
            if (run.step == 2) {
                Expr parity = Exprs.binary(Binary.Op.AND, Exprs.binary(Binary.Op.SUB, c, Const.ofInt(run.first)),
                        Const.ofInt(1));
                in = Exprs.and(in, Exprs.compare(Compare.Op.EQ, parity, Const.ofInt(0)));
            }
            return Exprs.ite(in, Exprs.binary(Binary.Op.ADD, c, Const.ofInt(run.offset)), c);
        }
        int mid = (from + to) >>> 1;
        return Exprs.ite(Exprs.compare(Compare.Op.LT, c, Const.ofInt(runs.get(mid).first)), tree(runs, from, mid, c),
                tree(runs, mid, to, c));
    }

    /**
     * The runs of {@code m}, in increasing order and disjoint: a maximal run of consecutive values with one non-zero
     * offset, else (a lone value) the longest run of every other value with that offset whose values between map to
     * themselves.
     */
    private static List<Run> runs(Method m) {
        int last = m.getParameterTypes()[0] == char.class ? Character.MAX_VALUE : Character.MAX_CODE_POINT;
        int[] offset = new int[last + 1];
        for (int v = 0; v <= last; v++) {
            offset[v] = apply(m, v) - v;
        }
        List<Run> out = new ArrayList<>();
        int v = 0;
        while (v <= last) {
            int d = offset[v];
            if (d == 0) {
                v++;
                continue;
            }
            int end = v;
            while (end + 1 <= last && offset[end + 1] == d) {
                end++;
            }
            int step = 1;
            if (end == v) {
                while (end + 2 <= last && offset[end + 2] == d && offset[end + 1] == 0) {
                    end += 2;
                }
                step = end == v ? 1 : 2;
            }
            out.add(new Run(v, end, step, d));
            v = end + 1;
        }
        return out;
    }

    /** {@link #stringExceptions}, per direction (index 1: upper case), made on first use. */
    private static final List<?>[] EXCEPTIONS = new List<?>[2];

    /**
     * The chars on which {@code String.toUpperCase()} ({@code upper}) or {@code toLowerCase()} of this JVM's default
     * locale does not give {@code Character}'s mapping of each char: those the JDK's String maps to another text when
     * alone (found by running both on every char: a sharp s to "SS", a capital I with a dot to two chars, ...), the
     * capital sigma (its lower case depends on what follows) and the surrogates (a pair converts as one code point).
     * Null when the default locale converts by context (Turkish, Azeri, Lithuanian): then no char is safe.
     */
    @SuppressWarnings("unchecked")
    static synchronized List<int[]> stringExceptions(boolean upper) {
        String language = java.util.Locale.getDefault().getLanguage();
        if (language.equals("tr") || language.equals("az") || language.equals("lt")) {
            return null;
        }
        int i = upper ? 1 : 0;
        if (EXCEPTIONS[i] == null) {
            List<int[]> out = new ArrayList<>();
            for (int c = 0; c <= Character.MAX_VALUE; c++) {
                String alone = String.valueOf((char) c);
                String viaString = upper ? alone.toUpperCase() : alone.toLowerCase();
                char viaChar = upper ? Character.toUpperCase((char) c) : Character.toLowerCase((char) c);
                boolean surrogate = c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE;
                if (surrogate || c == 0x03A3 || viaString.length() != 1 || viaString.charAt(0) != viaChar) {
                    if (!out.isEmpty() && out.get(out.size() - 1)[1] == c - 1) {
                        out.get(out.size() - 1)[1] = c;
                    } else {
                        out.add(new int[]{c, c});
                    }
                }
            }
            EXCEPTIONS[i] = out;
        }
        return (List<int[]>) EXCEPTIONS[i];
    }

    private static int apply(Method m, int v) {
        try {
            if (m.getParameterTypes()[0] == char.class) {
                return (Character) m.invoke(null, (char) v);
            }
            return (Integer) m.invoke(null, v);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(m + " on " + v, e);
        }
    }
}
