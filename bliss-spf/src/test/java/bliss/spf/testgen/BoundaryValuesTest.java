package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.spf.explore.PathEnd;
import bliss.target.TargetClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Completions prefer boundary values ({@link BoundaryValues}). {@code LinkedList.remove(i)} at scope 3, both
 * completions: a path on which {@code i < 0} gets {@code i == -1}, and one on which {@code i >= X.size} gets
 * {@code i == X.size} (any list allows both: the check comes before the list is read), the inputs that tell
 * {@code index < 0 || index >= size} from its conditional-boundary mutants ({@code <= 0}, {@code > size}).
 */
class BoundaryValuesTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"invariant", "repOK"})
    void theIndexChecksOfRemoveGetTheirBoundaries(String from) throws Exception {
        TargetClass target = TargetClass.resolve("LinkedList", List.of(), List.of());
        int scope = 3;
        List<PathEnd> ends = GeneratedSuites.pathEnds(target, "remove", scope, "bliss");
        int below = 0;
        int above = 0;
        try (Completion completion = from.equals("repOK") ? new RepOkCompletion(target, scope)
                : Completions.of(target, ClassSpec.of(target), scope)) {
            for (PathEnd end : ends) {
                Completion.Result r = completion.complete(end);
                if (!r.completed()) {
                    continue;
                }
                String condition = JUnitWriter.condition(end);
                long i = r.input().variables().stream().filter(v -> v.name().equals("i")).findFirst()
                        .orElseThrow().value();
                long size = (Integer) r.input().roots().get(0).fields().entrySet().stream()
                        .filter(f -> f.getKey().name().equals("size")).findFirst().orElseThrow().getValue().value();
                if (condition.contains("i < 0")) {
                    assertEquals(-1, i, condition + "\n" + r.input());
                    below++;
                }
                if (condition.contains("i >= X.size")) {
                    assertEquals(size, i, condition + "\n" + r.input());
                    above++;
                }
            }
        }
        assertTrue(below > 0 && above > 0, below + " paths with i < 0, " + above + " with i >= X.size");
    }
}
