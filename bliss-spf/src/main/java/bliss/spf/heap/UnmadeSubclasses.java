package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The subclasses of node classes that lazy initialization never makes: the layout holds the classes of the declared
 * field types (the header's fields, and theirs, transitively), and a fresh node is of its field's declared class. A
 * concrete subclass in the analysed code (OpenJDK's {@code HashMap.TreeNode} under the table's {@code Node}) may sit
 * in the same fields on the JVM; structures holding one are not explored. The analysis says so, once, before it
 * starts, rather than leave it to be found.
 */
public final class UnmadeSubclasses {

    private UnmadeSubclasses() {
    }

    /**
     * @return one warning per node class of the layout with concrete subclasses in the analysed code outside the
     *         layout (none when there are none)
     */
    public static List<String> warnings(ClassLayout layout, ClassLoader loader) {
        Map<String, String> superOf = new HashMap<>();
        List<String> concrete = new ArrayList<>();
        for (String name : AnalysedClasses.near(loader, layout.header().name())) {
            try (InputStream in = loader.getResourceAsStream(name + ".class")) {
                if (in == null) {
                    continue;
                }
                ClassReader r = new ClassReader(in);
                superOf.put(name, r.getSuperName());
                if ((r.getAccess() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) == 0) {
                    concrete.add(name);
                }
            } catch (IOException e) {
                // a class that cannot be read is not one the analysis could make either
            }
        }
        List<String> out = new ArrayList<>();
        for (ClassShape node : layout.classes()) {
            if (!node.node()) {
                continue;
            }
            List<String> unmade = new ArrayList<>();
            for (String c : concrete) {
                if (layout.shape(c).isEmpty() && extendsClass(c, node.name(), superOf)) {
                    unmade.add(c.replace('/', '.'));
                }
            }
            if (!unmade.isEmpty()) {
                out.add("lazy initialization makes nodes of " + node.javaName() + " of that class only; its subclasses "
                        + String.join(", ", unmade) + " (not declared as any field's type) are never made, so inputs"
                        + " holding them are not explored");
            }
        }
        return out;
    }

    private static boolean extendsClass(String c, String ancestor, Map<String, String> superOf) {
        for (String s = superOf.get(c); s != null; s = superOf.get(s)) {
            if (s.equals(ancestor)) {
                return true;
            }
        }
        return false;
    }
}
