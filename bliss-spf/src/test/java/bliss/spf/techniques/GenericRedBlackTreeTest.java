package bliss.spf.techniques;

import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A generic red-black tree written as ordinary Java 17 ({@code src/test/resources/java17/rbt}: an enum color, a
 * record, a lambda, switch expressions, string concatenation in its exception messages, keys of a type parameter
 * compared through {@code compareTo} in its JML invariant), compiled here by the running JDK's javac with its
 * default flags and analysed as a user's class is ({@code --classpath}, {@code --sourcepath}) by every technique,
 * with symbolic Integer keys. Oracle: the bounded-exhaustive enumerator running the class's own {@code repOK}
 * (bliss.korat). Checked as the bundled subjects are (SoundnessCompletenessTest, TraversalExactnessTest): each
 * technique collects a subset of the previous one's partial heaps and every one LI collects that a valid structure
 * extends; every valid structure is reached by every technique; on the traversal BLISS collects exactly the valid
 * shapes.
 */
class GenericRedBlackTreeTest {

    static final String CLASS = "rbt.RedBlackTree";
    static final String DRIVERS = "rbt.RedBlackTreeDrivers";
    static final List<String> CHAIN = List.of("li", "bli", "rbli", "bliss", "blissdb");

    static Path classes;
    static Path sources;
    static URLClassLoader loader;
    static Path bounds;

    @BeforeAll
    static void compileWithPlainJavac(@TempDir Path tmp) throws Exception {
        sources = resource("java17");
        classes = tmp.resolve("classes");
        bounds = tmp.resolve("bounds");
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = javac.run(null, null, err, "-g", "-d", classes.toString(), "-cp",
                System.getProperty("java.class.path"), sources.resolve("rbt/RedBlackTree.java").toString(),
                sources.resolve("rbt/RedBlackTreeDrivers.java").toString());
        assertEquals(0, status, err.toString());
        loader = new URLClassLoader(new URL[]{classes.toUri().toURL()}, GenericRedBlackTreeTest.class.getClassLoader());
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(GenericRedBlackTreeTest.class.getClassLoader().getResource(name).toURI());
    }

    /** What javac made of it: invokedynamic for the concatenations, the lambda and the record's methods. */
    @Test
    void javacCompiledItWithInvokedynamic() throws Exception {
        Set<String> bootstraps = new HashSet<>();
        for (String c : List.of("rbt/RedBlackTree", "rbt/RedBlackTree$Visit")) {
            ClassNode cn = new ClassNode();
            try (InputStream in = loader.getResourceAsStream(c + ".class")) {
                new ClassReader(in).accept(cn, 0);
            }
            for (MethodNode m : cn.methods) {
                for (AbstractInsnNode insn : m.instructions) {
                    if (insn.getOpcode() == Opcodes.INVOKEDYNAMIC) {
                        bootstraps.add(((org.objectweb.asm.tree.InvokeDynamicInsnNode) insn).bsm.getName());
                    }
                }
            }
        }
        assertEquals(Set.of("makeConcatWithConstants", "metafactory", "bootstrap"), bootstraps);
    }

