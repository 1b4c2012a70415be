package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A generated test pins the arrays of the structure after the calls, their lengths and elements, not only the
 * layout's fields: a stack of ints in an array that grows when full, and two mutants of its growth that leave
 * {@code size} and repOK as they were, compiled with the JDK's javac ahead of the original on the tests' class path
 * and run with the JUnit launcher. One grows to the wrong length, the other loses the elements it should copy.
 *
 * <p>Oracles: the paths by hand, and for each mutant the tests that must fail, computed here from each test's input
 * by the mutant's own formula (a full array of length n grows to {@code n + (n >> 1) + 1}; the wrong length is
 * {@code n + 1}, the same for n below 2; the lost elements are visible only where one of them is not 0), the others
 * passing.
 */
class ArrayPostStateTest {

    private static final String GROWTH = "java.util.Arrays.copyOf(items, items.length + (items.length >> 1) + 1)";

    private static final String STACK = """
            package fixtures.arrays;

            /** A stack of ints in an array that grows by half its length and one when full. */
            public class IntStack {
                int[] items;
                int size;

                public void push(int x) {
                    if (size == items.length) {
                        items = %s;
                    }
                    items[size++] = x;
                }

                boolean repOK() {
                    return items != null && size >= 0 && size <= items.length;
                }
            }
            """;

    /**
     * By hand, at scope k (an input array's length is in 0..k): not full, the store at the symbolic index
     * {@code size} is a choice among the indices 0..k-1 below the scope, each with an array longer than it (k paths);
     * full, {@code Arrays.copyOf}'s {@code System.arraycopy} decides the array whole, one path per length 0..k
     * (k + 1 paths): 2k + 1.
     */
    @Test
    void aGrowthToTheWrongLengthOrLosingTheElementsFailsExactlyTheTestsWhoseInputTellsIt(@TempDir Path dir)
            throws Exception {
        int k = 3;
        Path original = dir.resolve("original");
        GeneratedSuites.compile(Map.of("fixtures/arrays/IntStack.java", STACK.formatted(GROWTH)),
                original.resolve("src"), original.resolve("classes"));
        TargetClass target = TargetClass.resolve("fixtures.arrays.IntStack", List.of(original.resolve("classes")),
                List.of(original.resolve("src")));
        TestGeneration.Report r = new TestGeneration(target, new Analysis(AnalysisSpec.of(target.name(), "push")
                .withScope(k).withTechnique("pli"), target.loader())).run(dir.resolve("tests/src"));
        assertEquals(2 * k + 1, r.paths());
        assertEquals(2 * k + 1, r.tests().size(), "one test per path: " + r.uncompletable() + r.divergent());
        String source = Files.readString(r.file());
        assertTrue(source.contains("items=int["), "the array is in the structure pinned after the call: " + source);
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(original.resolve("classes")),
                dir.resolve("tests"));

        assertFailExactly(r, dir, "wrongLength", "java.util.Arrays.copyOf(items, items.length + 1)",
                (length, elements) -> (length >> 1) != 0);
        assertFailExactly(r, dir, "lostElements", "new int[items.length + (items.length >> 1) + 1]",
                (length, elements) -> elements.stream().anyMatch(e -> e != 0));
    }

    /** What a full input of the given length and elements shows of a mutant's growth. */
    private interface Tells {
        boolean test(int length, List<Integer> elements);
    }

    /**
     * Runs the compiled tests against the stack with {@code growth} in place of its own, and asserts that the tests
     * that fail are exactly those whose input is full and {@code tells}.
     */
    private static void assertFailExactly(TestGeneration.Report r, Path dir, String name, String growth, Tells tells)
            throws Exception {
        Path mutant = dir.resolve(name);
        GeneratedSuites.compile(Map.of("fixtures/arrays/IntStack.java", STACK.formatted(growth)),
                mutant.resolve("src"), mutant.resolve("classes"));
        Set<String> expected = new TreeSet<>();
        for (PathTest t : r.tests()) {
            ConcreteInput.Obj x = t.input().roots().get(0);
            ConcreteInput.Arr items = (ConcreteInput.Arr) field(x, "items");
            List<Integer> elements = items.elements().stream().map(e -> ((Number) e).intValue()).toList();
            int size = ((Number) field(x, "size")).intValue();
            if (size == elements.size() && tells.test(elements.size(), elements)) {
                expected.add("IntStack_pushTest.path" + t.number());
            }
        }
        assertTrue(!expected.isEmpty(), name + ": some input tells the mutant");
        List<Path> cp = new ArrayList<>(List.of(mutant.resolve("classes"), dir.resolve("original/classes")));
        TestRunner.Outcome o = TestRunner.run(dir.resolve("tests/classes"), TestGeneration.withSymbolic(cp),
                List.of(r.testClass()), null);
        Set<String> failed = o.failures().stream().map(TestRunner.Failure::test)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(expected, failed, name);
        assertTrue(o.failures().stream().allMatch(f -> f.message().contains("the structure after the calls")),
                name + ": caught by the structure's arrays, not by repOK or size: " + o.failures());
        assertEquals(r.tests().size() - expected.size(), o.passed(), name);
    }

    private static Object field(ConcreteInput.Obj o, String name) {
        return o.fields().entrySet().stream().filter(e -> e.getKey().name().equals(name)).findFirst()
                .map(e -> e.getValue().value()).orElse(0);
    }
}
