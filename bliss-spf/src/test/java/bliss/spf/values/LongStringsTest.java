package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import javax.tools.ToolProvider;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A text that doubles along a structure (Echo, compiled here apart from the other value classes): on a cycle, which
 * li lets through without a precondition, the loop never reaches a choice point and its string grows without end.
 * It used to exhaust the host's heap (Commons Collections' TransformedMap.put met it through a map's toString that
 * holds itself). The characters a path concatenates now count against the elements it may allocate between two
 * choice points, so the path is cut as a too long array is. By hand, at scope 1: next is null (one turn: 2
 * characters, normal) or the receiver itself (a cycle: cut by the length limit); a new node does not fit the scope.
 */
class LongStringsTest {

    private static final String ECHO = """
            package echo;

            public class Echo {
                Echo next;

                public int describe(int k) {
                    String s = %s;
                    for (Echo e = this; e != null; e = e.next) {
                        s = %s;
                    }
                    return s.length();
                }
            }
            """;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"s + s", "s.concat(s)", "new StringBuilder(s).append(s).toString()"})
    void aStringThatKeepsDoublingCutsItsPathInsteadOfTheHeap(String doubled, @TempDir Path dir) throws Exception {
        cutOnTheCycle("\"x\"", doubled, dir);
    }

    /**
     * The same with text holding a symbolic part (the argument k), which the path's budget did not charge: a
     * toString of a cyclic ConcurrentSkipListMap under li (keys and values symbolic) grew a symbolic string part by
     * part, each concatenation copying all of them, until the collector took the whole run (past its time limit).
     * A symbolic string now costs its known characters and one per symbolic part. Same paths by hand: 2, 1 cut. The
     * time-out is the failure without the charge ("s + k" then turns until the step limit, copying ever more parts).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"s + s", "s + k", "s.concat(String.valueOf(k))", "new StringBuilder(s).append(k).toString()"})
    @org.junit.jupiter.api.Timeout(120)
    void aSymbolicStringThatKeepsGrowingCutsItsPathToo(String grown, @TempDir Path dir) throws Exception {
        cutOnTheCycle("\"x\" + k", grown, dir);
    }

    private static void cutOnTheCycle(String initial, String grown, Path dir) throws Exception {
        Path src = dir.resolve("echo/Echo.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, ECHO.formatted(initial, grown));
        Path classes = dir.resolve("classes");
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-g", "-d",
                classes.toString(), src.toString()));
        try (URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()},
                LongStringsTest.class.getClassLoader())) {
            AnalysisResult r = new Analysis(AnalysisSpec.of("echo.Echo", "describe").withScope(1).withTechnique("li")
                    .withThreads(1), loader).run();
            assertEquals(2, r.paths(), r.summary());
            assertEquals(1, r.ends().normal(), r.summary());
            assertEquals(1, r.ends().lengthLimited(), r.summary());
        }
    }
}