    /** The key (a type variable) and the enum color are int fields of the layout; the constants are the enum's. */
    @Test
    void theLayoutModelsTheKeyAndTheColorAsInts() {
        ClassLayout layout = ClassLayout.of(CLASS, loader);
        FieldShape key = layout.shape("Node").orElseThrow().field("key").orElseThrow();
        FieldShape color = layout.shape("Node").orElseThrow().field("color").orElseThrow();
        assertTrue(key.isBoxed() && !key.isEnum(), key.toString());
        assertTrue(color.isBoxed() && color.isEnum(), color.toString());
        assertEquals(List.of("RED", "BLACK"), layout.enumConstants("rbt/RedBlackTree$Color"));
        assertEquals(1, layout.constants().get("Color.BLACK"));
        assertEquals(2, layout.classes().size(), layout.describe()); // the header and Node: not the enum
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @CsvSource({"bfs, 4", "contains, 3", "depthOf, 3", "add, 3"})
    void everyTechniqueIsSoundAndCompleteAgainstTheEnumerator(String method, int scope, @TempDir Path tmp)
            throws Exception {
        List<ValidStructure> valid = validStructures(scope);
        Map<String, Run> runs = new LinkedHashMap<>();
        for (String t : CHAIN) {
            runs.put(t, run(method, scope, t, tmp.resolve("verdicts.mv.db")));
        }
        String at = method + " at scope " + scope;
        for (int i = 1; i < CHAIN.size(); i++) {
            Set<PartialHeap> smaller = runs.get(CHAIN.get(i)).partials();
            Set<PartialHeap> larger = runs.get(CHAIN.get(i - 1)).partials();
            assertTrue(larger.containsAll(smaller), CHAIN.get(i) + " collects heaps " + CHAIN.get(i - 1)
                    + " does not on " + at);
            assertTrue(runs.get(CHAIN.get(i)).result().structures() <= runs.get(CHAIN.get(i - 1)).result().structures());
        }
        assertEquals(runs.get("bliss").partials(), runs.get("blissdb").partials(), "blissdb vs bliss on " + at);
        List<PartialHeap> extensible = runs.get("li").partials().stream()
                .filter(p -> valid.stream().anyMatch(p::extendedBy)).toList();
        Set<ValidStructure> reachedByLi = reached(runs.get("li"), valid);
        assertEquals(new HashSet<>(valid), reachedByLi, "valid structures LI misses on " + at);
        runs.forEach((name, r) -> {
            for (PartialHeap p : extensible) {
                if (!r.partials().contains(p)) {
                    fail(name + " misses " + p + " (a valid structure extends it) on " + at);
                }
            }
            assertEquals(reachedByLi, reached(r, valid), name + " reaches other valid structures than li on " + at);
            assertTrue(r.result().ends().exceptions().isEmpty(), "the driver catches everything: " + r.result());
        });
        if (method.equals("bfs")) {
            // a traversal: BLISS collects the valid shapes, one heap each
            Set<ValidStructure> covered = new HashSet<>();
            for (PartialHeap p : runs.get("bliss").partials()) {
                List<ValidStructure> ext = valid.stream().filter(p::extendedBy).toList();
                assertEquals(1, ext.size(), "BLISS collects " + p + " on " + at + ", extended by " + ext);
                covered.add(ext.get(0));
            }
            assertEquals(valid.size(), covered.size());
            assertEquals(valid.size(), runs.get("bliss").result().structures());
        }
    }

    /** The valid red-black trees of at most {@code scope} nodes (shapes), by the enumerator with repOK. */
    static List<ValidStructure> validStructures(int scope) throws Exception {
        Class<?> cls = Class.forName(CLASS, false, loader);
        Enumeration e = new Enumerator(cls, scope).withOrderedField("key").run();
        List<ValidStructure> out = new ArrayList<>();
        for (Shape s : e.shapes()) {
            out.add(ValidStructure.decode(e.layout(), s));
        }
        return out;
    }

    record Run(AnalysisResult result, Set<PartialHeap> partials) {
    }

    static Run run(String method, int scope, String technique, Path cacheFile) {
        Set<PartialHeap> partials = new LinkedHashSet<>();
        PathObserver observer = end -> {
            if (end.outcome() == Outcome.NORMAL) {
                partials.add(PartialHeap.of(end.input()));
            }
        };
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(bounds)
                .withCache(null, cacheFile, false).withSourcepath(List.of(sources))
                .withMessages(new java.io.PrintStream(new ByteArrayOutputStream()));
        AnalysisResult r = new Analysis(AnalysisSpec.of(CLASS, method).withDriver(DRIVERS, method).withScope(scope)
                .withLimits(Limits.DEFAULT.withStepLimit(TechniqueRun.STEP_LIMIT)).withTechnique(technique)
                .withSettings(settings), loader).observer(observer).run();
        return new Run(r, partials);
    }

    private static Set<ValidStructure> reached(Run r, List<ValidStructure> valid) {
        Set<ValidStructure> out = new HashSet<>();
        for (PartialHeap p : r.partials()) {
            for (ValidStructure v : valid) {
                if (p.extendedBy(v)) {
                    out.add(v);
                }
            }
        }
        return out;
    }
}
