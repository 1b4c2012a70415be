package bliss.spf.conformance.programs;

import java.util.PriorityQueue;

/** A scheduler: tasks (records) ordered by priority then by arrival, in a PriorityQueue. */
public class Jdk14PriorityQueueTasks {
    record Task(String name, int priority, int arrival) implements Comparable<Task> {
        public int compareTo(Task o) {
            int c = Integer.compare(o.priority, priority);
            return c != 0 ? c : Integer.compare(arrival, o.arrival);
        }
    }
    static String run(int x) {
        PriorityQueue<Task> q = new PriorityQueue<>();
        for (int i = 0; i < 8; i++) {
            q.add(new Task("t" + i, (i * 3 + x) % 4, i));
        }
        StringBuilder sb = new StringBuilder();
        while (!q.isEmpty()) {
            Task t = q.poll();
            sb.append(t.name()).append(':').append(t.priority()).append(' ');
        }
        return sb.toString();
    }
}
