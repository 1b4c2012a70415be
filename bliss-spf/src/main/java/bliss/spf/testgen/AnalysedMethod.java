package bliss.spf.testgen;

import bliss.layout.ClassLayout;

import bliss.UserError;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodNode;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The method a run analyses, read from bytecode as the engine reads it (the same overload, the same parameter names,
 * which name the symbolic arguments): what a generated test calls when there is no driver.
 */
final class AnalysedMethod {

    private final String owner;
    private final String name;
    private final String descriptor;
    private final boolean isStatic;
    private final List<String> parameterNames;

    private AnalysedMethod(String owner, String name, String descriptor, boolean isStatic, List<String> names) {
        this.owner = owner;
        this.name = name;
        this.descriptor = descriptor;
        this.isStatic = isStatic;
        this.parameterNames = List.copyOf(names);
    }

    /**
     * Refuses a method whose tests would need an argument they cannot build: an array of arrays, or an array of the
     * layout's objects (its elements would be nodes of the input outside the receiver's structure). Every other
     * argument a test builds as the path decided it (a string, a box, an enum constant, an array of values, a value
     * object, an object of the input, null; see {@link ConcreteInput.Argument}).
     *
     * @throws UserError naming the first such parameter
     */
    void requireBuildableArguments(ClassLayout layout) {
        Type[] args = Type.getArgumentTypes(descriptor);
        for (int i = 0; i < args.length; i++) {
            Type t = args[i];
            if (t.getSort() != Type.ARRAY) {
                continue;
            }
            Type component = t.getElementType();
            boolean nodes = component.getSort() == Type.OBJECT && layout.shape(component.getInternalName()).isPresent();
            if (t.getDimensions() > 1 || nodes) {
                throw new UserError("parameter " + parameterNames.get(i) + " of " + name + " has type "
                        + t.getClassName() + ": testgen builds arrays of one dimension whose elements are values, "
                        + "not " + (nodes ? "of the layout's objects" : "arrays of arrays") + "; write a driver that "
                        + "makes it (docs/testgen.md) and pass --driver");
            }
        }
    }

    /**
     * The method named so in the class or a superclass (its only overload; a public one among several).
     *
     * @throws UserError when there is none, or several
     */
    static AnalysedMethod find(ClassLoader loader, String className, String method) {
        bliss.spf.analysis.MethodSelector selector = bliss.spf.analysis.MethodSelector.parse(method);
        List<MethodNode> found = new ArrayList<>();
        List<String> owners = new ArrayList<>();
        String c = className.replace('.', '/');
        while (c != null && !c.startsWith("java/")) {
            ClassNode node = read(loader, c);
            if (node == null) {
                break;
            }
            for (MethodNode m : node.methods) {
                if (selector.matches(m.name, m.desc, m.signature)
                        && (m.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_SYNTHETIC)) == 0
                        && found.stream().noneMatch(x -> bliss.spf.analysis.MethodSelector.sameParameters(x.desc,
                        m.desc))) {
                    found.add(m);
                    owners.add(node.name);
                }
            }
            c = node.superName;
        }
        if (found.size() > 1) {
            List<MethodNode> open = found.stream().filter(m -> (m.access & Opcodes.ACC_PUBLIC) != 0).toList();
            if (open.size() == 1) {
                int i = found.indexOf(open.get(0));
                found = open;
                owners = List.of(owners.get(i));
            }
        }
        if (found.size() != 1) {
            throw new UserError(found.isEmpty() ? "no method '" + method + "' in " + className
                    : "method '" + method + "' of " + className + " is overloaded: " + String.join(", ",
                    found.stream().map(m -> bliss.spf.analysis.MethodSelector.written(m.name, m.desc)).toList())
                    + "; pick one by its parameter types, as --method '"
                    + bliss.spf.analysis.MethodSelector.written(found.get(0).name, found.get(0).desc)
                    + "', or write a driver and pass --driver");
        }
        MethodNode m = found.get(0);
        return new AnalysedMethod(owners.get(0), m.name, m.desc, (m.access & Opcodes.ACC_STATIC) != 0, names(m));
    }

    private static ClassNode read(ClassLoader loader, String internalName) {
        try (InputStream in = loader.getResourceAsStream(internalName + ".class")) {
            if (in == null) {
                return null;
            }
            ClassNode node = new ClassNode();
            new ClassReader(in.readAllBytes()).accept(node, ClassReader.SKIP_FRAMES);
            return node;
        } catch (IOException e) {
            return null;
        }
    }

    /** Parameter names as the engine takes them: the MethodParameters attribute, the local variables, or argN. */
    private static List<String> names(MethodNode m) {
        Type[] args = Type.getArgumentTypes(m.desc);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            names.add("arg" + i);
        }
        if (m.parameters != null && m.parameters.size() == args.length) {
            for (int i = 0; i < args.length; i++) {
                names.set(i, m.parameters.get(i).name);
            }
        } else if (m.localVariables != null) {
            int slot = (m.access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
            for (int i = 0; i < args.length; i++) {
                for (LocalVariableNode lv : m.localVariables) {
                    if (lv.index == slot) {
                        names.set(i, lv.name);
                    }
                }
                slot += args[i].getSize();
            }
        }
        return names;
    }

    String name() {
        return name;
    }

    boolean isStatic() {
        return isStatic;
    }

    List<String> parameterNames() {
        return parameterNames;
    }

    /** The method as a reflective object of the classes of {@code loader}. */
    Method resolve(ClassLoader loader) throws ReflectiveOperationException {
        Class<?> c = Class.forName(owner.replace('/', '.'), false, loader);
        Type[] args = Type.getArgumentTypes(descriptor);
        Class<?>[] types = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            types[i] = JavaTypes.classOf(args[i], loader);
        }
        Method m = c.getDeclaredMethod(name, types);
        m.setAccessible(true);
        return m;
    }
}
