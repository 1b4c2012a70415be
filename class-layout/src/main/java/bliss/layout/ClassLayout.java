package bliss.layout;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The heap layout of an analysed class, read from bytecode with ASM: the header class (the class whose objects
 * are analysed, e.g. {@code TreeSet}), the node classes reachable from it through reference fields (e.g.
 * {@code TreeSet$Entry}), every instance field in declaration order, which reference fields form the backbone and
 * which are back pointers, and the static final primitive constants an invariant may name.
 *
 * <p>Bytecode, not reflection, because field declaration order matters (it orders the breadth-first numbering of
 * nodes) and reflection does not promise it. The same layout is used by the enumerator, by bounds-compute and by
 * the symbolic JVM, so that all three number nodes alike.
 */
public final class ClassLayout {

    private static final Set<String> BACK_POINTER_NAMES = Set.of("parent", "previous", "prev");
    private static final String BACK_POINTER_ANNOTATION = "Lbliss/symbolic/BackPointer;";

    private final ClassShape header;
    private final List<ClassShape> classes;
    private final Map<String, ClassShape> byName;
    private final Map<ClassShape, Integer> indexOf = new java.util.IdentityHashMap<>();
    private final Map<String, Object> constants;
    private final Map<String, List<String>> enums = new LinkedHashMap<>();
    private final List<String> subclasses = new ArrayList<>();

    private ClassLayout(ClassShape header, List<ClassShape> classes, Map<String, Object> constants) {
        this.header = header;
        this.classes = List.copyOf(classes);
        this.byName = new LinkedHashMap<>();
        for (ClassShape c : classes) {
            byName.put(c.name(), c);
            indexOf.put(c, indexOf.size());
        }
        this.constants = Collections.unmodifiableMap(constants);
    }

    /** The layout of a loaded class, read from the bytecode its class loader serves. */
    public static ClassLayout of(Class<?> headerClass) {
        ClassLoader loader = headerClass.getClassLoader() != null ? headerClass.getClassLoader()
                : ClassLoader.getSystemClassLoader();
        return of(headerClass.getName(), loader);
    }

    /**
     * The layout of the class {@code className} (Java or internal name), reading class files through
     * {@code loader}.
     *
     * @throws LayoutException when a class file cannot be found or read
     */
    public static ClassLayout of(String className, ClassLoader loader) {
        return of(className, loader, List.of());
    }

    /**
     * The layout of the class {@code className} with the concrete subclasses of its node classes among
     * {@code analysed}: a field declared {@code Node} may hold one of them (HashMap's bins hold TreeNodes), so each
     * joins the layout with its own fields, and the classes those reach, after the classes reachable through
     * declared types (whose order stays as {@link #of(String, ClassLoader)} gives it). A field declared with an
     * interface that holds another structure refers to the one class of {@code analysed} that can be there
     * ({@link HeldStructures}), which joins the layout in its field's turn.
     *
     * @param analysed internal names of the classes the analysed code may make (a class that cannot be read is
     *                 skipped)
     * @throws LayoutException when a class file of the layout cannot be found or read
     */
    public static ClassLayout of(String className, ClassLoader loader, java.util.Collection<String> analysed) {
        String headerName = className.replace('.', '/');
        Map<String, ClassNode> nodes = new LinkedHashMap<>();
        Map<String, List<FieldShape>> fieldsOf = new LinkedHashMap<>();
        ArrayDeque<String> pending = new ArrayDeque<>();
        List<String> subclasses = new ArrayList<>();
        HeldStructures held = new HeldStructures(headerName, analysed, loader, nodes);
        pending.add(headerName);
        while (!pending.isEmpty()) {
            while (!pending.isEmpty()) {
                String name = pending.poll();
                if (fieldsOf.containsKey(name)) {
                    continue;
                }
                List<FieldShape> fields = held.follow(name, instanceFields(name, loader, nodes));
                fieldsOf.put(name, fields);
                for (FieldShape f : fields) {
                    if (f.isReference() || f.isNodeArray()) {
                        pending.add(f.target());
                    }
                }
            }
            for (String c : analysed) {
                if (!fieldsOf.containsKey(c) && extendsNodeClass(c, headerName, fieldsOf.keySet(), loader, nodes)) {
                    pending.add(c);
                    subclasses.add(c);
                }
            }
        }
        // Every class of the layout but the header is a node class. The header is a node too when backbone fields
        // lead back to it (a class analysed on its own nodes, such as a Node with a method); a back pointer to it
        // (an owner field) does not make it one.
        Set<String> backboneReachable = new LinkedHashSet<>();
        ArrayDeque<String> work = new ArrayDeque<>();
        work.add(headerName);
        while (!work.isEmpty()) {
            for (FieldShape f : fieldsOf.get(work.poll())) {
                if (f.isBackbone() && backboneReachable.add(f.target())) {
                    work.add(f.target());
                }
            }
        }
        List<ClassShape> classes = new ArrayList<>();
        for (Map.Entry<String, List<FieldShape>> e : fieldsOf.entrySet()) {
            boolean node = !e.getKey().equals(headerName) || backboneReachable.contains(headerName);
            classes.add(new ClassShape(e.getKey(), List.copyOf(e.getValue()), node));
        }
        Map<String, Object> constants = new LinkedHashMap<>();
        for (String c : fieldsOf.keySet()) {
            collectConstants(nodes.get(c), constants);
        }
        Map<String, List<String>> enums = new LinkedHashMap<>();
        for (List<FieldShape> fs : fieldsOf.values()) {
            for (FieldShape f : fs) {
                if (f.isEnum()) {
                    String e = f.descriptor().substring(1, f.descriptor().length() - 1);
                    enums.computeIfAbsent(e, n -> collectEnumConstants(read(n, loader, nodes), constants));
                }
            }
        }
        ClassLayout layout = new ClassLayout(classes.get(0), classes, constants);
        layout.enums.putAll(enums);
        layout.subclasses.addAll(subclasses);
        return layout;
    }

