package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.PartialStructure;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A {@code Class} as an input field and as an argument (values.classes.Typed): null is a path of its own, and every
 * other class object, which the engine does not make symbolic, is one path that ends as unsupported and names the
 * place, so that what the analysis left out is said, not dropped. By hand, at scope 1 under every technique that
 * takes values: which() reads the field once (null: -1; the rest: unsupported), accept(c) loads the argument once
 * (null: 0; the rest: unsupported): 2 paths each, one normal, one unsupported. Likewise a new object of a type no
 * class of the analysed code is (a {@code Comparator} beside no implementation), unless a driver closed the field.
 */
class ClassValuesTest {

    /** What the unsupported line of an unnamed class field says to do (quoted: it holds a comma). */
    private static final String NAME_TYPES = "'name the classes it may be in a driver with "
            + "Symbolic.fieldValues(\"type\", ...)'";

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"which, li, field X.type, " + NAME_TYPES,
            "which, pli, field X.type, " + NAME_TYPES,
            "which, lissa, field X.type, " + NAME_TYPES,
            "accept, li, argument c, write a driver that passes one",
            "accept, pli, argument c, write a driver that passes one"})
    void aClassObjectOtherThanNullEndsItsPathAsUnsupported(String method, String technique, String place,
                                                           String whatToDo) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.classes.Typed", method).withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(2, r.paths(), r.summary());
        assertEquals(1, r.ends().normal(), r.summary());
        Map<String, Long> unsupported = r.ends().unsupported();
        assertEquals(1, unsupported.size(), r.summary());
        String line = unsupported.keySet().iterator().next();
        assertTrue(line.contains("the input " + place) && line.contains("of type java.lang.Class")
                && line.contains(whatToDo), line);
        assertEquals(1L, unsupported.get(line), r.summary());
    }

    /**
     * A comparator no class of the package can be and no driver named classes for (values.classes.Typed): a new one
     * is one path that ends as unsupported, naming the place, its type, where it was read and what a driver can say.
     * By hand, at scope 2: smaller() reads the field once, null or a new comparator
     * (no object already there is one: the receiver is a Typed); null compares a and b (2 normal paths), the new one
     * ends: 3 paths, 1 unsupported. acceptOrder(c) loads the argument once: null (0) or a new one: 2 paths, 1
     * unsupported. The one warning is the run's for its unsupported paths.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"smaller, li, 3, field X.order (values.classes.Typed.order), Symbolic.fieldClasses(\"order\"), 36",
            "smaller, pli, 3, field X.order (values.classes.Typed.order), Symbolic.fieldClasses(\"order\"), 36",
            "smaller, lissa, 3, field X.order (values.classes.Typed.order), Symbolic.fieldClasses(\"order\"), 36",
            "acceptOrder, li, 2, argument c, write a driver that passes one, 44",
            "acceptOrder, pli, 2, argument c, write a driver that passes one, 44"})
    void aNewObjectOfATypeNoClassIsEndsItsPathAsUnsupported(String method, String technique, int paths, String place,
                                                             String whatToDo, int line) {
        List<String> warnings = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.classes.Typed", method).withScope(2)
                .withTechnique(technique).withThreads(2), ValueClasses.loader()).warnings(warnings::add).run();
        assertEquals(paths, r.paths(), r.summary());
        assertEquals(paths - 1, r.ends().normal(), r.summary());
        Map<String, Long> unsupported = r.ends().unsupported();
        assertEquals(1, unsupported.size(), r.summary());
        String end = unsupported.keySet().iterator().next();
        assertTrue(end.startsWith("unsupported: the input " + place + " of type java.util.Comparator (a new "
                + "java.util.Comparator: no class of the analysed code (values.classes and its subpackages) outside the "
                + "structure is one and no driver named its "
                + "classes; "), end);
        // where: the line of the method's first read of the place
        assertTrue(end.contains(whatToDo) && end.endsWith(") at Typed." + method + "(Typed.java:" + line + ")"), end);
        assertEquals(1L, unsupported.get(end), r.summary());
        assertEquals(1, warnings.size(), warnings.toString()); // the run's line for its unsupported paths, no other
        assertTrue(warnings.get(0).startsWith(end), warnings.toString());
    }

    /**
     * A comparator field whose only comparator already there is the receiver (values.ordering.Chooser, a node that
     * is a Comparator): by hand, at scope 2, smaller() takes null (a < b or not: 2 paths), the receiver (its compare,
     * a - b < 0 or not: 2 paths) and a new comparator (1 unsupported path); a driver that closes the field
     * ({@code Symbolic.fieldClasses("order")}, smallerClosed) keeps null and the receiver: 4 normal paths, none
     * unsupported, no warning.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli", "lissa"})
    void aFieldADriverClosedHoldsNullOrAnObjectAlreadyThere(String technique) {
        AnalysisResult open = new Analysis(AnalysisSpec.of("values.ordering.Chooser", "smaller").withScope(2)
                .withTechnique(technique).withThreads(2), ValueClasses.loader()).run();
        assertEquals(5, open.paths(), open.summary());
        assertEquals(4, open.ends().normal(), open.summary());
        assertEquals(List.of(1L), List.copyOf(open.ends().unsupported().values()), open.summary());

        List<String> warnings = new ArrayList<>();
        AnalysisResult closed = new Analysis(AnalysisSpec.of("values.ordering.Chooser", "smaller")
                .withDriver("values.ordering.Chooser", "smallerClosed").withScope(2).withTechnique(technique)
                .withThreads(2), ValueClasses.loader()).warnings(warnings::add).run();
        assertEquals(4, closed.paths(), closed.summary());
        assertEquals(4, closed.ends().normal(), closed.summary());
        assertEquals(Map.of(), closed.ends().unsupported(), closed.summary());
        assertEquals(List.of(), warnings);
    }

    /**
     * A class-object field whose values a driver named ({@code Symbolic.fieldValues("type", RetentionPolicy.class,
     * RoundingMode.class, String.class)}, values.keyed.Keyed.countNamed): null and the three classes are its
     * candidates, and repOK (an enum class) keeps two. By hand, at scope 1: count() reads the field once; null and
     * String are no input, RetentionPolicy prints 3 and RoundingMode 8: 2 normal paths, none unsupported, each
     * input naming its class. Without the driver's names the field is the unsupported line above.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli", "lissa", "lissa-m"})
    void aClassFieldADriverNamedHoldsNullOrOneOfItsClasses(String technique) {
        List<String> types = new ArrayList<>();
        AnalysisResult r = runAtScope1("values.keyed.Keyed", "count", "countNamed", technique, types);
        assertEquals(2, r.paths(), r.summary());
        assertEquals(2, r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
        assertEquals(List.of("RetentionPolicy.class", "RoundingMode.class"), types.stream().sorted().toList());
    }

    /**
     * Class objects of a primitive type and of an array type among a field's named values
     * ({@code Symbolic.fieldValues("type", int.class, String[].class, RoundingMode.class)}, values.keyed.Kinds.kindNamed):
     * by hand, at scope 1, kind() reads the field once; null is no input (repOK), int 0, String[] 1, RoundingMode 2:
     * 3 normal paths, each input naming its class.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli", "lissa", "lissa-m"})
    void primitiveAndArrayClassObjectsAreValuesADriverMayName(String technique) {
        List<String> types = new ArrayList<>();
        AnalysisResult r = runAtScope1("values.keyed.Kinds", "kind", "kindNamed", technique, types);
        assertEquals(3, r.paths(), r.summary());
        assertEquals(3, r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
        assertEquals(List.of("RoundingMode.class", "String[].class", "int.class"), types.stream().sorted().toList());
    }

    /**
     * @effects types' = types + the value of the receiver's field {@code type} in each path's input
     * @return the analysis of cls.method through its driver at scope 1, on one thread
     */
    private static AnalysisResult runAtScope1(String cls, String method, String driver, String technique,
                                              List<String> types) {
        return new Analysis(AnalysisSpec.of(cls, method).withDriver(cls, driver).withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).observer(end -> {
                    if (end.isPath()) {
                        PartialStructure.Node x = end.input().receiver();
                        types.add(String.valueOf(x.value(x.shape().field("type").orElseThrow())));
                    }
                }).run();
    }

    /**
     * An enum field whose values a driver named ({@code Symbolic.fieldValues("mode", RoundingMode.UP,
     * RoundingMode.DOWN)}, upNamed, beside a key type named as above): null, UP and DOWN, not the other six of
     * RoundingMode. By hand, at scope 1: up() reads the mode once: -1, 1, 0: 3 paths. repOK reads the key type, which
     * up() never reads: the precondition and SymSolve decide it among the driver's one class (without taking the
     * driver's names into SymSolve, pli and lissa stop: "SymSolve cannot run repOK ... of type java.lang.Class").
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli", "lissa", "lissa-m"})
    void anEnumFieldADriverNamedHoldsNullOrOneOfItsConstants(String technique) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.keyed.Keyed", "up")
                .withDriver("values.keyed.Keyed", "upNamed").withScope(1).withTechnique(technique).withThreads(1),
                ValueClasses.loader()).run();
        assertEquals(3, r.paths(), r.summary());
        assertEquals(3, r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
    }

    /**
     * An abstract class analysed as it is (values.abstracts.Shape.doubled at scope 1, li): its receiver is an object
     * of the abstract class, whose abstract method has no implementation; the path that calls it ends as unsupported
     * and says what to do. A scale of 0 returns (1 path), any other calls sides(): 2 paths, 1 unsupported.
     */
    @org.junit.jupiter.api.Test
    void aCallWithoutImplementationOnAnAbstractReceiverSaysWhatToDo() {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.abstracts.Shape", "doubled").withScope(1)
                .withTechnique("li").withThreads(1), ValueClasses.loader()).run();
        assertEquals(2, r.paths(), r.summary());
        assertEquals(1, r.ends().normal(), r.summary());
        Map<String, Long> unsupported = r.ends().unsupported();
        assertEquals(1, unsupported.size(), r.summary());
        String line = unsupported.keySet().iterator().next();
        assertTrue(line.contains("no implementation of sides()I in values.abstracts.Shape, an abstract class")
                && line.contains("analyse the method on a concrete subclass (--class)"), line);
    }
}
