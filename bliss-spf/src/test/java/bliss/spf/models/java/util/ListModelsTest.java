package bliss.spf.models.java.util;

import bliss.spf.models.Differential.Step;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static bliss.spf.models.Differential.replay;
import static bliss.spf.models.Differential.step;

/**
 * ArrayList, LinkedList (as a list), Vector and Stack against the JDK's: random step sequences, every result and
 * exception type and the contents after every step compared in order, including iterator and list-iterator
 * scripts with removal, insertion and replacement.
 */
class ListModelsTest {

    static <M extends List<Object>, J extends java.util.List<Object>> Arbitrary<java.util.List<Step<M, J>>> listOps() {
        return Steps.sequences(Steps.<M, J>collectionSteps(Steps.smallInts()), Steps.<M, J>orderedCollectionSteps(),
                Steps.<M, J>listSteps(Steps.smallInts()),
                Steps.<M, J>equalitySteps(Steps.smallInts(), Steps::modelList, java.util.ArrayList::new));
    }

    @Provide
    Arbitrary<java.util.List<Step<ArrayList<Object>, java.util.ArrayList<Object>>>> arrayListOps() {
        return listOps();
    }

    @Provide
    Arbitrary<java.util.List<Step<LinkedList<Object>, java.util.LinkedList<Object>>>> linkedListOps() {
        return listOps();
    }

    @Provide
    Arbitrary<java.util.List<Step<Vector<Object>, java.util.Vector<Object>>>> vectorOps() {
        return listOps();
    }

    @Provide
    Arbitrary<java.util.List<Step<Stack<Object>, java.util.Stack<Object>>>> stackOps() {
        java.util.List<Arbitrary<Step<Stack<Object>, java.util.Stack<Object>>>> stack = java.util.List.of(
                Steps.smallInts().map(e -> step("push(" + e + ")", m -> m.push(e), j -> j.push(e))),
                net.jqwik.api.Arbitraries.just(step("pop()", m -> m.pop(), j -> j.pop())),
                net.jqwik.api.Arbitraries.just(step("peek()", m -> m.peek(), j -> j.peek())),
                net.jqwik.api.Arbitraries.just(step("empty()", m -> m.empty(), j -> j.empty())),
                Steps.smallInts().map(e -> step("search(" + e + ")", m -> m.search(e), j -> j.search(e))),
                Steps.indexes().map(i -> step("elementAt(" + i + ")", m -> m.elementAt(i), j -> j.elementAt(i))),
                net.jqwik.api.Arbitraries.just(step("firstElement()", m -> m.firstElement(), j -> j.firstElement())),
                net.jqwik.api.Arbitraries.just(step("lastElement()", m -> m.lastElement(), j -> j.lastElement())));
        return Steps.sequences(Steps.collectionSteps(Steps.smallInts()), Steps.orderedCollectionSteps(),
                Steps.listSteps(Steps.smallInts()), stack);
    }

    @Provide
    Arbitrary<java.util.List<Object>> initial() {
        return Steps.smallInts().list().ofMaxSize(10);
    }

    @Property
    void arrayListBehavesAsTheJdks(@ForAll("arrayListOps") java.util.List<Step<ArrayList<Object>,
            java.util.ArrayList<Object>>> steps, @ForAll("initial") java.util.List<Object> initial) {
        replay(new ArrayList<>(Steps.modelList(initial)), new java.util.ArrayList<>(initial), steps,
                Steps::orderedState, Steps::orderedState);
    }

    @Property
    void linkedListBehavesAsTheJdksList(@ForAll("linkedListOps") java.util.List<Step<LinkedList<Object>,
            java.util.LinkedList<Object>>> steps, @ForAll("initial") java.util.List<Object> initial) {
        replay(new LinkedList<>(Steps.modelList(initial)), new java.util.LinkedList<>(initial), steps,
                Steps::orderedState, Steps::orderedState);
    }

    @Property
    void vectorBehavesAsTheJdks(@ForAll("vectorOps") java.util.List<Step<Vector<Object>,
            java.util.Vector<Object>>> steps, @ForAll("initial") java.util.List<Object> initial) {
        replay(new Vector<>(Steps.modelList(initial)), new java.util.Vector<>(initial), steps,
                Steps::orderedState, Steps::orderedState);
    }

    @Property
    void stackBehavesAsTheJdks(@ForAll("stackOps") java.util.List<Step<Stack<Object>,
            java.util.Stack<Object>>> steps) {
        replay(new Stack<>(), new java.util.Stack<>(), steps, Steps::orderedState, Steps::orderedState);
    }

    @Property
    void theCapacityConstructorsMakeEmptyLists(@ForAll("capacities") int capacity) {
        Object model = bliss.spf.models.Differential.outcome(() -> new ArrayList<>(capacity).size());
        Object jdk = bliss.spf.models.Differential.outcome(() -> new java.util.ArrayList<>(capacity).size());
        org.junit.jupiter.api.Assertions.assertEquals(jdk, model);
        model = bliss.spf.models.Differential.outcome(() -> new Vector<>(capacity).size());
        jdk = bliss.spf.models.Differential.outcome(() -> new java.util.Vector<>(capacity).size());
        org.junit.jupiter.api.Assertions.assertEquals(jdk, model);
    }

    @Provide
    Arbitrary<Integer> capacities() {
        return net.jqwik.api.Arbitraries.integers().between(-3, 40);
    }
}