    /**
     * The constants of an enum a field holds, as their ordinals, by bare name ({@code RED -> 0}) and qualified by
     * the enum's simple name ({@code Color.RED -> 0}), for invariants that compare the field with them.
     */
    private static List<String> collectEnumConstants(ClassNode enumClass, Map<String, Object> out) {
        String simple = simpleName(enumClass.name);
        List<String> names = new ArrayList<>();
        for (FieldNode f : enumClass.fields) {
            if ((f.access & Opcodes.ACC_ENUM) != 0) {
                out.putIfAbsent(f.name, names.size());
                out.putIfAbsent(simple + "." + f.name, names.size());
                names.add(f.name);
            }
        }
        return List.copyOf(names);
    }

    /**
     * Whether {@code c} is a concrete class whose superclasses include a class of {@code layout} other than the
     * header.
     */
    private static boolean extendsNodeClass(String c, String header, Set<String> layout, ClassLoader loader,
                                            Map<String, ClassNode> cache) {
        ClassNode cn;
        try {
            cn = readOrNull(c, loader, cache);
        } catch (LayoutException e) {
            return false;
        }
        if (cn == null || (cn.access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) != 0) {
            return false;
        }
        for (String s = cn.superName; s != null && !isPlatformClass(s); ) {
            if (layout.contains(s) && !s.equals(header)) {
                return true;
            }
            ClassNode sn = readOrNull(s, loader, cache);
            s = sn == null ? null : sn.superName;
        }
        return false;
    }

    /** Whether a class file is an enum (extends java.lang.Enum directly, flagged ACC_ENUM). */
    private static boolean isEnum(ClassNode cn) {
        return (cn.access & Opcodes.ACC_ENUM) != 0 && "java/lang/Enum".equals(cn.superName);
    }

    /**
     * The name of the type variable a field's generic type is ({@code K} for {@code K key}), or for an array the type
     * variable its elements are ({@code E} for {@code E[] elements}); else null.
     */
    private static String typeVariable(FieldNode f) {
        String s = f.signature;
        if (s == null) {
            return null;
        }
        s = s.startsWith("[") ? s.substring(1) : s;
        return s.startsWith("T") ? s.substring(1, s.length() - 1) : null;
    }

    /** The boxes of primitives. */
    private static final Set<String> BOXES = Set.of("java/lang/Integer", "java/lang/Long", "java/lang/Short",
            "java/lang/Byte", "java/lang/Character", "java/lang/Boolean", "java/lang/Float", "java/lang/Double");

    /**
     * Instance fields of a class, superclass fields first, classified ({@link FieldKind}). In a class of the layout
     * (a header or node class) an enum of the analysed code is an INT (its ordinal), and so is a type variable erased
     * to Object or Comparable (a generic key, analysed with Integer values): the layout's convention. A reference to
     * a concrete class of the analysed code is a REFERENCE (its class joins the layout); to an interface or an
     * abstract class, an OBJECT ({@link HeldStructures} makes one that holds another structure a REFERENCE, when the
     * layout knows the analysed classes).
     */
    static List<FieldShape> instanceFields(String name, ClassLoader loader, Map<String, ClassNode> cache) {
        return fields(name, loader, cache, true);
    }

