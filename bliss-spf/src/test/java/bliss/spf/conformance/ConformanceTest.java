package bliss.spf.conformance;

import bliss.spf.vm.ConcreteHooks;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmMethod;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every conformance program ({@link Programs}) run on the same inputs by the real JVM (this one, with assertions
 * enabled) and by the engine (concretely); what each run did must be the same: the returned value or the uncaught
 * exception with its message, and the text printed on {@code System.out}. The runs of one program share its static
 * state, in the same order on both sides.
 *
 * <p>Exception messages are compared except for the {@code NullPointerException} and {@code ClassCastException}
 * the JVM raises itself: the JVM's "helpful" NullPointerException messages describe bytecode operands, and its
 * ClassCastException messages name modules and class loaders; their types are compared.
 */
class ConformanceTest {

    @Test
    void thereAreAtLeast150Programs() {
        assertTrue(Programs.all().size() >= 150, "only " + Programs.all().size() + " programs");
    }

    @TestFactory
    Stream<DynamicTest> theEngineRunsEveryProgramAsTheJvmDoes() {
        return Programs.all().stream().map(name -> DynamicTest.dynamicTest(simple(name), () -> {
            Class<?> real = Class.forName(name, true, new Programs.Fresh());
            Method run = Programs.run(real);
            int[] inputs = Programs.inputs(real);
            List<String> expected = new ArrayList<>();
            for (int x : inputs) {
                expected.add("run(" + x + "): " + onTheJvm(run, x));
            }
            List<String> actual = onTheEngine(name, run, inputs);
            assertEquals(String.join("\n", expected), String.join("\n", actual), name);
        }));
    }

    static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** What a run on this JVM does: "returns V" or "throws T: M", then what it printed. */
    static String onTheJvm(Method run, int x) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        String outcome;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            Object v = run.invoke(null, x);
            outcome = "returns " + v;
        } catch (InvocationTargetException e) {
            outcome = "throws " + describe(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } finally {
            System.setOut(saved);
        }
        return outcome + printed(buffer.toString(StandardCharsets.UTF_8));
    }

    private static String describe(Throwable t) {
        String type = t.getClass().getName();
        if (t instanceof NullPointerException || t instanceof ClassCastException) {
            return type;
        }
        return type + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }

    private static String printed(String text) {
        return text.isEmpty() ? "" : " | printed " + text.replace("\n", "\\n");
    }

    /** The same runs in the engine, in one VM (static state carries over, as on the JVM side). */
    static List<String> onTheEngine(String name, Method run, int[] inputs) {
        Vm vm = new Vm(ConformanceTest.class.getClassLoader());
        VmClass c = vm.classes.load(name.replace('.', '/'));
        VmMethod m = c.declaredMethod("run" + org.objectweb.asm.Type.getMethodDescriptor(run));
        vm.initialize(c);
        List<String> out = new ArrayList<>();
        for (int x : inputs) {
            vm.console().clear();
            Interpreter in = new Interpreter(vm, new ConcreteHooks());
            in.start(m, (long) x);
            String outcome;
            if (in.run() == Interpreter.UNCAUGHT) {
                String d = vm.describe(in.uncaught);
                String type = in.uncaught.cls.javaName();
                outcome = "throws " + (type.equals("java.lang.NullPointerException")
                        || type.equals("java.lang.ClassCastException") ? type : d);
            } else {
                outcome = "returns " + value(m.ret, in, run.getReturnType());
            }
            out.add("run(" + x + "): " + outcome + printed(vm.console().text(false)));
        }
        return out;
    }

    private static String value(char ret, Interpreter in, Class<?> type) {
        return switch (ret) {
            case 'I' -> type == char.class ? String.valueOf((char) in.resultP)
                    : type == short.class ? Short.toString((short) in.resultP)
                    : type == byte.class ? Byte.toString((byte) in.resultP) : Integer.toString((int) in.resultP);
            case 'C' -> String.valueOf((char) in.resultP);
            case 'S' -> Short.toString((short) in.resultP);
            case 'B' -> Byte.toString((byte) in.resultP);
            case 'J' -> Long.toString(in.resultP);
            case 'Z' -> Boolean.toString(in.resultP != 0);
            case 'D' -> Double.toString(Double.longBitsToDouble(in.resultP));
            case 'F' -> Float.toString(Float.intBitsToFloat((int) in.resultP));
            case 'V' -> "null";
            default -> {
                Object r = in.resultR;
                if (r != null && !(r instanceof String)) {
                    throw new IllegalStateException("run returned " + r + ": conformance programs return "
                            + "primitives and strings");
                }
                yield String.valueOf(r);
            }
        };
    }
}
