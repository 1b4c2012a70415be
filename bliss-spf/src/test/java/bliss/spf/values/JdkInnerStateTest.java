package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Objects of the JDK's classes with an invariant of their own are not input objects with free fields
 * ({@code heap.JdkInnerState}): a driver naming {@code ArrayList} and {@code HashMap} for a user's fields, or
 * {@code TreeMap} for a type variable, gets one path, the named unsupported line at the driver's call, under every
 * technique, where free fields gave paths of inputs no JVM makes (an ArrayIndexOutOfBoundsException on a table of
 * length 0). A box stays a value. A kept array of the constructor's concrete strings is copied into every VM.
 */
class JdkInnerStateTest {

    private static final List<String> TECHNIQUES = List.of("li", "lissa", "lissa-m", "pli");

    @ParameterizedTest
    @ValueSource(strings = {"li", "lissa", "lissa-m", "pli"})
    void aJdkCollectionNamedForAFieldIsRefusedAtTheDriversCall(String technique) {
        AnalysisResult r = run("Roster", "count", "countNamedDriver", technique, 2);
        assertEquals(1, r.paths(), r.summary());
        String line = r.ends().unsupported().keySet().iterator().next();
        assertTrue(line.startsWith("unsupported: Symbolic.fieldClasses(\"names\", java.util.ArrayList.class): an "
                + "input object of the JDK's java.util.ArrayList would have its fields ("), line);
        assertTrue(line.contains("Symbolic.keep(\"names\")") && line.contains("Roster.countNamedDriver"), line);
        assertTrue(line.contains("a driver that names no class for a field of a JDK collection type gets the field's "
                + "contents as an input"), line);
    }

    @Test
    void aJdkCollectionNamedForATypeVariableIsRefused() {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run("Holder", "holdsNull", "mapDriver", t, 2);
            assertEquals(1, r.paths(), t + ": " + r.summary());
            String line = r.ends().unsupported().keySet().iterator().next();
            assertTrue(line.startsWith("unsupported: Symbolic.typeArgument(\"T\", java.util.TreeMap.class)"), line);
        }
    }

    /**
     * A box for the type variable is a value: at scope 2, no first node (false), or a first (itself the only
     * node, or a second node for its next: next is not read) whose item is null (true) or a box (false): 3 paths.
     */
    @Test
    void aBoxStaysAValue() {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run("Holder", "holdsNull", "boxDriver", t, 2);
            assertEquals(3, r.paths(), t + ": " + r.summary());
            assertEquals(Map.of(), r.ends().unsupported(), r.summary());
        }
    }

    /**
     * A plain driver gets the fields' contents as inputs (docs/engine.md, "A JDK collection in a field: an input of
     * its contents"). {@code size} at scope 1 reads {@code names} only: null fails repOK, and an empty list or one of
     * a name (which repOK asks {@code counts} to hold: a map of one key, the same string) each print their size: two
     * paths, under every technique, where the first read of a field ended the path as unsupported before.
     */
    @Test
    void aPlainDriverGetsTheFieldsContentsAsInputs() {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run("Roster", "size", "sizePlainDriver", t, 1);
            assertEquals(2, r.paths(), t + ": " + r.summary());
            assertEquals(2, r.ends().normal(), t + ": " + r.summary());
        }
    }

    /** The hand count of {@code Directory}'s comment, under every technique, and the JVM on every path. */
    @Test
    void keptConcreteStringsAreTheConstructorsInEveryVm() throws Exception {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run("Directory", "find", "findDriver", t, 2);
            assertEquals(5, r.paths(), t + ": " + r.summary());
            assertEquals(r.paths(), r.ends().normal(), r.summary());
        }
        String name = "values.jdkstate.Directory";
        List<ValuePaths.Path> paths = ValuePaths.explore(name, name, "findDriver", 2);
        assertEquals(5, paths.size(), paths.toString());
        JvmRun.checkEveryPath(paths, name, "findDriver");
    }

    /**
     * Not a JDK class, but the same rule of a driver's word that cannot be kept: an enum field of the structure's
     * classes is decided among all its constants, so naming some ({@code values.modal.Modal}) ends the path at the
     * driver's call, named, under every technique.
     */
    @Test
    void namedValuesOfALayoutsEnumFieldAreRefusedNotIgnored() {
        for (String t : TECHNIQUES) {
            AnalysisResult r = new Analysis(AnalysisSpec.of("values.modal.Modal", "which")
                    .withDriver("values.modal.Modal", "namedDriver").withScope(1).withTechnique(t).withThreads(1),
                    ValueClasses.loader()).run();
            assertEquals(1, r.paths(), t + ": " + r.summary());
            String line = r.ends().unsupported().keySet().iterator().next();
            assertTrue(line.startsWith("unsupported: Symbolic.fieldValues(\"mode\", ...): values.modal.Modal.mode is "
                    + "an enum field of the structure's classes"), line);
        }
    }

    private static AnalysisResult run(String cls, String method, String driver, String technique, int scope) {
        String name = "values.jdkstate." + cls;
        return new Analysis(AnalysisSpec.of(name, method).withDriver(name, driver).withScope(scope)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
    }
}
