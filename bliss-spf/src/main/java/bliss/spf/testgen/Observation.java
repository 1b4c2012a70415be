package bliss.spf.testgen;

import bliss.layout.FieldShape;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;

/**
 * What a completed input did on the real JVM when its test was written: the specification's verdicts, and the
 * observations the test pins.
 *
 * @param calls           the calls the driver made to the classes under test (for a method analysed without a
 *                        driver, the one call of it), as replayed on a fresh copy of the input
 * @param driverThrew     the class of the exception that escaped the driver, or null
 * @param methodThrew     true when that exception is the one a call of the driver threw (an observation of the
 *                        method, pinned), false when the driver threw it itself (a check of the driver: a failed test)
 * @param violation       why the specification fails on this input (the driver's own exception, repOK false after
 *                        the calls), or null when it holds: then the test is expected to fail, and nothing is pinned
 * @param headerAfter     per root of the header class (by name), its primitive fields after the calls
 * @param contentsAfter   per root of the header class (by name), the structure's contents after the calls, or null
 * @param structureAfter  per root of the header class (by name), the whole structure after the calls
 *                        ({@link StructureText})
 */
record Observation(List<ObservedCall> calls, Class<?> driverThrew, boolean methodThrew, String violation,
                   Map<String, Map<FieldShape, Object>> headerAfter, Map<String, List<Object>> contentsAfter,
                   Map<String, String> structureAfter) {

    /**
     * A call of the driver, replayable by the test.
     *
     * @param returned the fields of what the call returned when that is a new object of the analysed code (not a
     *                 value, not an object of the input), which the test reads reflectively and pins; else null
     */
    record ObservedCall(Method method, String receiver, List<Arg> args, Object result, Class<?> thrown,
                        String resultName, List<ReturnedField> returned) {

        /** Whether the test can make this call itself (every argument is a value or an object of the input). */
        boolean replayable() {
            return args.stream().allMatch(a -> a.source() != null || a.built() != null);
        }
    }

    /**
     * An argument as Java source ({@code 3}, {@code N2}, {@code null}); or a value of the input the test builds
     * ({@code built}: an {@link ConcreteInput.Arr}, a {@link ConcreteInput.Val}, an enum constant, written as an input
     * field's value is); or neither, with the reason it cannot be written.
     */
    record Arg(String source, String why, Object built) {

        Arg(String source, String why) {
            this(source, why, null);
        }
    }

    /**
     * A field of a new object a call returned, as the test pins it: {@code object} names the input's object it holds
     * (after the calls), else {@code value} is its value (null, a value the test writes as a literal, or another
     * object, pinned by its class).
     */
    record ReturnedField(String name, Class<?> type, Object value, String object) {
    }
}
