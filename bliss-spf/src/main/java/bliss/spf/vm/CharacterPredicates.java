package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JDK's {@code Character} predicates ({@code isDigit}, {@code isLetter}, {@code isWhitespace}, ...) on a
 * symbolic char or code point, as conditions: the predicate holds exactly on the ranges of values where the JDK's own
 * method returns true, found once per method by running it on every char (0..0xFFFF) or code point (0..0x10FFFF), so
 * the condition agrees with the JVM on every value. A path then branches on it instead of fixing the character.
 */
final class CharacterPredicates {

    private static final Map<Method, List<int[]>> RANGES = new ConcurrentHashMap<>();

    private CharacterPredicates() {
    }

    /** Whether {@code m} is such a predicate: a static {@code Character} method from a char or an int to boolean. */
    static boolean covers(Method m) {
        return m.getDeclaringClass() == Character.class && m.getReturnType() == boolean.class
                && m.getParameterCount() == 1
                && (m.getParameterTypes()[0] == char.class || m.getParameterTypes()[0] == int.class);
    }

    /**
     * @requires covers(m)
     * @return the condition that {@code m} holds for the value of {@code c}
     */
    static Expr condition(Method m, Expr c) {
        List<int[]> ranges = RANGES.computeIfAbsent(m, CharacterPredicates::ranges);
        return ranges.isEmpty() ? Const.FALSE : within(ranges, 0, ranges.size(), c);
    }

    /**
     * The disjunction of {@code c} in each of {@code ranges[from..to)}, as a balanced tree (a chain of hundreds of
     * disjunctions, as isLetter's, nests as deep as it is long).
     */
    private static Expr within(List<int[]> ranges, int from, int to, Expr c) {
        if (to - from == 1) {
            int[] range = ranges.get(from);
            return range[0] == range[1] ? Exprs.compare(Compare.Op.EQ, c, Const.ofInt(range[0]))
                    : Exprs.and(Exprs.compare(Compare.Op.GE, c, Const.ofInt(range[0])),
                    Exprs.compare(Compare.Op.LE, c, Const.ofInt(range[1])));
        }
        int mid = (from + to) >>> 1;
        return Exprs.or(within(ranges, from, mid, c), within(ranges, mid, to, c));
    }

    /** The maximal ranges of values on which {@code m} returns true, in increasing order. */
    private static List<int[]> ranges(Method m) {
        int last = m.getParameterTypes()[0] == char.class ? Character.MAX_VALUE : Character.MAX_CODE_POINT;
        List<int[]> out = new ArrayList<>();
        int start = -1;
        for (int v = 0; v <= last + 1; v++) {
            boolean holds = v <= last && holds(m, v);
            if (holds && start < 0) {
                start = v;
            } else if (!holds && start >= 0) {
                out.add(new int[]{start, v - 1});
                start = -1;
            }
        }
        return out;
    }

    private static boolean holds(Method m, int v) {
        try {
            Object arg = v; // an Integer (a conditional of Character and Integer would promote both to int)
            if (m.getParameterTypes()[0] == char.class) {
                arg = (char) v;
            }
            return (Boolean) m.invoke(null, arg);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(m + " on " + v, e);
        }
    }
}
