package bliss.subjects;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static bliss.subjects.JdkTreeMap.BLACK;
import static bliss.subjects.JdkTreeMap.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JdkTreeMapTest {

    static final Set<String> STRUCTURAL = Set.of("root-parent", "left-parent", "left-right-distinct", "right-parent");

    record Op(int kind, int key, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(-40, 40), Arbitraries.integers().between(-6, 6)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(400);
    }

    /** Every operation against java.util.TreeMap (same values, by identity); repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        JdkTreeMap<Object> map = new JdkTreeMap<>();
        java.util.TreeMap<Integer, Object> reference = new java.util.TreeMap<>();
        List<Object> values = new ArrayList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0, 1 -> {
                    Object v = new Object();
                    values.add(v);
                    assertSame(reference.put(op.key(), v), map.put(op.key(), v));
                }
                case 2 -> assertSame(reference.remove(op.key()), map.remove(op.key()));
                case 3 -> {
                    assertEquals(reference.containsKey(op.key()), map.containsKey(op.key()));
                    Object v = values.isEmpty() ? new Object() : values.get(Math.floorMod(op.value(), values.size()));
                    assertEquals(reference.containsValue(v), map.containsValue(v));
                    assertFalse(map.containsValue(null));
                }
                default -> assertSame(reference.get(op.key()), map.get(op.key()));
            }
            assertTrue(map.repOK(), () -> "after " + op);
            assertTrue(map.repOKHybrid());
            assertEquals(List.of(), violations(map));
            assertEquals(reference, contents(map));
            assertEquals(reference.size(), map.size);
            assertTrue(inOrder(map), "put and remove keep the keys in search order");
        }
    }

    /** The JML invariant (that of TreeSet), transcribed clause by clause. */
    static List<String> violations(JdkTreeMap<?> t) {
        List<String> v = new ArrayList<>();
        JdkTreeMap.Entry<?> root = t.root;
        if (root != null && root.parent != null) {
            v.add("root-parent");
        }
        if (root != null && root.color != BLACK) {
            v.add("root-black");
        }
        Set<JdkTreeMap.Entry<?>> all = reach(root, e -> e.left, e -> e.right);
        int spine = 0;
        for (JdkTreeMap.Entry<?> a : reach(root, e -> e.left)) {
            spine += a.color == BLACK ? 1 : 0;
        }
        for (JdkTreeMap.Entry<?> n : all) {
            if (n.left != null && n.left.parent != n) {
                v.add("left-parent");
            }
            if (n.left != null && n.left == n.right) {
                v.add("left-right-distinct");
            }
            if (n.right != null && n.right.parent != n) {
                v.add("right-parent");
            }
            if (n.color == RED && (n.left != null && n.left.color != BLACK || n.right != null && n.right.color != BLACK)) {
                v.add("red-red");
            }
            if (n.left == null || n.right == null) {
                int blacks = 0;
                for (JdkTreeMap.Entry<?> a : reach(n, e -> e.parent)) {
                    blacks += a.color == BLACK ? 1 : 0;
                }
                if (blacks != spine) {
                    v.add("black-height");
                }
            }
        }
        return v;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        JdkTreeMap<Object> map = new JdkTreeMap<>();
        for (Op op : ops) {
            if (op.kind() != 2) {
                map.put(op.key() / 4, op.value());
            } else {
                map.remove(op.key() / 4);
            }
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(map, random));
        }
        List<String> violated = violations(map);
        assertEquals(violated.isEmpty(), map.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.stream().noneMatch(STRUCTURAL::contains), map.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    /** The successor of the largest key is null; of an entry without right subtree, the ancestor above its path. */
    @Test
    void successorsClimbParentPointers() {
        JdkTreeMap<Object> map = new JdkTreeMap<>();
        for (int k : new int[] {50, 20, 80, 10, 30, 25, 35, 90}) {
            map.put(k, -k);
        }
        List<Integer> order = new ArrayList<>();
        JdkTreeMap.Entry<Object> first = map.root;
        while (first.left != null) {
            first = first.left;
        }
        for (JdkTreeMap.Entry<Object> e = first; e != null; e = JdkTreeMap.successor(e)) {
            order.add(e.key);
        }
        assertEquals(List.of(10, 20, 25, 30, 35, 50, 80, 90), order);
        assertTrue(map.containsValue(-35));
        assertFalse(map.containsValue(35));
        assertNull(map.get(36));
        assertNull(map.remove(36));
    }

    @Test
    void brokenMapsAndFreeFields() {
        JdkTreeMap<Object> ok = new JdkTreeMap<>();
        ok.put(2, 0);
        ok.put(1, 0);
        ok.put(3, 0);
        assertTrue(ok.repOK());
        ok.root.left.color = BLACK;
        assertEquals(List.of("black-height"), violations(ok));
        assertFalse(ok.repOK());
        ok.root.left.color = RED;
        ok.root.right.parent = ok.root.left;
        assertEquals(List.of("right-parent"), violations(ok));
        assertFalse(ok.repOK());
        assertFalse(ok.repOKHybrid());
        ok.root.right.parent = ok.root;
        ok.root.left.key = 9;
        ok.size = 7;
        assertTrue(ok.repOK(), "key order and size are free, as in the original");
    }

    static Map<Integer, Object> contents(JdkTreeMap<Object> t) {
        Map<Integer, Object> out = new java.util.TreeMap<>();
        for (JdkTreeMap.Entry<Object> e : reach(t.root, x -> x.left, x -> x.right)) {
            out.put(e.key, e.value);
        }
        return out;
    }

    /** Keys strictly increasing in order (what put and remove keep, though repOK does not ask it). */
    static boolean inOrder(JdkTreeMap<Object> t) {
        List<Integer> keys = new ArrayList<>();
        inOrder(t.root, keys);
        for (int i = 1; i < keys.size(); i++) {
            if (keys.get(i - 1) >= keys.get(i)) {
                return false;
            }
        }
        return true;
    }

    private static void inOrder(JdkTreeMap.Entry<Object> e, List<Integer> keys) {
        if (e != null) {
            inOrder(e.left, keys);
            keys.add(e.key);
            inOrder(e.right, keys);
        }
    }
}
