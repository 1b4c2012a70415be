package bliss.spf.conformance.programs;

import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;
import java.util.function.ObjIntConsumer;

/** Less common shapes: BooleanSupplier, IntFunction, ToLongFunction, ObjIntConsumer. */
public class Lambda20Suppliers {
    static String run(int x) {
        BooleanSupplier neg = () -> x < 0;
        IntFunction<String> stars = n -> "*".repeat(Math.max(0, n));
        ToLongFunction<String> hash = s -> s.hashCode() * 31L;
        StringBuilder sb = new StringBuilder();
        ObjIntConsumer<StringBuilder> times = (b, n) -> { for (int i = 0; i < n; i++) b.append(i); };
        times.accept(sb, Math.abs(x) % 6);
        return neg.getAsBoolean() + " " + stars.apply(x % 5) + " " + hash.applyAsLong("k" + x) + " " + sb;
    }
}
