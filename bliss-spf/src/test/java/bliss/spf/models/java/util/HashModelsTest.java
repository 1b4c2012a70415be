package bliss.spf.models.java.util;

import bliss.spf.models.Differential.Step;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static bliss.spf.models.Differential.replay;

/**
 * HashSet, LinkedHashSet, HashMap and LinkedHashMap against the JDK's. With colliding keys (long chains) the
 * hash collections are compared as sets and maps; with Integer keys the models claim the JDK's iteration order,
 * so there they are compared in order, as the linked ones always are.
 */
class HashModelsTest {

    static <M extends Set<Object>, J extends java.util.Set<Object>> Arbitrary<java.util.List<Step<M, J>>> setOps(
            Arbitrary<Object> elems, boolean ordered) {
        java.util.List<Arbitrary<Step<M, J>>> order = ordered ? Steps.orderedCollectionSteps() : java.util.List.of();
        return Steps.sequences(Steps.<M, J>collectionSteps(elems), order,
                Steps.<M, J>equalitySteps(elems, es -> new HashSet<>(Steps.modelList(es)), java.util.HashSet::new));
    }

    static <M extends Map<Object, Object>, J extends java.util.Map<Object, Object>>
    Arbitrary<java.util.List<Step<M, J>>> mapOps(Arbitrary<Object> keys, boolean ordered) {
        Arbitrary<Object> values = Steps.smallInts();
        java.util.List<Arbitrary<Step<M, J>>> order = ordered ? Steps.orderedMapSteps(values) : java.util.List.of();
        return Steps.sequences(Steps.<M, J>mapSteps(keys, values), order);
    }

    @Provide
    Arbitrary<java.util.List<Step<HashSet<Object>, java.util.HashSet<Object>>>> hashSetOps() {
        return setOps(Steps.hashKeys(), false);
    }

    @Provide
    Arbitrary<java.util.List<Step<HashSet<Object>, java.util.HashSet<Object>>>> integerHashSetOps() {
        return setOps(Steps.integerKeys(), true);
    }

    @Provide
    Arbitrary<java.util.List<Step<LinkedHashSet<Object>, java.util.LinkedHashSet<Object>>>> linkedHashSetOps() {
        return setOps(Steps.hashKeys(), true);
    }

    @Provide
    Arbitrary<java.util.List<Step<HashMap<Object, Object>, java.util.HashMap<Object, Object>>>> hashMapOps() {
        return mapOps(Steps.hashKeys(), false);
    }

    @Provide
    Arbitrary<java.util.List<Step<HashMap<Object, Object>, java.util.HashMap<Object, Object>>>> integerHashMapOps() {
        return mapOps(Steps.integerKeys(), true);
    }

    @Provide
    Arbitrary<java.util.List<Step<LinkedHashMap<Object, Object>, java.util.LinkedHashMap<Object, Object>>>>
    linkedHashMapOps() {
        return mapOps(Steps.hashKeys(), true);
    }

    @Provide
    Arbitrary<java.util.List<Object>> initialKeys() {
        return Steps.hashKeys().list().ofMaxSize(24);
    }

    @Provide
    Arbitrary<java.util.List<Object>> initialIntegers() {
        return Steps.integerKeys().list().ofMaxSize(24);
    }

    /** -1: the default constructor; 0..: the capacity constructor; otherwise the copy constructor. */
    @Provide
    Arbitrary<Integer> constructors() {
        return net.jqwik.api.Arbitraries.integers().between(-2, 20);
    }

    @Property
    void hashSetBehavesAsTheJdksAsASet(@ForAll("hashSetOps") java.util.List<Step<HashSet<Object>,
            java.util.HashSet<Object>>> steps, @ForAll("initialKeys") java.util.List<Object> initial) {
        replay(new HashSet<>(Steps.modelList(initial)), new java.util.HashSet<>(initial), steps,
                Steps::unorderedState, Steps::unorderedState);
    }

    @Property
    void hashSetOfIntegersIteratesInTheJdksOrder(@ForAll("integerHashSetOps") java.util.List<Step<HashSet<Object>,
            java.util.HashSet<Object>>> steps, @ForAll("initialIntegers") java.util.List<Object> initial,
                                                 @ForAll("constructors") int constructor) {
        HashSet<Object> model;
        java.util.HashSet<Object> jdk;
        if (constructor == -1) {
            model = new HashSet<>();
            jdk = new java.util.HashSet<>();
        } else if (constructor >= 0) {
            model = new HashSet<>(constructor);
            jdk = new java.util.HashSet<>(constructor);
        } else {
            model = new HashSet<>(Steps.modelList(initial));
            jdk = new java.util.HashSet<>(initial);
        }
        replay(model, jdk, steps, Steps::orderedState, Steps::orderedState);
    }

    @Property
    void linkedHashSetBehavesAsTheJdks(@ForAll("linkedHashSetOps") java.util.List<Step<LinkedHashSet<Object>,
            java.util.LinkedHashSet<Object>>> steps, @ForAll("initialKeys") java.util.List<Object> initial) {
        replay(new LinkedHashSet<>(Steps.modelList(initial)), new java.util.LinkedHashSet<>(initial), steps,
                Steps::orderedState, Steps::orderedState);
    }

    @Property
    void hashMapBehavesAsTheJdksAsAMap(@ForAll("hashMapOps") java.util.List<Step<HashMap<Object, Object>,
            java.util.HashMap<Object, Object>>> steps) {
        replay(new HashMap<>(), new java.util.HashMap<>(), steps, Steps::unorderedState, Steps::unorderedState);
    }

    @Property
    void hashMapOfIntegersIteratesInTheJdksOrder(@ForAll("integerHashMapOps") java.util.List<Step<HashMap<Object,
            Object>, java.util.HashMap<Object, Object>>> steps, @ForAll("initialIntegers") java.util.List<Object> initial,
                                                 @ForAll("constructors") int constructor) {
        HashMap<Object, Object> model;
        java.util.HashMap<Object, Object> jdk;
        if (constructor == -1) {
            model = new HashMap<>();
            jdk = new java.util.HashMap<>();
        } else if (constructor >= 0) {
            model = new HashMap<>(constructor);
            jdk = new java.util.HashMap<>(constructor);
        } else {
            java.util.List<java.util.List<Object>> pairs = new java.util.ArrayList<>();
            for (Object k : initial) {
                pairs.add(java.util.Arrays.asList(k, k));
            }
            model = new HashMap<>(Steps.modelMap(pairs));
            jdk = new java.util.HashMap<>(Steps.jdkMap(pairs));
        }
        replay(model, jdk, steps, Steps::orderedState, Steps::orderedState);
    }

    @Property
    void linkedHashMapBehavesAsTheJdks(@ForAll("linkedHashMapOps") java.util.List<Step<LinkedHashMap<Object,
            Object>, java.util.LinkedHashMap<Object, Object>>> steps) {
        replay(new LinkedHashMap<>(), new java.util.LinkedHashMap<>(), steps,
                Steps::orderedState, Steps::orderedState);
    }
}
