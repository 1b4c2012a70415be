package bliss.spf.conformance.programs;

import java.util.concurrent.atomic.LongAdder;

/**
 * A LongAdder on one thread, as OpenJDK's ConcurrentSkipListMap counts its entries: adds, increments and decrements
 * (past the int range too), sum, the Number conversions, toString, sumThenReset and reset.
 */
public class Jdk41LongAdder {
    static String run(int x) {
        LongAdder a = new LongAdder();
        StringBuilder sb = new StringBuilder().append(a.sum()).append(' ');
        for (int i = 0; i < Math.abs(x) % 7; i++) {
            a.increment();
        }
        a.add(x * 1_000_000_000L);
        a.decrement();
        sb.append(a.sum()).append(' ').append(a.intValue()).append(' ').append(a.longValue()).append(' ')
                .append(a.doubleValue()).append(' ').append(a.floatValue()).append(' ').append(a);
        sb.append(' ').append(a.sumThenReset()).append(' ').append(a.sum());
        a.add(x);
        a.reset();
        return sb.append(' ').append(a.sum()).toString();
    }
}
