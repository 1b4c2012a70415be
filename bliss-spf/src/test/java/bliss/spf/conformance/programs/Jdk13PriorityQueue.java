package bliss.spf.conformance.programs;

import java.util.Comparator;
import java.util.PriorityQueue;

/** PriorityQueue as a min-heap and a max-heap: offer, poll order, peek, size, removal of an element. */
public class Jdk13PriorityQueue {
    static String run(int x) {
        PriorityQueue<Integer> min = new PriorityQueue<>();
        PriorityQueue<Integer> max = new PriorityQueue<>(Comparator.reverseOrder());
        for (int i = 0; i < 15; i++) {
            int v = (i * 11 + x) % 19;
            min.offer(v);
            max.add(v);
        }
        min.remove(Integer.valueOf(x % 19));
        StringBuilder sb = new StringBuilder();
        sb.append(min.peek()).append(' ').append(min.size()).append(" :");
        while (!min.isEmpty()) sb.append(' ').append(min.poll());
        sb.append(" |");
        for (int i = 0; i < 5; i++) sb.append(' ').append(max.poll());
        return sb + " " + max.size() + " " + new PriorityQueue<String>().poll();
    }
}
