package bliss.spf.values;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;


/**
 * Symbolic chars under the JDK's {@code Character} predicates and in text made from a char array: the path branches
 * on conditions over the char (the ranges where the JDK's method holds), never fixes it. Oracles: path counts worked
 * out by hand, and the real JVM printing, on every path's input, what the path printed.
 */
class CharactersTest {

    /**
     * A symbolic char under the JDK's Character predicates, each a condition over the ranges where the JDK's method
     * holds (values.chars.Chars at scope 2). kind: a digit, an upper-case letter, another letter, white space, or
     * anything else: 5. spell: no word, a word whose length is not 1 (one branch on the length variable, whatever the
     * other length), "x", or another char: 4. spellCopy, the same through String.copyValueOf and valueOf (a
     * one-char text is never empty): 4. spellFirst, the text of a word's first char through new String(char[], int,
     * int): no word, an empty one, then a word of 1 or 2 chars (the scope bounds an input array's length; the
     * constructor sees the array whole, so its length is decided there) whose first char is "x" or not: 2 + 2 * 2 = 6.
     */
    @ParameterizedTest(name = "Chars.{0}")
    @CsvSource({"kind, 5", "spell, 4", "spellCopy, 4", "spellFirst, 6"})
    void charactersStaySymbolic(String method, int paths) throws Exception {
        JvmRun.checkPaths("values.chars.Chars", method, paths);
    }

    /**
     * The char array of a symbolic text has the text's length, a choice among the lengths the path allows, and its
     * chars are the text's, conditions on them solved with it (values.chars.Words.as at scope 2): no text or more than
     * 3 characters (the text's own branch: 2 paths), else each length 0 to 3 with each char 'a' or not: 1 + 2 + 4 + 8.
     * 17 paths, each run on the JVM with its text.
     */
    @org.junit.jupiter.api.Test
    void theCharsOfASymbolicTextAreItsCharAtTerms() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "as", 17);
    }

    /**
     * Whether a symbolic text matches a regular expression as a whole is a condition of the string theory
     * (values.chars.Words.shape at scope 2): no text or more than 4 characters (2 paths), else a branch on a
     * surrogate char in the text (the unsupported side, 1 path; the second match's is decided by the first's, the
     * text being the same) and one per match: an identifier, a signed number, or neither: 2 + 1 + 3 = 6 paths, 1
     * unsupported, the other 5 run on the JVM with their texts.
     */
    @org.junit.jupiter.api.Test
    void aWholeMatchOfSymbolicTextIsAConditionOnIt() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "shape", 6, 1);
    }

    /**
     * The upper case of a symbolic text is its chars' upper case (values.chars.Words.upper at scope 2): no text or
     * more than 3 characters (2 paths), a char String converts otherwise than Character (1 path, unsupported), else a
     * length 0 to 3 of which only 2 can equal "AB" (3 + 2 paths): 8 paths, 1 unsupported, the other 7 run on the JVM.
     */
    @org.junit.jupiter.api.Test
    void theCaseOfASymbolicTextIsItsCharsCase() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "upper", 8, 1);
    }

    /**
     * A split of symbolic text by a literal delimiter is the JDK's, each "is there another" a branch on the string
     * theory's indexOf in what is left (values.chars.Words.fields at scope 2, String.split(",")): no text or more than
     * 3 characters (2 paths); no comma (1); one comma with a non-empty rest (1), or an empty rest, after an empty
     * field (",": no field left) or not (2); two commas with a non-empty rest (1), or an empty rest after a non-empty
     * middle field (1) or an empty one, after an empty first field (",,") or not (2); three commas (",,,": every
     * field empty, 1). 11 paths, each run on the JVM with its text.
     */
    @org.junit.jupiter.api.Test
    void aSplitOfSymbolicTextByALiteralIsTheJdks() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "fields", 11);
    }

    /**
     * A split by a run of white space is one by the first run, greedy (values.chars.Words.spaced at scope 2,
     * String.split("\\s+")): no text or more than 3 characters (2 paths); no white space (1); one run with a non-empty
     * rest (1), or an empty rest after an empty first word (all white space: no word) or not (2); two runs (" a ": the
     * word after the first run is never empty, so only this one fits in 3 chars; 1). 7 paths, each run on the JVM.
     */
    @org.junit.jupiter.api.Test
    void aSplitByARunOfWhiteSpaceIsTheJdks() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "spaced", 7);
    }

    /**
     * Replacing and finding the matches of a literal or of a run of one char class in symbolic text
     * (values.chars.Words at scope 2), each "is there another match" a branch: String.replace(",", "; ") of at most 3
     * chars, no text or a longer one (2 paths), else 0 to 3 commas (4): 6; replaceAll("\\s+", " ") of at most 3 chars,
     * 2 + 0 to 2 runs (3): 5; Matcher.find of " +" in at most 4 chars, 2 + 0 to 2 runs (3): 5. And indexOf from an
     * index, a term: the second comma after the first, 2 + none, one, two (3): 5; a dot from index 2 on, 2 + found or
     * not (2): 4. And trim, a term: of at most 3 chars, 2 + empty, "a" or another text (3): 5. And lastIndexOf, a
     * term: what follows the last dot, 2 + none or some (the substring after it always in range) (2): 4. And
     * replace(',', '-') equal to "a-b": 2 + no comma or one, each equal ("a-b", "a,b") or not (4), two or three, never
     * equal (2): 8. Each run on the JVM.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "Words.{0}")
    @CsvSource({"semicolons, 6", "squeezed, 5", "runs, 5", "secondComma, 5", "dotFromTwo, 4", "trimmedIs, 5",
            "afterLastDot, 4", "dashes, 8"})
    void replacementsAndFindsOfSymbolicText(String method, int paths) throws Exception {
        JvmRun.checkPaths("values.chars.Words", method, paths);
    }

    /**
     * Pattern.split with a limit (values.chars.Words.firstTwo at scope 2, by "\\." with limit 3): no text or more than 4
     * characters (2 paths); no dot, one dot, or two and the rest whole (3 paths: the limit stops the search). 5 paths,
     * each run on the JVM with its text.
     */
    @org.junit.jupiter.api.Test
    void aLimitedSplitStopsSearching() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "firstTwo", 5);
    }

    /**
     * A regular expression compiled in a static initializer runs (the Pattern model), and splitting a symbolic text
     * by it (commas with optional spaces around them: neither one literal nor a run of one class) ends that path as
     * unsupported, naming the expression (values.chars.Words at scope 2): no text, an empty
     * one, or a split: 3 paths, 1 unsupported.
     */
    @org.junit.jupiter.api.Test
    void aRegularExpressionOverSymbolicTextIsNamed() throws Exception {
        JvmRun.checkPaths("values.chars.Words", "words", 3, 1);
        java.util.List<ValuePaths.Path> ends = ValuePaths.explore("values.chars.Words", "values.chars.Words",
                "wordsDriver", 2);
        String unsupported = ends.stream().filter(p -> p.end().outcome() == bliss.spf.explore.Outcome.UNSUPPORTED)
                .map(p -> p.end().exceptionMessage() + " " + p.end().location()).findFirst().orElseThrow();
        org.junit.jupiter.api.Assertions.assertTrue(unsupported.contains("a split by /\\s*,\\s*/"), unsupported);
    }
}
