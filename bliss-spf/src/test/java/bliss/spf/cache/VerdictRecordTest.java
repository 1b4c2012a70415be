package bliss.spf.cache;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerdictRecordTest {

    @Test
    void satAnswersLargerScopesAndUnsatSmallerOnes() {
        VerdictRecord r = VerdictRecord.EMPTY.withSat(7).withUnsat(4);
        assertEquals(Verdict.UNSATISFIABLE, r.verdictAt(3));
        assertEquals(Verdict.UNSATISFIABLE, r.verdictAt(4));
        assertEquals(Verdict.UNKNOWN, r.verdictAt(5));
        assertEquals(Verdict.UNKNOWN, r.verdictAt(6));
        assertEquals(Verdict.SATISFIABLE, r.verdictAt(7));
        assertEquals(Verdict.SATISFIABLE, r.verdictAt(20));
        assertFalse(r.contradictory());
        assertTrue(VerdictRecord.EMPTY.withSat(5).withUnsat(5).contradictory());
    }

    @Test
    void keepsTheMostGeneralVerdicts() {
        VerdictRecord r = VerdictRecord.EMPTY.withSat(9).withSat(6).withSat(8).withUnsat(2).withUnsat(4).withUnsat(3);
        assertEquals(new VerdictRecord(6, 4), r);
    }

    @Test
    void aProofFollowsItsVerdict() {
        int[] model = {1, 2};
        int[] core = {3};
        VerdictRecord r = VerdictRecord.EMPTY.withSat(7, model).withUnsat(4, core);
        assertArrayEquals(model, r.proofAt(9));
        assertArrayEquals(core, r.proofAt(2));
        assertEquals(null, r.proofAt(5));
        assertEquals(null, r.withSat(6).proofAt(9), "a more general SAT without a model drops the old model");
        assertArrayEquals(model, r.withSat(8, new int[]{9}).proofAt(9), "a less general one changes nothing");
        assertArrayEquals(new int[]{5}, r.withUnsat(5, new int[]{5}).join(VerdictRecord.EMPTY.withUnsat(5))
                .proofAt(5));
        assertEquals(r, VerdictRecord.EMPTY.withSat(7, new int[]{1, 2}).join(VerdictRecord.EMPTY.withUnsat(4, core)));
    }

    @Property
    void packingRoundTrips(@ForAll @IntRange(min = 1, max = 1000) int sat, @ForAll @IntRange(max = 1000) int unsat) {
        VerdictRecord r = new VerdictRecord(sat, unsat);
        assertEquals(r, VerdictRecord.unpack(r.pack()));
        assertEquals(VerdictRecord.EMPTY, VerdictRecord.unpack(VerdictRecord.EMPTY.pack()));
    }

    @Test
    void keysIgnoreAssumptionOrderButNotTheFingerprint() {
        String fp = "ab".repeat(32);
        assertEquals(VerdictKey.of(fp, new int[]{3, 1, 2}), VerdictKey.of(fp, new int[]{1, 2, 3}));
        assertFalse(VerdictKey.of(fp, new int[]{1, 2}).equals(VerdictKey.of("cd".repeat(32), new int[]{1, 2})));
        assertFalse(VerdictKey.of(fp, new int[]{1, 2}).equals(VerdictKey.of(fp, new int[]{1, 2, 3})));
    }
}
