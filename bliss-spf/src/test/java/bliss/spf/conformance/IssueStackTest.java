package bliss.spf.conformance;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.PathEnd;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The issue's first experience, as a user would have it: a 50-line stack class ({@code java17/stack/Stack.java}:
 * an int array, a message built by string concatenation, an enum from a switch expression, a lambda) compiled by
 * the running JDK's javac with default flags, its methods analysed with a symbolic receiver (no driver) at scope 1.
 * Path counts are worked out from the code; the exception message keeps the symbolic size as a term.
 */
class IssueStackTest {

    static URLClassLoader loader;

    @BeforeAll
    static void compile(@TempDir Path tmp) throws Exception {
        Path src = Path.of(IssueStackTest.class.getClassLoader().getResource("java17/stack/Stack.java").toURI());
        Path out = Files.createDirectories(tmp.resolve("classes"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, err, "-g", "-d", out.toString(),
                src.toString()), err.toString());
        loader = new URLClassLoader(new URL[]{out.toUri().toURL()}, IssueStackTest.class.getClassLoader());
    }

    static List<PathEnd> ends = new ArrayList<>();

    static AnalysisResult analyse(String method) {
        ends = new ArrayList<>();
        return new Analysis(AnalysisSpec.of("stack.Stack", method).withScope(1), loader).observer(ends::add).run();
    }

    /**
     * pop at scope 1: size <= 0 throws (1 path); else items is read: null is rejected by repOK, so an input array of
     * length L in 0..1 (the scope), and items[size - 1] is read at its one feasible index 0 (size = 1, L = 1) or out of
     * bounds: 1 + 1 + 1 = 3 paths.
     */
    @Test
    void popKeepsTheSymbolicSizeInItsMessage() {
        AnalysisResult r = analyse("pop");
        assertEquals(3, r.paths());
        assertEquals(Map.of("java.lang.IllegalStateException", 1L, "java.lang.ArrayIndexOutOfBoundsException", 1L),
                r.ends().raised());
        List<String> messages = ends.stream().filter(e -> e.exceptionMessage() != null)
                .map(PathEnd::exceptionMessage).toList();
        assertTrue(messages.contains("\"empty stack of size \" + X.size"), messages.toString());
        assertTrue(messages.contains("\"Index \" + (X.size - 1) + \" out of bounds for length \" + X.items.length"),
                messages.toString());
        // what a user reads: the summary lists the exceptions that ended paths, as Java prints them
        String empty = "java.lang.IllegalStateException: \"empty stack of size \" + X.size";
        assertEquals(1L, r.ends().thrown().get(empty), r.ends().thrown().toString());
        assertTrue(r.summary().contains(empty + " on 1 path\n"), r.summary());
    }

    /** kind: a switch on the symbolic size, one path per target: EMPTY (0), SMALL (1, 2, 3), LARGE (the rest). */
    @Test
    void kindIsOnePathPerCase() {
        assertEquals(3, analyse("kind").paths());
    }

    /**
     * sumPositive with the lambda at scope 1. size <= 0: one path, the array never read. Else items[0] is read: null
     * is rejected by repOK, so an input array of length L in 0..1; L = 0 is one path (items[0] out of bounds); for
     * L = 1 the element's sign is a branch (2), and then the loop test 1 < size ends the loop or reads items[1],
     * beyond the array's room (out of bounds): 2 * 2 = 4. In all 1 + 1 + 4 = 6, of which 1 + 2 = 3 read past the array.
     */
    @Test
    void sumPositiveBranchesOnEveryElement() {
        AnalysisResult r = analyse("sumPositive");
        assertEquals(6, r.paths());
        assertEquals(Map.of("java.lang.ArrayIndexOutOfBoundsException", 3L), r.ends().raised());
    }
}
