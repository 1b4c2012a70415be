package bliss.spf.values;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code values.drawing.Drawing}: fields declared of an interface with three implementations ({@code Figure}), of
 * {@code Object} ({@code tag}) and of {@code Comparator} (two implementations), whose objects' classes are decided
 * lazily where the code needs them. Oracles: path counts worked out by hand (below), and the real JVM, which prints
 * on every path's input, made concrete from its model (an undecided object as the first class it may still be),
 * what the path printed.
 */
class ObjectsTest {

    /**
     * Scope 2: at most two layers, two objects made for each field. A figure's read: null, an alias of each figure
     * object already made (an object of another type is not a Figure), or a new one. areas: a new figure is a Dot or
     * not (instanceof), and if not a Square or a Rect (the call of area), each with area above 4 or not: 5 outcomes;
     * an alias repeats its object's outcome. One layer: 1 + 5; two layers: after a null 1 + 5, after a new figure
     * (5 ways) 1 + 1 + 5; so 1 + 6 + (6 + 5 * 7) = 48.
     * kinds: getClass() decides a new figure among 3: one layer 1 + 3, two layers 4 + 3 * (1 + 1 + 3) = 19; 24.
     * tags: the candidates of Object are the five classes of the package (three figures, two comparators), so
     * instanceof Figure splits a new tag in two. Aliases: every input object (the receiver, the layers) and the tags
     * made. Layer 1: null, X, L1, new (2 ways): 5; layer 2: null, X, L1, L2, new (2 ways), and L1's tag when it was
     * new: 6 or 7; so 1 + 5 + (3 * 6 + 2 * 7) = 38.
     * order: null, or a new comparator that is Ascending or Descending (the call): 3.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"areas, 48", "kinds, 24", "tags, 38", "order, 3"})
    void everyPathIsTheJvmsOnItsInput(String method, int paths) throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.drawing.Drawing", "values.drawing.Drawing",
                method + "Driver", 2);
        assertEquals(paths, ends.size(), ends.stream().map(p -> p.pieces().toString()).toList().toString());
        JvmRun.checkEveryPath(ends, "values.drawing.Drawing", method + "Driver");
        Set<String> inputs = new HashSet<>();
        for (ValuePaths.Path p : ends) {
            inputs.add(p.end().input().toString() + ValuePaths.environment(p));
        }
        assertEquals(paths, inputs.size(), "two paths on the same input");
    }

    /**
     * {@code values.pairs.Pairs} with the driver naming the values' classes (Integer, Label). Scope 2. An entry's
     * value: null, an alias of a value object made before (objects of other classes are not V's), or a new one,
     * an Integer (positive or not) or a Label (code 0 or not) at the type tests: 4 ways. One entry 1 + 4; two
     * entries: after a null 1 + 4, after a new value (4 ways) 1 + 1 + 4; so 1 + 5 + (5 + 4 * 6) = 35.
     */
    @org.junit.jupiter.api.Test
    void aDriverNamesTheClassesOfATypeVariable() throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.pairs.Pairs", "values.pairs.Pairs", "valuesDriver", 2);
        assertEquals(35, ends.size(), ends.stream().map(p -> p.pieces().toString()).toList().toString());
        JvmRun.checkEveryPath(ends, "values.pairs.Pairs", "valuesDriver");
    }
}
