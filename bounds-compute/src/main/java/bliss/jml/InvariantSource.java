package bliss.jml;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * The invariant annotations of one class, cut out of its Java source.
 *
 * <p>The result keeps the whole file with everything but the invariant annotations blanked to spaces (line breaks
 * kept), so that the lexer reads only JML and every offset is still an offset into the file: positions in
 * messages come for free. An annotation is a {@code /*@ ... @*}{@code /} block or a run of consecutive
 * {@code //@} lines; only annotations directly in the body of the class (not in nested classes or methods) whose
 * first clause is an {@code invariant} are kept, so method specifications and {@code /*@ pure @*}{@code /}
 * modifiers are ignored.
 */
public final class InvariantSource {

    private static final Set<String> MODIFIERS = Set.of("public", "protected", "private", "static", "instance");
    private static final Set<String> TYPE_KEYWORDS = Set.of("class", "interface", "enum", "record");

    private final String file;
    private final char[] masked;
    private final int[] lineStarts;

    private InvariantSource(String file, char[] masked, int[] lineStarts) {
        this.file = file;
        this.masked = masked;
        this.lineStarts = lineStarts;
    }

    /**
     * Cuts the invariant annotations of a class out of a source file.
     *
     * @param file      file name for messages
     * @param text      the file's text
     * @param className Java name of the class ({@code a.b.Outer$Inner}); its body is found by simple names
     */
    public static InvariantSource of(String file, String text, String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        List<String> path = List.of(simple.split("\\$"));
        char[] masked = new char[text.length()];
        for (int i = 0; i < masked.length; i++) {
            masked[i] = text.charAt(i) == '\n' ? '\n' : ' ';
        }
        new Scanner(text, path, masked).run();
        return new InvariantSource(file, masked, lineStarts(text));
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The file name used in positions. */
    public String file() {
        return file;
    }

    /** The file's text with everything but invariant annotations blanked. */
    public CharSequence text() {
        return new String(masked);
    }

    /** True when the class has no invariant annotation at all. */
    public boolean isEmpty() {
        for (char c : masked) {
            if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    /** The position of a file offset. */
    public Position position(int offset) {
        int line = Arrays.binarySearch(lineStarts, offset);
        if (line < 0) {
            line = -line - 2;
        }
        return new Position(file, line + 1, offset - lineStarts[line] + 1);
    }

    /** A small Java scanner: comments, strings, braces and class bodies; copies wanted annotations to the mask. */
    private static final class Scanner {
        private final String s;
        private final List<String> path;
        private final char[] out;
        /** Open braces: the class name for a class body, null for any other block. */
        private final Deque<String> braces = new ArrayDeque<>();
        private String pendingClass;
        private boolean afterTypeKeyword;
        private int i;

        Scanner(String s, List<String> path, char[] out) {
            this.s = s;
            this.path = path;
            this.out = out;
        }

        private boolean inHeaderBody() {
            if (braces.size() != path.size()) {
                return false;
            }
            // The deque iterates from the innermost brace; path lists from the outermost class.
            int k = path.size() - 1;
            for (String b : braces) {
                if (!path.get(k--).equals(b)) {
                    return false;
                }
            }
            return true;
        }

        void run() {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (s.startsWith("//@", i)) {
                    lineAnnotations();
                } else if (s.startsWith("/*@", i)) {
                    blockAnnotation();
                } else if (s.startsWith("//", i)) {
                    i = lineEnd(i);
                } else if (s.startsWith("/*", i)) {
                    int end = s.indexOf("*/", i + 2);
                    i = end < 0 ? s.length() : end + 2;
                } else if (s.startsWith("\"\"\"", i)) {
                    int end = s.indexOf("\"\"\"", i + 3);
                    i = end < 0 ? s.length() : end + 3;
                } else if (c == '"' || c == '\'') {
                    i = literalEnd(i, c);
                } else if (c == '{') {
                    braces.push(pendingClass == null ? "" : pendingClass);
                    pendingClass = null;
                    afterTypeKeyword = false;
                    i++;
                } else if (c == '}') {
                    if (!braces.isEmpty()) {
                        braces.pop();
                    }
                    i++;
                } else if (Character.isJavaIdentifierStart(c)) {
                    int start = i;
                    while (i < s.length() && Character.isJavaIdentifierPart(s.charAt(i))) {
                        i++;
                    }
                    String word = s.substring(start, i);
                    boolean dotBefore = start > 0 && previousNonSpace(start) == '.';
                    if (afterTypeKeyword) {
                        pendingClass = word;
                        afterTypeKeyword = false;
                    } else if (TYPE_KEYWORDS.contains(word) && !dotBefore) {
                        afterTypeKeyword = true;
                    }
                } else {
                    if (!Character.isWhitespace(c) && c != '@') {
                        afterTypeKeyword = false;
                    }
                    i++;
                }
            }
        }

        private char previousNonSpace(int at) {
            int j = at - 1;
            while (j >= 0 && Character.isWhitespace(s.charAt(j))) {
                j--;
            }
            return j < 0 ? ' ' : s.charAt(j);
        }

        private int lineEnd(int from) {
            int end = s.indexOf('\n', from);
            return end < 0 ? s.length() : end;
        }

        private int literalEnd(int from, char quote) {
            int j = from + 1;
            while (j < s.length() && s.charAt(j) != quote && s.charAt(j) != '\n') {
                j += s.charAt(j) == '\\' ? 2 : 1;
            }
            return Math.min(s.length(), j + 1);
        }

        /** A run of consecutive {@code //@} lines: one annotation. */
        private void lineAnnotations() {
            List<int[]> ranges = new ArrayList<>();
            while (true) {
                int end = lineEnd(i);
                ranges.add(new int[]{i + 3, end});
                int next = end;
                while (next < s.length() && Character.isWhitespace(s.charAt(next))) {
                    next++;
                }
                i = end;
                if (!s.startsWith("//@", next)) {
                    break;
                }
                i = next;
            }
            keepIfInvariant(ranges);
        }

        /** A {@code /*@ ... @*}{@code /} block; a leading {@code @} on each line and the closing {@code @} go. */
        private void blockAnnotation() {
            int start = i + 3;
            int close = s.indexOf("*/", start);
            int end = close < 0 ? s.length() : close;
            i = close < 0 ? s.length() : close + 2;
            List<int[]> ranges = new ArrayList<>();
            int lineStart = start;
            while (lineStart <= end) {
                int lineStop = Math.min(lineEnd(lineStart), end);
                int from = lineStart;
                while (from < lineStop && (s.charAt(from) == ' ' || s.charAt(from) == '\t')) {
                    from++;
                }
                if (from < lineStop && s.charAt(from) == '@' && lineStart != start) {
                    from++;
                } else {
                    from = lineStart;
                }
                int to = lineStop;
                // Trailing '@'s before the closing "*/".
                if (lineStop == end) {
                    while (to > from && s.charAt(to - 1) == '@') {
                        to--;
                    }
                }
                ranges.add(new int[]{from, to});
                lineStart = lineStop + 1;
            }
            keepIfInvariant(ranges);
        }

        private void keepIfInvariant(List<int[]> ranges) {
            if (!inHeaderBody() || !startsWithInvariant(ranges)) {
                return;
            }
            for (int[] r : ranges) {
                for (int j = r[0]; j < r[1]; j++) {
                    out[j] = s.charAt(j);
                }
            }
        }

        private boolean startsWithInvariant(List<int[]> ranges) {
            StringBuilder sb = new StringBuilder();
            for (int[] r : ranges) {
                sb.append(s, r[0], r[1]).append('\n');
            }
            for (String word : sb.toString().trim().split("[^A-Za-z_]+")) {
                if (word.isEmpty() || MODIFIERS.contains(word)) {
                    continue;
                }
                return word.equals("invariant");
            }
            return false;
        }
    }
}
