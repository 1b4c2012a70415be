package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hybrid precondition run on the host JVM, as the paper's implementation runs it (by reflection, §V-C): for
 * each check the input heap is materialized as real objects of the user's classes, loaded a second time by an
 * {@link InstrumentingLoader} (so the check leaves no trace in the interpreted program), and the method runs
 * natively. An uninitialized field holds a sentinel object; the instrumentation turns its read into a placeholder
 * (handwritten) or ends the check with "possible" (derived), and ends it too at a read of a placeholder's field or
 * of an input object's primitive field (a symbolic value: the interpreted runner goes on until a branch on it,
 * this one stops at the read; both answer "possible", so the pruning is the same for preconditions that branch on
 * the values they read).
 *
 * <p>It answers as {@link InterpretedPrecondition} does: false when the method returns false or throws, true when it
 * returns true or stops early; a check over its step budget (calls and backward jumps) or that overflows the stack
 * answers true and is counted.
 *
 * <p>A repOK that reads a field holding a value outside the layout (a string, a box, an object) is refused at
 * construction ({@link RepOkValueReads}): the caller interprets it instead.
 */
public final class NativePrecondition implements Precondition {

    /** Makes instances without running constructors (materialized input objects, sentinels, placeholders). */
    interface Allocator {
        Object allocate(Class<?> cls);
    }

    private static final Allocator UNSAFE = unsafeAllocator();

    private final InputHeap heap;
    private final String methodName;
    private final boolean handwritten;
    private final long budget;
    private final MethodHandle method;
    // by class index in the layout (InputObject.classIndex())
    private final Class<?>[] hostClass;
    private final MethodHandle[][] setters;
    private final FieldShape[][] references;
    /** Per class and reference field, the sentinel of the field's target class. */
    private final Object[][] sentinels;
    private final Map<String, Object> sentinelOf = new HashMap<>();
    /** The state of this precondition's checks, seen by its own loader's hook calls. */
    private final NativeHooks.Context context = new NativeHooks.Context();
    private Object[] pool = new Object[16];
    /** Per pooled object, the host value last written to each of its reference fields. */
    private Object[][] written = new Object[16][];
    /** Per class, the slot of each reference field in an input object's storage. */
    private final int[][] slots;
    private long calls;
    private long rejects;
    private long possible;
    private long overBudget;

    /**
     * @param methodName  {@code repOK} or {@code repOKHybrid}, a {@code boolean} instance method of the header class
     * @param handwritten read uninitialized fields as placeholders (else they end the check)
     * @throws IllegalStateException when the classes cannot be prepared (the caller falls back to interpreting)
     */
    public NativePrecondition(InputHeap heap, ClassLoader userLoader, String methodName, boolean handwritten,
                              long budget) {
        FieldShape value = RepOkValueReads.firstValueFieldRead(heap, userLoader);
        if (value != null) {
            throw new IllegalStateException("cannot run " + methodName + " natively: it reads "
                    + value.owner().replace('/', '.') + "." + value.name() + ", a value outside the layout that a "
                    + "host object cannot hold symbolically");
        }
        this.heap = heap;
        this.methodName = methodName;
        this.handwritten = handwritten;
        this.budget = budget;
        List<ClassShape> classes = heap.layout().classes();
        int n = classes.size();
        hostClass = new Class<?>[n];
        setters = new MethodHandle[n][];
        references = new FieldShape[n][];
        sentinels = new Object[n][];
        slots = new int[n][];
        try {
            InstrumentingLoader loader = new InstrumentingLoader(userLoader, heap.layout());
            loader.bindHooks(context);
            for (int ci = 0; ci < n; ci++) {
                ClassShape c = classes.get(ci);
                Class<?> cls = Class.forName(c.javaName(), true, loader);
                hostClass[ci] = cls;
                List<FieldShape> refs = c.referenceFields();
                MethodHandle[] hs = new MethodHandle[refs.size()];
                for (int i = 0; i < hs.length; i++) {
                    FieldShape f = refs.get(i);
                    Field field = Class.forName(f.owner().replace('/', '.'), false, loader)
                            .getDeclaredField(f.name());
                    field.setAccessible(true);
                    hs[i] = MethodHandles.lookup().unreflectSetter(field)
                            .asType(MethodType.methodType(void.class, Object.class, Object.class));
                }
                setters[ci] = hs;
                references[ci] = refs.toArray(FieldShape[]::new);
                slots[ci] = new int[refs.size()];
                for (int i = 0; i < refs.size(); i++) {
                    slots[ci][i] = heap.field(refs.get(i)).index;
                }
            }
            for (int ci = 0; ci < n; ci++) {
                FieldShape[] refs = references[ci];
                sentinels[ci] = new Object[refs.length];
                for (int f = 0; f < refs.length; f++) {
                    sentinels[ci][f] = sentinelOf.computeIfAbsent(refs[f].target(), t -> {
                        Class<?> target = hostClass[classes.indexOf(heap.layout().shape(t).orElseThrow())];
                        Object s = UNSAFE.allocate(target);
                        ((NativeHooks.Marked) s).bliss$mark(NativeHooks.SENTINEL);
                        return s;
                    });
                }
            }
            Class<?> header = hostClass[classes.indexOf(heap.layout().header())];
            this.method = MethodHandles.lookup().unreflect(declared(header, methodName))
                    .asType(MethodType.methodType(boolean.class, Object.class));
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new IllegalStateException("cannot run " + methodName + " natively: " + e, e);
        }
        context.handwritten = handwritten;
        context.allocator = UNSAFE;
    }

