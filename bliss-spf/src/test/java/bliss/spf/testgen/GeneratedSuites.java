package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.target.TargetClass;

import javax.tools.ToolProvider;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the testgen tests share: the path ends of an analysis, and the check of a generated suite on the real JVM. */
final class GeneratedSuites {

    private GeneratedSuites() {
    }

    /**
     * Writes the sources (by path under {@code src}) and compiles them with the JDK's javac into {@code classes},
     * with {@code bliss.symbolic} on the class path (for drivers), and asserts that they compile.
     */
    static void compile(Map<String, String> sources, Path src, Path classes) throws IOException {
        List<String> args = new ArrayList<>(List.of("--release", "17", "-g", "-d", classes.toString(), "-cp",
                TestRunner.locationOf(bliss.symbolic.Symbolic.class).toString()));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path p = src.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
            args.add(p.toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)));
    }

    /** @return the normal and exceptional path ends of a bundled subject's method, by its driver */
    static List<PathEnd> pathEnds(TargetClass target, String method, int scope, String technique) {
        List<PathEnd> ends = new ArrayList<>();
        new Analysis(AnalysisSpec.of(target.name(), method).withScope(scope).withTechnique(technique)
                .withDriver(target.subject().orElseThrow().driverClassName(), method), target.loader())
                .observer(e -> {
                    if (e.outcome() == Outcome.NORMAL || e.outcome() == Outcome.EXCEPTION) {
                        ends.add(e);
                    }
                })
                .run();
        return ends;
    }

    /**
     * Compiles and runs the generated tests (real javac, the JUnit launcher), asserts that every test passes, and
     * that every input method of the compiled tests builds an input the real repOK accepts, one input per test.
     */
    static void assertPassWithValidInputs(List<TestGeneration.Report> reports, List<Path> classpath, Path dir)
            throws Exception {
        Path classes = dir.resolve("classes");
        TestRunner.Outcome o = TestGeneration.compileAndRun(reports, classpath, classes, false);
        int tests = reports.stream().mapToInt(r -> r.tests().size()).sum();
        assertEquals(List.of(), o.failures());
        assertEquals(tests, o.passed());
        int inputs = 0;
        List<URL> urls = new ArrayList<>(List.of(classes.toUri().toURL()));
        for (Path p : classpath) {
            urls.add(p.toUri().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
                GeneratedSuites.class.getClassLoader())) {
            for (TestGeneration.Report r : reports) {
                Class<?> c = Class.forName(r.testClass(), true, loader);
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().startsWith("input") && Modifier.isStatic(m.getModifiers())) {
                        m.setAccessible(true);
                        Object x = m.invoke(null);
                        // several roots (a receiver and arguments): each of a class with repOK is checked
                        int checked = 0;
                        for (Object root : x instanceof Object[] roots ? roots : new Object[]{x}) {
                            Method repOK;
                            try {
                                repOK = root == null ? null : Execution.findMethod(root.getClass(), "repOK");
                            } catch (NoSuchMethodException e) {
                                repOK = null; // an argument's node
                            }
                            if (repOK != null) {
                                assertTrue((Boolean) repOK.invoke(root), r.testClass() + "." + m);
                                checked++;
                            }
                        }
                        assertTrue(checked > 0, r.testClass() + "." + m + ": an input with repOK");
                        inputs++;
                    }
                }
            }
        }
        assertEquals(tests, inputs, "one input per test");
    }
}
