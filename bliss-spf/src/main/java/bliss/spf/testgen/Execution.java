package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.FieldShape;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.Observation.Arg;
import bliss.spf.testgen.Observation.ObservedCall;
import bliss.symbolic.Symbolic;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs completed inputs on the real JVM at generation time, in the user's classes loaded afresh
 * ({@link WorldLoader}): checks every input with the real {@code repOK()}, runs the driver with the input's values
 * (its calls to the classes under test recorded), replays those calls on a fresh copy of the input to observe what
 * each returned or threw, and checks {@code repOK()} and reads the structure after them: everything the generated
 * test asserts, computed the way the test computes it.
 *
 * <p>Each run has a time limit (a method may loop forever on some input); a run over it is reported, not emitted.
 */
final class Execution implements AutoCloseable {

    private static final long TIME_LIMIT_SECONDS = 20;

    /** The verdict on one input: its failure, or what the test will assert. */
    record Result(InputBuilder builder, String repOKFailure, String divergence, Observation observation) {
    }

    private final ClassLayout layout;
    private final WorldLoader world;
    private final String driverClass;
    private final String driverMethod;
    private final AnalysedMethod analysed;
    private final Contents contents;
    private final StructureText structure;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "bliss-testgen-run");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param driverClass  the driver's class (Java name), or null when the method is called directly
     * @param analysed     the analysed method (called directly when there is no driver)
     */
    Execution(ClassLoader userLoader, ClassLayout layout, String driverClass, String driverMethod,
              AnalysedMethod analysed) {
        this.layout = layout;
        this.world = new WorldLoader(userLoader, layout, driverClass == null ? null : driverClass.replace('.', '/'));
        this.driverClass = driverClass;
        this.driverMethod = driverMethod;
        this.analysed = analysed;
        this.contents = new Contents(layout);
        this.structure = new StructureText(layout);
    }

    ClassLoader world() {
        return world;
    }

    Contents contents() {
        return contents;
    }

    StructureText structure() {
        return structure;
    }

    /** Null when the real repOK() accepts the input (every object of the header class among its roots), else why not. */
    String repOKFailure(ConcreteInput input) {
        Future<String> f = worker.submit(() -> {
            Map<Obj, Object> objects = builder(input).build();
            for (Obj root : headerRoots(input)) {
                String failure = repOK(objects.get(root), root.name());
                if (failure != null) {
                    return failure;
                }
            }
            return null;
        });
        try {
            return f.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            return "repOK() did not finish in " + TIME_LIMIT_SECONDS + " s";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("checking an input failed: " + e.getCause(), e.getCause());
        }
    }

    /**
     * Checks and runs one input of no path (a bounded-exhaustive suite's): what {@link #run(ConcreteInput, PathEnd)}
     * observes, with no path to compare the run with (its divergence is only a run over the time limit).
     */
    Result run(ConcreteInput input) {
        return run(input, null);
    }

    /**
     * Checks and runs one completed input of a path (null: of no path).
     *
     * @throws UnbuildableInput when the input has a field a test cannot write
     */
    Result run(ConcreteInput input, PathEnd end) {
        Future<Result> f = worker.submit(() -> runHere(input, end));
        try {
            return f.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            return new Result(null, null, "the input did not finish running on the JVM in " + TIME_LIMIT_SECONDS
                    + " s", null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UnbuildableInput u) {
                throw u;
            }
            throw new IllegalStateException("running an input failed: " + e.getCause(), e.getCause());
        }
    }

    private Result runHere(ConcreteInput input, PathEnd end) throws Exception {
        InputBuilder builder = builder(input);
        Map<Obj, Object> first = builder.build();
        for (Obj root : headerRoots(input)) {
            String failure = repOK(first.get(root), root.name());
            if (failure != null) {
                return new Result(builder, failure, null, null);
            }
        }
        // the driver (or the method itself) on the input, its calls recorded, its steps traced
        List<CallRecorder.Call> calls;
        Throwable escaped;
        Map<Obj, Object> copy;
        Map<Object, String> inputNames = new IdentityHashMap<>();
        first.forEach((o, real) -> inputNames.put(real, o.name()));
        // the arguments made before the recording starts: building them (a value object's constructor) is no step of
        // the path
        Object[] args = driverClass == null ? arguments(input, end == null ? null : end.input(), first) : null;
        PathRecorder.Recording steps = PathRecorder.start(inputNames,
                end == null || end.trace() == null ? 0 : end.trace().size() + 1,
                end == null || end.input() == null || end.input().choices().isEmpty()); // POSE: branches alone
        try {
            if (driverClass != null) {
                CallRecorder.Recording rec = CallRecorder.start();
                try {
                    escaped = runDriver(input, first);
                } finally {
                    CallRecorder.stop();
                }
                calls = rec.calls;
            } else {
                CallRecorder.Call call = callDirectly(input, first, args);
                calls = List.of(call);
                escaped = call.thrown();
            }
        } finally {
            PathRecorder.stop();
        }
        copy = driverClass != null ? builder.build() : first;
        String divergence = end == null ? null : diverges(end, escaped);
        if (divergence == null && end != null && end.trace() != null) {
            divergence = PathCheck.compare(end.trace(), steps.events, steps.more);
            Throwable thrown = calls.isEmpty() ? escaped : calls.get(calls.size() - 1).thrown();
            if (divergence != null && thrown != null) { // what the JVM did instead, where the driver swallowed it
                divergence += "; on the JVM the call threw " + thrown;
            }
        }
        if (divergence != null) {
            return new Result(builder, null, divergence, null);
        }
        boolean methodThrew = escaped != null && !calls.isEmpty() && calls.get(calls.size() - 1).thrown() == escaped;
        // the calls again, on a fresh copy (without a driver: the call made above, on the input itself)
        Map<Object, Obj> names = InputBuilder.names(first);
        List<ObservedCall> observed = new ArrayList<>();
        for (CallRecorder.Call c : calls) {
            // a call the test cannot make (an argument the driver made that has no literal) is not made on the copy
            // either, so that what the test pins after the calls is what its own calls leave
            ObservedCall o = observe(c, c.result(), c.thrown(), names, names);
            if (driverClass == null) {
                o = withBuiltArguments(o, input);
            }
            if (driverClass != null && o.replayable()) {
                o = replay(c, names, copy);
            }
            if (o.replayable() && !sameOutcome(c, o, names, InputBuilder.names(copy))) {
                return new Result(builder, null, "the calls gave other results on a second run of the same input: "
                        + c.describe(), null);
            }
            observed.add(o);
        }
        String violation = escaped != null && !methodThrew
                ? "the driver threw " + escaped.getClass().getName() + ": " + escaped.getMessage() : null;
        Map<String, Map<FieldShape, Object>> header = new LinkedHashMap<>();
        Map<String, List<Object>> after = new LinkedHashMap<>();
        Map<String, String> shapes = new LinkedHashMap<>();
        for (Obj root : headerRoots(input)) {
            Object real = copy.get(root);
            String failure = repOK(real, root.name());
            if (failure != null && violation == null) {
                violation = failure.replace("on the input", "after the calls");
            }
            Map<FieldShape, Object> prims = new LinkedHashMap<>();
            for (FieldShape f : root.shape().fields()) {
                if (!f.isReference() && CompletionHeap.primitiveWidth(f) > 0) {
                    prims.put(f, InputBuilder.field(real.getClass(), f.name()).get(real));
                }
            }
            header.put(root.name(), prims);
            after.put(root.name(), contents.any() ? contents.of(real) : null);
            shapes.put(root.name(), structure.of(real));
        }
        return new Result(builder, null, null, new Observation(observed,
                escaped == null ? null : escaped.getClass(), methodThrew, violation, header, after, shapes));
    }

    /** The roots of the header class: the objects whose repOK is the specification. */
    private List<Obj> headerRoots(ConcreteInput input) {
        List<Obj> out = new ArrayList<>();
        for (Obj o : input.roots()) {
            if (o.shape().equals(layout.header())) {
                out.add(o);
            }
        }
        return out;
    }

    /** Null when repOK holds of the object, else why not. */
    private static String repOK(Object o, String name) {
        try {
            Method m = findMethod(o.getClass(), "repOK");
            Object v = m.invoke(o);
            return Boolean.TRUE.equals(v) ? null : "repOK() returned false on the input " + name;
        } catch (InvocationTargetException e) {
            return "repOK() threw " + e.getCause() + " on the input " + name;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call repOK() of " + o.getClass().getName() + ": " + e, e);
        }
    }

    static Method findMethod(Class<?> c, String name, Class<?>... types) throws NoSuchMethodException {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Method m = k.getDeclaredMethod(name, types);
                m.setAccessible(true);
                return m;
            } catch (NoSuchMethodException e) {
                // inherited
            }
        }
        throw new NoSuchMethodException(c.getName() + "." + name);
    }

    /** The builder of the input's objects, the driver's seed making a receiver whose fields it kept. */
    InputBuilder builder(ConcreteInput input) {
        if (driverClass == null) {
            return new InputBuilder(world, input);
        }
        return new InputBuilder(world, input, name -> {
            try {
                Method m = findMethod(Class.forName(driverClass, true, world), driverMethod);
                return Symbolic.seed(name, () -> {
                    try {
                        m.invoke(null);
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                });
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("no driver " + driverClass + "." + driverMethod, e);
            }
        });
    }

    /** Runs the driver with the input's values; returns what escaped it, or null. */
    private Throwable runDriver(ConcreteInput input, Map<Obj, Object> objects) throws Exception {
        Symbolic.Given given = Symbolic.given();
        for (Obj root : input.roots()) {
            given.object(root.name(), objects.get(root));
        }
        for (ConcreteInput.Variable v : input.variables()) {
            switch (v.type()) {
                case 'Z' -> given.bool(v.name(), v.value() != 0);
                case 'J' -> given.longInteger(v.name(), v.value());
                default -> given.integer(v.name(), (int) v.value());
            }
        }
        Method m = findMethod(Class.forName(driverClass, true, world), driverMethod);
        Throwable[] escaped = {null};
        given.run(() -> {
            try {
                m.invoke(null);
            } catch (InvocationTargetException e) {
                escaped[0] = e.getCause();
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        });
        return escaped[0];
    }

    /**
     * The analysed method's arguments on the input: a primitive its variable's value (0 when the path condition
     * leaves it out), a reference what the path decided it to be (an object of the input, a value the input builds,
     * null; null when the path never loaded it).
     */
    private Object[] arguments(ConcreteInput input, PartialStructure path, Map<Obj, Object> objects)
            throws ReflectiveOperationException {
        Method m = analysed.resolve(world);
        Object[] args = new Object[m.getParameterCount()];
        List<String> names = analysed.parameterNames();
        for (int i = 0; i < args.length; i++) {
            Class<?> t = m.getParameterTypes()[i];
            String n = names.get(i);
            if (t.isPrimitive()) {
                ConcreteInput.Variable v = input.variables().stream().filter(x -> x.name().equals(n)).findFirst()
                        .orElse(null);
                args[i] = v == null ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(t, 1), 0)
                        : InputBuilder.javaValue(t, v.javaValue());
            } else if (input.argument(n) != null) { // as the path decided it: an input object or a value
                args[i] = InputBuilder.javaValue(t, ConcreteInput.resolved(input.argument(n).value(), objects::get),
                        world);
            } else {
                Obj o = argumentObject(input, path, n);
                args[i] = o == null ? null : objects.get(o);
            }
        }
        return args;
    }

    /** Calls the analysed method on the input's receiver with the arguments. */
    private CallRecorder.Call callDirectly(ConcreteInput input, Map<Obj, Object> objects, Object[] args)
            throws Exception {
        Method m = analysed.resolve(world);
        Object receiver = null;
        if (!java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
            for (Obj r : input.roots()) {
                if (r.name().equals("X")) {
                    receiver = objects.get(r);
                }
            }
        }
        try {
            return new CallRecorder.Call(m, receiver, args, m.invoke(receiver, args), null);
        } catch (InvocationTargetException e) {
            return new CallRecorder.Call(m, receiver, args, null, e.getCause());
        }
    }

    /**
     * The object of the input the path decided argument {@code name} to be; null for null or never loaded. With no
     * path (an input of a bounded-exhaustive suite), the input's root of that name.
     */
    private static Obj argumentObject(ConcreteInput input, PartialStructure path, String name) {
        for (PartialStructure.Argument a : path == null ? List.<PartialStructure.Argument>of() : path.arguments()) {
            if (a.name().equals(name)) {
                if (!(a.value() instanceof PartialStructure.Node n)) {
                    return null;
                }
                for (Obj o : input.objects()) {
                    if (o.name().equals(n.name())) {
                        return o;
                    }
                }
                throw new IllegalStateException("argument " + name + " is " + n + ", which the input lacks");
            }
        }
        for (Obj r : input.roots()) { // a static method's receiver of the header class
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }

    /**
     * The direct call with each argument that has no literal (an array, a value object, an enum constant) as the
     * input's value, which the test builds as it builds an input field's.
     */
    private ObservedCall withBuiltArguments(ObservedCall c, ConcreteInput input) {
        List<Arg> args = new ArrayList<>(c.args());
        for (int i = 0; i < args.size(); i++) {
            ConcreteInput.Argument a = input.argument(analysed.parameterNames().get(i));
            if (a != null && (a.value() instanceof ConcreteInput.Arr || a.value() instanceof ConcreteInput.Val
                    || a.value() instanceof PartialStructure.Constant)) {
                args.set(i, new Arg(null, null, a.value()));
            }
        }
        return new ObservedCall(c.method(), c.receiver(), args, c.result(), c.thrown(), c.resultName(), c.returned());
    }

    /**
     * Null when the JVM ended the run as the engine ended the path; else the difference (a bug in bliss: the
     * symbolic JVM and the real one disagree).
     */
    private String diverges(PathEnd end, Throwable escaped) {
        String expected = end.outcome() == Outcome.EXCEPTION || driverClass == null ? end.exceptionType() : null;
        String actual = escaped == null ? null : escaped.getClass().getName();
        if (Objects.equals(expected, actual)) {
            return null;
        }
        return "the path ended " + (expected == null ? "normally" : "with " + expected) + " in bliss, but "
                + (actual == null ? "normally" : "with " + actual + " (" + escaped.getMessage() + ")")
                + " on the JVM";
    }

    /** Makes a recorded call again on the copy. */
    private ObservedCall replay(CallRecorder.Call c, Map<Object, Obj> names, Map<Obj, Object> copy) {
        Object receiver = translate(c.receiver(), names, copy);
        Object[] args = new Object[c.arguments().length];
        for (int i = 0; i < args.length; i++) {
            args[i] = translate(c.arguments()[i], names, copy);
        }
        try {
            Object v = c.method().invoke(receiver, args);
            return observe(c, v, null, names, InputBuilder.names(copy));
        } catch (InvocationTargetException e) {
            return observe(c, null, e.getCause(), names, InputBuilder.names(copy));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An object of the input, as the same object of the copy; other values as they are. */
    private static Object translate(Object v, Map<Object, Obj> names, Map<Obj, Object> copy) {
        Obj o = v == null ? null : names.get(v);
        return o == null ? v : copy.get(o);
    }

    /**
     * A call as the test writes it, with its outcome.
     *
     * @param names       the input's objects of the recorded call (its receiver and arguments)
     * @param resultNames the input's objects of the run that gave {@code result}
     */
    private static ObservedCall observe(CallRecorder.Call c, Object result, Throwable thrown, Map<Object, Obj> names,
                                        Map<Object, Obj> resultNames) {
        Method m = c.method();
        Class<?>[] types = m.getParameterTypes();
        List<Arg> args = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            Object v = c.arguments()[i];
            Obj o = v == null ? null : names.get(v);
            if (o != null) {
                args.add(new Arg(o.name(), null));
            } else if (v instanceof Enum<?> || v instanceof Class<?>) { // one object in every run: the test names it
                args.add(new Arg(null, null, v));
            } else {
                String lit = v != null && v.getClass() == Object.class ? "new Object()" // a plain object the driver
                        : Literals.of(types[i], v);                                   // made: any other does as well
                args.add(new Arg(lit, lit == null ? "an object the driver made (" + v.getClass().getName() + ")"
                        : null));
            }
        }
        Obj receiver = c.receiver() == null ? null : names.get(c.receiver());
        Obj same = result == null ? null : resultNames.get(result);
        return new ObservedCall(m, receiver == null ? null : receiver.name(), args, result,
                thrown == null ? null : thrown.getClass(), same == null ? null : same.name(),
                same == null ? returnedFields(result, resultNames) : null);
    }

    /**
     * The fields of a new object of the analysed code that a call returned (an iterator over the structure, a
     * node's copy), each an object of the input (by name), null, a value or another object; null for a value, a
     * JDK object (its fields are the JDK's, not readable from a test) or nothing.
     */
    private static List<Observation.ReturnedField> returnedFields(Object result, Map<Object, Obj> names) {
        if (result == null || Literals.of(result.getClass(), result) != null || result.getClass().isArray()
                || result.getClass().isEnum() || isJdk(result.getClass())) {
            return null;
        }
        List<Observation.ReturnedField> out = new ArrayList<>();
        for (Class<?> k = result.getClass(); k != null && !isJdk(k); k = k.getSuperclass()) {
            for (java.lang.reflect.Field f : k.getDeclaredFields()) {
                if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    Object v = f.get(result);
                    Obj o = v == null ? null : names.get(v);
                    out.add(new Observation.ReturnedField(f.getName(), f.getType(), o == null ? v : null,
                            o == null ? null : o.name()));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // a field the test could not read either
                }
            }
        }
        return out;
    }

    private static boolean isJdk(Class<?> k) {
        String n = k.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    /** Whether a replayed call did what the recorded one did. */
    private static boolean sameOutcome(CallRecorder.Call c, ObservedCall o, Map<Object, Obj> names,
                                       Map<Object, Obj> copyNames) {
        if (c.thrown() != null || o.thrown() != null) {
            return c.thrown() != null && o.thrown() == c.thrown().getClass();
        }
        Obj a = c.result() == null ? null : names.get(c.result());
        if (a != null || o.resultName() != null) {
            return a != null && a.name().equals(o.resultName());
        }
        if (c.result() == null || o.result() == null) {
            return c.result() == o.result();
        }
        return Literals.of(c.method().getReturnType(), c.result()) == null || c.result().equals(o.result());
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
