package bliss.realcode;

import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static bliss.realcode.RealCodeSuiteTest.CASES;
import static bliss.realcode.RealCodeSuiteTest.FIRST_SCOPE;
import static bliss.realcode.RealCodeSuiteTest.NOT_ENDING;
import static bliss.realcode.RealCodeSuiteTest.ONLY;
import static bliss.realcode.RealCodeSuiteTest.agreesWithTheOracle;
import static bliss.realcode.RealCodeSuiteTest.lruMap;
import static bliss.realcode.RealCodeSuiteTest.scopes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The acceptance suite's lissa and lissa-m half ({@link RealCodeSuiteTest} holds li's and pli's): each case of
 * {@link RealCodeSuiteTest#CASES} at each scope, both techniques checked against the brute-force oracle, and lissa-m,
 * which memoizes lissa's verdicts, keeping lissa's paths to the count. A class of its own so that the build runs it
 * in a test JVM beside the other half's.
 */
class LissaSuiteTest {

    static Stream<Arguments> lissaChecks() {
        List<Arguments> out = new ArrayList<>();
        for (RealCodeCase c : CASES) {
            if (NOT_ENDING.containsKey(c.id() + " lissa")
                    || !((c.id() + " lissa").startsWith(ONLY) || (c.id() + " lissa-m").startsWith(ONLY))) {
                continue;
            }
            for (int k = 1; k <= scopes(c, "lissa", c.maxScope()); k++) {
                out.add(Arguments.of(c, k));
            }
        }
        return out.stream();
    }

    /**
     * lissa and lissa-m on one case at one scope: the oracle's paths among theirs (from the case's first scope with
     * valid inputs, {@link RealCodeSuiteTest#FIRST_SCOPE}), and the same number of paths.
     */
    @ParameterizedTest(name = "{0} at scope {1}")
    @MethodSource("lissaChecks")
    void lissaAndLissaMFollowTheOraclesPaths(RealCodeCase c, int scope) {
        boolean judged = scope >= FIRST_SCOPE.getOrDefault(c.subject(), 1);
        SuiteCheck.Result lissa = judged ? agreesWithTheOracle(c, "lissa", scope) : SuiteCheck.check(c, "lissa", scope);
        SuiteCheck.Result memo = judged && scope <= scopes(c, "lissa-m", c.maxScope())
                ? agreesWithTheOracle(c, "lissa-m", scope) : SuiteCheck.check(c, "lissa-m", scope);
        assertEquals(lissa.paths(), memo.paths(), c.id() + " at scope " + scope + ": lissa-m's paths against lissa's");
    }

    /** LRUMap.put at scope 2: lissa-m memoizes lissa's verdicts, so the two keep the same paths and structures. */
    @Test
    void lissaMKeepsLissasPathsOnLruMapPut() {
        AnalysisResult lissa = SuiteCheck.analyse(lruMap("put"), "lissa", 2, 120_000, new ArrayList<>());
        AnalysisResult memo = SuiteCheck.analyse(lruMap("put"), "lissa-m", 2, 120_000, new ArrayList<>());
        assertTrue(!lissa.partial() && !memo.partial(), lissa.summary() + memo.summary());
        assertEquals(lissa.paths(), memo.paths(), memo.summary());
        assertEquals(lissa.structures(), memo.structures(), memo.summary());
        assertTrue(lissa.paths() > 10, lissa.summary());
    }
}