    /**
     * The no-argument boolean method of that name that {@code c} declares or inherits, made accessible: a user's
     * repOK is often package-private or private.
     */
    private static java.lang.reflect.Method declared(Class<?> c, String name) throws NoSuchMethodException {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                java.lang.reflect.Method m = k.getDeclaredMethod(name);
                if (m.getReturnType() == boolean.class && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                    m.setAccessible(true);
                    return m;
                }
            } catch (NoSuchMethodException e) {
                // look in the superclass
            }
        }
        throw new NoSuchMethodException(c.getName() + "." + name + "()");
    }

    @Override
    public String describe() {
        return (handwritten ? "handwritten " : "derived from ") + methodName + "()";
    }

    @Override
    public boolean holds() {
        InputObject receiver = heap.receiver();
        if (receiver == null) {
            return true;
        }
        calls++;
        Object self = materialize(receiver);
        context.reset(budget);
        context.active = true;
        boolean ok;
        try {
            ok = (boolean) method.invokeExact(self);
        } catch (StackOverflowError e) {
            context.stopped = "budget";
            ok = true;
        } catch (Throwable t) {
            ok = false; // the method threw: the heap is not valid (unless the check was stopped: below)
        } finally {
            context.active = false;
            context.totalTicks += context.ticks;
        }
        if (context.stopped != null) {
            if (context.stopped.equals("possible")) {
                possible++;
            } else if (context.stopped.equals("budget")) {
                overBudget++;
            } else {
                throw new bliss.spf.vm.Unsupported(context.stopped);
            }
            return true;
        }
        if (!ok) {
            rejects++;
        }
        return ok;
    }

    /**
     * Real objects with the input values of the input objects; returns the receiver's. A field is written only when
     * its host value changed since the last check (unless a check wrote to the host objects).
     */
    private Object materialize(InputObject receiver) {
        List<InputObject> objects = heap.objects();
        int n = objects.size();
        if (pool.length < n) {
            int size = Math.max(n, pool.length * 2);
            pool = java.util.Arrays.copyOf(pool, size);
            written = java.util.Arrays.copyOf(written, size);
        }
        boolean all = context.dirty;
        context.dirty = false;
        for (int i = 0; i < n; i++) {
            int ci = objects.get(i).classIndex();
            Class<?> cls = hostClass[ci];
            if (pool[i] == null || pool[i].getClass() != cls) {
                // pooled objects are inputs for good: those past the current heap are unreachable from it
                pool[i] = UNSAFE.allocate(cls);
                written[i] = new Object[references[ci].length];
                java.util.Arrays.fill(written[i], UNWRITTEN);
                ((NativeHooks.Marked) pool[i]).bliss$mark(NativeHooks.INPUT);
            }
        }
        try {
            for (int i = 0; i < n; i++) {
                InputObject o = objects.get(i);
                int ci = o.classIndex();
                int[] slot = slots[ci];
                MethodHandle[] set = setters[ci];
                Object[] unset = sentinels[ci];
                Object[] last = written[i];
                Object host = pool[i];
                for (int f = 0; f < slot.length; f++) {
                    Object v = o.input.r[slot[f]];
                    Object value = v == null ? null : v == HeapAccess.UNINITIALIZED ? unset[f]
                            : pool[((InputObject) v).index()];
                    if (all || last[f] != value) {
                        set[f].invokeExact(host, value);
                        last[f] = value;
                    }
                }
            }
        } catch (Throwable t) {
            throw new IllegalStateException("cannot materialize the input heap: " + t, t);
        }
        return pool[receiver.index()];
    }

    private static final Object UNWRITTEN = new Object();

    @Override
    public boolean holdsUncounted() {
        long c = calls;
        long r = rejects;
        long p = possible;
        long o = overBudget;
        try {
            return holds();
        } finally {
            calls = c;
            rejects = r;
            possible = p;
            overBudget = o;
        }
    }

    @Override
    public Map<String, Long> counters() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("preconditionCalls", calls);
        m.put("preconditionRejects", rejects);
        m.put("preconditionPossible", possible);
        m.put("preconditionOverBudget", overBudget);
        m.put("preconditionSteps", context.totalTicks);
        return m;
    }

    private static Allocator unsafeAllocator() {
        try {
            Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
            Field f = unsafeClass.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            Object unsafe = f.get(null);
            MethodHandle allocate = MethodHandles.lookup().findVirtual(unsafeClass, "allocateInstance",
                    MethodType.methodType(Object.class, Class.class)).bindTo(unsafe);
            return cls -> {
                try {
                    return (Object) allocate.invokeExact(cls);
                } catch (Throwable t) {
                    throw new IllegalStateException("cannot allocate " + cls.getName() + ": " + t, t);
                }
            };
        } catch (ReflectiveOperationException e) {
            return cls -> {
                throw new IllegalStateException("no sun.misc.Unsafe to allocate " + cls.getName());
            };
        }
    }
}
