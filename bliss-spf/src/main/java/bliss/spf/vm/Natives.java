package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
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

    // ------------------------------------------------------------------------------------------------------------
    // java.lang.Object

    static VmClass objectClass(ClassRepository repo) {
        VmClass c = new VmClass("java/lang/Object", VmClass.Kind.INTRINSIC, null, List.of(), PUBLIC, "Object.java",
                null, null);
        c.initState = 2;
        add(c, "<init>", "()V", PUBLIC, (in, p, r, b) -> {
        });
        add(c, "hashCode", "()I", PUBLIC, (in, p, r, b) -> {
            p[b] = identityHash(r[b]);
            r[b] = null;
        });
        add(c, "equals", "(Ljava/lang/Object;)Z", PUBLIC, (in, p, r, b) -> {
            p[b] = r[b] == r[b + 1] ? 1 : 0;
            r[b] = null;
        });
        add(c, "toString", "()Ljava/lang/String;", PUBLIC, (in, p, r, b) ->
                r[b] = in.vm.classOf(r[b]).javaName() + "@" + Integer.toHexString(identityHash(r[b])));
        add(c, "clone", "()Ljava/lang/Object;", Opcodes.ACC_PROTECTED, (in, p, r, b) -> r[b] = shallowCopy(in, r[b]));
        return c;
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
        if (v instanceof VmObject o && in.vm.classOf(o).isSubtypeOf(in.vm.classes.load("java/lang/Cloneable"))) {
            VmObject copy = in.vm.newObject(o.cls);
            System.arraycopy(o.p, 0, copy.p, 0, o.p.length);
            System.arraycopy(o.r, 0, copy.r, 0, o.r.length);
            return copy;
        }
        throw in.vmThrow("java/lang/CloneNotSupportedException", in.vm.classOf(v).javaName());
    }

    // ------------------------------------------------------------------------------------------------------------
    // java.lang.String

    static VmClass stringClass(ClassRepository repo) {
        VmClass object = repo.load("java/lang/Object");
        List<VmClass> ifs = new ArrayList<>();
        for (String i : List.of("java/io/Serializable", "java/lang/Comparable", "java/lang/CharSequence")) {
            try {
                ifs.add(repo.load(i));
            } catch (Unsupported e) {
                // an interface nobody can call through: leave it out
            }
        }
        VmClass c = new VmClass("java/lang/String", VmClass.Kind.INTRINSIC, object, ifs,
                PUBLIC | Opcodes.ACC_FINAL, "String.java", null, null);
        c.initState = 2;
        c.methodSource = nameDesc -> stringMethod(c, nameDesc);
        return c;
    }

    private static VmMethod stringMethod(VmClass c, String nameDesc) {
        int paren = nameDesc.indexOf('(');
        String name = nameDesc.substring(0, paren);
        String desc = nameDesc.substring(paren);
        Type[] args = Type.getArgumentTypes(desc);
        Class<?>[] params = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            params[i] = hostClass(args[i]);
            if (params[i] == null) {
                return null;
            }
        }
        Method jm;
        try {
            jm = String.class.getMethod(name, params);
        } catch (NoSuchMethodException e) {
            return null;
        }
        if (!Type.getReturnType(jm).equals(Type.getReturnType(desc))) {
            return null;
        }
        boolean isStatic = Modifier.isStatic(jm.getModifiers());
        return new VmMethod(c, name, desc, isStatic ? STATIC : PUBLIC, null, new HostCall(jm, args, isStatic));
    }

    private static Class<?> hostClass(Type t) {
        return switch (t.getSort()) {
            case Type.INT -> int.class;
            case Type.LONG -> long.class;
            case Type.BOOLEAN -> boolean.class;
            case Type.CHAR -> char.class;
            case Type.BYTE -> byte.class;
            case Type.SHORT -> short.class;
            case Type.FLOAT -> float.class;
            case Type.DOUBLE -> double.class;
            case Type.OBJECT -> switch (t.getInternalName()) {
                case "java/lang/String" -> String.class;
                case "java/lang/Object" -> Object.class;
                case "java/lang/CharSequence" -> CharSequence.class;
                default -> null;
            };
            default -> null;
        };
    }

    /** A String method run on the host: arguments must be concrete; objects other than strings cannot cross. */
    private record HostCall(Method method, Type[] args, boolean isStatic) implements Native {

        @Override
        public void call(Interpreter in, long[] p, Object[] r, int base) {
            Object receiver = isStatic ? null : r[base];
            int slot = isStatic ? base : base + 1;
            Object[] values = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                Type t = args[i];
                if (t.getSort() == Type.OBJECT) {
                    Object v = r[slot];
                    if (v != null && !(v instanceof String)) {
                        if (method.getName().equals("equals")) {
                            p[base] = 0; // a string never equals an interpreted object
                            r[base] = null;
                            return;
                        }
                        throw new Unsupported("an interpreted object passed to String." + method.getName()
                                + " (a string conversion of an object)");
                    }
                    values[i] = v;
                } else {
                    if (r[slot] != null) {
                        throw new Unsupported("a symbolic value turned into text or passed to String."
                                + method.getName() + " (" + r[slot] + ")");
                    }
                    long v = p[slot];
                    values[i] = switch (t.getSort()) {
                        case Type.INT -> (int) v;
                        case Type.LONG -> v;
                        case Type.BOOLEAN -> v != 0;
                        case Type.CHAR -> (char) v;
                        case Type.BYTE -> (byte) v;
                        case Type.SHORT -> (short) v;
                        case Type.FLOAT -> Float.intBitsToFloat((int) v);
                        default -> Double.longBitsToDouble(v);
                    };
                }
                slot += t.getSize();
            }
            Object result;
            try {
                result = method.invoke(receiver, values);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                throw in.vmThrow(cause.getClass().getName().replace('.', '/'), cause.getMessage());
            } catch (IllegalAccessException e) {
                throw new Unsupported("String." + method.getName() + ": " + e.getMessage());
            }
            r[base] = null;
            if (result == null || result instanceof String) {
                r[base] = result;
            } else if (result instanceof Integer n) {
                p[base] = n;
            } else if (result instanceof Long n) {
                p[base] = n;
            } else if (result instanceof Boolean z) {
                p[base] = z ? 1 : 0;
            } else if (result instanceof Character ch) {
                p[base] = ch;
            } else if (result instanceof Short n) {
                p[base] = n;
            } else if (result instanceof Byte n) {
                p[base] = n;
            } else if (result instanceof Float x) {
                p[base] = Float.floatToRawIntBits(x);
            } else if (result instanceof Double x) {
                p[base] = Double.doubleToRawLongBits(x);
            } else {
                throw new Unsupported("String." + method.getName() + " returning "
                        + result.getClass().getSimpleName());
            }
        }
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
        return c;
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
            add(c, "addSuppressed", "(Ljava/lang/Throwable;)V", PUBLIC, (in, p, r, b) -> {
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
            String desc = Type.getConstructorDescriptor(k);
            if (c.declaredMethod("<init>" + desc) == null && hostArguments(k.getParameterTypes())) {
                add(c, "<init>", desc, PUBLIC, new HostThrowableConstructor(k));
            }
        }
        return c;
    }

    private static boolean hostArguments(Class<?>[] types) {
        for (Class<?> t : types) {
            if (t != int.class && t != long.class && t != boolean.class && t != char.class && t != String.class) {
                return false;
            }
        }
        return true;
    }

    /** A JDK exception constructor with primitive or String parameters, run on the host for its message. */
    private record HostThrowableConstructor(java.lang.reflect.Constructor<?> constructor) implements Native {
        @Override
        public void call(Interpreter in, long[] p, Object[] r, int b) {
            Class<?>[] types = constructor.getParameterTypes();
            Object[] args = new Object[types.length];
            int slot = b + 1;
            for (int i = 0; i < types.length; i++) {
                Class<?> t = types[i];
                if (t != String.class && r[slot] != null) {
                    throw new Unsupported("a symbolic value in the message of " + constructor.getName()
                            + " (" + r[slot] + ")");
                }
                args[i] = t == String.class ? (r[slot] instanceof String s ? s : null)
                        : t == int.class ? (Object) (int) p[slot] : t == long.class ? (Object) p[slot]
                        : t == boolean.class ? (Object) (p[slot] != 0) : (Object) (char) p[slot];
                slot += t == long.class ? 2 : 1;
            }
            try {
                Throwable host = (Throwable) constructor.newInstance(args);
                setField(in, (VmObject) r[b], "message", host.getMessage());
            } catch (ReflectiveOperationException e) {
                throw new Unsupported("the constructor " + constructor + ": " + e);
            }
        }
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

    private static String describe(Interpreter in, VmObject t) {
        Object m = message(in, t);
        return t.cls.javaName() + (m == null ? "" : ": " + m);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Native methods declared by the models

    private static final Map<String, Native> MODEL_NATIVES = Map.of(
            "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", Natives::arraycopy,
            "java/lang/System.identityHashCode(Ljava/lang/Object;)I", (in, p, r, b) -> {
                p[b] = identityHash(r[b]);
                r[b] = null;
            });

    /** The implementation of a method a model declares {@code native}; one that fails when called if unknown. */
    static Native forNativeMethod(String owner, String name, String desc) {
        Native n = MODEL_NATIVES.get(owner + "." + name + desc);
        if (n != null) {
            return n;
        }
        String what = "the native method " + owner.replace('/', '.') + "." + name + desc;
        return (in, p, r, b) -> {
            throw new Unsupported(what);
        };
    }

    private static void arraycopy(Interpreter in, long[] p, Object[] r, int b) {
        for (int i : new int[]{b + 1, b + 3, b + 4}) {
            if (r[i] != null) {
                throw new Unsupported("System.arraycopy with a symbolic position or length (" + r[i] + ")");
            }
        }
        Object s = r[b];
        Object d = r[b + 2];
        int sPos = (int) p[b + 1];
        int dPos = (int) p[b + 3];
        int len = (int) p[b + 4];
        if (s == null || d == null) {
            throw in.vmThrow("java/lang/NullPointerException", "System.arraycopy of null");
        }
        if (!(s instanceof VmArray src) || !(d instanceof VmArray dst) || src.isPrimitive() != dst.isPrimitive()
                || (src.isPrimitive() && src.elem != dst.elem)) {
            throw in.vmThrow("java/lang/ArrayStoreException", "arraycopy: type mismatch");
        }
        if (sPos < 0 || dPos < 0 || len < 0 || sPos > src.length - len || dPos > dst.length - len) {
            throw in.vmThrow("java/lang/ArrayIndexOutOfBoundsException",
                    "arraycopy: last index " + ((long) Math.max(sPos, dPos) + len) + " out of bounds");
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
        System.arraycopy(src.r, sPos, dst.r, dPos, len);
    }
}
