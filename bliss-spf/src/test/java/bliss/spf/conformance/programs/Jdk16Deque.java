package bliss.spf.conformance.programs;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedList;

/** Deques as stacks and queues: ArrayDeque and LinkedList, both ends, iteration, descending iteration. */
public class Jdk16Deque {
    static String use(Deque<Integer> d, int x) {
        for (int i = 0; i < 5; i++) {
            if ((i + x) % 2 == 0) d.addFirst(i); else d.addLast(i);
        }
        StringBuilder sb = new StringBuilder(d.toString());
        sb.append(' ').append(d.peekFirst()).append(d.peekLast()).append(d.pollFirst()).append(d.pollLast());
        d.push(9);
        sb.append(' ').append(d.pop()).append(d.size());
        for (java.util.Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) sb.append(it.next());
        return sb.toString();
    }
    static String run(int x) {
        return use(new ArrayDeque<>(), x) + " | " + use(new LinkedList<>(), x);
    }
}
