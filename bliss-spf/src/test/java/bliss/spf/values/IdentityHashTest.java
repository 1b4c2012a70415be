package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The identity hash code of an input object is an input (values.identity.Pair, two fields declared {@code Object},
 * and its receiver): the JVM chooses it, so a program that compares such hashes runs both ways. By hand, at
 * scope 1 (one object made per field; the candidates of {@code Object} are the package's Pair and Token, which a
 * hash does not decide), under every technique that takes values: a is null (1 path), the receiver X, or a new
 * object A. After X, b is null (1), X (the same hash: 1) or a new B, whose hash meets X's or not (2): 4. After A,
 * b is null (1), X (A's hash meets X's or not: 2), A (1) or a new B (2): 6. So 11, for {@code
 * System.identityHashCode} (the low bit) and for {@code Object.hashCode} (the whole hash) alike. With one fixed
 * hash per object, as before, a comparison of two distinct objects went one way only: 8.
 */
class IdentityHashTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"sameBucket, li", "sameBucket, pli", "sameBucket, lissa", "sameHash, li", "sameHash, pli",
            "sameHash, lissa-m"})
    void aComparisonOfTheHashesOfTwoInputObjectsGoesBothWays(String method, String technique) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.identity.Pair", method).withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(11, r.paths(), r.summary());
        assertEquals(11, r.ends().normal(), r.summary());
    }

    /**
     * The same variable where repOK judges the hash (values.identity.Bucket: a key in the bucket of its identity hash
     * among four). By hand, at scope 1: the key is null (1 path), the receiver X or a new object A, each with a hash
     * of its own: the bucket meets it or not, and where it does the bucket is 0 or not (3 each). li and lissa do not
     * judge values by the path condition: 7. pli drops the two paths where the key is out of its bucket, which repOK
     * forbids: 5; it keeps them when SymSolve's copy of the key has a hash of its own instead of the path's.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li, 7", "lissa, 7", "pli, 5"})
    void repOkJudgesTheHashThePathBranchedOn(String technique, int paths) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.identity.Bucket", "check").withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(paths, r.paths(), r.summary());
    }

    /**
     * An object a static initializer made (values.identity.Sentinel.NONE) has the JVM's identity hash too: the low
     * bit of its hash is 0 or 1, 2 paths by hand under li and pli (1 before: a serial number).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli"})
    void aStaticSentinelsHashIsTheJvmsToo(String technique) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.identity.Sentinel", "noneBit").withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(2, r.paths(), r.summary());
    }

    /**
     * The sentinel held in a field, its hash judged by repOK (only where even). By hand, at scope 1: the slot is null
     * (1 path), the sentinel (its hash odd, which repOK forbids, or even: 2) or another object (the receiver or a new
     * one, the candidates of Object: 2). li keeps the forbidden path: 5; pli drops it, as SymSolve's sentinel has the
     * path's hash (5 when it has one of its own).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li, 5", "pli, 4"})
    void repOkJudgesTheSentinelsHashThePathBranchedOn(String technique, int paths) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.identity.Sentinel", "check").withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(paths, r.paths(), r.summary());
    }
}
