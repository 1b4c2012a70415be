package bliss.spf.values;

import bliss.spf.explore.Outcome;
import bliss.spf.symbolic.Texts;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import bliss.symbolic.Symbolic;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The oracle of the value tests: a path's input made concrete from its model ({@link ConcreteInputs}) and run through
 * the same driver on the real JVM ({@code Symbolic.given()}: the receiver X, and each input the driver makes by
 * name, with the model's value) must print what the path printed.
 */
final class JvmRun {

    private JvmRun() {
    }

    /**
     * The paths of {@code cls.<method>Driver()} over {@code cls}'s inputs at scope 2 under li: {@code paths} of them
     * (the caller's count, worked out by hand), and on each path's input the JVM prints what the path printed.
     */
    static void checkPaths(String cls, String method, int paths) throws Exception {
        checkPaths(cls, method, paths, 0);
    }

    /**
     * {@link #checkPaths(String, String, int)}, {@code unsupported} of the paths ending as unsupported (the caller's
     * count too): they have no input to run.
     */
    static void checkPaths(String cls, String method, int paths, int unsupported) throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore(cls, cls, method + "Driver", 2);
        assertEquals(paths, ends.size(), ends.stream().map(p -> p.pieces() + " " + p.end().input()).toList()
                .toString());
        List<ValuePaths.Path> run = ends.stream().filter(p -> p.end().outcome() != Outcome.UNSUPPORTED).toList();
        assertEquals(unsupported, paths - run.size(), ends.toString());
        checkEveryPath(run, cls, method + "Driver");
    }

    /** Every path of {@code driverClass.driver()} over {@code className}: the JVM prints what it printed. */
    static void checkEveryPath(List<ValuePaths.Path> paths, String driverClass, String driver) throws Exception {
        for (ValuePaths.Path p : paths) {
            Map<Var, Long> env = ValuePaths.environment(p);
            Object x = new ConcreteInputs(ValueClasses.loader(), env).receiver(p.end().input());
            assertEquals(printed(driverClass, driver, x, env), ValuePaths.printed(p, env),
                    driver + " on " + p.end().input() + " with " + env);
        }
    }

    /** What the driver prints on the JVM with receiver {@code x} and the driver's own inputs from {@code env}. */
    static String printed(String driverClass, String driver, Object x, Map<Var, Long> env)
            throws ReflectiveOperationException {
        Method m = Class.forName(driverClass, true, ValueClasses.loader()).getMethod(driver);
        Symbolic.Given given = Symbolic.given().object("X", x);
        env.forEach((v, value) -> {
            if (!v.name().contains(".")) { // made by the driver (input fields are named after their objects)
                if (v.type() == Type.STRING) {
                    given.string(v.name(), Texts.text(value));
                } else if (v.type() == Type.LONG) {
                    given.longInteger(v.name(), value);
                } else {
                    given.integer(v.name(), (int) (long) value);
                }
            }
        });
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            given.run(() -> {
                try {
                    m.invoke(null);
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException(e);
                }
            });
        } finally {
            System.setOut(saved);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
