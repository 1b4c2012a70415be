package bliss.spf.testgen;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Records the calls a driver makes to the classes under test when it runs concretely at generation time. The
 * driver's bytecode is rewritten ({@link DriverInstrumenter}) so that each such call site goes through
 * {@link #call}, which makes the call by reflection and notes its receiver, arguments and result or exception. Only
 * the outermost calls are noted (the code under test calling itself is not a call of the driver).
 *
 * <p>Public because the rewritten driver, loaded by another class loader, calls it; not an API.
 */
public final class CallRecorder {

    /** A call site of a driver: the method it names. */
    record Site(ClassLoader loader, String owner, String name, String descriptor, boolean isStatic) {

        Method resolve() throws ReflectiveOperationException {
            Class<?> c = Class.forName(owner.replace('/', '.'), false, loader);
            org.objectweb.asm.Type[] args = org.objectweb.asm.Type.getArgumentTypes(descriptor);
            Class<?>[] types = new Class<?>[args.length];
            for (int i = 0; i < args.length; i++) {
                types[i] = JavaTypes.classOf(args[i], loader);
            }
            for (Class<?> k = c; k != null; k = k.getSuperclass()) {
                try {
                    Method m = k.getDeclaredMethod(name, types);
                    m.setAccessible(true);
                    return m;
                } catch (NoSuchMethodException e) {
                    // inherited: look further up
                }
            }
            Method m = c.getMethod(name, types); // an interface's default method
            m.setAccessible(true);
            return m;
        }
    }

    /**
     * One call of the driver.
     *
     * @param receiver  the object called (null for a static method)
     * @param arguments the arguments, boxed
     * @param result    what it returned (boxed), when it returned
     * @param thrown    what it threw, or null
     */
    record Call(Method method, Object receiver, Object[] arguments, Object result, Throwable thrown) {

        /** The method with its argument types, for messages. */
        String describe() {
            return method.getDeclaringClass().getSimpleName() + "." + method.getName()
                    + Arrays.toString(method.getParameterTypes());
        }
    }

    private static final List<Site> SITES = new ArrayList<>();
    private static final ThreadLocal<Recording> CURRENT = new ThreadLocal<>();

    /** The calls of one run, on one thread. */
    static final class Recording {
        final List<Call> calls = new ArrayList<>();
        int depth;
    }

    private CallRecorder() {
    }

    /** Registers a call site; its id is what the rewritten code passes to {@link #call}. */
    static synchronized int register(Site site) {
        SITES.add(site);
        return SITES.size() - 1;
    }

    private static synchronized Site site(int id) {
        return SITES.get(id);
    }

    /** Starts recording the calls on this thread. */
    static Recording start() {
        Recording r = new Recording();
        CURRENT.set(r);
        return r;
    }

    /** Stops recording on this thread. */
    static void stop() {
        CURRENT.remove();
    }

    /**
     * Makes the call of site {@code id} with {@code args} (the receiver first for an instance method), noting it.
     *
     * @return what the method returned, boxed (null for void)
     * @throws Throwable what the method threw
     */
    public static Object call(int id, Object[] args) throws Throwable {
        Site s = site(id);
        Method m = s.resolve();
        Object receiver = s.isStatic() ? null : args[0];
        Object[] actual = s.isStatic() ? args : Arrays.copyOfRange(args, 1, args.length);
        if (!s.isStatic() && receiver == null) {
            throw new NullPointerException("Cannot invoke \"" + m.getName() + "()\" because a value is null");
        }
        Recording r = CURRENT.get();
        boolean outermost = r != null && r.depth == 0;
        if (r != null) {
            r.depth++;
        }
        try {
            Object v = m.invoke(receiver, actual);
            if (outermost) {
                r.calls.add(new Call(m, receiver, actual.clone(), v, null));
            }
            return v;
        } catch (InvocationTargetException e) {
            if (outermost) {
                r.calls.add(new Call(m, receiver, actual.clone(), null, e.getCause()));
            }
            throw e.getCause();
        } finally {
            if (r != null) {
                r.depth--;
            }
        }
    }
}
