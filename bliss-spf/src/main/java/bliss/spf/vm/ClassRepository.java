package bliss.spf.vm;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Finds and builds the classes of the interpreted program, by internal name:
 * <ul>
 *   <li>{@code java/lang/Object}, {@code java/lang/String}, {@code java/lang/Class}, {@code bliss/symbolic/Symbolic}:
 *       intrinsic ({@link Natives}, {@link Strings}, {@link Mirrors});</li>
 *   <li>a JDK Throwable class: synthesized from the real class's superclass chain ({@link Natives#throwable});</li>
 *   <li>any other JDK class: our model {@code bliss/spf/models/<name>}, read from the engine's class loader with
 *       the prefix removed from every name in it (ASM {@link ClassRemapper}); else, for the classes
 *       {@link JdkBytecode} lists, the JDK's own bytecode; else a JDK interface is a marker type and a JDK class is
 *       unsupported;</li>
 *   <li>classes the engine synthesizes for invokedynamic call sites ({@link #defineSynthetic});</li>
 *   <li>everything else: bytecode from the user's class loader (subjects, drivers, the user's classes).</li>
 * </ul>
 */
public final class ClassRepository {

    /** Where the models of JDK classes live, as a prefix of internal names. */
    public static final String MODELS = "bliss/spf/models/";

    private final Vm vm;
    private final ClassLoader userLoader;
    private final ClassLoader engineLoader = ClassRepository.class.getClassLoader();
    private final Map<String, VmClass> classes = new HashMap<>();
    /** {@link GenericTypes}' intrinsic class of parameterized types and its opaque type, made at first use. */
    VmClass parameterizedType;
    Object opaqueType;
    private VmClass stringClass;

    ClassRepository(Vm vm, ClassLoader userLoader) {
        this.vm = vm;
        this.userLoader = userLoader;
    }

    /**
     * The class with this internal name, loaded on first request.
     *
     * @throws Unsupported when it cannot be found or has no model
     */
    public VmClass load(String name) {
        VmClass c = classes.get(name);
        if (c == null) {
            if (name.startsWith("[")) {
                return arrayClass(name);
            }
            c = define(name);
            classes.put(name, c);
        }
        return c;
    }

    /**
     * The class of the objects declared of {@code declared} whose class is not decided yet ({@link LazyObject}):
     * one per declared type.
     */
    public VmClass undecided(VmClass declared) {
        String name = "<undecided " + declared.name() + ">";
        VmClass c = classes.get(name);
        if (c == null) {
            VmClass object = load("java/lang/Object");
            c = declared.isInterface()
                    ? new VmClass(name, VmClass.Kind.UNDECIDED, object, List.of(declared), Opcodes.ACC_PUBLIC, null,
                    null, null)
                    : new VmClass(name, VmClass.Kind.UNDECIDED, declared, List.of(), Opcodes.ACC_PUBLIC, null, null,
                    null);
            classes.put(name, c);
        }
        return c;
    }

    /** The class loader of the user's classes (the analysed class, its nodes, drivers). */
    public ClassLoader userLoader() {
        return userLoader;
    }

    /** Whether the class was already loaded. */
    public boolean isLoaded(String name) {
        return classes.containsKey(name);
    }

    /** The class of a checkcast/instanceof operand: an internal name or an array descriptor. */
    public VmClass loadByTypeName(String nameOrDescriptor) {
        return nameOrDescriptor.startsWith("[") ? arrayClass(nameOrDescriptor) : load(nameOrDescriptor);
    }

    /** The class named by a field descriptor ({@code Ljava/lang/String;}, {@code [I}); null for a primitive. */
    public VmClass classOfDescriptor(String desc) {
        return switch (desc.charAt(0)) {
            case 'L' -> load(desc.substring(1, desc.length() - 1));
            case '[' -> arrayClass(desc);
            default -> null;
        };
    }

    /** The descriptors of the primitive types and of void. */
    private static final String PRIMITIVES = "ZCBSIJFDV";
    private final VmClass[] primitives = new VmClass[PRIMITIVES.length()];

    /**
     * The class of a primitive type or of void, by its descriptor ({@code I}, {@code V}): what {@code int.class},
     * {@code Integer.TYPE} and {@code int[].class.getComponentType()} mirror. Kept apart from the named classes, so
     * that no user class can be taken for one.
     *
     * @requires desc is one of ZCBSIJFDV
     */
    public VmClass primitiveClass(char desc) {
        int i = PRIMITIVES.indexOf(desc);
        VmClass c = primitives[i];
        if (c == null) {
            c = new VmClass(Type.getType(String.valueOf(desc)).getClassName(), VmClass.Kind.PRIMITIVE, null,
                    List.of(), Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_ABSTRACT, null, null, null);
            c.repository = this;
            c.initState = 2;
            primitives[i] = c;
        }
        return c;
    }

    /** The class of a primitive type or void by its Java name ({@code int}), or null for any other name. */
    public VmClass primitiveClass(String javaName) {
        int i = primitiveIndex(javaName);
        return i < 0 ? null : primitiveClass(PRIMITIVES.charAt(i));
    }

    /** The descriptor of the primitive type or void named {@code javaName}. */
    static String primitiveDescriptor(String javaName) {
        return String.valueOf(PRIMITIVES.charAt(primitiveIndex(javaName)));
    }

    private static int primitiveIndex(String javaName) {
        for (int i = 0; i < PRIMITIVES.length(); i++) {
            if (Type.getType(PRIMITIVES.substring(i, i + 1)).getClassName().equals(javaName)) {
                return i;
            }
        }
        return -1;
    }

    /** The array class of a descriptor such as {@code [I} or {@code [Ljava/lang/Object;}. */
    public VmClass arrayClass(String desc) {
        VmClass c = classes.get(desc);
        if (c == null) {
            VmClass object = load("java/lang/Object");
            c = new VmClass(desc, VmClass.Kind.ARRAY, object, List.of(), Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL,
                    null, null, desc.substring(1));
            c.repository = this;
            c.initState = 2;
            classes.put(desc, c);
        }
        return c;
    }

    /** The class of the elements of a reference array class. */
    public VmClass componentClass(VmClass arrayClass) {
        VmClass c = arrayClass.component;
        if (c == null) {
            c = classOfDescriptor(arrayClass.componentDesc);
            arrayClass.component = c;
        }
        return c;
    }

    /** The class of host strings. */
    public VmClass stringClass() {
        VmClass s = stringClass;
        if (s == null) {
            s = load("java/lang/String");
            stringClass = s;
        }
        return s;
    }

    // ------------------------------------------------------------------------------------------------------------

    private VmClass define(String name) {
        switch (name) {
            case "java/lang/Object":
                return Natives.objectClass(this);
            case "java/lang/String":
                return Strings.stringClass(this);
            case "java/lang/Class":
                return Mirrors.classClass(this);
            case "bliss/symbolic/Symbolic":
                return Natives.symbolicClass(this);
            default:
                break;
        }
        if (isPlatform(name)) {
            Class<?> real = platformClass(name);
            if (real != null && Throwable.class.isAssignableFrom(real)) {
                return Natives.throwable(this, name, real);
            }
            byte[] model = bytes(engineLoader, MODELS + name);
            if (model != null) {
                return fromBytecode(model, true);
            }
            if (JdkBytecode.runs(name)) {
                byte[] jdk = bytes(ClassLoader.getPlatformClassLoader(), name);
                if (jdk != null) {
                    return fromBytecode(jdk, false);
                }
            }
            if (real != null && real.isInterface()) {
                return marker(name, real);
            }
            throw new Unsupported(unmodeled(name));
        }
        if (name.startsWith(MODELS)) {
            byte[] helper = bytes(engineLoader, name);
            if (helper != null) {
                return fromBytecode(helper, true);
            }
        }
        byte[] user = bytes(userLoader, name);
        if (user == null) {
            throw new Unsupported("class not found: " + name.replace('/', '.'));
        }
        VmClass c = fromBytecode(user, false);
        c.userCode = !name.startsWith("bliss/symbolic/");
        return c;
    }

    /** The JDK's generators of random numbers (ThreadLocalRandom is one, not a matter of threads). */
    private static final java.util.Set<String> RANDOM_SOURCES = java.util.Set.of("java/util/Random",
            "java/util/SplittableRandom", "java/util/concurrent/ThreadLocalRandom", "java/security/SecureRandom",
            "java/lang/Math$RandomNumberGeneratorHolder");

    /** What to say about a JDK class the engine does not run: the construct it stands for, and what to do. */
    static String unmodeled(String name) {
        String java = name.replace('/', '.');
        if (RANDOM_SOURCES.contains(name)) {
            return "random numbers (" + java + "): the JVM draws each value, which no path can fix; pass the "
                    + "value the program would draw as an argument or a field (a symbolic int of a driver) instead";
        }
        if (name.equals("java/lang/Thread") || name.startsWith("java/util/concurrent/")) {
            return "threads and concurrency (" + java + "): the engine runs one thread; analyse the sequential "
                    + "code, with the work the thread would do called directly";
        }
        if (name.startsWith("java/lang/reflect/") || name.startsWith("java/lang/invoke/")) {
            return "reflection (" + java + "): call the methods directly";
        }
        return "the JDK class " + java + " (it has no model; docs/models.md lists the JDK classes the engine runs)";
    }

    static boolean isPlatform(String name) {
        return name.startsWith("java/") || name.startsWith("javax/") || name.startsWith("jdk/")
                || name.startsWith("sun/");
    }

    private static Class<?> platformClass(String name) {
        try {
            return Class.forName(name.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static byte[] bytes(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new Unsupported("cannot read class " + name.replace('/', '.') + ": " + e.getMessage());
        }
    }

    /** Removes the models' prefix: {@code bliss/spf/models/java/util/ArrayList} is {@code java/util/ArrayList}. */
    private static final Remapper UNMODEL = new Remapper() {
        @Override
        public String map(String internalName) {
            if (internalName.startsWith(MODELS) && isPlatform(internalName.substring(MODELS.length()))) {
                return internalName.substring(MODELS.length());
            }
            return internalName;
        }
    };

    private VmClass fromBytecode(byte[] bytes, boolean model) {
        ClassNode cn = new ClassNode();
        ClassReader reader = new ClassReader(bytes);
        if (model) {
            reader.accept(new ClassRemapper(cn, UNMODEL), ClassReader.SKIP_FRAMES);
        } else {
            reader.accept(cn, ClassReader.SKIP_FRAMES);
            Function<String, byte[]> bytesOf = owner -> bytes(isPlatform(owner)
                    ? ClassLoader.getPlatformClassLoader() : userLoader, owner);
            VarHandles.rewrite(cn, bytesOf);
            Unsafes.rewrite(cn, bytesOf);
        }
        return fromNode(cn);
    }

    /**
     * Defines a class the engine generated (a lambda's class, the helpers of a call site), registered under its
     * name.
     *
     * @requires no class named cn.name is loaded
     */
    VmClass defineSynthetic(ClassNode cn) {
        if (classes.containsKey(cn.name)) {
            throw new IllegalStateException("class " + cn.name + " exists");
        }
        VmClass c = fromNode(cn);
        classes.put(cn.name, c);
        return c;
    }

    /** A fresh name for a synthesized class next to {@code host}: {@code host$$Lambda$3}. */
    String syntheticName(String host, String kind) {
        String name;
        do {
            name = host + "$$" + kind + "$" + (++synthetic);
        } while (classes.containsKey(name));
        return name;
    }

    private int synthetic;

    private VmClass fromNode(ClassNode cn) {
        VmClass sup = cn.superName == null ? null : load(cn.superName);
        List<VmClass> ifs = new ArrayList<>();
        for (String i : cn.interfaces) {
            ifs.add(load(i));
        }
        VmClass c = new VmClass(cn.name, VmClass.Kind.BYTECODE, sup, ifs, cn.access, cn.sourceFile, cn, null);
        for (FieldNode f : cn.fields) {
            c.addField(f.name, f.desc, (f.access & Opcodes.ACC_STATIC) != 0, f.value);
        }
        for (MethodNode m : cn.methods) {
            Native impl = null;
            if ((m.access & Opcodes.ACC_NATIVE) != 0) {
                impl = Natives.forNativeMethod(cn.name, m.name, m.desc);
            }
            c.addMethod(new VmMethod(c, m.name, m.desc, m.access, m, impl));
        }
        return c;
    }

    private VmClass marker(String name, Class<?> real) {
        List<VmClass> ifs = new ArrayList<>();
        for (Class<?> i : real.getInterfaces()) {
            ifs.add(load(i.getName().replace('.', '/')));
        }
        VmClass c = new VmClass(name, VmClass.Kind.MARKER, load("java/lang/Object"), ifs,
                Opcodes.ACC_PUBLIC | Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT, null, null, null);
        c.initState = 2;
        return c;
    }

    /** Registers a class built by {@link Natives} under its name (so that its supertypes can refer back). */
    VmClass register(VmClass c) {
        classes.put(c.name(), c);
        return c;
    }

    Vm vm() {
        return vm;
    }
}
