package bliss.spf.models.java.util;

import bliss.spf.models.Differential.Step;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static bliss.spf.models.Differential.replay;

/**
 * ArrayDeque and LinkedList (as a deque) against the JDK's: both ends, the queue and stack forms, both iterators
 * with removal, and the null elements ArrayDeque rejects; contents compared in order after every step.
 */
class DequeModelsTest {

    static <M extends Deque<Object>, J extends java.util.Deque<Object>> Arbitrary<java.util.List<Step<M, J>>> dequeOps() {
        return Steps.sequences(Steps.<M, J>collectionSteps(Steps.smallInts()), Steps.<M, J>orderedCollectionSteps(),
                Steps.<M, J>dequeSteps(Steps.smallInts()));
    }

    @Provide
    Arbitrary<java.util.List<Step<ArrayDeque<Object>, java.util.ArrayDeque<Object>>>> arrayDequeOps() {
        return dequeOps();
    }

    @Provide
    Arbitrary<java.util.List<Step<LinkedList<Object>, java.util.LinkedList<Object>>>> linkedListOps() {
        return dequeOps();
    }

    @Provide
    Arbitrary<java.util.List<Object>> initial() {
        return Steps.smallInts().filter(e -> e != null).list().ofMaxSize(10);
    }

    @Property
    void arrayDequeBehavesAsTheJdks(@ForAll("arrayDequeOps") java.util.List<Step<ArrayDeque<Object>,
            java.util.ArrayDeque<Object>>> steps, @ForAll("initial") java.util.List<Object> initial,
                                    @ForAll boolean copied) {
        ArrayDeque<Object> model = copied ? new ArrayDeque<>(Steps.modelList(initial)) : new ArrayDeque<>(3);
        java.util.ArrayDeque<Object> jdk = copied ? new java.util.ArrayDeque<>(initial) : new java.util.ArrayDeque<>(3);
        replay(model, jdk, steps, Steps::orderedState, Steps::orderedState);
    }

    @Property
    void linkedListBehavesAsTheJdksDeque(@ForAll("linkedListOps") java.util.List<Step<LinkedList<Object>,
            java.util.LinkedList<Object>>> steps, @ForAll("initial") java.util.List<Object> initial) {
        replay(new LinkedList<>(Steps.modelList(initial)), new java.util.LinkedList<>(initial), steps,
                Steps::orderedState, Steps::orderedState);
    }
}
