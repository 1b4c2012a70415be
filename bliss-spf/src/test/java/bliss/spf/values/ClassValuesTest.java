package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A {@code Class} as an input field and as an argument (values.classes.Typed): null is a path of its own, and every
 * other class object, which the engine does not make symbolic, is one path that ends as unsupported and names the
 * place, so that what the analysis left out is said, not dropped. By hand, at scope 1 under every technique that
 * takes values: which() reads the field once (null: -1; the rest: unsupported), accept(c) loads the argument once
 * (null: 0; the rest: unsupported): 2 paths each, one normal, one unsupported.
 */
class ClassValuesTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"which, li, field X.type", "which, pli, field X.type", "which, lissa, field X.type",
            "accept, li, argument c", "accept, pli, argument c"})
    void aClassObjectOtherThanNullEndsItsPathAsUnsupported(String method, String technique, String place) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.classes.Typed", method).withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(2, r.paths(), r.summary());
        assertEquals(1, r.ends().normal(), r.summary());
        Map<String, Long> unsupported = r.ends().unsupported();
        assertEquals(1, unsupported.size(), r.summary());
        String line = unsupported.keySet().iterator().next();
        assertTrue(line.contains("the input " + place) && line.contains("of type java.lang.Class")
                && line.contains("give it a value in a driver"), line);
        assertEquals(1L, unsupported.get(line), r.summary());
    }

    /**
     * smaller() reads a comparator field that no class of the package can fill and no driver names classes for: the
     * engine cannot make a new comparator, so the field is null (a < b or not: 2 paths, by hand) and the run says
     * once, in a warning naming the field and what to do, that no path gives it a new one.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli", "lissa"})
    void aFieldNoClassCanFillIsNamedInAWarning(String technique) {
        java.util.List<String> warnings = new java.util.ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.classes.Typed", "smaller").withScope(2)
                .withTechnique(technique).withThreads(2), ValueClasses.loader()).warnings(warnings::add).run();
        assertEquals(2, r.paths(), r.summary());
        assertEquals(2, r.ends().normal(), r.summary());
        assertEquals(java.util.List.of("the input field values.classes.Typed.order of type java.util.Comparator held "
                + "null or objects already there, never a new one: no class of the analysed code is a "
                + "java.util.Comparator and no driver named its classes (Symbolic.typeArgument or "
                + "Symbolic.fieldClasses), so the paths of a new one are not explored"), warnings);
    }
}
