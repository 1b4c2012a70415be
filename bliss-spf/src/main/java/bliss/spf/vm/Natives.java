package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.SymbolicString;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The classes and methods the engine implements itself: java.lang.Object (identity equality, deterministic hash
 * codes), java.lang.String (host strings, their methods called by reflection when every argument is concrete),
 * bliss.symbolic.Symbolic (the symbolic inputs, handed to the {@link ExecutionHooks}), JDK Throwables (message and
 * cause), and the native methods the models declare (System.arraycopy, System.identityHashCode).
 */
final class Natives {

    private Natives() {
    }

    private static final int PUBLIC = Opcodes.ACC_PUBLIC;
    private static final int STATIC = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;

    private static void add(VmClass c, String name, String desc, int access, Native impl) {
        c.addMethod(new VmMethod(c, name, desc, access, null, impl));
    }

    /** The identity hash of a reference value (deterministic: a serial number). */
    static int identityHash(Object v) {
        if (v instanceof VmObject o) {
            return o.hash;
        }
        if (v instanceof VmArray a) {
            return a.hash;
        }
        return v == null ? 0 : v.hashCode();
    }

    /**
     * {@code System.identityHashCode(o)} and {@code Object.hashCode}: an input object's, asked by the user's code, is
     * an input ({@link InputIdentity}); any other object's, and any object's the JDK's code asks for (a hash
     * collection's buckets), its serial number.
     */
    private static void identityHashCode(Interpreter in, long[] p, Object[] r, int b) {
        if (r[b] instanceof InputIdentity o && !in.inJdkCode()) {
            Interpreter.setValue(p, r, b, o.identityHash(in.vm));
        } else {
            p[b] = identityHash(r[b]);
            r[b] = null;
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // java.lang.Object

    static VmClass objectClass(ClassRepository repo) {
        VmClass c = new VmClass("java/lang/Object", VmClass.Kind.INTRINSIC, null, List.of(), PUBLIC, "Object.java",
                null, null);
        c.initState = 2;
        add(c, "<init>", "()V", PUBLIC, (in, p, r, b) -> {
        });
        add(c, "hashCode", "()I", PUBLIC, Natives::identityHashCode);
        add(c, "equals", "(Ljava/lang/Object;)Z", PUBLIC, (in, p, r, b) -> {
            p[b] = r[b] == r[b + 1] ? 1 : 0;
            r[b] = null;
        });
        add(c, "toString", "()Ljava/lang/String;", PUBLIC, (in, p, r, b) ->
                r[b] = LazyObject.classOf(in, r[b]).javaName() + "@" + Integer.toHexString(identityHash(r[b])));
        add(c, "clone", "()Ljava/lang/Object;", Opcodes.ACC_PROTECTED, (in, p, r, b) -> r[b] = shallowCopy(in, r[b]));
        // an array's class needs neither its length nor its elements (Arrays.copyOf asks for it before copying)
        add(c, "getClass", "()Ljava/lang/Class;", PUBLIC | Opcodes.ACC_FINAL, takingInputArrays((in, p, r, b) ->
                r[b] = Mirrors.of(in.vm, LazyObject.classOf(in, r[b]))));
        return c;
    }

    /**
     * A native that takes an input array as it is, its length and elements undecided ({@link
     * Native#takesLazyArrays}): one that needs neither, or decides what it needs itself.
     */
    private static Native takingInputArrays(Native n) {
        return new Native() {
            @Override
            public void call(Interpreter in, long[] p, Object[] r, int base) {
                n.call(in, p, r, base);
            }

            @Override
            public boolean takesLazyArrays() {
                return true;
            }
        };
    }

    private static Object shallowCopy(Interpreter in, Object v) {
        if (v instanceof VmArray a) {
            VmArray copy = in.vm.newArray(a.cls, a.length);
            if (a.p != null) {
                System.arraycopy(a.p, 0, copy.p, 0, a.length);
            }
            System.arraycopy(a.r, 0, copy.r, 0, a.length);
            return copy;
        }
        if (v instanceof VmObject o && LazyObject.classOf(in, o).isSubtypeOf(in.vm.classes.load("java/lang/Cloneable"))) {
            VmObject copy = in.vm.newObject(o.cls);
            System.arraycopy(o.p, 0, copy.p, 0, copy.p.length); // a lazy object may have room for more
            System.arraycopy(o.r, 0, copy.r, 0, copy.r.length);
            return copy;
        }
        throw in.vmThrow("java/lang/CloneNotSupportedException", in.vm.classOf(v).javaName());
    }

    // ------------------------------------------------------------------------------------------------------------
    // bliss.symbolic.Symbolic

    static VmClass symbolicClass(ClassRepository repo) {
        VmClass c = new VmClass("bliss/symbolic/Symbolic", VmClass.Kind.INTRINSIC, repo.load("java/lang/Object"),
                List.of(), PUBLIC | Opcodes.ACC_FINAL, "Symbolic.java", null, null);
        c.initState = 2;
        add(c, "object", "(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;", STATIC, (in, p, r, b) -> {
            Object seed = r[b + 1];
            if (!(seed instanceof VmObject o)) {
                throw in.vmThrow("java/lang/IllegalArgumentException",
                        "Symbolic.object needs a non-null seed object to know the class");
            }
            in.hooks().seedClasses(in, seedClasses(o));
            in.hooks().keptSeed(in, o);
            r[b] = in.hooks().symbolicObject(in, name(r[b]), o.cls);
        });
        add(c, "integer", "(Ljava/lang/String;)I", STATIC, (in, p, r, b) ->
                Interpreter.setValue(p, r, b, in.hooks().symbolicValue(in, name(r[b]), 'I')));
        add(c, "longInteger", "(Ljava/lang/String;)J", STATIC, (in, p, r, b) ->
                Interpreter.setValue(p, r, b, in.hooks().symbolicValue(in, name(r[b]), 'J')));
        add(c, "bool", "(Ljava/lang/String;)Z", STATIC, (in, p, r, b) ->
                Interpreter.setValue(p, r, b, in.hooks().symbolicValue(in, name(r[b]), 'Z')));
        add(c, "assume", "(Z)V", STATIC, (in, p, r, b) -> {
            Expr cond = r[b] == null ? Const.ofBool(p[b] != 0)
                    : Exprs.compare(Compare.Op.NE, (Expr) r[b], Const.ofInt(0));
            if (!(cond instanceof Const k && k.value() != 0)) {
                in.hooks().assume(in, cond);
            }
        });
        add(c, "isSymbolic", "(Ljava/lang/Object;)Z", STATIC, (in, p, r, b) -> {
            p[b] = in.hooks().isPlaceholder(r[b]) ? 1 : 0;
            r[b] = null;
        });
        Native symbolicPrimitive = (in, p, r, b) -> {
            p[b] = r[b] != null ? 1 : 0;
            r[b] = null;
        };
        add(c, "isSymbolic", "(I)Z", STATIC, symbolicPrimitive);
        add(c, "isSymbolic", "(J)Z", STATIC, symbolicPrimitive);
        add(c, "isSymbolic", "(Z)Z", STATIC, symbolicPrimitive);
        add(c, "seed", "(Ljava/lang/String;Ljava/lang/Runnable;)Ljava/lang/Object;", STATIC, (in, p, r, b) -> {
            throw new Unsupported("Symbolic.seed under analysis (it is for tests on the JVM)");
        });
        add(c, "string", "(Ljava/lang/String;)Ljava/lang/String;", STATIC, (in, p, r, b) ->
                r[b] = in.hooks().symbolicString(in, name(r[b])));
        add(c, "typeArgument", "(Ljava/lang/String;[Ljava/lang/Class;)V", STATIC, (in, p, r, b) ->
                in.hooks().typeArgument(in, name(r[b]), mirroredClasses(in, r[b + 1])));
        add(c, "fieldClasses", "(Ljava/lang/String;[Ljava/lang/Class;)V", STATIC, (in, p, r, b) ->
                in.hooks().fieldClasses(in, name(r[b]), mirroredClasses(in, r[b + 1])));
        add(c, "keep", "([Ljava/lang/String;)V", STATIC, (in, p, r, b) -> {
            List<String> names = new ArrayList<>();
            if (r[b] instanceof VmArray a) {
                for (Object v : a.r) {
                    if (v == null) {
                        throw in.vmThrow("java/lang/NullPointerException", "Symbolic.keep: a null field name");
                    }
                    names.add(name(v));
                }
            }
            in.hooks().keep(in, names);
        });
        add(c, "fieldValues", "(Ljava/lang/String;[Ljava/lang/Object;)V", STATIC, (in, p, r, b) ->
                in.hooks().fieldValues(in, name(r[b]), namedConstants(in, name(r[b]), r[b + 1])));
        return c;
    }

    /**
     * The values a driver named for a field ({@code Symbolic.fieldValues}): class objects and enum constants.
     *
     * @throws Unsupported for another value (null, a box, a string, an object the driver made), naming it
     */
    private static List<VmObject> namedConstants(Interpreter in, String field, Object array) {
        List<VmObject> values = new ArrayList<>();
        if (array instanceof VmArray a) {
            for (Object v : a.r) {
                if (!(v instanceof VmObject o) || !InputValues.isConstant(o)) {
                    throw new Unsupported("Symbolic.fieldValues(\"" + field + "\", ...) names "
                            + (v == null ? "null" : "an object of " + in.vm.classOf(v).javaName())
                            + ": it takes class objects and enum constants only (null is always a candidate)");
                }
                values.add(o);
            }
        }
        return values;
    }

    /** The classes of the user's objects a seed holds in its fields (not the JDK's, not arrays, strings or boxes). */
    private static List<VmClass> seedClasses(VmObject seed) {
        List<VmClass> out = new ArrayList<>();
        for (Object v : seed.r) {
            if (v instanceof VmObject o && o.cls.kind == VmClass.Kind.BYTECODE && !out.contains(o.cls)
                    && !o.cls.name().startsWith("java/") && !o.cls.name().startsWith("jdk/")
                    && !o.cls.name().startsWith("sun/")) {
                out.add(o.cls);
            }
        }
        return out;
    }

    private static String name(Object v) {
        return v instanceof String s ? s : String.valueOf(v);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Throwables

    /** A JDK Throwable class: its real superclass chain; Throwable holds message and cause. */
    static VmClass throwable(ClassRepository repo, String name, Class<?> real) {
        Class<?> sup = real.getSuperclass();
        VmClass superclass = repo.load(sup.getName().replace('.', '/'));
        VmClass c = new VmClass(name, VmClass.Kind.THROWABLE, superclass, List.of(), PUBLIC, null, null, null);
        c.initState = 2;
        if (name.equals("java/lang/Throwable")) {
            c.addField("message", "Ljava/lang/String;", false, null);
            c.addField("cause", "Ljava/lang/Throwable;", false, null);
            add(c, "getMessage", "()Ljava/lang/String;", PUBLIC, (in, p, r, b) -> r[b] = message(in, r[b]));
            add(c, "getLocalizedMessage", "()Ljava/lang/String;", PUBLIC, (in, p, r, b) -> r[b] = message(in, r[b]));
            add(c, "getCause", "()Ljava/lang/Throwable;", PUBLIC, (in, p, r, b) -> r[b] = cause(in, r[b]));
            add(c, "toString", "()Ljava/lang/String;", PUBLIC, (in, p, r, b) -> r[b] = describe(in, (VmObject) r[b]));
            add(c, "printStackTrace", "()V", PUBLIC, (in, p, r, b) -> {
            });
            add(c, "fillInStackTrace", "()Ljava/lang/Throwable;", PUBLIC, (in, p, r, b) -> {
            });
            add(c, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", PUBLIC, (in, p, r, b) -> {
                setField(in, (VmObject) r[b], "cause", r[b + 1]);
            });
            c.addField("suppressed", "[Ljava/lang/Throwable;", false, null);
            add(c, "addSuppressed", "(Ljava/lang/Throwable;)V", PUBLIC, (in, p, r, b) -> {
                if (r[b + 1] == null) {
                    throw in.vmThrow("java/lang/NullPointerException", "Cannot suppress a null exception.");
                }
                if (r[b + 1] == r[b]) {
                    throw in.vmThrow("java/lang/IllegalArgumentException", "Self-suppression not permitted");
                }
                VmObject t = (VmObject) r[b];
                VmArray old = (VmArray) t.r[t.cls.findField("suppressed").index];
                int n = old == null ? 0 : old.length;
                VmArray grown = in.vm.newArray(in.vm.classes.arrayClass("[Ljava/lang/Throwable;"), n + 1);
                if (old != null) {
                    System.arraycopy(old.r, 0, grown.r, 0, n);
                }
                grown.r[n] = r[b + 1];
                setField(in, t, "suppressed", grown);
            });
            add(c, "getSuppressed", "()[Ljava/lang/Throwable;", PUBLIC, (in, p, r, b) -> {
                VmObject t = (VmObject) r[b];
                VmArray old = (VmArray) t.r[t.cls.findField("suppressed").index];
                VmArray copy = in.vm.newArray(in.vm.classes.arrayClass("[Ljava/lang/Throwable;"),
                        old == null ? 0 : old.length);
                if (old != null) {
                    System.arraycopy(old.r, 0, copy.r, 0, old.length);
                }
                r[b] = copy;
            });
        }
        add(c, "<init>", "()V", PUBLIC, (in, p, r, b) -> {
        });
        add(c, "<init>", "(Ljava/lang/String;)V", PUBLIC, (in, p, r, b) ->
                setField(in, (VmObject) r[b], "message", r[b + 1]));
        add(c, "<init>", "(Ljava/lang/String;Ljava/lang/Throwable;)V", PUBLIC, (in, p, r, b) -> {
            setField(in, (VmObject) r[b], "message", r[b + 1]);
            setField(in, (VmObject) r[b], "cause", r[b + 2]);
        });
        add(c, "<init>", "(Ljava/lang/Throwable;)V", PUBLIC, (in, p, r, b) -> {
            Object cause = r[b + 1];
            setField(in, (VmObject) r[b], "message", cause == null ? null : describe(in, (VmObject) cause));
            setField(in, (VmObject) r[b], "cause", cause);
        });
        // Other public constructors of the real class (IndexOutOfBoundsException(int), ...): the real constructor
        // computes the message from concrete arguments.
        for (java.lang.reflect.Constructor<?> k : real.getConstructors()) {
            String kd = Type.getConstructorDescriptor(k);
            if (kd.equals("(Ljava/lang/Object;)V") && c.declaredMethod("<init>" + kd) == null) {
                c.addMethod(new VmMethod(c, "<init>", kd, PUBLIC, objectDetailConstructor(name), null));
                continue;
            }
            String desc = Type.getConstructorDescriptor(k);
            if (c.declaredMethod("<init>" + desc) == null && hostArguments(k.getParameterTypes())) {
                add(c, "<init>", desc, PUBLIC, new HostThrowableConstructor(k));
            }
        }
        return c;
    }

    private static boolean hostArguments(Class<?>[] types) {
        for (Class<?> t : types) {
            if (t != int.class && t != long.class && t != boolean.class && t != char.class && t != String.class
                    && t != float.class && t != double.class) {
                return false;
            }
        }
        return true;
    }

    /** A JDK exception constructor with primitive or String parameters, run on the host for its message. */
    /**
     * A JDK exception constructor with primitive or String parameters, run on the host for its message. One symbolic
     * argument (a number, a char or a string with symbolic parts) is allowed: the constructor runs on a sentinel
     * value, and the sentinel's text in the message is replaced by the argument's ("Index out of range: " + X.i).
     */
    private record HostThrowableConstructor(java.lang.reflect.Constructor<?> constructor) implements Native {
        private static final int INT_SENTINEL = 1_987_654_321;
        private static final long LONG_SENTINEL = 8_765_432_109_876_543_210L;
        private static final char CHAR_SENTINEL = '\uE123';
        private static final String STRING_SENTINEL = "\uE000\uE001\uE002";

        @Override
        public void call(Interpreter in, long[] p, Object[] r, int b) {
            Class<?>[] types = constructor.getParameterTypes();
            Object[] args = new Object[types.length];
            int slot = b + 1;
            Object symbolic = null;
            String sentinel = null;
            SymbolicString.Kind kind = null;
            for (int i = 0; i < types.length; i++) {
                Class<?> t = types[i];
                Object sym = t == String.class ? (r[slot] instanceof SymbolicString ss ? ss : null) : r[slot];
                if (sym != null) {
                    if (symbolic != null || t == boolean.class || t == float.class || t == double.class) {
                        throw new Unsupported("symbolic values in the message of " + constructor.getName()
                                + " (" + symbolic + ", " + sym + ")");
                    }
                    symbolic = sym;
                }
                if (t == String.class) {
                    args[i] = sym != null ? STRING_SENTINEL : (String) r[slot];
                    if (sym != null) {
                        sentinel = STRING_SENTINEL;
                    }
                } else if (t == int.class) {
                    args[i] = sym != null ? INT_SENTINEL : (int) p[slot];
                    if (sym != null) {
                        sentinel = Integer.toString(INT_SENTINEL);
                        kind = SymbolicString.Kind.INT;
                    }
                } else if (t == long.class) {
                    args[i] = sym != null ? LONG_SENTINEL : p[slot];
                    if (sym != null) {
                        sentinel = Long.toString(LONG_SENTINEL);
                        kind = SymbolicString.Kind.LONG;
                    }
                } else if (t == char.class) {
                    args[i] = sym != null ? CHAR_SENTINEL : (char) p[slot];
                    if (sym != null) {
                        sentinel = String.valueOf(CHAR_SENTINEL);
                        kind = SymbolicString.Kind.CHAR;
                    }
                } else if (t == boolean.class) {
                    args[i] = p[slot] != 0;
                } else if (t == float.class) {
                    args[i] = Float.intBitsToFloat((int) p[slot]);
                } else {
                    args[i] = Double.longBitsToDouble(p[slot]);
                }
                slot += t == long.class || t == double.class ? 2 : 1;
            }
            String message;
            try {
                message = ((Throwable) constructor.newInstance(args)).getMessage();
            } catch (ReflectiveOperationException e) {
                throw new Unsupported("the constructor " + constructor + ": " + e);
            }
            Object value = message;
            if (symbolic != null) {
                int at = message == null ? -1 : message.indexOf(sentinel);
                if (at < 0 || message.indexOf(sentinel, at + 1) >= 0) {
                    throw new Unsupported("a symbolic value in the message of " + constructor.getName() + " ("
                            + symbolic + ")");
                }
                Object middle = kind == null ? symbolic : SymbolicString.valueOf((Expr) symbolic, kind);
                value = SymbolicString.concat(SymbolicString.concat(message.substring(0, at), middle),
                        message.substring(at + sentinel.length()));
            }
            setField(in, (VmObject) r[b], "message", value);
        }
    }

    /**
     * {@code AssertionError(Object)} as bytecode: the message is {@code String.valueOf(detail)} (which runs the
     * detail's {@code toString()}), and a Throwable detail is also the cause.
     */
    private static org.objectweb.asm.tree.MethodNode objectDetailConstructor(String owner) {
        org.objectweb.asm.tree.InsnList il = new org.objectweb.asm.tree.InsnList();
        il.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.ALOAD, 0));
        il.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new org.objectweb.asm.tree.MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/String", "valueOf",
                "(Ljava/lang/Object;)Ljava/lang/String;", false));
        il.add(new org.objectweb.asm.tree.MethodInsnNode(Opcodes.INVOKESPECIAL, owner, "<init>",
                "(Ljava/lang/String;)V", false));
        org.objectweb.asm.tree.LabelNode done = new org.objectweb.asm.tree.LabelNode();
        il.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new org.objectweb.asm.tree.TypeInsnNode(Opcodes.INSTANCEOF, "java/lang/Throwable"));
        il.add(new org.objectweb.asm.tree.JumpInsnNode(Opcodes.IFEQ, done));
        il.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.ALOAD, 0));
        il.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new org.objectweb.asm.tree.TypeInsnNode(Opcodes.CHECKCAST, "java/lang/Throwable"));
        il.add(new org.objectweb.asm.tree.MethodInsnNode(Opcodes.INVOKEVIRTUAL, owner, "initCause",
                "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", false));
        il.add(new org.objectweb.asm.tree.InsnNode(Opcodes.POP));
        il.add(done);
        il.add(new org.objectweb.asm.tree.InsnNode(Opcodes.RETURN));
        return Codegen.method(Opcodes.ACC_PUBLIC, "<init>", "(Ljava/lang/Object;)V", il, 2, 4);
    }

    private static void setField(Interpreter in, VmObject o, String field, Object value) {
        VmField f = o.cls.findField(field);
        in.vm.trail.log(o, f.index);
        o.r[f.index] = value;
    }

    private static Object message(Interpreter in, Object t) {
        return ((VmObject) t).r[((VmObject) t).cls.findField("message").index];
    }

    private static Object cause(Interpreter in, Object t) {
        return ((VmObject) t).r[((VmObject) t).cls.findField("cause").index];
    }

    /** Throwable.toString: the class name, and ": " and the message if there is one (kept symbolic if it is). */
    private static Object describe(Interpreter in, VmObject t) {
        Object m = message(in, t);
        return m == null ? t.cls.javaName() : SymbolicString.concat(t.cls.javaName() + ": ", m);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Native methods declared by the models

    private static final Map<String, Native> MODEL_NATIVES = Map.of(
            "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
                    takingInputArrays(Natives::arraycopy), // it decides what it copies, no more
            "java/lang/System.identityHashCode(Ljava/lang/Object;)I", Natives::identityHashCode,
            "java/io/PrintStream.write(Ljava/lang/String;)V", (in, p, r, b) -> in.vm.console().write(in.vm,
                    (VmObject) r[b], r[b + 1]),
            Strings.HELPERS + ".formatConcrete(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
                    Formatting::format,
            Strings.HELPERS + ".isSymbolicText(Ljava/lang/String;)Z", (in, p, r, b) -> {
                p[b] = r[b] instanceof bliss.spf.symbolic.SymbolicString ? 1 : 0;
                r[b] = null;
            },
            "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;", Natives::newArray,
            "java/util/concurrent/locks/ReentrantLock$ConditionObject.waitsForever(Ljava/lang/String;)V",
                    Natives::waitsForever,
            "java/lang/Runtime.availableProcessors()I", (in, p, r, b) -> { // the analysing JVM's, as its properties
                p[b] = Runtime.getRuntime().availableProcessors();
                r[b] = null;
            });

    /**
     * An untimed wait on a condition (the {@code ReentrantLock} model's): on the engine's one thread no signal can
     * come, so the JVM would wait forever; the path ends as unsupported, naming the call, where the program made it
     * (the caller of the model's method) and what to do.
     */
    private static void waitsForever(Interpreter in, long[] p, Object[] r, int b) {
        throw new Unsupported(r[b] + " with no other thread to signal it (the engine runs one "
                + "thread, where it waits forever; analyse a method that does not wait, such as offer or poll "
                + "instead of put or take, or assume the state it waits for)").at(in.callerLocation());
    }

    /** {@code Array.newInstance(componentType, length)}, for {@code Arrays.copyOf} and {@code toArray(T[])}. */
    /**
     * A symbolic position or length of {@code System.arraycopy} (the arrays' lengths are concrete by then): one
     * alternative of the path per value 0..bound the path condition allows, and one for every value outside, which
     * copies nothing and throws ArrayIndexOutOfBoundsException as each such value does.
     *
     * @requires the interpreter's frame is synced to the call (a choice is made)
     * @return the value, or -1 for the values outside 0..bound
     */
    private static long decideIndex(Interpreter in, Expr term, int bound) {
        bound = Math.max(bound, 0);
        List<List<Expr>> alternatives = new ArrayList<>(bound + 2);
        for (int v = 0; v <= bound; v++) {
            alternatives.add(List.of(Exprs.compare(Compare.Op.EQ, term, Const.ofInt(v))));
        }
        alternatives.add(List.of(Exprs.or(Exprs.compare(Compare.Op.LT, term, Const.ofInt(0)),
                Exprs.compare(Compare.Op.GT, term, Const.ofInt(bound)))));
        int k = in.hooks().choose(in, alternatives);
        return k <= bound ? k : -1;
    }

    /**
     * Whether the copy's ends (each at most its array's room) are within the arrays' lengths: one branch on the
     * lengths still symbolic (an input array's), both taken together, so that a copy out of bounds is one path.
     *
     * @requires the interpreter's frame is synced to the call
     */
    private static boolean fits(Interpreter in, VmArray src, int srcEnd, VmArray dst, int dstEnd) {
        Expr cond = Exprs.and(within(src, srcEnd), within(dst, dstEnd));
        return cond instanceof Const k ? k.value() != 0 : in.hooks().branch(in, cond);
    }

    /** {@code end <= a.length} as a term: true for a concrete length (the caller checked it against it). */
    private static Expr within(VmArray a, int end) {
        if (!(a instanceof LazyArray la) || !la.hasSymbolicLength() || end == 0) {
            return Const.TRUE;
        }
        return Exprs.compare(Compare.Op.LE, Const.ofInt(end), la.lengthTerm());
    }

    private static void newArray(Interpreter in, long[] p, Object[] r, int b) {
        if (!(r[b] instanceof Mirrors.Mirror m)) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        long n = Strings.concreteValue(in, p, r, b + 1, "Array.newInstance");
        if (n < 0) {
            throw in.vmThrow("java/lang/NegativeArraySizeException", Long.toString(n));
        }
        if (m.mirrored.name().equals("void")) {
            throw in.vmThrow("java/lang/IllegalArgumentException", null);
        }
        r[b] = in.vm.newArray(in.vm.classes.arrayClass("[" + m.mirrored.descriptor()), (int) n);
    }

    /**
     * The implementation of a method a model (or a JDK class the engine runs) declares {@code native}: one of the
     * engine's, else the JDK's own static method run on the host when it is a function of primitives and strings
     * ({@link HostStatics}); one that fails when called if neither.
     */
    /** The classes of a {@code Class<?>[]} argument. */
    private static List<VmClass> mirroredClasses(Interpreter in, Object array) {
        List<VmClass> classes = new ArrayList<>();
        if (array instanceof VmArray a) {
            for (Object k : a.r) {
                classes.add(Mirrors.mirrored(in, k));
            }
        }
        return classes;
    }

    static Native forNativeMethod(String owner, String name, String desc) {
        Native n = MODEL_NATIVES.get(owner + "." + name + desc);
        if (n == null) {
            n = Regexes.NATIVES.get(owner + "." + name + desc);
        }
        if (n != null) {
            return n;
        }
        if (ClassRepository.isPlatform(owner)) {
            n = HostStatics.find(owner, name, desc);
            if (n != null) {
                return n;
            }
        }
        String what = "the native method " + owner.replace('/', '.') + "." + name + desc;
        return (in, p, r, b) -> {
            throw new Unsupported(what);
        };
    }

    private static void arraycopy(Interpreter in, long[] p, Object[] r, int b) {
        Object s = r[b];
        Object d = r[b + 2];
        if (s == null || d == null) {
            throw in.vmThrow("java/lang/NullPointerException", "System.arraycopy of null");
        }
        if (!(s instanceof VmArray src) || !(d instanceof VmArray dst) || src.isPrimitive() != dst.isPrimitive()
                || (src.isPrimitive() && src.elem != dst.elem)) {
            throw in.vmThrow("java/lang/ArrayStoreException", "arraycopy: type mismatch");
        }
        // an input array of undecided length: its room bounds the positions, and whether the copy fits is one
        // branch on its length (no split by length where the JVM's copy runs the same way)
        int sPos = (int) (r[b + 1] == null ? p[b + 1] : decideIndex(in, (Expr) r[b + 1], src.length));
        int dPos = (int) (r[b + 3] == null ? p[b + 3] : decideIndex(in, (Expr) r[b + 3], dst.length));
        int len = (int) (r[b + 4] == null ? p[b + 4] : decideIndex(in, (Expr) r[b + 4],
                Math.min(src.length - sPos, dst.length - dPos)));
        if (sPos < 0 || dPos < 0 || len < 0 || sPos > src.length - len || dPos > dst.length - len
                || !fits(in, src, sPos + len, dst, dPos + len)) {
            throw in.vmThrow("java/lang/ArrayIndexOutOfBoundsException",
                    "arraycopy: last index " + ((long) Math.max(sPos, dPos) + len) + " out of bounds");
        }
        if (src instanceof LazyArray la) {
            for (int i = sPos; i < sPos + len; i++) {
                if (la.r[i] == bliss.layout.HeapAccess.UNINITIALIZED) {
                    in.hooks().uninitializedElement(in, la, i); // the elements copied, in order, as reads
                }
            }
        }
        Trail trail = in.vm.trail;
        if (dst.birth <= trail.horizon()) {
            for (int i = 0; i < len; i++) {
                trail.log(dst, dPos + i);
            }
        }
        if (src.p != null) {
            System.arraycopy(src.p, sPos, dst.p, dPos, len);
        }
        if (!src.isPrimitive() && src.cls != dst.cls) {
            // the JVM's store check, element by element, when the source's element type is not the destination's:
            // the elements before the first one that does not fit are copied, then ArrayStoreException
            VmClass to = in.vm.classes.componentClass(dst.cls);
            VmClass from = in.vm.classes.componentClass(src.cls);
            if (to.superclass != null && !from.isSubtypeOf(to)) {
                for (int i = 0; i < len; i++) {
                    Object v = src.r[sPos + i];
                    if (v != null && !in.vm.classOf(v).isSubtypeOf(to)) {
                        throw in.vmThrow("java/lang/ArrayStoreException", "arraycopy: element type mismatch: can not "
                                + "cast one of the elements of " + src.cls.javaName() + " to the type of the "
                                + "destination array, " + to.javaName());
                    }
                    dst.r[dPos + i] = v;
                }
                return;
            }
        }
        System.arraycopy(src.r, sPos, dst.r, dPos, len);
    }
}
