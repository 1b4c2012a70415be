package bliss.realcode.drivers;

import bliss.realcode.commons.NodeCachingLinkedList;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of Commons Collections 4.4's {@code NodeCachingLinkedList}, copied with its superclass. */
public final class NodeCachingLinkedListDrivers {

    private NodeCachingLinkedListDrivers() {
    }

    private static NodeCachingLinkedList<Integer> receiver() {
        return Symbolic.object("X", new NodeCachingLinkedList<Integer>());
    }

    public static void add() {
        NodeCachingLinkedList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void removeFirst() {
        NodeCachingLinkedList<Integer> x = receiver();
        call(x::removeFirst);
    }

    public static void removeIndex() {
        NodeCachingLinkedList<Integer> x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.remove(i));
    }

    public static void indexOf() {
        NodeCachingLinkedList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.indexOf(e));
    }
}
