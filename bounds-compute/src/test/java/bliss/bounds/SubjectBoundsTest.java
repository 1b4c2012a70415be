package bliss.bounds;

import bliss.target.TargetClass;
import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.korat.FieldTuple;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * For every bundled subject and small scope, the tight bounds computed from the JML invariant are exactly the
 * tuples of the valid structures that the bounded-exhaustive enumerator finds through the subject's repOK. A
 * difference means the translation is wrong, or the invariant and repOK disagree; the message lists the tuples.
 */
class SubjectBoundsTest {

    /**
     * Scope 5 for every subject with a JML invariant, 6 where the enumerator stays fast. (A subject without one,
     * HashMap, has no bounds to check: bounds-compute reads its missing invariant as true.)
     */
    static Stream<Arguments> subjectsAndScopes() {
        List<Arguments> out = new ArrayList<>();
        Set<String> six = Set.of("LinkedList", "SinglyLinkedList", "BinTree", "SearchTree", "LinkedStack", "SortedList",
                "DoublyLinkedList", "MyLinkedList", "DoubleLinkedList", "BinarySearchTree", "AATree");
        for (Subjects.Subject s : Subjects.ALL) {
            if (s.hasInvariant()) {
                out.add(Arguments.of(s.name(), six.contains(s.name()) ? 6 : 5));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} up to scope {1}")
    @MethodSource("subjectsAndScopes")
    void boundsEqualTheTuplesOfEnumeratedStructures(String subject, int maxScope) throws Exception {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        FieldBounds previous = null;
        for (int k = 1; k <= maxScope; k++) {
            FieldBounds bounds = BoundsComputation.compute(spec, k, null, 2, null).bounds();
            Enumeration e = new Enumerator(target.type(), k).run();
            Set<String> expected = new TreeSet<>();
            for (FieldTuple t : e.tuples()) {
                expected.add(name(t.field(), t.source(), t.target()));
            }
            Set<String> actual = new TreeSet<>();
            for (FieldShape f : bounds.fields()) {
                ClassShape to = spec.layout().shape(f.target()).orElseThrow();
                for (int s = 0; s < bounds.sources(f); s++) {
                    for (int t = -1; t < (to.node() ? k : 1); t++) {
                        if (bounds.contains(f, s, t)) {
                            actual.add(name(f, s, t));
                        }
                    }
                }
            }
            Set<String> missing = new TreeSet<>(expected);
            missing.removeAll(actual);
            Set<String> spurious = new TreeSet<>(actual);
            spurious.removeAll(expected);
            assertEquals(expected, actual, subject + " scope " + k + ": missing from the bounds " + missing
                    + ", in the bounds but in no enumerated structure " + spurious);
            if (previous != null) {
                assertTrue(previous.isSubsetOf(bounds), subject + ": bounds(" + (k - 1) + ") within bounds(" + k + ")");
            }
            previous = bounds;
        }
    }

    private static String name(FieldShape f, int source, int target) {
        return f.name() + " " + source + " -> " + (target < 0 ? "null" : target);
    }
}
