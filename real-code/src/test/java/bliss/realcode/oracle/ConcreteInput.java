package bliss.realcode.oracle;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.Function;

/**
 * A valid input of a real-code subject, built as real objects: the receiver and every object of the structure.
 * {@link Recipe} builds a fresh one for each run (the analysed method changes it).
 */
public record ConcreteInput(Object receiver, Set<Object> objects) {

    /** An input built by {@code build} from the classes of a loader; {@code text} says which one it is. */
    public record Recipe(String text, Function<ClassLoader, ConcreteInput> build) {
        public ConcreteInput in(ClassLoader loader) {
            return build.apply(loader);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** An input whose objects are the receiver and {@code others}. */
    public static ConcreteInput of(Object receiver, Iterable<?> others) {
        Set<Object> all = Collections.newSetFromMap(new IdentityHashMap<>());
        all.add(receiver);
        others.forEach(all::add);
        return new ConcreteInput(receiver, all);
    }
}
