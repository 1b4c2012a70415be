package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes whose objects an input field declared of {@code Object}, an interface, an abstract class or a type
 * variable may hold ({@link bliss.layout.FieldKind#OBJECT}), in a fixed order:
 * <ol>
 *   <li>for a field declared with a type variable a driver named ({@code Symbolic.typeArgument("V", ...)}), the
 *       classes it named (those of the field's type); likewise for a field of a name a driver named
 *       ({@code Symbolic.fieldClasses("elements", ...)}), the field's elements if it is an array, when no type
 *       variable says what it holds;</li>
 *   <li>else the concrete classes of the analysed code ({@link AnalysedClasses}) of the field's type, then those of
 *       the objects a seed of {@code Symbolic.object} held ({@link #addSeeded}), but the layout's classes (a node
 *       reached through a value field is not a node of the structure).</li>
 * </ol>
 * Enum classes among them are their constants; the others are the classes a new object of the field may be. An
 * object already in the input may be the field's value when its class is of the field's type (and, for a named type
 * variable, of a named class: {@link #admits}). A driver that named no classes ({@code Symbolic.fieldClasses(
 * "comparator")}) closed the field: no new object, and any object already there of the field's type. The constants a
 * driver named as a field's values ({@code Symbolic.fieldValues}) are kept beside them ({@link #constants}).
 */
public final class TypeCandidates {

    private final Vm vm;
    private final ClassLayout layout;
    private final Map<String, List<VmClass>> typeArguments = new LinkedHashMap<>();
    private final Map<VmClass, List<VmClass>> byType = new HashMap<>();
    private List<VmClass> analysed;
    private final FieldConstants constants;
    private final KeptFields kept = new KeptFields();
    /** The names of the classes {@link #addSeeded} added, in order. */
    private final List<String> seeded = new ArrayList<>();

    TypeCandidates(Vm vm, ClassLayout layout) {
        this.vm = vm;
        this.layout = layout;
        this.constants = new FieldConstants(vm);
    }

    /** The constants a driver named as the values of fields ({@code Symbolic.fieldValues}). */
    FieldConstants constants() {
        return constants;
    }

    /** The receiver's fields a driver kept ({@code Symbolic.keep}). */
    KeptFields kept() {
        return kept;
    }

    /** The names of the receiver's fields a driver kept ({@code Symbolic.keep}), in the order kept; none: empty. */
    public List<String> keptFields() {
        return kept.names();
    }

    /**
     * {@code Symbolic.typeArgument(variable, classes)}: the last call for a variable wins.
     *
     * @throws Unsupported for a class of the JDK whose fields, free, take states its methods never reach
     *                     ({@link JdkInnerState})
     */
    void bind(String variable, List<VmClass> classes) {
        for (VmClass c : classes) {
            refuseJdkInnerState(variable, c);
        }
        typeArguments.put(variable, List.copyOf(classes));
    }

    private static void refuseJdkInnerState(String key, VmClass c) {
        List<String> fields = JdkInnerState.refusedFields(c);
        if (fields == null) {
            return;
        }
        boolean field = key.startsWith(".");
        String name = field ? key.substring(1) : key;
        String shown = fields.size() <= 4 ? String.join(", ", fields)
                : String.join(", ", fields.subList(0, 4)) + ", ...";
        throw new Unsupported("Symbolic." + (field ? "fieldClasses" : "typeArgument") + "(\"" + name + "\", "
                + c.javaName() + ".class): an input object of the JDK's " + c.javaName() + " would have its fields ("
                + shown + ") as free inputs, in states its own methods never reach, which a repOK reading it through "
                + "those methods cannot rule out; build the object in a driver through its methods (new, then add or put "
                + "with symbolic arguments)" + (field ? ", or keep the one the seed's constructor made with "
                + "Symbolic.keep(\"" + name + "\")" + (isCollection(c) ? "; a driver that names no class for a field "
                + "of a JDK collection type gets the field's contents as an input (a collection of 0 to scope "
                + "symbolic strings or boxes, in a state the collection's own methods reach)" : "") : ""));
    }

    /** Whether {@code c} is a collection or a map of the JDK (the host's). */
    private static boolean isCollection(VmClass c) {
        try {
            Class<?> k = Class.forName(c.javaName(), false, ClassLoader.getPlatformClassLoader());
            return java.util.Collection.class.isAssignableFrom(k) || java.util.Map.class.isAssignableFrom(k);
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * {@code Symbolic.fieldClasses(field, classes)}: bound under a key no type variable has (a name cannot start with
     * a dot), so that one map and one lookup serve both.
     */
    void bindField(String field, List<VmClass> classes) {
        bind(fieldKey(field), classes);
    }

    /**
     * The key of a field's classes: its type variable, else its name's when a driver named the field's classes,
     * else null. A place (and an array made for it, for its elements) carries this key.
     */
    String keyOf(bliss.layout.FieldShape f) {
        if (f.typeVariable() != null) {
            return f.typeVariable();
        }
        String key = fieldKey(f.name());
        return typeArguments.containsKey(key) ? key : null;
    }

    private static String fieldKey(String field) {
        return "." + field;
    }

    /**
     * The classes of the objects a seed of {@code Symbolic.object} held ({@code new TreeMap<>(new Descending())}: a
     * driver's comparator outside the analysed package) join the analysed code's, after them.
     */
    void addSeeded(List<VmClass> classes) {
        for (VmClass c : classes) {
            if (!analysed().contains(c) && !c.isInterface() && !c.isAbstract() && !inLayout(c)) {
                analysed.add(c);
                seeded.add(c.name());
                byType.clear();
            }
        }
    }

    /**
     * Takes another heap's bindings and seeded classes, by name, into this heap's VM: SymSolve's heap, whose searches
     * must consider every class the asking run's fields may hold. Idempotent.
     */
    void adopt(TypeCandidates asker) {
        constants.adopt(asker.constants);
        kept.adopt(asker.kept);
        for (Map.Entry<String, List<VmClass>> e : asker.typeArguments.entrySet()) {
            List<VmClass> mine = new ArrayList<>();
            for (VmClass c : e.getValue()) {
                mine.add(vm.classes.load(c.name()));
            }
            if (!mine.equals(typeArguments.get(e.getKey()))) {
                bind(e.getKey(), mine);
            }
        }
        List<VmClass> seeded = new ArrayList<>();
        for (VmClass c : asker.analysed()) {
            seeded.add(vm.classes.load(c.name()));
        }
        addSeeded(seeded);
    }

    /**
     * What the driver said of the input's values, as text: the classes bound to type variables and fields, the
     * constants named for fields, the seeded classes and the kept fields' recipe. Two heaps with the same text offer
     * the same values, so a verdict on a partial structure of one holds for the other (LISSA-M's keys,
     * {@code symsolve.MemoizedVerdicts}).
     *
     * @return the text; "" when the driver said nothing of them
     */
    public String describe() {
        if (typeArguments.isEmpty() && constants.isEmpty() && seeded.isEmpty() && kept.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        typeArguments.forEach((key, classes) -> {
            sb.append("types ").append(key).append(" =");
            classes.forEach(c -> sb.append(' ').append(c.name()));
            sb.append('\n');
        });
        sb.append("values\n").append(constants.describe()).append("seeded ").append(seeded).append('\n')
                .append("kept\n").append(kept.describe());
        return sb.toString();
    }

    /** Whether a driver named the classes of some type variable ({@code Symbolic.typeArgument}). */
    boolean bindsTypeVariables() {
        for (String key : typeArguments.keySet()) {
            if (!key.startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** Whether a driver named the classes of this type variable (or field key, {@link #keyOf}). */
    boolean isBound(String variable) {
        return variable != null && typeArguments.containsKey(variable);
    }

    /**
     * The classes an object in a place declared of {@code declared} (with {@code typeVariable}, or null) may be,
     * enums included.
     */
    List<VmClass> of(String typeVariable, VmClass declared) {
        if (isBound(typeVariable)) {
            List<VmClass> out = new ArrayList<>();
            for (VmClass c : typeArguments.get(typeVariable)) {
                if (c.isSubtypeOf(declared)) {
                    out.add(c);
                }
            }
            return out;
        }
        return byType.computeIfAbsent(declared, this::analysedSubtypes);
    }

    /**
     * Whether an object of class {@code c} may be the value of a place declared of {@code declared}: of that type,
     * and for a type variable a driver named classes for, of one of the named classes.
     */
    boolean admits(String typeVariable, VmClass declared, VmClass c) {
        if (!c.isSubtypeOf(declared)) {
            return false;
        }
        if (!isBound(typeVariable) || typeArguments.get(typeVariable).isEmpty()) {
            return true; // open, or closed: an object already there of the type
        }
        for (VmClass named : typeArguments.get(typeVariable)) {
            if (c.isSubtypeOf(named)) {
                return true;
            }
        }
        return false;
    }

    private List<VmClass> analysedSubtypes(VmClass declared) {
        List<VmClass> out = new ArrayList<>();
        for (VmClass c : analysed()) {
            if (c.isSubtypeOf(declared)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The concrete classes of the analysed code outside the layout that the engine can load. */
    private List<VmClass> analysed() {
        if (analysed == null) {
            analysed = new ArrayList<>();
            for (String name : AnalysedClasses.near(vm.classes.userLoader(), layout.header().name())) {
                if (layout.shape(name).filter(s -> s.name().equals(name)).isPresent()) {
                    continue;
                }
                try {
                    VmClass c = vm.classes.load(name);
                    if (!c.isInterface() && !c.isAbstract() && c.kind == VmClass.Kind.BYTECODE) {
                        analysed.add(c);
                    }
                } catch (Unsupported | bliss.UserError e) {
                    // a class the engine cannot load (it uses a JDK class without a model) holds no input
                }
            }
        }
        return analysed;
    }

    /** Whether a class is of the layout (it has a shape there). */
    boolean inLayout(VmClass c) {
        for (ClassShape s : layout.classes()) {
            if (s.name().equals(c.name())) {
                return true;
            }
        }
        return false;
    }
}
