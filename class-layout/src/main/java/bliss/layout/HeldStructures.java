package bliss.layout;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fields of a layout class declared with an interface or an abstract class that hold another structure: a set
 * backed by a map ({@code NavigableMap<E,Object> m} of OpenJDK's {@code TreeSet}, holding a {@code TreeMap}), a
 * decorator over a list. Such a field is a {@link FieldKind#REFERENCE} of the layout, to the one
 * class that can be there, when
 * <ol>
 *   <li>the invariant reads it: the {@code repOK()} of the header or of the field's class has a {@code getfield} of
 *       it (a field repOK leaves alone, such as the cache of a view, stays a value), and</li>
 *   <li>among the analysed classes exactly one concrete class of the field's type <em>holds nodes</em> (has a
 *       reference or an array of nodes of its own) and is <em>not a view</em> of another such class (a class whose
 *       reference fields hold another class of the field's type, as {@code TreeMap.AscendingSubMap} holds the
 *       {@code TreeMap} it views). With none, or several, the field stays an {@link FieldKind#OBJECT}.</li>
 * </ol>
 * That class joins the layout with the classes it reaches, so that lazy initialization, the precondition and
 * SymSolve decide the held structure's nodes as they do the header's own. A field declared {@code Object} is never
 * one: it holds a value (a key, an element), and every class of the analysed code is an {@code Object} (Commons
 * Collections' {@code AbstractHashedMap.HashEntry.key} would otherwise point to the map's own entries).
 */
final class HeldStructures {

    private final String header;
    private final Collection<String> analysed;
    private final ClassLoader loader;
    private final Map<String, ClassNode> cache;
    private final Map<String, Set<String>> repOkReads = new HashMap<>();

    /**
     * @param header   internal name of the layout's header
     * @param analysed internal names of the classes of the analysed code (empty: no field is followed)
     * @param cache    the layout's class files, by internal name (read without code)
     */
    HeldStructures(String header, Collection<String> analysed, ClassLoader loader, Map<String, ClassNode> cache) {
        this.header = header;
        this.analysed = analysed;
        this.loader = loader;
        this.cache = cache;
    }

    /**
     * @param owner  internal name of the class whose fields these are
     * @param fields its fields as {@link ClassLayout} classified them
     * @return the same fields, each that holds a structure made a {@link FieldKind#REFERENCE} to its class
     */
    List<FieldShape> follow(String owner, List<FieldShape> fields) {
        if (analysed.isEmpty()) {
            return fields;
        }
        List<FieldShape> out = new ArrayList<>(fields.size());
        for (FieldShape f : fields) {
            String held = f.kind() == FieldKind.OBJECT && f.typeVariable() == null
                    && !f.descriptor().equals("Ljava/lang/Object;") && readByRepOk(owner, f)
                    ? heldClass(f.descriptor().substring(1, f.descriptor().length() - 1)) : null;
            out.add(held == null ? f : new FieldShape(f.owner(), f.name(), f.descriptor(), FieldKind.REFERENCE, held,
                    false, null));
        }
        return out;
    }

    /** Whether the repOK of the header or of {@code owner} reads the field. */
    private boolean readByRepOk(String owner, FieldShape f) {
        String key = f.owner() + "." + f.name();
        return repOkReads(header).contains(key) || repOkReads(owner).contains(key);
    }

    /** The fields ({@code owner.name}) that the {@code repOK()Z} of class {@code c} reads with getfield. */
    private Set<String> repOkReads(String c) {
        return repOkReads.computeIfAbsent(c, name -> {
            Set<String> reads = new HashSet<>();
            try (InputStream in = loader.getResourceAsStream(name + ".class")) {
                if (in == null) {
                    return reads;
                }
                new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public MethodVisitor visitMethod(int access, String m, String desc, String sig, String[] ex) {
                        if (!m.equals("repOK") || !desc.equals("()Z")) {
                            return null;
                        }
                        return new MethodVisitor(Opcodes.ASM9) {
                            @Override
                            public void visitFieldInsn(int opcode, String owner, String field, String d) {
                                if (opcode == Opcodes.GETFIELD) {
                                    reads.add(owner + "." + field);
                                }
                            }
                        };
                    }
                }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            } catch (IOException e) {
                throw new LayoutException("cannot read class " + name.replace('/', '.') + ": " + e.getMessage(), e);
            }
            return reads;
        });
    }

    /** The one analysed class of type {@code type} that holds nodes and is no view of another; else null. */
    private String heldClass(String type) {
        List<String> implementations = new ArrayList<>();
        for (String c : analysed) {
            ClassNode cn = readable(c);
            if (cn != null && (cn.access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) == 0
                    && isSubtype(c, type, new HashSet<>())) {
                implementations.add(c);
            }
        }
        List<String> held = new ArrayList<>();
        for (String c : implementations) {
            List<FieldShape> fields;
            try {
                fields = ClassLayout.instanceFields(c, loader, cache);
            } catch (LayoutException e) {
                continue; // a class whose fields name a class that cannot be read: the analysis never makes it
            }
            boolean holdsNodes = fields.stream().anyMatch(f -> f.isReference() || f.isNodeArray());
            boolean view = fields.stream().anyMatch(f -> f.isReference() && !f.target().equals(c)
                    && implementations.contains(f.target()));
            if (holdsNodes && !view) {
                held.add(c);
            }
        }
        return held.size() == 1 ? held.get(0) : null;
    }

    /** Whether class {@code c} is {@code type} or extends or implements it, through any of its supertypes. */
    private boolean isSubtype(String c, String type, Set<String> seen) {
        if (c.equals(type) || type.equals("java/lang/Object")) {
            return true;
        }
        if (!seen.add(c)) {
            return false;
        }
        ClassNode cn = readable(c);
        if (cn == null) {
            return false;
        }
        if (cn.superName != null && isSubtype(cn.superName, type, seen)) {
            return true;
        }
        for (String i : cn.interfaces) {
            if (isSubtype(i, type, seen)) {
                return true;
            }
        }
        return false;
    }

    /** The class file of {@code c}, or null when it cannot be read (a class the analysis never loads). */
    private ClassNode readable(String c) {
        try {
            return ClassLayout.readOrNull(c, loader, cache);
        } catch (LayoutException e) {
            return null;
        }
    }
}
