package bliss.korat;

import bliss.korat.fixtures.Misbehaving;
import bliss.subjects.BinomialHeap;
import bliss.subjects.SearchTree;
import bliss.subjects.TreeSet;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Splitting the search between threads changes neither the results nor the candidates tried, in total. */
class ParallelSearchTest {

    private static void assertThreadsAgree(Class<?> header, int scope) {
        Enumerator one = new Enumerator(header, scope).withThreads(1);
        Enumeration sequential = one.run();
        for (int threads : new int[]{2, 3, 5}) {
            Enumerator many = new Enumerator(header, scope).withThreads(threads);
            Enumeration parallel = many.run();
            String what = header.getSimpleName() + " on " + threads + " threads";
            assertArrayEquals(sequential.structuresBySize(), parallel.structuresBySize(), what);
            assertArrayEquals(sequential.shapesBySize(), parallel.shapesBySize(), what);
            assertEquals(sequential.shapes(), parallel.shapes(), what);
            assertEquals(sequential.tuples(), parallel.tuples(), what);
            assertEquals(sequential.candidates(), parallel.candidates(), what + ": every candidate tried once");
            assertEquals(one.statistics().valid(), many.statistics().valid(), what);
            assertEquals(one.statistics().exceptions(), many.statistics().exceptions(), what);
            assertEquals(one.statistics().budgetExhausted(), many.statistics().budgetExhausted(), what);
        }
    }

    @Test
    void searchTree() {
        assertThreadsAgree(SearchTree.class, 5);
    }

    @Test
    void treeSet() {
        assertThreadsAgree(TreeSet.class, 5);
    }

    @Test
    void binomialHeap() {
        assertThreadsAgree(BinomialHeap.class, 5);
    }

    @Test
    void loopingAndThrowingRepOks() {
        assertThreadsAgree(Misbehaving.Looping.class, 6);
        assertThreadsAgree(Misbehaving.Throwing.class, 6);
    }

    @Test
    void aFailingWorkerStopsTheSearch() {
        assertThrows(EnumerationException.class,
                () -> new Enumerator(Misbehaving.Writing.class, 6).withThreads(3).run());
    }
}
