package bliss.spf.vm;

import bliss.spf.symbolic.Var;

/**
 * The state shared by every interpreter of one symbolic execution: the loaded classes, the undo trail, the counters
 * that allocation uses (identity hash serials, births), and the symbolic variables' ids.
 *
 * <p>Identity hashes are serial numbers restored on backtracking, so a path computes the same hashes whichever
 * paths ran before it (runs are reproducible, hash-based collections iterate alike). Births only grow: they order
 * storage against the trail's horizon.
 */
public final class Vm {

    public final ClassRepository classes;
    public final Trail trail = new Trail();
    private final Console console = new Console();
    private int serial;
    private int permanentSerial;
    private long births;
    private int permanent;
    private int varIds;

    public Vm(ClassLoader userLoader) {
        this.classes = new ClassRepository(this, userLoader);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Allocation

    private long birth() {
        return permanent > 0 ? 0 : ++births;
    }

    private int hash() {
        // objects of static initializers live on across backtracking: keep their hashes apart
        return permanent > 0 ? -(++permanentSerial) : ++serial;
    }

    /** A new object of {@code cls}: a {@link PermanentObject} while a static initializer runs. */
    public VmObject newObject(VmClass cls) {
        return permanent > 0 ? new PermanentObject(cls, hash(), birth()) : new VmObject(cls, hash(), birth());
    }

    /** A new object of a subclass of {@link VmObject} made by {@code maker} with a fresh hash and birth. */
    public <T extends VmObject> T newObject(ObjectMaker<T> maker) {
        return maker.make(hash(), birth());
    }

    /**
     * A new object that lives on across backtracking (birth 0, a hash apart from the paths' serials), as objects
     * made by static initializers do: class mirrors, the objects of non-capturing lambdas.
     */
    public <T extends VmObject> T permanentObject(ObjectMaker<T> maker) {
        permanent++;
        try {
            return maker.make(hash(), birth());
        } finally {
            permanent--;
        }
    }

    /** Makes objects of a {@link VmObject} subclass (input objects, placeholders). */
    @FunctionalInterface
    public interface ObjectMaker<T extends VmObject> {
        T make(int hash, long birth);
    }

    /** A new array of a {@link VmArray} subclass made by {@code maker} with a fresh hash and birth. */
    public <T extends VmArray> T newArray(ArrayMaker<T> maker) {
        return maker.make(hash(), birth());
    }

    /** Makes arrays of a {@link VmArray} subclass (input arrays). */
    @FunctionalInterface
    public interface ArrayMaker<T extends VmArray> {
        T make(int hash, long birth);
    }

    public VmArray newArray(VmClass arrayClass, int length) {
        return new VmArray(arrayClass, length, hash(), birth());
    }

    /** What the program printed on this path. */
    public Console console() {
        return console;
    }

    /** The serial counter of identity hashes: saved at a choice point, restored on backtracking. */
    public int serial() {
        return serial;
    }

    public void setSerial(int serial) {
        this.serial = serial;
    }

    /** Objects allocated so far (the trail's horizon at a choice point). */
    public long births() {
        return births;
    }

    /** A fresh id for a symbolic variable; ids are never reused within a run. */
    public int nextVarId() {
        return ++varIds;
    }

    /**
     * Makes every later variable id larger than {@code last}: a VM whose variables meet another run's in one path
     * condition (SymSolve's own VM, under PLI) keeps its ids apart from that run's.
     */
    public void varIdsAfter(int last) {
        varIds = Math.max(varIds, last);
    }

    /** A fresh int variable ranging over a type's values ('I', 'J', 'Z', 'B', 'S', 'C'). */
    public Var newVar(String name, char type) {
        int id = nextVarId();
        return switch (type) {
            case 'J' -> Var.ofLong(id, name);
            case 'F' -> Var.ofFloat(id, name);
            case 'D' -> Var.ofDouble(id, name);
            case 'Z' -> Var.ofBoolean(id, name);
            case 'B' -> new Var(id, name, bliss.spf.symbolic.Type.INT, Byte.MIN_VALUE, Byte.MAX_VALUE);
            case 'S' -> new Var(id, name, bliss.spf.symbolic.Type.INT, Short.MIN_VALUE, Short.MAX_VALUE);
            case 'C' -> new Var(id, name, bliss.spf.symbolic.Type.INT, Character.MIN_VALUE, Character.MAX_VALUE);
            default -> Var.ofInt(id, name);
        };
    }

    /** A fresh variable standing for the text of a string ({@code N1.name}). */
    public Var newStringVar(String name) {
        return Var.ofString(nextVarId(), name);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Values

    /** The class of a value in a reference slot: an object, an array, or a host string. */
    public VmClass classOf(Object v) {
        if (v instanceof VmObject o) {
            return o.cls;
        }
        if (v instanceof VmArray a) {
            return a.cls;
        }
        if (v instanceof String || v instanceof bliss.spf.symbolic.SymbolicString || v instanceof Strings.Uninitialized) {
            return classes.stringClass();
        }
        throw new IllegalStateException("not a reference value: " + v);
    }

    /**
     * A thrown object as the JVM prints it: {@code java.lang.IllegalStateException: empty stack}, the message
     * being the value of Throwable's message (a string with symbolic parts as a Java expression:
     * {@code "empty stack of size " + X.size}); the class name alone when there is no message.
     */
    public String describe(VmObject throwable) {
        VmField m = throwable.cls.findField("message");
        Object message = m == null ? null : throwable.r[m.index];
        return throwable.cls.javaName() + (message == null ? "" : ": " + message);
    }

    /** An exception object of a JDK Throwable class with a message, as the JVM raises them. */
    public VmObject newThrowable(String className, Object message) {
        VmClass cls = classes.load(className);
        VmObject ex = newObject(cls);
        VmField m = cls.findField("message");
        if (m != null) {
            ex.r[m.index] = message;
        }
        return ex;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Static initialization

    /**
     * Initializes a class (superclasses first): constants, then its static initializer, run to completion in a
     * nested concrete run whose effects are permanent (not undone by backtracking, which is right as long as
     * static initializers do not depend on symbolic inputs; a symbolic value there is unsupported).
     */
    public void initialize(VmClass c) {
        if (c.initState != 0) {
            return; // done, or in progress further down this same (single) thread: the JVM lets it through
        }
        c.initState = 1;
        if (c.superclass != null) {
            initialize(c.superclass);
        }
        Cells s = c.statics();
        for (VmField f : c.declaredFields()) {
            if (f.isStatic && f.constant != null) {
                Object k = f.constant;
                if (k instanceof Integer i) {
                    s.p[f.index] = i;
                } else if (k instanceof Long l) {
                    s.p[f.index] = l;
                } else if (k instanceof Float x) {
                    s.p[f.index] = Float.floatToRawIntBits(x);
                } else if (k instanceof Double x) {
                    s.p[f.index] = Double.doubleToRawLongBits(x);
                } else if (k instanceof String str) {
                    s.r[f.index] = str.intern();
                }
            }
        }
        VmMethod clinit = c.declaredMethod("<clinit>()V");
        if (clinit != null && !clinit.isNative()) {
            long horizon = trail.horizon();
            trail.setHorizon(-1);
            permanent++;
            try {
                Interpreter nested = new Interpreter(this, new ConcreteHooks());
                nested.start(clinit);
                if (nested.run() == Interpreter.UNCAUGHT) {
                    throw new Unsupported("an exception in the static initializer of " + c.javaName() + ": "
                            + nested.uncaught.cls.javaName());
                }
            } catch (Abort a) {
                throw new Unsupported("a static initializer of " + c.javaName() + " that does not finish ("
                        + a.reason + ")");
            } finally {
                permanent--;
                trail.setHorizon(horizon);
            }
        }
        c.initState = 2;
    }
}
