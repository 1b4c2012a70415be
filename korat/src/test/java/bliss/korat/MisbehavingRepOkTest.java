package bliss.korat;

import bliss.korat.fixtures.Misbehaving;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A repOK that loops, throws or writes, and a class without one. */
class MisbehavingRepOkTest {

    @Test
    void loopingOnCyclesIsStoppedByTheReadBudgetAndReported() {
        int k = 4;
        Enumerator e = new Enumerator(Misbehaving.Looping.class, k).withReadBudget(1_000);
        Enumeration r = e.run();
        // Acyclic lists of 0..k links, one per length; every cyclic candidate hits the budget.
        for (int n = 0; n <= k; n++) {
            assertEquals(1, r.structuresBySize()[n], "lists of " + n);
        }
        assertTrue(e.statistics().budgetExhausted() > 0);
        // One cyclic candidate per length 1..k and target of the last link's next (Korat tries each once).
        assertEquals((long) k * (k + 1) / 2, e.statistics().budgetExhausted());
    }

    @Test
    void exceptionsMakeCandidatesInvalidAndAreCounted() {
        Enumerator e = new Enumerator(Misbehaving.Throwing.class, 3);
        Enumeration r = e.run();
        // first == null throws; first.next == null is the only valid structure.
        assertEquals(0, r.structuresBySize()[0]);
        assertEquals(1, r.structuresBySize()[1]);
        assertEquals(1, r.structures());
        assertEquals(1, e.statistics().exceptions());
    }

    @Test
    void aRepOkWritingTheStructureIsRefused() {
        EnumerationException ex = assertThrows(EnumerationException.class,
                () -> new Enumerator(Misbehaving.Writing.class, 2).run());
        assertTrue(ex.getMessage().contains("writes field next"), ex.getMessage());
    }

    @Test
    void aClassWithoutRepOkIsRefused() {
        EnumerationException ex = assertThrows(EnumerationException.class,
                () -> new Enumerator(Misbehaving.NoRepOk.class, 2));
        assertTrue(ex.getMessage().contains("has no repOK()"), ex.getMessage());
    }

    @Test
    void badParameters() {
        assertThrows(IllegalArgumentException.class, () -> new Enumerator(Misbehaving.Looping.class, 0));
        assertThrows(IllegalArgumentException.class,
                () -> new Enumerator(Misbehaving.Looping.class, 2).withIntDomain("first", 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Enumerator(Misbehaving.Looping.class, 2).withReadBudget(0));
    }
}
