package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/** Consumers with side effects, andThen, forEach over lists and maps, printing from lambdas. */
public class Lambda05Consumers {
    static String run(int x) {
        List<String> log = new ArrayList<>();
        Consumer<String> add = log::add;
        Consumer<String> print = s -> System.out.println("saw " + s);
        add.andThen(print).accept("first" + x);
        IntConsumer ic = v -> log.add("int" + v);
        ic.andThen(v -> log.add("again" + v)).accept(x);
        BiConsumer<String, Integer> bc = (k, v) -> log.add(k + "=" + v);
        java.util.Map<String, Integer> m = new java.util.LinkedHashMap<>();
        m.put("a", x);
        m.put("b", x + 1);
        m.forEach(bc);
        log.forEach(System.out::println);
        return String.valueOf(log.size());
    }
}
