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
import java.util.TreeMap;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HashMapTest {

    record Op(int kind, int key, int value) {
    }

    /** Keys that collide in buckets (multiples of 16 apart), negative ones, extremes; values a few boxes. */
    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Integer> keys = Arbitraries.oneOf(Arbitraries.integers().between(-40, 40),
                Arbitraries.of(65_536, 65_537, 1 << 20, (1 << 20) + 16, -65_536, Integer.MIN_VALUE, Integer.MAX_VALUE));
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 4), keys,
                Arbitraries.integers().between(-5, 5)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.HashMap (same values, by identity); repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        HashMap<Object> map = new HashMap<>();
        java.util.HashMap<Integer, Object> reference = new java.util.HashMap<>();
        List<Object> values = new ArrayList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    Object v = new Object();
                    values.add(v);
                    assertSame(reference.put(op.key(), v), map.put(op.key(), v), () -> "put " + op);
                }
                case 1 -> assertSame(reference.remove(op.key()), map.remove(op.key()));
                case 2 -> assertEquals(reference.containsKey(op.key()), map.containsKey(op.key()));
                case 3 -> assertSame(reference.get(op.key()), map.get(op.key()));
                default -> {
                    Object v = values.isEmpty() ? new Object() : values.get(Math.floorMod(op.value(), values.size()));
                    assertEquals(reference.containsValue(v), map.containsValue(v));
                    assertFalse(map.containsValue(null));
                }
            }
            assertTrue(map.repOK(), () -> "after " + op);
            assertTrue(map.repOKHybrid());
            assertEquals(List.of(), violations(map));
            assertEquals(new TreeMap<>(reference), contents(map));
            assertEquals(reference.size(), map.size);
            for (int i = 0; i < HashMap.DEFAULT_INITIAL_CAPACITY; i++) {
                for (HashMap.Entry<Object> e = map.getTable(i); e != null; e = e.next) {
                    assertEquals(i, e.key & 15, "a key's bucket is its low four bits");
                    assertEquals(e.key, e.hash);
                }
            }
        }
    }

    /** The original's hash is the key itself: its bucket is its low four bits, also for negative keys. */
    @Test
    void bucketsAreTheLowFourBits() {
        for (int key : new int[] {0, 1, 15, 16, 17, 65_536, 65_537, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertEquals(Math.floorMod(key, 16), HashMap.indexFor(HashMap.hash(key), 16), "key " + key);
        }
    }

    /** A null value is found by containsValue(null), as the original's containsNullValue does. */
    @Test
    void nullValues() {
        HashMap<Object> map = new HashMap<>();
        assertNull(map.put(3, null));
        assertTrue(map.containsKey(3));
        assertTrue(map.containsValue(null));
        assertNull(map.remove(3));
        assertFalse(map.containsKey(3));
        assertFalse(map.containsValue(null));
    }

    /** The invariant in words (the original's repOK), transcribed. */
    static List<String> violations(HashMap<?> m) {
        List<String> v = new ArrayList<>();
        Set<HashMap.Entry<?>> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (int i = 0; i < HashMap.DEFAULT_INITIAL_CAPACITY; i++) {
            for (HashMap.Entry<?> e : reach(m.getTable(i), x -> x.next)) {
                if (!seen.add(e) || reach(e.next, x -> x.next).contains(e)) {
                    v.add("chains");
                }
            }
        }
        return v;
    }

    /** Near the invariant's boundary: repOK, the transcribed invariant and the hybrid agree on concrete heaps. */
    @Property(tries = 3000)
    void repOKIsTheInvariantAndSoIsTheHybrid(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        HashMap<Object> map = new HashMap<>();
        for (Op op : ops) {
            map.put(op.key() % 50, op.value());
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(map, random));
        }
        List<String> violated = violations(map);
        assertEquals(violated.isEmpty(), map.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.isEmpty(), map.repOKHybrid(), () -> changes + " violates " + violated);
    }

    @Test
    void brokenChainsAndFreeFields() {
        HashMap<Object> a = filled(1, 17, 33, 2);
        assertTrue(a.repOK());
        a.e1.next.next.next = a.e1; // 33 -> 17 -> 1 -> 33
        assertTrue(violations(a).contains("chains"));
        assertFalse(a.repOK());
        assertFalse(a.repOKHybrid());

        HashMap<Object> b = filled(1, 2);
        b.e2.next = b.e1; // 1 in two chains
        assertTrue(violations(b).contains("chains"));
        assertFalse(b.repOK());
        assertFalse(b.repOKHybrid());

        HashMap<Object> c = filled(1, 17, 2);
        c.e1.hash = 2;
        c.e1.next.key = 1;
        c.e2.key = 5;
        c.size = 9;
        assertTrue(c.repOK(), "hashes, buckets, keys and the size are free, as in the original");
    }

    private static HashMap<Object> filled(int... keys) {
        HashMap<Object> m = new HashMap<>();
        for (int k : keys) {
            m.put(k, k);
        }
        return m;
    }

    static Map<Integer, Object> contents(HashMap<Object> m) {
        Map<Integer, Object> out = new TreeMap<>();
        for (int i = 0; i < HashMap.DEFAULT_INITIAL_CAPACITY; i++) {
            for (HashMap.Entry<Object> e = m.getTable(i); e != null; e = e.next) {
                out.put(e.key, e.value);
            }
        }
        return out;
    }
}
