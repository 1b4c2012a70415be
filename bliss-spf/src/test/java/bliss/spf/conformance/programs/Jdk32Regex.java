package bliss.spf.conformance.programs;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Regular expressions on concrete text, as library code uses them: Commons Lang's StringUtils compiles a Pattern in
 * its static initializer; matching, groups (one that takes no part), the find loop and what a failed find leaves,
 * find from an index, replacements with group references and a bad one, split with limits, flags, quote, a bad
 * expression's exception and its message, the Matcher's own text, and empty matches.
 */
public class Jdk32Regex {

    private static final Pattern ACCENTS = Pattern.compile("\\p{InCombiningDiacriticalMarks}+");
    private static final Pattern PAIR = Pattern.compile("(\\w+)=(\\d+)?(;)?", Pattern.CASE_INSENSITIVE);

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        String text = "a=" + x + ";B=;c" + (x * 7) + "=" + (x % 4) + ";";
        Matcher m = PAIR.matcher(text);
        while (m.find()) {
            sb.append(m.group(1)).append('|').append(m.group(2)).append('|').append(m.start(3)).append('|')
                    .append(m.start()).append('-').append(m.end()).append(' ');
        }
        sb.append(m.toString().length()).append(' ');
        try {
            sb.append(m.group());
        } catch (IllegalStateException e) {
            sb.append(e.getMessage());
        }
        sb.append('\n');
        sb.append(m.find(Math.min(Math.abs(x), text.length()))).append(' ');
        try {
            m.find(text.length() + 1);
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getMessage()).append(' ');
        }
        sb.append(PAIR.matcher(text).matches()).append(' ').append(PAIR.matcher(text).lookingAt()).append(' ')
                .append(PAIR.matcher(text).groupCount()).append(' ').append(Pattern.matches("-?\\d+", "" + x))
                .append('\n');
        sb.append(PAIR.matcher(text).replaceAll("$2:$1")).append(' ')
                .append(PAIR.matcher(text).replaceFirst("[$0]")).append(' ');
        try {
            PAIR.matcher(text).replaceAll("$4");
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getMessage());
        }
        sb.append('\n');
        sb.append(Arrays.toString(Pattern.compile(";").split(text))).append(' ')
                .append(Arrays.toString(Pattern.compile("=").split(text, 2))).append(' ')
                .append(Arrays.toString(Pattern.compile(";").split(text, -1))).append('\n');
        sb.append(ACCENTS.matcher("e\u0301t\u00e9" + x).replaceAll("")).append(' ')
                .append(Pattern.quote("a.b" + x)).append(' ').append(Pattern.compile(Pattern.quote("1.")).matcher(
                        x + ".5").find()).append(' ').append(ACCENTS.flags()).append(' ').append(PAIR.flags())
                .append(' ').append(PAIR.pattern().length()).append('\n');
        Matcher empty = Pattern.compile("a*").matcher("ba" + "a".repeat(Math.floorMod(x, 3)) + "b");
        while (empty.find()) { // empty matches: each next find starts one further
            sb.append(empty.start()).append(':').append(empty.group()).append(' ');
        }
        Matcher reused = Pattern.compile("x+").matcher("axxb");
        sb.append(reused.find()).append(reused.end()).append(' ');
        reused.usePattern(Pattern.compile("b")).reset("bb" + x);
        sb.append(reused.find()).append(reused.start()).append(reused.find()).append(reused.start()).append(' ');
        try {
            Pattern.compile(x > 0 ? "(unclosed" + x : "[a-");
        } catch (PatternSyntaxException e) {
            sb.append(e.getMessage().replace('\n', '/'));
        }
        return sb.toString();
    }
}
