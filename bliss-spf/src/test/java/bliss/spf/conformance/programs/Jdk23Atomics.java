package bliss.spf.conformance.programs;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Atomic counters and references on one thread, as Guava's ConcurrentHashMultiset and many a class keep counts:
 * every update of the API, compare-and-set failing and succeeding, the Number views and toString.
 */
public class Jdk23Atomics {
    static String run(int x) {
        AtomicInteger i = new AtomicInteger(x);
        AtomicLong l = new AtomicLong(x * 3_000_000_000L);
        AtomicBoolean b = new AtomicBoolean(x > 0);
        AtomicReference<String> s = new AtomicReference<>("s" + x);
        StringBuilder sb = new StringBuilder();
        sb.append(i.getAndIncrement()).append(' ').append(i.incrementAndGet()).append(' ')
                .append(i.getAndAdd(x)).append(' ').append(i.addAndGet(-2)).append(' ')
                .append(i.compareAndSet(x, 7)).append(' ').append(i.compareAndSet(i.get(), x % 5)).append(' ')
                .append(i.getAndUpdate(v -> v * 2)).append(' ').append(i.updateAndGet(v -> v - 1)).append(' ')
                .append(i.accumulateAndGet(x, Math::max)).append(' ').append(i.getAndSet(-x)).append(' ')
                .append(i.decrementAndGet()).append(' ').append(i.getAndDecrement()).append(' ')
                .append(i.longValue()).append(' ').append(i.doubleValue()).append(' ').append(i).append('\n');
        sb.append(l.getAndIncrement()).append(' ').append(l.addAndGet(Long.MAX_VALUE)).append(' ')
                .append(l.compareAndSet(0L, 1L)).append(' ').append(l.getAndAccumulate(5L, Long::sum)).append(' ')
                .append(l.intValue()).append(' ').append(l).append('\n');
        sb.append(b.compareAndSet(true, false)).append(' ').append(b.getAndSet(x % 2 == 0)).append(' ').append(b)
                .append('\n');
        String before = s.get();
        sb.append(s.compareAndSet("s" + x, "t")).append(' ').append(s.compareAndSet(before, "u")).append(' ')
                .append(s.updateAndGet(v -> v + "!")).append(' ').append(s.getAndSet(null)).append(' ').append(s);
        return sb.toString();
    }
}
