package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.vm.VmClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What an input field of a JDK collection type holds as an input of its contents (docs/engine.md, "A JDK collection
 * in a field: an input of its contents"): the collection model it is an object of, and the classes of its elements
 * (a map's keys and values), read from the field's generic signature. The model is the field's declared class when
 * that is a collection model with an input form, else the JDK's usual implementation of the declared interface or
 * abstract class ({@code List}, {@code Collection} -> {@code ArrayList}, {@code Set} -> {@code HashSet}, {@code Map}
 * -> {@code HashMap}, {@code Queue}, {@code Deque} -> {@code ArrayDeque}). A collection of the JDK without an input
 * form (one that runs from the JDK's bytecode: {@code TreeMap}, {@code PriorityQueue}, ...) or elements of another
 * class than {@code String} and the boxes give a {@link #refusal} instead.
 *
 * @param collection the model's internal name ({@code java/util/HashMap}), or null with a refusal
 * @param key        the elements' (a map's keys') internal class name, or null with a refusal
 * @param value      a map's values' internal class name; null for a list, set or deque (or with a refusal)
 * @param refusal    why the field gets no input of its contents (then the others are null), or null
 */
record CollectionForm(String collection, String key, String value, String refusal) {

    /** The collection models with an input form ({@code inflateInput}), and whether each is a map. */
    private static final Map<String, Boolean> MODELS = Map.of("java/util/ArrayList", false,
            "java/util/LinkedList", false, "java/util/ArrayDeque", false, "java/util/HashSet", false,
            "java/util/LinkedHashSet", false, "java/util/HashMap", true, "java/util/LinkedHashMap", true);

    /** The JDK's usual implementation of an interface or abstract class of collections. */
    private static final Map<String, String> USUAL = Map.ofEntries(
            Map.entry("java/util/Collection", "java/util/ArrayList"),
            Map.entry("java/util/AbstractCollection", "java/util/ArrayList"),
            Map.entry("java/util/List", "java/util/ArrayList"),
            Map.entry("java/util/AbstractList", "java/util/ArrayList"),
            Map.entry("java/util/Set", "java/util/HashSet"),
            Map.entry("java/util/AbstractSet", "java/util/HashSet"),
            Map.entry("java/util/Map", "java/util/HashMap"),
            Map.entry("java/util/AbstractMap", "java/util/HashMap"),
            Map.entry("java/util/Queue", "java/util/ArrayDeque"),
            Map.entry("java/util/Deque", "java/util/ArrayDeque"),
            Map.entry("java/util/SortedSet", "java/util/TreeSet"),
            Map.entry("java/util/NavigableSet", "java/util/TreeSet"),
            Map.entry("java/util/SortedMap", "java/util/TreeMap"),
            Map.entry("java/util/NavigableMap", "java/util/TreeMap"));

    private static final List<String> BOXES = List.of("java/lang/Integer", "java/lang/Long", "java/lang/Short",
            "java/lang/Byte", "java/lang/Character", "java/lang/Boolean", "java/lang/Float", "java/lang/Double");

    /** Whether the model is a map (its input holds values beside its keys). */
    boolean isMap() {
        return value != null;
    }

    /**
     * @param name the internal name of the slot's declared class
     * @return the field's input form, a refusal, or null when the declared class is no collection of the JDK (or the
     *         slot is an array's element)
     */
    static CollectionForm of(InputSlot slot, String name, ClassLoader hostJdk) {
        FieldShape f = slot.origin();
        if (f == null || !f.descriptor().equals(slot.descriptor()) || !isJdkCollection(name, hostJdk)) {
            return null;
        }
        String model = MODELS.containsKey(name) ? name : USUAL.get(name);
        if (model == null || !MODELS.containsKey(model)) {
            String shown = (model == null ? name : model).replace('/', '.');
            return refused(shown + (model == null && !name.startsWith("java/util/") || isModeled(name)
                    ? " has no input form of its contents yet"
                    : " runs from the JDK's bytecode, whose collections have no input form of their contents"));
        }
        List<String> arguments = typeArguments(signatureOf(slot));
        int expected = MODELS.get(model) ? 2 : 1;
        if (arguments == null || arguments.size() != expected) {
            return refused("its type arguments are not plain classes (a String or a box) in its declaration");
        }
        for (String a : arguments) {
            if (!a.equals("java/lang/String") && !BOXES.contains(a)) {
                return refused("its elements of type " + a.replace('/', '.') + " are not made symbolic yet: a String"
                        + " or a box is");
            }
        }
        return new CollectionForm(model, arguments.get(0), expected == 2 ? arguments.get(1) : null, null);
    }

    private static CollectionForm refused(String why) {
        return new CollectionForm(null, null, null, why);
    }

    /** The modeled collections without an input form yet ({@code Vector}, {@code Stack}, ...). */
    private static boolean isModeled(String name) {
        return name.equals("java/util/Vector") || name.equals("java/util/Stack")
                || name.startsWith("java/util/concurrent/");
    }

    /** Whether {@code name} is a class of the JDK that is a {@code Collection} or a {@code Map}. */
    private static boolean isJdkCollection(String name, ClassLoader hostJdk) {
        if (!name.startsWith("java/")) {
            return false;
        }
        try {
            Class<?> c = Class.forName(name.replace('/', '.'), false, hostJdk);
            return java.util.Collection.class.isAssignableFrom(c) || java.util.Map.class.isAssignableFrom(c);
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static String signatureOf(InputSlot slot) {
        FieldShape f = slot.origin();
        return slot.holder() instanceof bliss.spf.vm.VmObject o ? signatureIn(o.cls, f) : null;
    }

    /** The signature of {@code f} as declared by its owner, searched from {@code c} up. */
    private static String signatureIn(VmClass c, FieldShape f) {
        for (VmClass k = c; k != null; k = k.superclass) {
            if (k.name().equals(f.owner())) {
                return k.fieldSignature(f.name());
            }
        }
        return null;
    }

    /**
     * @return the internal names of the top-level type arguments of a field signature
     *         ({@code Ljava/util/Map<Ljava/lang/String;Ljava/lang/Integer;>;} gives String and Integer), or null when
     *         there are none or one is not a plain class (a type variable, a wildcard, an array, a parameterized type)
     */
    static List<String> typeArguments(String signature) {
        if (signature == null) {
            return null;
        }
        int open = signature.indexOf('<');
        if (open < 0 || !signature.endsWith(">;")) {
            return null;
        }
        String inner = signature.substring(open + 1, signature.length() - 2);
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < inner.length()) {
            if (inner.charAt(i) != 'L') {
                return null;
            }
            int end = inner.indexOf(';', i);
            String cls = inner.substring(i + 1, end);
            if (cls.contains("<")) {
                return null;
            }
            out.add(cls);
            i = end + 1;
        }
        return out;
    }
}
