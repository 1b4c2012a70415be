package bliss.spf.values;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.results.AnalysisResult;
import bliss.spf.symbolic.Texts;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Methods analysed without a driver whose parameters lie outside the layout (values.arguments.Registry): each such
 * argument is decided at its first load as a field of its type is. Oracles: path counts worked out by hand, and the
 * real JVM running the method on every path's arguments made concrete from its model.
 */
class ArgumentsTest {

    /**
     * At scope 1 the receiver is the only input object and the package's classes outside the layout are Mark, Sized
     * and Tag (a fresh object's class is decided only among those a test or call tells apart), and the enum Level
     * (three constants, each a value an Object may hold).
     * kind(Object o): null (0); an alias of the receiver (1); a fresh object, a Tag whose weight is over the size or
     * not (2, 3) or a Sized (4); each of Level's constants (4): 8 paths. changed(Object o): null, the receiver, a Tag,
     * each of Level's constants (-1 each), a Sized whose modCount (declared by the JDK's AbstractList, a fresh
     * variable as in an input object) is over 2 or not: 8.
     * The overloads of pick, picked by their parameter types: pick(int) positive or not (2); pick(Object) null, the
     * receiver, a fresh object, whose class nothing asks, or one of Level's three constants (6). measure(String s,
     * Integer n, double d): s null, short or long (3), n null, non-negative or negative (3), d over one half or not
     * (2): 18. first(int[] a): null; length 0; length 1 with its element over 7 or not: 4. grade(Level l): null or
     * each of Level's three constants: 4. scale(float f): NaN, positive infinity, over 1.5 or not: 4. The techniques
     * judge the receiver's structure only, so every one of them gives these.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"kind, li, 8", "measure, li, 18", "first, li, 4", "changed, li, 8", "kind, pli, 8",
            "measure, pli, 18", "first, pli, 4", "changed, pli, 8", "measure, lissa, 18", "'pick(int)', li, 2",
            "'pick(Object)', li, 6", "'pick(java.lang.Object)', pli, 6", "grade, li, 4", "scale, li, 4"})
    void argumentsOutsideTheLayoutAreDecidedAtTheirFirstLoad(String method, String technique, int paths) {
        AnalysisResult r = analyze(method, technique, null);
        assertEquals(paths, r.paths(), r.summary());
        assertEquals(paths, r.ends().normal(), r.summary());
    }

    /**
     * measure on the JVM, on each path's arguments made concrete from its model: the result's bits are the three
     * tests, so the paths returning r are (bit 0 ? 1 : 2) x (bit 1 ? 1 : 2) of the 18 (s long or not, n negative or
     * not), one d for each.
     */
    @Test
    void everyPathOfMeasureRunsOnTheJvmAsItsBranchesSay() throws Exception {
        List<PathEnd> ends = new ArrayList<>();
        analyze("measure", "li", ends);
        Method measure = ValueClasses.loader().loadClass("values.arguments.Registry")
                .getMethod("measure", String.class, Integer.class, double.class);
        Object registry = ValueClasses.loader().loadClass("values.arguments.Registry").getConstructor().newInstance();
        Map<Integer, Integer> byResult = new TreeMap<>();
        for (PathEnd e : ends) {
            Map<Var, Long> model = e.model();
            Object s = argument(e, "s", model);
            Object n = argument(e, "n", model);
            double d = 0;
            for (Map.Entry<Var, Long> v : model.entrySet()) {
                if (v.getKey().name().equals("d")) {
                    d = Double.longBitsToDouble(v.getValue());
                }
            }
            byResult.merge((Integer) measure.invoke(registry, s, n, d), 1, Integer::sum);
        }
        Map<Integer, Integer> expected = new TreeMap<>();
        for (int r = 0; r < 8; r++) {
            expected.put(r, ((r & 1) != 0 ? 1 : 2) * ((r & 2) != 0 ? 1 : 2));
        }
        assertEquals(expected, byResult);
    }

    /**
     * sizeOf(Object o) casts o to Sized: null (a NullPointerException at size()), the receiver (a ClassCastException
     * naming Registry), a fresh object that is a Sized (0) or one that is not, still a Mark or a Tag, each of Level's
     * three constants (a ClassCastException naming Level): 7 paths, the fresh non-Sized one's exception naming both
     * classes it may be, as the path stands for each.
     */
    @Test
    void aFailedCastOfAnUndecidedObjectNamesTheClassesItMayBe() {
        AnalysisResult r = analyze("sizeOf", "li", null);
        assertEquals(7, r.paths(), r.summary());
        assertEquals(3L, r.ends().thrown().get("java.lang.ClassCastException: class values.arguments.Level cannot be "
                + "cast to class values.arguments.Sized"), r.summary());
        assertEquals(1L, r.ends().thrown().get("java.lang.ClassCastException: class values.arguments.Mark or "
                + "values.arguments.Tag cannot be cast to class values.arguments.Sized"), r.summary());
        assertEquals(1L, r.ends().thrown().get("java.lang.ClassCastException: class values.arguments.Registry "
                + "cannot be cast to class values.arguments.Sized"), r.summary());
    }

    /**
     * TallShelf.self overrides Shelf.self with a covariant return type: the subclass's method is analysed (its two
     * paths, items over 3 or not), not refused as an overload of its superclass's.
     */
    @Test
    void aCovariantOverrideIsOneMethod() {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.covariant.TallShelf", "self").withScope(1)
                .withTechnique("li").withThreads(1), ValueClasses.loader()).run();
        assertEquals(2, r.paths(), r.summary());
    }

    @Test
    void poseRefusesAnArgumentOutsideTheLayoutByName() {
        UserError e = assertThrows(UserError.class, () -> analyze("kind", "pose", null));
        assertTrue(e.getMessage().contains("parameter o of kind has type java.lang.Object"), e.getMessage());
    }

    @Test
    void anOverloadNamedWithoutItsTypesIsRefusedWithTheWayToPickOne() {
        UserError e = assertThrows(UserError.class, () -> analyze("pick", "li", null));
        assertTrue(e.getMessage().contains("pick(int), pick(java.lang.Object); pick one by its parameter types"),
                e.getMessage());
        e = assertThrows(UserError.class, () -> analyze("pick(long)", "li", null));
        assertTrue(e.getMessage().contains("its methods named pick: pick(int), pick(java.lang.Object)"),
                e.getMessage());
    }

    private static AnalysisResult analyze(String method, String technique, List<PathEnd> ends) {
        Analysis a = new Analysis(AnalysisSpec.of("values.arguments.Registry", method).withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader());
        if (ends != null) {
            a.observer(new PathObserver() {
                @Override
                public void pathEnded(PathEnd end) {
                    if (end.isPath()) {
                        ends.add(end);
                    }
                }

                @Override
                public boolean needsModels() {
                    return true;
                }
            });
        }
        return a.run();
    }

    /** The argument's value on the path: null, a string's text or a box's value from the model. */
    private static Object argument(PathEnd e, String name, Map<Var, Long> model) {
        for (PartialStructure.Argument a : e.input().arguments()) {
            if (a.name().equals(name)) {
                if (!(a.value() instanceof Var v)) {
                    assertEquals(null, a.value(), name + " on " + e.input());
                    return null;
                }
                long value = model.getOrDefault(v, 0L);
                return v.type() == bliss.spf.symbolic.Type.STRING ? Texts.text(value) : (Object) (int) value;
            }
        }
        return null; // never loaded on the path
    }
}
