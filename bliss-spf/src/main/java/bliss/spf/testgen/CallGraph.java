package bliss.spf.testgen;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Handle;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The code under test, by its bytecode: the methods the analysed methods may call, transitively, in every class of
 * the user's (not the JDK's), and those classes: the "method under test and its auxiliary methods" whose coverage
 * Java StarFinder reports, wherever they are declared. A call resolves as the JVM resolves it (up the superclass
 * chain, so an inherited method counts in the class that declares it), and a virtual call also reaches the
 * overriding methods of the classes met so far (the layout's classes and their superclasses are met first). Every
 * overload of a name counts.
 *
 * <p>Methods are named {@code SimpleBinaryName.method} ({@code TreeSet.add}, {@code AbstractLinkedList.indexOf},
 * {@code TreeSet$Entry.<init>}), as {@link Coverage} matches them.
 */
final class CallGraph {

    /**
     * What the code under test is: its classes (Java names), its methods, and the JDK's classes its code names in a
     * call, a field access or a type instruction (internal names), whose modules may not export them
     * ({@link ModuleExports}).
     */
    record Reach(Set<String> classes, Set<String> methods, Set<String> jdkClasses) {
    }

    private final ClassLoader loader;
    private final Map<String, ClassNode> nodes = new HashMap<>();
    /** The user classes met, in the order met (the layout's first). */
    private final Set<String> known = new LinkedHashSet<>();

    private CallGraph(ClassLoader loader) {
        this.loader = loader;
    }

    /**
     * @param classes internal names of the classes under analysis (the layout's); their user superclasses are added
     * @param entries the methods called first, as {@code internal/ClassName.method}
     * @return the classes and methods of the code under test
     */
    static Reach reachable(ClassLoader loader, Set<String> classes, Set<String> entries) {
        CallGraph g = new CallGraph(loader);
        for (String c : classes) {
            for (String k = c; k != null && g.node(k) != null; k = g.node(k).superName) {
                g.known.add(k);
            }
        }
        Set<String> methods = new LinkedHashSet<>(); // internal/Class.method
        Set<String> jdk = new LinkedHashSet<>();
        ArrayDeque<String> work = new ArrayDeque<>();
        for (String e : entries) {
            String owner = e.substring(0, e.lastIndexOf('.'));
            String name = e.substring(e.lastIndexOf('.') + 1);
            for (String m : g.targets(owner, name)) {
                if (methods.add(m)) {
                    work.add(m);
                }
            }
        }
        while (!work.isEmpty()) {
            String m = work.poll();
            String owner = m.substring(0, m.lastIndexOf('.'));
            String name = m.substring(m.lastIndexOf('.') + 1);
            for (MethodNode node : g.node(owner).methods) {
                if (!node.name.equals(name)) {
                    continue;
                }
                for (AbstractInsnNode insn = node.instructions.getFirst(); insn != null; insn = insn.getNext()) {
                    List<String> callees = new ArrayList<>();
                    g.noteJdk(insn, jdk);
                    if (insn instanceof MethodInsnNode call) {
                        callees.addAll(g.targets(call.owner, call.name));
                    } else if (insn instanceof InvokeDynamicInsnNode indy) {
                        for (Object arg : indy.bsmArgs) {
                            if (arg instanceof Handle h) { // a lambda's body or a method reference
                                callees.addAll(g.targets(h.getOwner(), h.getName()));
                            }
                        }
                    }
                    for (String callee : callees) {
                        if (methods.add(callee)) {
                            work.add(callee);
                        }
                    }
                }
            }
        }
        Set<String> outClasses = new LinkedHashSet<>();
        Set<String> outMethods = new LinkedHashSet<>();
        for (String c : classes) {
            outClasses.add(c.replace('/', '.'));
        }
        for (String m : methods) {
            String owner = m.substring(0, m.lastIndexOf('.'));
            outClasses.add(owner.replace('/', '.'));
            outMethods.add(simple(owner) + m.substring(m.lastIndexOf('.')));
        }
        for (String c : g.known) {
            if (classes.contains(c) || outClasses.contains(c.replace('/', '.'))) {
                continue;
            }
            // a superclass of the layout's whose code nothing reached: still the class under test's own code
            outClasses.add(c.replace('/', '.'));
        }
        return new Reach(outClasses, outMethods, jdk);
    }

    /** Adds the class a call, field access or type instruction names when it is not the user's. */
    private void noteJdk(AbstractInsnNode insn, Set<String> jdk) {
        String owner = insn instanceof MethodInsnNode m ? m.owner : insn instanceof FieldInsnNode f ? f.owner
                : insn instanceof TypeInsnNode t ? t.desc : null;
        if (owner != null && !owner.startsWith("[") && node(owner) == null) {
            jdk.add(owner);
        }
    }

    /**
     * The methods a call of {@code owner.name} may run, among the user's classes: the one it resolves to (declared by
     * owner or inherited from a superclass) and the overrides in the known subclasses of owner.
     */
    private List<String> targets(String owner, String name) {
        List<String> out = new ArrayList<>();
        if (node(owner) == null) {
            return out; // the JDK's, or not found
        }
        for (String k = owner; k != null && node(k) != null; k = node(k).superName) {
            if (declares(k, name)) {
                out.add(k + "." + name);
                break;
            }
        }
        known.add(owner);
        for (String k : known) {
            if (!k.equals(owner) && declares(k, name) && isSubclass(k, owner)) {
                out.add(k + "." + name);
            }
        }
        return out;
    }

    private boolean declares(String cls, String name) {
        for (MethodNode m : node(cls).methods) {
            if (m.name.equals(name)) {
                return true;
            }
        }
        return false;
    }

    private boolean isSubclass(String cls, String ancestor) {
        for (String k = cls; k != null && node(k) != null; k = node(k).superName) {
            if (k.equals(ancestor) || node(k).interfaces.contains(ancestor)) {
                return true;
            }
        }
        return false;
    }

    static String simple(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }

    /** The class file of a user class, or null for a JDK class or one the loader does not have. */
    private ClassNode node(String internalName) {
        if (internalName.startsWith("java/") || internalName.startsWith("javax/") || internalName.startsWith("jdk/")
                || internalName.startsWith("sun/") || internalName.startsWith("bliss/symbolic/")
                || internalName.startsWith("[")) {
            return null;
        }
        if (nodes.containsKey(internalName)) {
            return nodes.get(internalName);
        }
        ClassNode node = null;
        try (InputStream in = loader.getResourceAsStream(internalName + ".class")) {
            if (in != null) {
                node = new ClassNode();
                new ClassReader(in.readAllBytes()).accept(node, ClassReader.SKIP_FRAMES);
            }
        } catch (IOException e) {
            node = null;
        }
        nodes.put(internalName, node);
        return node;
    }
}
