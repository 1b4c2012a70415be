package bliss.spf.conformance.programs;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/**
 * References registered with a queue, as Guava's MapMaker segments make their weak entries: explicit enqueues (the
 * first true, a second false), the queue polled (newest first, the JDK's order), isEnqueued before and after a poll,
 * remove with a time-out, a negative time-out refused. Every referent stays strongly reachable, so the JVM's collector
 * enqueues nothing and the run is deterministic.
 */
public class Jdk29ReferenceQueues {
    @SuppressWarnings("deprecation")
    static String run(int x) throws InterruptedException {
        ReferenceQueue<Integer> queue = new ReferenceQueue<>();
        List<Integer> kept = new ArrayList<>();
        List<Reference<Integer>> refs = new ArrayList<>();
        for (int i = 0; i < Math.abs(x) % 5 + 1; i++) {
            Integer v = x * 100 + i;
            kept.add(v);
            refs.add(i % 2 == 0 ? new WeakReference<>(v, queue) : new SoftReference<>(v, queue));
        }
        StringBuilder sb = new StringBuilder();
        sb.append(queue.poll()).append(' ');
        for (int i = refs.size() - 1; i >= 0; i -= 2) {
            Reference<Integer> r = refs.get(i);
            sb.append(r.isEnqueued()).append(r.enqueue()).append(r.enqueue()).append(r.isEnqueued()).append(r.get())
                    .append(' ');
        }
        Reference<? extends Integer> polled;
        while ((polled = queue.poll()) != null) {
            sb.append(refs.indexOf(polled)).append(polled.isEnqueued()).append(polled.enqueue()).append(',');
        }
        sb.append(queue.remove(1)).append(' ');
        try {
            queue.remove(-1);
        } catch (IllegalArgumentException e) {
            sb.append("IAE ");
        }
        Reference<Integer> lone = new WeakReference<>(kept.get(0));
        sb.append(lone.enqueue()).append(lone.isEnqueued());
        return sb.toString() + kept.size();
    }
}
