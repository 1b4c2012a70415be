package bliss.spf.symbolic;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The languages {@link JavaRegex} gives regular expressions agree with the JDK's whole match on every text of up to
 * 4 chars over an alphabet of letters, digits, signs, a space, a tab, a line feed and a non-ASCII letter (the
 * JDK's {@code Pattern.matches} is the oracle); the expressions outside what it covers are refused, not approximated.
 */
class JavaRegexTest {

    private static final char[] ALPHABET = {'a', 'b', 'Z', '0', '7', '-', '+', '_', '.', ' ', '\t', '\n', '\u00e9'};

    @ParameterizedTest
    @ValueSource(strings = {"", "a", "ab|ba", "[a-z][a-z0-9_]*", "[+-]?\\d+", "\\w+", "\\W", "\\s*\\S", "[^a-z]+",
            ".", ".*", "a{2}", "a{1,}", "[ab]{1,3}", "(?:ab)*", "(?:a|b0)+?", "^a.b$", "\\.\\+", "[\\-a]", "[a-]",
            "[]a]", "\\u00e9|\\x5a", "\\t\\n", "[\\d\\s]+", "a??b", "(?:)", "(?:a|)b"})
    void aLanguageAgreesWithTheJdksWholeMatch(String regex) {
        JavaRegex.Node n = JavaRegex.parse(regex);
        assertNotNull(n, regex);
        Pattern p = Pattern.compile(regex);
        for (String text : texts(4)) {
            assertEquals(p.matcher(text).matches(), JavaRegex.member(n, text), regex + " on \"" + text + "\"");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"(a)", "a*+", "\\bx", "\\p{L}", "(?i)a", "a(?=b)", "[a&&b]", "[a[b]]", "\\1", "\\Qa\\E",
            "a$b", "x^", "\\x{41}"})
    void anExpressionOutsideTheCoveredOnesIsRefused(String regex) {
        assertNull(JavaRegex.parse(regex), regex);
    }

    @Test
    void surrogatesAreChars() {
        JavaRegex.Node n = JavaRegex.parse("[\\x00-\\uFFFF]*[\\uD800-\\uDFFF][\\x00-\\uFFFF]*");
        assertEquals(true, JavaRegex.member(n, "a\uD834\uDD1Eb"));
        assertEquals(false, JavaRegex.member(n, "abc"));
    }

    private static List<String> texts(int maxLength) {
        List<String> out = new ArrayList<>();
        out.add("");
        List<String> last = List.of("");
        for (int len = 1; len <= maxLength; len++) {
            List<String> next = new ArrayList<>();
            for (String s : last) {
                for (char c : ALPHABET) {
                    next.add(s + c);
                }
            }
            out.addAll(next);
            last = next;
        }
        return out;
    }
}
