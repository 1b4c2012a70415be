package bliss.spf.values;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;


/**
 * Symbolic float and double input fields ({@code values.floats.Load}): arithmetic, comparisons and conversions decided
 * by Z3's floating-point theory with Java's semantics (round to nearest even, NaN unordered, conversions to int
 * toward zero and saturating, signed zeros). Oracles: path counts worked out by hand (below), and the real JVM
 * printing, on every path's input made concrete from its model (the fields' IEEE bits), what the path printed.
 */
class FloatingPointTest {

    /**
     * threshold: the product below 2^30 (a negative one or -infinity too) or not (2^30 and above, +infinity, NaN):
     * 2. sign: NaN, above 0, below 0, else +0 (1 / +0 is +infinity) or -0 (-infinity): 5. weigh: a null box, above
     * 1.5, exactly 1.5, anything else at or below 1.5 or NaN: 4. roundTrips: through double every int comes back
     * (the -1 path is infeasible), through float those of magnitude above 2^24 may not: 2.
     */
    @ParameterizedTest(name = "Load.{0}")
    @CsvSource({"threshold, 2", "sign, 5", "weigh, 4", "roundTrips, 2"})
    void floatAndDoubleFields(String method, int paths) throws Exception {
        JvmRun.checkPaths("values.floats.Load", method, paths);
    }
}
