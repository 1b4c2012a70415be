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
     * other length), "x", or another char: 4.
     */
    @ParameterizedTest(name = "Chars.{0}")
    @CsvSource({"kind, 5", "spell, 4"})
    void charactersStaySymbolic(String method, int paths) throws Exception {
        JvmRun.checkPaths("values.chars.Chars", method, paths);
    }
}
