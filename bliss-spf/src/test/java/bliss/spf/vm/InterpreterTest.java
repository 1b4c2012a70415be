package bliss.spf.vm;

import bliss.spf.vm.samples.CollectionPrograms;
import bliss.spf.vm.samples.Programs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The interpreter against the real JVM: each sample program must compute the same value or throw the same type. */
class InterpreterTest {

    /** What a run produced: a value (as text, for any return type) or the name of an uncaught exception class. */
    static String interpret(Class<?> cls, String method) {
        Vm vm = new Vm(cls.getClassLoader());
        VmClass c = vm.classes.load(cls.getName().replace('.', '/'));
        VmMethod m = null;
        for (VmMethod candidate : c.declaredMethods()) {
            if (candidate.name.equals(method)) {
                m = candidate;
            }
        }
        vm.initialize(c);
        Interpreter in = new Interpreter(vm, new ConcreteHooks());
        in.setMaxDepth(200);
        in.start(m);
        int status = in.run();
        if (status == Interpreter.UNCAUGHT) {
            return "throws " + in.uncaught.cls.javaName();
        }
        return switch (m.ret) {
            case 'I' -> Integer.toString((int) in.resultP);
            case 'J' -> Long.toString(in.resultP);
            case 'Z' -> Boolean.toString(in.resultP != 0);
            case 'D' -> Double.toString(Double.longBitsToDouble(in.resultP));
            default -> String.valueOf(in.resultR);
        };
    }

    static String real(Class<?> cls, String method) throws Exception {
        Method m = cls.getDeclaredMethod(method);
        m.setAccessible(true);
        try {
            return String.valueOf(m.invoke(null));
        } catch (InvocationTargetException e) {
            return "throws " + e.getCause().getClass().getName();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"intArithmetic", "longArithmetic", "loops", "floating", "switches", "arrays",
            "caughtExceptions", "uncaught", "negativeArray", "dispatch", "staticInit", "strings", "fibonacci"})
    void agreesWithTheJvm(String method) throws Exception {
        assertEquals(real(Programs.class, method), interpret(Programs.class, method), method);
    }

    @ParameterizedTest
    @ValueSource(strings = {"arrayList", "hashCollections", "dequesAndLinkedLists", "exceptionsFromModels",
            "concatenation"})
    void collectionsThroughTheModelsAgreeWithTheJdk(String method) throws Exception {
        assertEquals(real(CollectionPrograms.class, method), interpret(CollectionPrograms.class, method), method);
    }

    @Test
    void unboundedRecursionHitsTheDepthLimit() {
        Abort a = assertThrows(Abort.class, () -> interpret(Programs.class, "infinite"));
        assertEquals(Abort.Reason.DEPTH_LIMIT, a.reason);
    }

    @Test
    void unsupportedCodeNamesWhatAndWhere() {
        Unsupported u = assertThrows(Unsupported.class, () -> interpret(Unsupporteds.class, "thread"));
        assertTrue(u.getMessage().startsWith("unsupported: threads and concurrency (java.lang.Thread)"),
                u.getMessage());
        assertTrue(u.getMessage().contains("at InterpreterTest$Unsupporteds.thread(InterpreterTest.java:"),
                u.getMessage());
        Unsupported r = assertThrows(Unsupported.class, () -> interpret(Unsupporteds.class, "reflection"));
        assertTrue(r.getMessage().startsWith("unsupported: reflection (java.lang.Class.getDeclaredFields"),
                r.getMessage());
    }

    @Test
    void aJdkClassWithoutModelIsUnsupported() {
        Unsupported u = assertThrows(Unsupported.class, () -> interpret(Unsupporteds.class, "noModel"));
        assertTrue(u.getMessage().contains("java.util.concurrent.ConcurrentSkipListSet): the engine runs one thread"),
                u.getMessage());
    }

    /**
     * A random draw (ConcurrentSkipListMap's level of a new index, copied out of java.util.concurrent) is named as
     * random numbers, with what to do, not as threads and concurrency, which ThreadLocalRandom's package made it.
     */
    @Test
    void aRandomDrawIsNamedAsOne() {
        for (String method : new String[]{"threadLocalRandom", "random"}) {
            Unsupported u = assertThrows(Unsupported.class, () -> interpret(Unsupporteds.class, method));
            assertTrue(u.getMessage().startsWith("unsupported: random numbers (java.util."), u.getMessage());
            assertTrue(u.getMessage().contains("pass the value the program would draw as an argument"),
                    u.getMessage());
        }
    }

    static final class Unsupporteds {
        static int threadLocalRandom() {
            return java.util.concurrent.ThreadLocalRandom.current().nextInt();
        }

        static int random() {
            return new java.util.Random(1).nextInt();
        }

        static int thread() {
            Thread t = new Thread(() -> { });
            t.start();
            return 1;
        }

        static int reflection() {
            return Unsupporteds.class.getDeclaredFields().length;
        }

        static int noModel() {
            return new java.util.concurrent.ConcurrentSkipListSet<Integer>().size();
        }
    }
}
