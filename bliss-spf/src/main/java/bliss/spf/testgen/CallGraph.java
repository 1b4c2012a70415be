package bliss.spf.testgen;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

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
 * The methods of the classes under test that some methods may call, by their bytecode (every overload of a name
 * counts): the "method under test and its auxiliary methods" whose coverage Java StarFinder reports.
 */
final class CallGraph {

    private CallGraph() {
    }

    /**
     * @param classes internal names of the classes under test
     * @param entries the methods called first, as {@code SimpleBinaryName.method} ({@code TreeSet.add})
     * @return the entries and every method of the classes they may call, transitively, named the same way
     */
    static Set<String> reachable(ClassLoader loader, Set<String> classes, Set<String> entries) {
        Map<String, List<MethodNode>> byName = new HashMap<>();
        Map<String, String> simpleToInternal = new HashMap<>();
        for (String c : classes) {
            ClassNode node = read(loader, c);
            if (node == null) {
                continue;
            }
            String simple = simple(c);
            simpleToInternal.put(simple, c);
            for (MethodNode m : node.methods) {
                byName.computeIfAbsent(simple + "." + m.name, k -> new ArrayList<>()).add(m);
            }
        }
        Set<String> out = new LinkedHashSet<>();
        ArrayDeque<String> work = new ArrayDeque<>();
        for (String e : entries) {
            if (out.add(e)) {
                work.add(e);
            }
        }
        while (!work.isEmpty()) {
            String m = work.poll();
            for (MethodNode node : byName.getOrDefault(m, List.of())) {
                for (AbstractInsnNode insn = node.instructions.getFirst(); insn != null; insn = insn.getNext()) {
                    if (insn instanceof MethodInsnNode call && classes.contains(call.owner)) {
                        String callee = simple(call.owner) + "." + call.name;
                        if (out.add(callee)) {
                            work.add(callee);
                        }
                    }
                }
            }
        }
        return out;
    }

    static String simple(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
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
}