    /**
     * The instance fields of a class outside the layout whose objects are values of input structures (a value class
     * an {@link FieldKind#OBJECT} field holds), superclass fields first: classified as in a layout class but without
     * the layout's conventions (an enum is an ENUM, a type variable an OBJECT) and with no REFERENCE (a reference to a
     * class of the analysed code is an OBJECT: its objects are values too).
     *
     * @throws LayoutException when a class file cannot be found or read
     */
    public static List<FieldShape> valueFields(String className, ClassLoader loader) {
        return fields(className.replace('.', '/'), loader, new java.util.HashMap<>(), false);
    }

    private static List<FieldShape> fields(String name, ClassLoader loader, Map<String, ClassNode> cache,
                                           boolean layout) {
        ClassNode cn = read(name, loader, cache);
        List<FieldShape> fields = new ArrayList<>();
        if (cn.superName != null && !isPlatformClass(cn.superName)) {
            fields.addAll(fields(cn.superName, loader, cache, layout));
        }
        for (FieldNode f : cn.fields) {
            if ((f.access & Opcodes.ACC_STATIC) != 0) {
                continue;
            }
            FieldKind kind = FieldKind.ofDescriptor(f.desc);
            String target = null;
            String variable = typeVariable(f);
            if (kind == FieldKind.REFERENCE) {
                String type = f.desc.substring(1, f.desc.length() - 1);
                kind = referenceKind(type, variable, layout, loader, cache);
                target = kind == FieldKind.REFERENCE ? type : null;
            } else if (kind == FieldKind.ARRAY && layout && f.desc.startsWith("[L")) {
                // an array of nodes (a hash table): its element class joins the layout
                String element = f.desc.substring(2, f.desc.length() - 1);
                target = referenceKind(element, null, true, loader, cache) == FieldKind.REFERENCE ? element : null;
            }
            boolean back = kind == FieldKind.REFERENCE
                    && (BACK_POINTER_NAMES.contains(f.name) || hasBackPointerAnnotation(f));
            fields.add(new FieldShape(name, f.name, f.desc, kind, target, back, variable));
        }
        return fields;
    }

    /**
     * The kind of a value of type {@code descriptor} outside the layout's conventions, as {@link #valueFields}
     * classifies fields: what an element of an input array holds.
     *
     * @param typeVariable the type variable the value is declared with, or null
     */
    public static FieldKind valueKind(String descriptor, String typeVariable, ClassLoader loader) {
        FieldKind kind = FieldKind.ofDescriptor(descriptor);
        if (kind != FieldKind.REFERENCE) {
            return kind;
        }
        return referenceKind(descriptor.substring(1, descriptor.length() - 1), typeVariable, false, loader,
                new java.util.HashMap<>());
    }

    /** What a field declared of class {@code type} holds ({@link #fields}). */
    private static FieldKind referenceKind(String type, String variable, boolean layout, ClassLoader loader,
                                           Map<String, ClassNode> cache) {
        if (type.equals("java/lang/String")) {
            return FieldKind.STRING;
        }
        if (BOXES.contains(type)) {
            return FieldKind.BOX;
        }
        if (layout && variable != null && (type.equals("java/lang/Object") || type.equals("java/lang/Comparable"))) {
            return FieldKind.INT;
        }
        ClassNode cn = readOrNull(type, loader, cache);
        if (cn != null && isEnum(cn)) {
            return layout && !isPlatformClass(type) ? FieldKind.INT : FieldKind.ENUM;
        }
        if (!layout || isPlatformClass(type) || cn == null
                || (cn.access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) != 0) {
            return FieldKind.OBJECT;
        }
        return FieldKind.REFERENCE;
    }

    static ClassNode readOrNull(String name, ClassLoader loader, Map<String, ClassNode> cache) {
        try {
            return read(name, loader, cache);
        } catch (LayoutException e) {
            return isPlatformClass(name) ? null : rethrow(e);
        }
    }

    private static ClassNode rethrow(LayoutException e) {
        throw e;
    }

    private static boolean hasBackPointerAnnotation(FieldNode f) {
        List<AnnotationNode> all = new ArrayList<>();
        if (f.invisibleAnnotations != null) {
            all.addAll(f.invisibleAnnotations);
        }
        if (f.visibleAnnotations != null) {
            all.addAll(f.visibleAnnotations);
        }
        return all.stream().anyMatch(a -> a.desc.equals(BACK_POINTER_ANNOTATION));
    }

