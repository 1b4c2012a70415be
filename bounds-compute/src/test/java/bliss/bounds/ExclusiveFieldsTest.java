package bliss.bounds;

import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exclusive fields the SAT solver finds are exactly those of the valid structures the bounded-exhaustive
 * enumerator finds through the subject's repOK (independent of the CNF): two fields are exclusive iff no enumerated
 * shape has an edge of each (two distinct edges) into one object.
 */
class ExclusiveFieldsTest {

    static Stream<Arguments> subjectsAndScopes() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            if (s.hasInvariant()) {
                out.add(Arguments.of(s.name(), s.name().equals("BinomialHeap") ? 5 : 6));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("subjectsAndScopes")
    void exclusiveExactlyWhereNoValidStructureSharesATarget(String subject, int scope) {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        SatProblem problem = BoundsComputation.compute(spec, scope, null, 1, null).problem();
        ExclusiveFields exclusive = problem.exclusiveFields();
        Enumeration enumeration = new Enumerator(target.type(), scope).run();
        Set<List<String>> shared = sharedPairs(spec.layout(), enumeration.shapes());
        List<FieldShape> fields = exclusive.fields();
        for (int i = 0; i < fields.size(); i++) {
            for (int j = 0; j < fields.size(); j++) {
                FieldShape f = fields.get(i);
                FieldShape g = fields.get(j);
                if (!f.target().equals(g.target())) {
                    assertFalse(exclusive.exclusive(i, j), "fields of different target classes");
                    continue;
                }
                boolean sharedInShapes = shared.contains(List.of(key(f), key(g)));
                assertEquals(!sharedInShapes, exclusive.exclusive(i, j),
                        subject + " scope " + scope + ": " + key(f) + " and " + key(g) + " share a target in "
                                + (sharedInShapes ? "some" : "no") + " valid structure");
            }
        }
    }

    /** A tree's links are exclusive; a doubly linked list's {@code next} and {@code prev} are not. */
    @Test
    void byHand() {
        assertEquals("root/root, root/left, root/right, left/left, left/right, right/right",
                names("AvlTree", 4));
        String list = names("DoublyLinkedList", 4);
        assertTrue(list.contains("next/next") && !list.contains("next/prev") && !list.contains("prev/next"), list);
    }

    private static String names(String subject, int scope) {
        ClassSpec spec = ClassSpec.of(TargetClass.resolve(subject, List.of(), List.of()));
        return BoundsComputation.compute(spec, scope, null, 1, null).problem().exclusiveFields().toString();
    }

    private static String key(FieldShape f) {
        return f.owner() + "." + f.name();
    }

    /** Pairs of fields (both orders) of which some shape has two distinct edges into one object. */
    private static Set<List<String>> sharedPairs(ClassLayout layout, Set<Shape> shapes) {
        Set<List<String>> out = new HashSet<>();
        for (Shape shape : shapes) {
            int[] code = shape.code();
            Map<Integer, List<String>> into = new HashMap<>();
            int object = 0;
            for (int i = 0; i < code.length; object++) {
                ClassShape c = layout.classes().get(code[i++]);
                assertTrue(c.nodeArrayFields().isEmpty(), "arrays of nodes: not decoded here");
                for (FieldShape f : c.referenceFields()) {
                    int t = code[i++];
                    if (t >= 0) {
                        into.computeIfAbsent(t, k -> new ArrayList<>()).add(key(f));
                    }
                }
            }
            for (List<String> edges : into.values()) {
                for (int a = 0; a < edges.size(); a++) {
                    for (int b = 0; b < edges.size(); b++) {
                        if (a != b) {
                            out.add(List.of(edges.get(a), edges.get(b)));
                        }
                    }
                }
            }
        }
        return out;
    }
}
