package bliss.subjects;

import bliss.subjects.StrictHashMap.Entry;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StrictHashMapTest {

    static final Set<String> STRUCTURAL = Set.of("chains");

    record Op(int kind, int key, int value) {
    }

    /** Small keys collide in buckets (multiples of 16 apart); large ones exercise the folding of the high half. */
    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Integer> keys = Arbitraries.oneOf(Arbitraries.integers().between(-40, 40),
                Arbitraries.of(65_536, 65_537, 1 << 20, (1 << 20) + 16, -65_536, Integer.MIN_VALUE, Integer.MAX_VALUE));
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 3), keys,
                Arbitraries.integers().between(-5, 5)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.HashMap; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        StrictHashMap map = new StrictHashMap();
        java.util.HashMap<Integer, Integer> reference = new java.util.HashMap<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> assertEquals(!reference.containsKey(op.key()), map.put(op.key(), op.value()),
                        () -> "put " + op);
                case 1 -> assertEquals(reference.remove(op.key()) != null, map.remove(op.key()));
                case 2 -> assertEquals(reference.containsKey(op.key()), map.containsKey(op.key()));
                default -> {
                    if (reference.containsKey(op.key())) {
                        assertEquals(reference.get(op.key()), map.get(op.key()));
                    } else {
                        assertThrows(NoSuchElementException.class, () -> map.get(op.key()));
                    }
                }
            }
            if (op.kind() == 0) {
                reference.put(op.key(), op.value());
            }
            assertTrue(map.repOK(), () -> "after " + op);
            assertTrue(map.repOKHybrid());
            assertEquals(List.of(), violations(map));
            assertEquals(new TreeMap<>(reference), contents(map));
            assertEquals(reference.size(), map.size);
        }
    }

    /** java.util.HashMap's bucket of an Integer key (hash spread, capacity 16) is ours. */
    @Test
    void bucketsAreJavaUtils() {
        for (int key : new int[] {0, 1, 15, 16, 17, 65_536, 65_537, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            int h = Integer.valueOf(key).hashCode();
            assertEquals((h ^ (h >>> 16)) & 15, StrictHashMap.indexFor(StrictHashMap.hash(key)), "key " + key);
        }
        assertEquals(0, StrictHashMap.indexFor(StrictHashMap.hash(65_537)), "65537 folds onto bucket 0");
    }

    /** The invariant in words (docs of StrictHashMap), transcribed clause by clause. */
    static List<String> violations(StrictHashMap m) {
        List<String> v = new ArrayList<>();
        Set<Entry> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        int entries = 0;
        for (int i = 0; i < StrictHashMap.CAPACITY; i++) {
            Set<Entry> chain = reach(bucket(m, i), e -> e.next);
            for (Entry e : chain) {
                if (!seen.add(e) || reach(e.next, x -> x.next).contains(e)) {
                    v.add("chains");
                }
                if (e.hash != StrictHashMap.hash(e.key)) {
                    v.add("hash");
                }
                if (StrictHashMap.indexFor(StrictHashMap.hash(e.key)) != i) {
                    v.add("bucket");
                }
                for (Entry f : chain) {
                    if (f != e && f.key == e.key) {
                        v.add("distinct-keys");
                    }
                }
            }
            entries += chain.size();
        }
        if (m.size != entries) {
            v.add("size");
        }
        return v;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        StrictHashMap map = new StrictHashMap();
        for (Op op : ops) {
            map.put(op.key() % 50, op.value());
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

    @Test
    void oneBrokenMapPerClause() {
        StrictHashMap a = filled(1, 17, 33, 2);
        assertTrue(a.repOK());
        a.table1.next.next.next = a.table1; // 33 -> 17 -> 1 -> 33
        assertTrue(violations(a).contains("chains"));
        assertFalse(a.repOK());
        assertFalse(a.repOKHybrid());

        StrictHashMap b = filled(1, 2);
        b.table2.next = b.table1; // 1 in two chains
        assertTrue(violations(b).contains("chains"));
        assertFalse(b.repOK());
        assertFalse(b.repOKHybrid());

        StrictHashMap c = filled(1, 2);
        c.table1.hash = 2;
        assertEquals(List.of("hash"), violations(c));
        assertFalse(c.repOK());
        assertTrue(c.repOKHybrid());

        StrictHashMap d = filled(1, 2);
        d.table1.key = 2;
        assertTrue(violations(d).contains("bucket"));
        assertFalse(d.repOK());

        StrictHashMap e = filled(1, 17);
        e.table1.key = 1; // 17 -> 1 becomes 1 -> 1
        e.table1.hash = 1;
        assertEquals(List.of("distinct-keys", "distinct-keys"), violations(e));
        assertFalse(e.repOK());
        assertTrue(e.repOKHybrid());

        StrictHashMap f = filled(1, 2);
        f.size = 3;
        assertEquals(List.of("size"), violations(f));
        assertFalse(f.repOK());
        assertTrue(f.repOKHybrid());
    }

    private static StrictHashMap filled(int... keys) {
        StrictHashMap m = new StrictHashMap();
        for (int k : keys) {
            m.put(k, k);
        }
        return m;
    }

    static Entry bucket(StrictHashMap m, int i) {
        try {
            Field f = StrictHashMap.class.getField("table" + i);
            return (Entry) f.get(m);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    static Map<Integer, Integer> contents(StrictHashMap m) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (int i = 0; i < StrictHashMap.CAPACITY; i++) {
            for (Entry e = bucket(m, i); e != null; e = e.next) {
                out.put(e.key, e.value);
            }
        }
        return out;
    }
}
