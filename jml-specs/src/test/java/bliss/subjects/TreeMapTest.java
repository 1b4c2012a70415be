package bliss.subjects;

import bliss.subjects.TreeMap.Entry;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;

import static bliss.subjects.TreeMap.BLACK;
import static bliss.subjects.TreeMap.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeMapTest {

    record Op(int kind, int key, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(-40, 40), Arbitraries.integers().between(-9, 9)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(400);
    }

    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        TreeMap map = new TreeMap();
        java.util.TreeMap<Integer, Integer> reference = new java.util.TreeMap<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0, 1 -> assertEquals(reference.put(op.key(), op.value()) == null, map.put(op.key(), op.value()));
                case 2 -> assertEquals(reference.remove(op.key()) != null, map.remove(op.key()));
                default -> {
                    assertEquals(reference.containsKey(op.key()), map.containsKey(op.key()));
                    if (reference.containsKey(op.key())) {
                        assertEquals(reference.get(op.key()), map.get(op.key()));
                    } else {
                        assertThrows(NoSuchElementException.class, () -> map.get(op.key()));
                    }
                }
            }
            assertTrue(map.repOK(), () -> "after " + op);
            assertTrue(map.repOKHybrid());
            assertEquals(List.of(), TreeMapSpec.violations(map));
            assertEquals(new LinkedHashMap<>(reference), mappings(map));
            assertEquals(reference.size(), map.size);
        }
        StringBuilder expected = new StringBuilder();
        reference.forEach((k, v) -> expected.append(k).append('=').append(v).append(' '));
        assertEquals(expected + System.lineSeparator(), printed(map));
    }

    private static String printed(TreeMap map) {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            map.print();
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        TreeMap map = new TreeMap();
        for (Op op : ops) {
            if (op.kind() != 2) {
                map.put(op.key() / 4, op.value());
            } else {
                map.remove(op.key() / 4);
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(map, random));
        }
        List<String> violated = TreeMapSpec.violations(map);
        assertEquals(violated.isEmpty(), map.repOK(), () -> changes + " violates " + violated);
        assertEquals(TreeMapSpec.structurallyValid(map), map.repOKHybrid(), () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Broken instances (the invariant is TreeSet's; one per kind of clause)

    private static Entry node(int key, boolean color, Entry left, Entry right) {
        Entry n = new Entry(key, -key, null);
        n.color = color;
        n.left = left;
        n.right = right;
        if (left != null) {
            left.parent = n;
        }
        if (right != null) {
            right.parent = n;
        }
        return n;
    }

    private static TreeMap tree(Entry root, int size) {
        TreeMap t = new TreeMap();
        t.root = root;
        t.size = size;
        return t;
    }

    private static void assertBroken(TreeMap t, String clause, boolean structural) {
        List<String> violated = TreeMapSpec.violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!structural, t.repOKHybrid(), clause);
    }

    @Test
    void brokenTrees() {
        assertTrue(tree(node(2, BLACK, node(1, RED, null, null), node(3, RED, null, null)), 3).repOK());
        assertBroken(tree(node(3, BLACK, node(2, RED, node(1, RED, null, null), null), null), 3), "red-red", false);
        assertBroken(tree(node(2, BLACK, node(1, BLACK, null, null), null), 2), "black-height", false);
        assertBroken(tree(node(1, RED, null, null), 1), "root-black", false);
        assertBroken(tree(node(1, BLACK, null, null), 2), "size", false);
        assertBroken(tree(node(1, BLACK, node(2, RED, null, null), null), 2), "order-left", false);
        TreeMap parent = tree(node(2, BLACK, node(1, RED, null, null), node(3, RED, null, null)), 3);
        parent.root.right.parent = parent.root.left;
        assertBroken(parent, "right-parent", true);
        TreeMap cycle = tree(node(2, BLACK, node(1, RED, null, null), node(3, RED, null, null)), 3);
        cycle.root.right.right = cycle.root;
        assertBroken(cycle, "right-parent", true);
    }

    static Map<Integer, Integer> mappings(TreeMap t) {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        inOrder(t.root, out);
        return out;
    }

    private static void inOrder(Entry n, Map<Integer, Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.put(n.key, n.value);
            inOrder(n.right, out);
        }
    }
}
