package bliss.spf.vm;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Which expressions split symbolic text: each literal is written by hand, and the JDK's split by the expression
 * equals its split by the literal (Pattern.LITERAL) on every text of up to 4 chars over a small alphabet, under limits
 * -1 to 3; each char class and run is checked against the meaning the solver gives it (the text before the first
 * char of the class, and after it or after the longest run there), on the same texts.
 */
class DelimiterSplitTest {

    private static final String ALPHABET = "a,.:\\1| \t";

    @Test
    void plainAndEscapedCharsAreLiterals() {
        String[][] literals = {
                {",", ","}, {"::", "::"}, {"\\.", "."}, {"\\\\", "\\"}, {"a\\|", "a|"}, {"\\:", ":"},
                {"1", "1"}, {", ", ", "}, {"\\$\\(", "$("},
        };
        for (String[] l : literals) {
            assertEquals(l[1], DelimiterSplit.literal(l[0], 0), l[0]);
            for (String text : texts(4)) {
                for (int limit = -1; limit <= 3; limit++) {
                    assertArrayEquals(Pattern.compile(l[0]).split(text, limit),
                            Pattern.compile(l[1], Pattern.LITERAL).split(text, limit), l[0] + " on " + text);
                }
            }
        }
        assertEquals("a+b", DelimiterSplit.literal("a+b", Pattern.LITERAL));
    }

    @Test
    void charClassesAndTheirRunsSplitAsTheirFirstMatch() {
        for (String regex : List.of("\\s+", "\\s", "[,;]", "[,;]+", " +", "[.:]", "\\d+", "[\\t ]")) {
            assertNotNull(DelimiterSplit.of(regex, 0), regex);
            boolean run = regex.endsWith("+");
            String one = run ? regex.substring(0, regex.length() - 1) : regex;
            Pattern c = Pattern.compile(one);
            for (String text : texts(4)) {
                java.util.regex.Matcher m = Pattern.compile(regex).matcher(text);
                int first = -1;
                for (int i = 0; i < text.length() && first < 0; i++) {
                    if (c.matcher(text.substring(i, i + 1)).matches()) {
                        first = i;
                    }
                }
                assertEquals(first >= 0, m.find(), regex + " on " + text);
                if (first >= 0) {
                    int end = first + 1;
                    while (run && end < text.length() && c.matcher(text.substring(end, end + 1)).matches()) {
                        end++;
                    }
                    assertEquals(first, m.start(), regex + " on " + text);
                    assertEquals(end, m.end(), regex + " on " + text);
                }
            }
        }
    }

    @Test
    void everythingElseIsNot() {
        for (String regex : List.of("", ".", "a|b", "1*", "a?", "(,)", "^,", ",$", "\\s*", "\\s+?", "a+b", "[a-c]{2}",
                "\\Q,\\E", "\\", "{", "\uD83D\uDE00", "\\é", "[\\uD800-\\uDFFF]", "\\S", "[^,]+", "[^a]", "\\W+")) {
            assertNull(DelimiterSplit.of(regex, 0), regex);
        }
        assertNull(DelimiterSplit.of(",", Pattern.CASE_INSENSITIVE));
        assertNull(DelimiterSplit.of("", Pattern.LITERAL));
    }

    private static List<String> texts(int maxLength) {
        List<String> all = new ArrayList<>(List.of(""));
        List<String> last = List.of("");
        for (int n = 1; n <= maxLength; n++) {
            List<String> next = new ArrayList<>();
            for (String t : last) {
                for (char c : ALPHABET.toCharArray()) {
                    next.add(t + c);
                }
            }
            all.addAll(next);
            last = next;
        }
        return all;
    }
}
