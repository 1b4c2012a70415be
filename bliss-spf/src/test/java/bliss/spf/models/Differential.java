package bliss.spf.models;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Differential testing of a model against the JDK class it models: the same steps run on both, and every step's
 * result (a value, or the type of the exception it threw) and the state after it must be equal.
 */
public final class Differential {

    private Differential() {
    }

    /** One operation, written once for the model and once for the JDK; each returns a plain JDK value. */
    public static final class Step<M, J> {
        final String name;
        final Function<M, Object> onModel;
        final Function<J, Object> onJdk;

        Step(String name, Function<M, Object> onModel, Function<J, Object> onJdk) {
            this.name = name;
            this.onModel = onModel;
            this.onJdk = onJdk;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    public static <M, J> Step<M, J> step(String name, Function<M, Object> onModel, Function<J, Object> onJdk) {
        return new Step<>(name, onModel, onJdk);
    }

    /** An exception, compared by type only (messages differ). */
    public record Thrown(Class<?> type) {
    }

    /** What {@code op} did: its value, or the type of the runtime exception it threw. */
    public static Object outcome(Supplier<Object> op) {
        try {
            return op.get();
        } catch (RuntimeException e) {
            return new Thrown(e.getClass());
        }
    }

    /** For void operations. */
    public static Object outcomeOf(Runnable op) {
        return outcome(() -> {
            op.run();
            return "done";
        });
    }

    /**
     * Runs {@code steps} on both and compares each result and each state ({@code modelState} and {@code jdkState}
     * turn the two into equal JDK values when they hold the same thing).
     */
    public static <M, J> void replay(M model, J jdk, List<? extends Step<? super M, ? super J>> steps,
                                     Function<M, Object> modelState, Function<J, Object> jdkState) {
        assertEquals(jdkState.apply(jdk), modelState.apply(model), "initial state");
        List<Object> done = new ArrayList<>();
        for (Step<? super M, ? super J> s : steps) {
            done.add(s);
            Object expected = outcome(() -> s.onJdk.apply(jdk));
            Object actual = outcome(() -> s.onModel.apply(model));
            assertEquals(expected, actual, () -> "result of the last of " + done);
            assertEquals(jdkState.apply(jdk), modelState.apply(model), () -> "state after the last of " + done);
        }
    }

    /** The rest of a model iterator's elements, in order. */
    public static List<Object> drain(bliss.spf.models.java.util.Iterator<?> it) {
        List<Object> out = new ArrayList<>();
        while (it.hasNext()) {
            out.add(it.next());
        }
        return out;
    }
}
