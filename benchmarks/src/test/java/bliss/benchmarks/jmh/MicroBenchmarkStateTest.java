package bliss.benchmarks.jmh;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The micro-benchmarks' states are what their Javadoc says, built from the real engine, bounds and SAT4J (no
 * timing here): each benchmark method is called a few times outside JMH, and what it returns is checked against
 * what the structure implies. Small scopes keep the bounds computation short; the entries go to a temporary
 * database.
 */
class MicroBenchmarkStateTest {

    @TempDir
    static Path bounds;

    @BeforeAll
    static void useTemporaryBounds() {
        System.setProperty(BenchmarkBounds.PROPERTY, bounds.toString());
    }

    @AfterAll
    static void restore() {
        System.clearProperty(BenchmarkBounds.PROPERTY);
    }

    /**
     * The choice N2.left on X.root = N1, N1.left = N2, N1.right = N3 (scope 6). A red-black tree can give N2 a left
     * child or not (a black root with two black children, N2 with one red child, is valid), so null and a new entry
     * are accepted by every technique; N1, N2 and N3 would make a cycle or share an entry, so LI's precondition
     * drops them and the bounded techniques do not even offer them. Each call undoes its writes, so repeated calls
     * give the same answer.
     */
    @ParameterizedTest
    @ValueSource(strings = {"li", "bli", "rbli", "bliss", "bliss-noreuse"})
    void aChoiceAcceptsNullAndANewEntry(String technique) {
        LazyChoiceBenchmark b = new LazyChoiceBenchmark();
        b.technique = technique;
        b.subject = "TreeSet";
        b.scope = 6;
        b.grow();
        for (int i = 0; i < 3; i++) {
            assertEquals(2, b.choice(), technique + " accepts null and new at call " + i);
        }
        int offered = b.candidates().size();
        assertEquals(technique.equals("li") ? 5 : 2, offered, "LI offers null, N1, N2, N3, new");
    }

    /** A complete tree is a valid prefix; refining it again after each undo keeps succeeding. */
    @ParameterizedTest
    @ValueSource(strings = {"refined", "bli"})
    void aCompleteTreeRefines(String labels) {
        RefinementBenchmark b = new RefinementBenchmark();
        b.subject = "TreeSet";
        b.nodes = 7;
        b.scope = 7;
        b.labels = labels;
        b.grow();
        for (int i = 0; i < 3; i++) {
            assertTrue(b.refine());
        }
    }

    /**
     * TreeSet.bfs at scope 6 with BLISS: SAT prunes there (the paper's Table IX: fewer structures than RBLI), so
     * the run asks satisfiable and unsatisfiable questions. A second checker, loaded fresh, gives each recorded
     * question the same answer (the benchmark throws on a mismatch), with either solver.
     */
    @ParameterizedTest
    @ValueSource(strings = {"cdcl", "sat4j"})
    void recordedQuestionsGetTheirAnswersAgain(String solver) {
        SatCheckBenchmark b = new SatCheckBenchmark();
        b.method = "TreeSet.bfs";
        b.scope = 6;
        b.solver = solver;
        b.record();
        try {
            assertTrue(b.sat());
            assertEquals(false, b.unsat());
            for (int i = 0; i < 200; i++) {
                b.replay();
            }
        } finally {
            b.close();
        }
    }
}
