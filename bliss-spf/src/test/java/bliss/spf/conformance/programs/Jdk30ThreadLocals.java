package bliss.spf.conformance.programs;

import java.util.HashSet;
import java.util.Set;

/**
 * Thread-local variables on one thread, as Commons Lang's EqualsBuilder keeps its registry of pairs being compared
 * ({@code ThreadLocal.withInitial(HashSet::new)} in a static field): the initial value asked for at the first get and
 * again after a remove, set values kept, a subclass's initialValue, an inheritable one, a null supplier refused.
 */
public class Jdk30ThreadLocals {

    private static final ThreadLocal<Set<Integer>> REGISTRY = ThreadLocal.withInitial(HashSet::new);
    private static int made;

    private static final ThreadLocal<String> COUNTED = new ThreadLocal<>() {
        @Override
        protected String initialValue() {
            made++;
            return "initial" + made;
        }
    };

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        sb.append(REGISTRY.get().add(x)).append(' ').append(REGISTRY.get().add(x)).append(' ')
                .append(REGISTRY.get().size()).append('\n');
        if (x % 2 == 0) {
            REGISTRY.remove();
        }
        sb.append(REGISTRY.get().contains(x)).append('\n');
        sb.append(COUNTED.get()).append(' ').append(COUNTED.get()).append(' ');
        COUNTED.set("set" + x);
        sb.append(COUNTED.get()).append(' ');
        COUNTED.remove();
        sb.append(COUNTED.get()).append(' ').append(made).append('\n');
        ThreadLocal<Integer> plain = new ThreadLocal<>();
        sb.append(plain.get()).append(' ');
        plain.set(x);
        sb.append(plain.get()).append(' ');
        InheritableThreadLocal<Integer> inherited = new InheritableThreadLocal<>();
        inherited.set(x * 2);
        sb.append(inherited.get()).append('\n');
        if (x < 0) {
            ThreadLocal.withInitial(null);
        }
        return sb.toString();
    }
}
