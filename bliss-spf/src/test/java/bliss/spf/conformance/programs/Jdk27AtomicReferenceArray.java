package bliss.spf.conformance.programs;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * An array of references updated on one thread, as Guava's MapMakerInternalMap keeps its segments' tables: every
 * access of the API, compare-and-set by reference, toString, and the exceptions of a bad index, a negative length
 * and a null array.
 */
public class Jdk27AtomicReferenceArray {
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        try {
            AtomicReferenceArray<String> a = new AtomicReferenceArray<>(x);
            sb.append(a.length()).append(' ').append(a).append(' ');
            String s = "s" + x;
            a.set(0, s);
            a.lazySet(a.length() - 1, "last");
            sb.append(a.get(0)).append(' ').append(a.getAndSet(0, "t")).append(' ')
                    .append(a.compareAndSet(0, "t" + "", "u")).append(' ')
                    .append(a.compareAndSet(0, a.get(0), "v")).append(' ')
                    .append(a.weakCompareAndSetPlain(0, "v", "w")).append(' ')
                    .append(a.compareAndExchange(0, a.get(0), "x")).append(' ')
                    .append(a.getAndUpdate(0, v -> v + "!")).append(' ').append(a.updateAndGet(0, v -> v + "?"))
                    .append(' ').append(a.getAndAccumulate(0, "y", String::concat)).append(' ')
                    .append(a.accumulateAndGet(0, "z", (p, q) -> q + p)).append(' ').append(a.getPlain(0))
                    .append(a.getOpaque(a.length() - 1)).append(a.getAcquire(0)).append(' ');
            a.setRelease(0, null);
            a.setOpaque(0, a.getPlain(0));
            sb.append(a).append(' ').append(a.get(x));
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
        } catch (NegativeArraySizeException e) {
            sb.append("negative ").append(e.getMessage());
        }
        String[] init = x > 2 ? new String[] {"a", null, "c"} : null;
        try {
            AtomicReferenceArray<String> b = new AtomicReferenceArray<>(init);
            init[0] = "changed";
            sb.append(' ').append(b).append(b.length());
        } catch (NullPointerException e) {
            sb.append(" no array");
        }
        return sb.toString();
    }
}
