package bliss.spf.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * The regular languages of the Java regular expressions a symbolic text may be matched against as a whole
 * ({@code String.matches}, {@code Pattern.matches}, {@code Matcher.matches}): characters, classes with ranges,
 * negation and the escapes {@code \d \w \s} (and their complements), the dot (any char but a line terminator),
 * non-capturing groups, alternation and the greedy or reluctant quantifiers, with {@code ^} first and {@code $} last.
 * For a whole match these denote a language, whatever order the JDK's backtracking tries; anything else
 * (capturing groups, back references, look-around, possessive quantifiers, boundaries, Unicode properties, flags,
 * class intersections) is outside, and {@link #parse} answers null for it.
 */
public final class JavaRegex {

    /** A regular language over 16-bit chars. */
    public sealed interface Node permits Chars, Seq, Alt, Repeat {
    }

    /** One char of the given ranges (sorted, disjoint, each {@code [lo, hi]}). */
    public record Chars(List<int[]> ranges) implements Node {
    }

    /** The concatenation of the parts (the empty string when there are none). */
    public record Seq(List<Node> parts) implements Node {
    }

    /** The union of the choices. */
    public record Alt(List<Node> choices) implements Node {
    }

    /** {@code min} to {@code max} repetitions of the body ({@code max} -1: unbounded). */
    public record Repeat(Node body, int min, int max) implements Node {
    }

    /** The chars not in {@code c}: the ranges between its ranges. */
    public static Chars complement(Chars c) {
        List<int[]> out = new ArrayList<>();
        int next = 0;
        for (int[] r : c.ranges()) {
            if (r[0] > next) {
                out.add(new int[]{next, r[0] - 1});
            }
            next = r[1] + 1;
        }
        if (next <= MAX_CHAR) {
            out.add(new int[]{next, MAX_CHAR});
        }
        return new Chars(out);
    }

    private static final int MAX_CHAR = 0xFFFF;
    private static final List<int[]> DIGIT = List.of(new int[]{'0', '9'});
    private static final List<int[]> WORD = List.of(new int[]{'0', '9'}, new int[]{'A', 'Z'}, new int[]{'_', '_'},
            new int[]{'a', 'z'});
    private static final List<int[]> SPACE = List.of(new int[]{'\t', '\r'}, new int[]{' ', ' '});
    /** The line terminators, which the dot does not match. */
    private static final List<int[]> TERMINATORS = List.of(new int[]{'\n', '\n'}, new int[]{'\r', '\r'},
            new int[]{0x85, 0x85}, new int[]{0x2028, 0x2029});

    private final String re;
    private int at;

    private JavaRegex(String re) {
        this.re = re;
    }

    private static final java.util.Map<String, java.util.Optional<Node>> PARSED =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** {@link #parse}, remembered. */
    public static Node language(String regex) {
        return PARSED.computeIfAbsent(regex, r -> java.util.Optional.ofNullable(parse(r))).orElse(null);
    }

    /** The language of {@code regex} as a whole match, or null when it is outside what this class covers. */
    public static Node parse(String regex) {
        JavaRegex p = new JavaRegex(regex);
        int from = regex.startsWith("^") ? 1 : 0;
        int to = regex.length();
        if (to > from && regex.endsWith("$") && !escaped(regex, to - 1)) {
            to--;
        }
        p.at = from;
        try {
            Node n = p.alternation(to);
            return p.at == to ? n : null;
        } catch (Outside e) {
            return null;
        }
    }

    /**
     * Whether {@code text} is in the language of {@code n}, char by char: the meaning the solver gives the language
     * ({@code JavaBitVectors}), which is the JDK's whole match on text without surrogate chars (the JDK matches code
     * points; the callers rule surrogates out first).
     */
    public static boolean member(Node n, String text) {
        return ends(n, java.util.Set.of(0), text).contains(text.length());
    }

    /** The positions where a match of {@code n} starting at one of {@code starts} can end. */
    private static java.util.Set<Integer> ends(Node n, java.util.Set<Integer> starts, String text) {
        java.util.Set<Integer> out = new java.util.TreeSet<>();
        if (n instanceof Chars c) {
            for (int i : starts) {
                if (i < text.length() && in(c.ranges(), text.charAt(i))) {
                    out.add(i + 1);
                }
            }
        } else if (n instanceof Seq q) {
            java.util.Set<Integer> at = starts;
            for (Node part : q.parts()) {
                at = ends(part, at, text);
            }
            out.addAll(at);
        } else if (n instanceof Alt a) {
            for (Node choice : a.choices()) {
                out.addAll(ends(choice, starts, text));
            }
        } else {
            Repeat r = (Repeat) n;
            java.util.Set<Integer> at = starts;
            for (int k = 0; k < r.min(); k++) {
                at = ends(r.body(), at, text);
            }
            out.addAll(at);
            for (int k = r.min(); r.max() < 0 || k < r.max(); k++) {
                java.util.Set<Integer> next = ends(r.body(), at, text);
                if (out.containsAll(next)) {
                    break;
                }
                out.addAll(next);
                at = next;
            }
        }
        return out;
    }

    private static boolean in(List<int[]> ranges, char c) {
        for (int[] r : ranges) {
            if (c >= r[0] && c <= r[1]) {
                return true;
            }
        }
        return false;
    }

    /** Whether the char at {@code i} is escaped by an odd number of backslashes before it. */
    public static boolean escaped(String s, int i) {
        int n = 0;
        while (i - 1 - n >= 0 && s.charAt(i - 1 - n) == '\\') {
            n++;
        }
        return n % 2 == 1;
    }

    private static final class Outside extends RuntimeException {
        Outside() {
            super(null, null, false, false);
        }
    }

    private Node alternation(int end) {
        List<Node> choices = new ArrayList<>();
        choices.add(sequence(end));
        while (at < end && re.charAt(at) == '|') {
            at++;
            choices.add(sequence(end));
        }
        return choices.size() == 1 ? choices.get(0) : new Alt(choices);
    }

    private Node sequence(int end) {
        List<Node> parts = new ArrayList<>();
        while (at < end && re.charAt(at) != '|' && re.charAt(at) != ')') {
            parts.add(quantified(atom(end), end));
        }
        return parts.size() == 1 ? parts.get(0) : new Seq(parts);
    }

    private Node atom(int end) {
        char c = re.charAt(at++);
        switch (c) {
            case '(' -> {
                if (!re.startsWith("?:", at)) {
                    throw new Outside(); // a capturing group, a look-around, flags
                }
                at += 2;
                Node inner = alternation(end);
                if (at >= end || re.charAt(at) != ')') {
                    throw new Outside();
                }
                at++;
                return inner;
            }
            case '[' -> {
                return new Chars(charClass(end));
            }
            case '.' -> {
                return new Chars(complement(TERMINATORS));
            }
            case '\\' -> {
                return new Chars(escape(end, false));
            }
            case '^', '$', '*', '+', '?', '{', ')', '|' -> throw new Outside();
            default -> {
                return new Chars(List.of(new int[]{c, c}));
            }
        }
    }

    private Node quantified(Node atom, int end) {
        if (at >= end) {
            return atom;
        }
        int min;
        int max;
        char c = re.charAt(at);
        if (c == '*' || c == '+' || c == '?') {
            at++;
            min = c == '+' ? 1 : 0;
            max = c == '?' ? 1 : -1;
        } else if (c == '{') {
            int close = re.indexOf('}', at);
            if (close < 0 || close >= end) {
                throw new Outside();
            }
            String spec = re.substring(at + 1, close);
            at = close + 1;
            int comma = spec.indexOf(',');
            try {
                min = Integer.parseInt(comma < 0 ? spec : spec.substring(0, comma));
                max = comma < 0 ? min : comma == spec.length() - 1 ? -1 : Integer.parseInt(spec.substring(comma + 1));
            } catch (NumberFormatException e) {
                throw new Outside();
            }
        } else {
            return atom;
        }
        if (at < end && re.charAt(at) == '?') {
            at++; // reluctant: the same language
        } else if (at < end && re.charAt(at) == '+') {
            throw new Outside(); // possessive: may refuse what the language holds
        }
        if (at < end && (re.charAt(at) == '*' || re.charAt(at) == '+' || re.charAt(at) == '{')) {
            throw new Outside();
        }
        return new Repeat(atom, min, max);
    }

    /** A class after its {@code [}: ranges, escapes, a leading {@code ^}; no nested classes or intersections. */
    private List<int[]> charClass(int end) {
        boolean negated = at < end && re.charAt(at) == '^';
        if (negated) {
            at++;
        }
        List<int[]> ranges = new ArrayList<>();
        boolean first = true;
        while (true) {
            if (at >= end) {
                throw new Outside();
            }
            char c = re.charAt(at);
            if (c == ']' && !first) {
                at++;
                break;
            }
            if (c == '[' || re.startsWith("&&", at)) {
                throw new Outside();
            }
            first = false;
            List<int[]> item;
            if (c == '\\') {
                at++;
                item = escape(end, true);
            } else {
                at++;
                item = List.of(new int[]{c, c});
            }
            if (item.size() == 1 && item.get(0)[0] == item.get(0)[1] && at + 1 < end && re.charAt(at) == '-'
                    && re.charAt(at + 1) != ']') {
                at++;
                char h = re.charAt(at);
                int hi;
                if (h == '\\') {
                    at++;
                    List<int[]> e = escape(end, true);
                    if (e.size() != 1 || e.get(0)[0] != e.get(0)[1]) {
                        throw new Outside();
                    }
                    hi = e.get(0)[0];
                } else if (h == '[') {
                    throw new Outside();
                } else {
                    at++;
                    hi = h;
                }
                int lo = item.get(0)[0];
                if (hi < lo) {
                    throw new Outside();
                }
                item = List.of(new int[]{lo, hi});
            }
            ranges.addAll(item);
        }
        List<int[]> set = normalize(ranges);
        return negated ? complement(set) : set;
    }

    /** The chars of the escape after a backslash. */
    private List<int[]> escape(int end, boolean inClass) {
        if (at >= end) {
            throw new Outside();
        }
        char c = re.charAt(at++);
        switch (c) {
            case 'd' -> {
                return DIGIT;
            }
            case 'D' -> {
                return complement(DIGIT);
            }
            case 'w' -> {
                return WORD;
            }
            case 'W' -> {
                return complement(WORD);
            }
            case 's' -> {
                return SPACE;
            }
            case 'S' -> {
                return complement(SPACE);
            }
            case 't' -> {
                return single('\t');
            }
            case 'n' -> {
                return single('\n');
            }
            case 'r' -> {
                return single('\r');
            }
            case 'f' -> {
                return single('\f');
            }
            case 'a' -> {
                return single(7);
            }
            case 'e' -> {
                return single(27);
            }
            case 'u' -> {
                return single(hex(4, end));
            }
            case 'x' -> {
                if (at < end && re.charAt(at) == '{') {
                    throw new Outside();
                }
                return single(hex(2, end));
            }
            default -> {
                if (Character.isLetterOrDigit(c)) {
                    throw new Outside(); // a boundary, a property, a back reference, a quotation, ...
                }
                return single(c);
            }
        }
    }

    private int hex(int digits, int end) {
        if (at + digits > end) {
            throw new Outside();
        }
        try {
            int v = Integer.parseInt(re.substring(at, at + digits), 16);
            at += digits;
            return v;
        } catch (NumberFormatException e) {
            throw new Outside();
        }
    }

    private static List<int[]> single(int c) {
        return List.of(new int[]{c, c});
    }

    /** The ranges sorted and merged. */
    private static List<int[]> normalize(List<int[]> ranges) {
        List<int[]> sorted = new ArrayList<>(ranges);
        sorted.sort((a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> out = new ArrayList<>();
        for (int[] r : sorted) {
            if (!out.isEmpty() && r[0] <= out.get(out.size() - 1)[1] + 1) {
                int[] last = out.get(out.size() - 1);
                last[1] = Math.max(last[1], r[1]);
            } else {
                out.add(new int[]{r[0], r[1]});
            }
        }
        return out;
    }

    /** The chars of 0..0xFFFF outside the ranges. */
    private static List<int[]> complement(List<int[]> ranges) {
        List<int[]> out = new ArrayList<>();
        int next = 0;
        for (int[] r : normalize(ranges)) {
            if (r[0] > next) {
                out.add(new int[]{next, r[0] - 1});
            }
            next = r[1] + 1;
        }
        if (next <= MAX_CHAR) {
            out.add(new int[]{next, MAX_CHAR});
        }
        return out;
    }
}
