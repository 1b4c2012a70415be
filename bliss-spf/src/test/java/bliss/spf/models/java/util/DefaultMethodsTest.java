package bliss.spf.models.java.util;

import bliss.spf.models.Differential.Step;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static bliss.spf.models.Differential.outcome;
import static bliss.spf.models.Differential.outcomeOf;
import static bliss.spf.models.Differential.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The interfaces' default methods, which the models' own classes override but a subject's own implementation of
 * {@code Map} or {@code Iterator} relies on; and the capacity constructors' argument checks.
 */
class DefaultMethodsTest {

    /** A map that implements only the abstract methods (by delegation), so the defaults of {@link Map} run. */
    static final class BareMap implements Map<Object, Object> {
        final HashMap<Object, Object> m = new HashMap<>();

        @Override
        public int size() {
            return m.size();
        }

        @Override
        public boolean isEmpty() {
            return m.isEmpty();
        }

        @Override
        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        @Override
        public boolean containsValue(Object value) {
            return m.containsValue(value);
        }

        @Override
        public Object get(Object key) {
            return m.get(key);
        }

        @Override
        public Object put(Object key, Object value) {
            return m.put(key, value);
        }

        @Override
        public Object remove(Object key) {
            return m.remove(key);
        }

        @Override
        public void putAll(Map<?, ?> other) {
            m.putAll(other);
        }

        @Override
        public void clear() {
            m.clear();
        }

        @Override
        public Set<Object> keySet() {
            return m.keySet();
        }

        @Override
        public Collection<Object> values() {
            return m.values();
        }

        @Override
        public Set<Map.Entry<Object, Object>> entrySet() {
            return m.entrySet();
        }

        @Override
        public boolean equals(Object o) {
            return m.equals(o);
        }

        @Override
        public int hashCode() {
            return m.hashCode();
        }
    }

    @Provide
    Arbitrary<java.util.List<Step<BareMap, java.util.HashMap<Object, Object>>>> mapOps() {
        return Steps.sequences(Steps.mapSteps(Steps.hashKeys(), Steps.smallInts()));
    }

    @Property
    void mapDefaultsBehaveAsTheJdks(@ForAll("mapOps") java.util.List<Step<BareMap,
            java.util.HashMap<Object, Object>>> steps) {
        replay(new BareMap(), new java.util.HashMap<>(), steps, Steps::unorderedState, Steps::unorderedState);
    }

    @Example
    void iteratorRemoveIsUnsupportedByDefault() {
        Iterator<Object> model = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return false;
            }

            @Override
            public Object next() {
                return null;
            }
        };
        java.util.Iterator<Object> jdk = new java.util.Iterator<>() {
            @Override
            public boolean hasNext() {
                return false;
            }

            @Override
            public Object next() {
                return null;
            }
        };
        assertEquals(outcomeOf(jdk::remove), outcomeOf(model::remove));
    }

    @Property
    void capacityConstructorsCheckAsTheJdks(@ForAll("capacities") int n) {
        assertEquals(outcome(() -> new java.util.HashMap<>(n).size()), outcome(() -> new HashMap<>(n).size()));
        assertEquals(outcome(() -> new java.util.LinkedHashMap<>(n).size()),
                outcome(() -> new LinkedHashMap<>(n).size()));
        assertEquals(outcome(() -> new java.util.HashSet<>(n).size()), outcome(() -> new HashSet<>(n).size()));
        assertEquals(outcome(() -> new java.util.LinkedHashSet<>(n).size()),
                outcome(() -> new LinkedHashSet<>(n).size()));
        assertEquals(outcome(() -> new java.util.ArrayDeque<>(n).size()), outcome(() -> new ArrayDeque<>(n).size()));
    }

    @Provide
    Arbitrary<Integer> capacities() {
        return net.jqwik.api.Arbitraries.integers().between(-3, 70);
    }
}
