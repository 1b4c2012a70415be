package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.signature.SignatureReader;
import org.objectweb.asm.signature.SignatureVisitor;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine's {@code Class.getGenericInterfaces()}, read from the class file's signature: a fresh {@code Type[]}
 * holding, per directly implemented interface in declaration order, the interface's mirror when it is written without
 * type arguments, else a {@link Parameterized} whose raw type is the mirror and whose type arguments are the mirrors of
 * the classes written there. What the JDK's own code asks of it (OpenJDK's {@code HashMap.comparableClassFor}: is the
 * class {@code Comparable} of itself?) is answered as on the JVM. A type argument that is not a plain class (a type
 * variable, a wildcard, an array, a parameterized type) is an {@link #opaque} type, equal to no class; the reflection
 * such types would need beyond that ({@code TypeVariable}, {@code WildcardType}) is not modeled.
 */
final class GenericTypes {

    private GenericTypes() {
    }

    /** A {@code ParameterizedType}: its raw type and type arguments (permanent, like mirrors). */
    static final class Parameterized extends VmObject {
        final Object raw;
        final Object[] arguments;

        Parameterized(VmClass cls, int hash, Object raw, Object[] arguments) {
            super(cls, hash, 0);
            this.raw = raw;
            this.arguments = arguments;
        }
    }

    /** @return a new {@code Type[]} of {@code k}'s directly implemented interfaces with their type arguments */
    static VmArray interfacesOf(Interpreter in, VmClass k) {
        Vm vm = in.vm;
        List<Object> types = new ArrayList<>();
        String signature = k.node == null ? null : k.node.signature;
        if (signature == null) {
            for (VmClass i : k.interfaces) {
                types.add(Mirrors.of(vm, i));
            }
        } else {
            for (Written w : written(signature)) {
                Object raw = Mirrors.of(vm, vm.classes.load(w.name));
                if (w.arguments == null) {
                    types.add(raw);
                    continue;
                }
                Object[] args = new Object[w.arguments.size()];
                for (int i = 0; i < args.length; i++) {
                    String a = w.arguments.get(i);
                    args[i] = a == null ? opaque(vm) : Mirrors.of(vm, vm.classes.load(a));
                }
                types.add(vm.permanentObject((hash, birth) -> new Parameterized(parameterizedClass(vm), hash, raw,
                        args)));
            }
        }
        VmArray out = vm.newArray(vm.classes.arrayClass("[Ljava/lang/reflect/Type;"), types.size());
        for (int i = 0; i < types.size(); i++) {
            out.r[i] = types.get(i);
        }
        return out;
    }

    /** An interface as the class signature writes it: its name, and its type arguments (null: written raw). */
    private record Written(String name, List<String> arguments) {
    }

    /**
     * The interfaces of a class signature; a type argument is the internal name of a plain class, or null for
     * anything else.
     */
    private static List<Written> written(String signature) {
        List<Written> out = new ArrayList<>();
        new SignatureReader(signature).accept(new SignatureVisitor(Opcodes.ASM9) {
            @Override
            public SignatureVisitor visitInterface() {
                return new SignatureVisitor(Opcodes.ASM9) {
                    private String name;
                    private List<String> arguments;

                    @Override
                    public void visitClassType(String n) {
                        name = n;
                    }

                    @Override
                    public void visitTypeArgument() {
                        arguments().add(null); // an unbounded wildcard
                    }

                    @Override
                    public SignatureVisitor visitTypeArgument(char wildcard) {
                        List<String> args = arguments();
                        int at = args.size();
                        args.add(null);
                        return new SignatureVisitor(Opcodes.ASM9) {
                            private int depth;
                            private boolean plain = wildcard == INSTANCEOF;

                            @Override
                            public void visitClassType(String n) {
                                if (depth++ == 0 && plain) {
                                    args.set(at, n);
                                }
                            }

                            @Override
                            public SignatureVisitor visitTypeArgument(char w) {
                                args.set(at, null); // a parameterized type argument
                                plain = false;
                                return new SignatureVisitor(Opcodes.ASM9) {
                                };
                            }

                            @Override
                            public void visitTypeArgument() {
                                args.set(at, null);
                                plain = false;
                            }
                        };
                    }

                    private List<String> arguments() {
                        if (arguments == null) {
                            arguments = new ArrayList<>();
                        }
                        return arguments;
                    }

                    @Override
                    public void visitEnd() {
                        out.add(new Written(name, arguments));
                    }
                };
            }
        });
        return out;
    }

    /** The intrinsic class of {@link Parameterized} objects: implements {@code ParameterizedType}, made once. */
    private static VmClass parameterizedClass(Vm vm) {
        ClassRepository repo = vm.classes;
        if (repo.parameterizedType == null) {
            VmClass c = new VmClass("bliss/spf/vm/ParameterizedType", VmClass.Kind.INTRINSIC,
                    repo.load("java/lang/Object"), List.of(repo.load("java/lang/reflect/ParameterizedType")),
                    Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "GenericTypes.java", null, null);
            c.initState = 2;
            Mirrors.add(c, "getRawType", "()Ljava/lang/reflect/Type;",
                    (in, p, r, b) -> r[b] = ((Parameterized) r[b]).raw);
            Mirrors.add(c, "getOwnerType", "()Ljava/lang/reflect/Type;", (in, p, r, b) -> r[b] = null);
            Mirrors.add(c, "getActualTypeArguments", "()[Ljava/lang/reflect/Type;", (in, p, r, b) -> {
                Object[] args = ((Parameterized) r[b]).arguments;
                VmArray a = in.vm.newArray(in.vm.classes.arrayClass("[Ljava/lang/reflect/Type;"), args.length);
                System.arraycopy(args, 0, a.r, 0, args.length);
                r[b] = a;
            });
            repo.parameterizedType = c;
        }
        return repo.parameterizedType;
    }

    /** A type argument the engine does not describe: a {@code Type} equal to no class. */
    private static Object opaque(Vm vm) {
        ClassRepository repo = vm.classes;
        if (repo.opaqueType == null) {
            VmClass c = new VmClass("bliss/spf/vm/OpaqueType", VmClass.Kind.INTRINSIC, repo.load("java/lang/Object"),
                    List.of(repo.load("java/lang/reflect/Type")), Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL,
                    "GenericTypes.java", null, null);
            c.initState = 2;
            repo.opaqueType = vm.permanentObject((hash, birth) -> new VmObject(c, hash, 0));
        }
        return repo.opaqueType;
    }
}