    private static void collectConstants(ClassNode cn, Map<String, Object> out) {
        for (FieldNode f : cn.fields) {
            boolean staticFinal = (f.access & Opcodes.ACC_STATIC) != 0 && (f.access & Opcodes.ACC_FINAL) != 0;
            if (!staticFinal || f.value == null) {
                continue;
            }
            Object v = f.desc.equals("Z") ? Boolean.valueOf(((Integer) f.value) != 0) : f.value;
            if (v instanceof Integer || v instanceof Boolean || v instanceof Long) {
                out.putIfAbsent(f.name, v);
            }
        }
    }

    static boolean isPlatformClass(String internalName) {
        return internalName.startsWith("java/") || internalName.startsWith("javax/")
                || internalName.startsWith("jdk/") || internalName.startsWith("sun/")
                || internalName.startsWith("[");
    }

    private static ClassNode read(String name, ClassLoader loader, Map<String, ClassNode> cache) {
        ClassNode cached = cache.get(name);
        if (cached != null) {
            return cached;
        }
        try (InputStream in = loader.getResourceAsStream(name + ".class")) {
            if (in == null) {
                throw new LayoutException("class not found: " + name.replace('/', '.'));
            }
            ClassNode cn = new ClassNode();
            new ClassReader(in).accept(cn, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
            cache.put(name, cn);
            return cn;
        } catch (IOException e) {
            throw new LayoutException("cannot read class " + name.replace('/', '.') + ": " + e.getMessage(), e);
        }
    }

    static String simpleName(String internalName) {
        String s = internalName.substring(internalName.lastIndexOf('/') + 1);
        return s.substring(s.lastIndexOf('$') + 1);
    }

    // ------------------------------------------------------------------------------------------------------------

    /**
     * @return internal names of the classes that joined the layout as subclasses of its node classes
     *         ({@link #of(String, ClassLoader, java.util.Collection)}), in the order they joined; empty for a layout
     *         of declared types only
     */
    public List<String> subclasses() {
        return Collections.unmodifiableList(subclasses);
    }

    /** The analysed (header) class. */
    public ClassShape header() {
        return header;
    }

    /** The header class first, then the classes reachable from it, in discovery order. */
    public List<ClassShape> classes() {
        return classes;
    }

    /** The position of a class of this layout in {@link #classes()} (the header is 0), or -1. */
    public int index(ClassShape c) {
        Integer i = indexOf.get(c);
        return i != null ? i : classes.indexOf(c);
    }

    /** The node classes: the ones the scope counts. */
    public List<ClassShape> nodeClasses() {
        return classes.stream().filter(ClassShape::node).toList();
    }

    /** The class with this internal name, Java name or simple name. */
    public Optional<ClassShape> shape(String name) {
        ClassShape c = byName.get(name.replace('.', '/'));
        if (c != null) {
            return Optional.of(c);
        }
        return classes.stream().filter(s -> s.simpleName().equals(name)).findFirst();
    }

    /**
     * The constant names of an enum that a field of the layout holds ({@link FieldShape#isEnum}), in ordinal order.
     *
     * @throws IllegalArgumentException when no field of the layout holds that enum
     */
    public List<String> enumConstants(String enumInternalName) {
        List<String> names = enums.get(enumInternalName);
        if (names == null) {
            throw new IllegalArgumentException("no field of the layout holds the enum " + enumInternalName);
        }
        return names;
    }

    /**
     * Static final primitive constants of the layout's classes, by name ({@code BLACK -> true}), and the ordinals of
     * the enums its fields hold, by bare and qualified name ({@code RED -> 0}, {@code Color.RED -> 0}).
     */
    public Map<String, Object> constants() {
        return constants;
    }

    /** A readable description; equal layouts have equal descriptions. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (ClassShape c : classes) {
            sb.append(c.node() ? "node " : "header ").append(c.name()).append('\n');
            for (FieldShape f : c.fields()) {
                sb.append("  ").append(f.name()).append(' ').append(f.descriptor()).append(' ').append(f.kind());
                if (f.isReference()) {
                    sb.append(f.backPointer() ? " back" : " backbone");
                }
                if (f.isNodeArray()) {
                    sb.append(" of ").append(f.target());
                }
                sb.append('\n');
            }
        }
        constants.forEach((k, v) -> sb.append("const ").append(k).append(" = ").append(v).append('\n'));
        return sb.toString();
    }

    /** SHA-256 of {@link #describe()}, hex: changes whenever a field, its type or its role changes. */
    public String fingerprint() {
        return sha256(describe());
    }

    /** SHA-256 of a text, hex. */
    public static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    @Override
    public String toString() {
        return describe();
    }
}
