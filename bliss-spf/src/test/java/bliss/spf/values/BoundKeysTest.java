package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Generic keys of the layout's convention ({@code K a}: an int) whose type variable a driver binds
 * ({@code Symbolic.typeArgument("K", Integer.class)}) hold null or a box, and a repOK that refutes a decided null is
 * heard: by the precondition (interpreted for such a run: the native runner answers only "possible" at those reads,
 * {@code heap.NativeUnlessBoundKeys}), by LISSA's and PLI's questions after each value choice, and in LISSA-M's keys.
 * The hand counts are in each class's comment; the JVM runs every path's input. Found on Commons' Flat3Map, whose
 * keys are the header's own {@code K key1..key3}: PLI's 49 paths of get at scope 1 held 9 of inputs repOK refutes.
 */
class BoundKeysTest {

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({"DistinctPair, li, 2", "DistinctPair, lissa, 2", "DistinctPair, lissa-m, 2", "DistinctPair, pli, 2",
            "KeyedNode, li, 2", "KeyedNode, lissa, 2", "KeyedNode, lissa-m, 2", "KeyedNode, pli, 2"})
    void aDecidedNullKeyIsJudged(String cls, String technique, int byHand) throws Exception {
        String name = "values.boundkeys." + cls;
        AnalysisResult r = new Analysis(AnalysisSpec.of(name, "which").withDriver(name, "driver").withScope(1)
                .withTechnique(technique).withSettings(TechniqueSettings.defaults().withCache(null, null, true))
                .withThreads(1), ValueClasses.loader()).run();
        assertEquals(byHand, r.paths(), r.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
        List<ValuePaths.Path> paths = ValuePaths.explore(name, name, "driver", 1);
        assertEquals(byHand, paths.size(), paths.toString());
        JvmRun.checkEveryPath(paths, name, "driver");
    }
}
