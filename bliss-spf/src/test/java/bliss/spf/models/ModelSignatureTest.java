package bliss.spf.models;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Subject bytecode links against the models as it would against the JDK: every public model class is a JDK
 * class, its public members are JDK members with the JDK's descriptors (after the engine's renaming), its
 * supertypes are JDK supertypes, and the API the brief lists is all there.
 */
class ModelSignatureTest {

    static Map<String, ClassNode> models;

    @BeforeAll
    static void load() {
        models = ModelClasses.all();
    }

    private static boolean isApi(int access) {
        return (access & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED)) != 0;
    }

    @Test
    void everyPublicMemberIsTheJdksMember() {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Map.Entry<String, ClassNode> e : models.entrySet()) {
            ClassNode c = e.getValue();
            if ((c.access & Opcodes.ACC_PUBLIC) == 0) {
                continue; // a model's own helper (HashMap$Node, ArrayList$Itr, ...)
            }
            Class<?> jdk = ModelBytecodeTest.jdkClass(e.getKey());
            if (jdk == null) {
                problems.add(e.getKey() + ": no such JDK class");
                continue;
            }
            if (jdk.isInterface() != ((c.access & Opcodes.ACC_INTERFACE) != 0)) {
                problems.add(e.getKey() + ": interface in one, class in the other");
            }
            Set<String> jdkMembers = jdkApi(jdk);
            for (MethodNode m : c.methods) {
                if (!isApi(m.access)) {
                    continue;
                }
                String member = signature(m.name, ModelClasses.remap(m.desc), (m.access & Opcodes.ACC_STATIC) != 0);
                checked++;
                if (!jdkMembers.contains(member)) {
                    problems.add(e.getKey() + ": " + member + " is not a member of the JDK's class");
                }
            }
            for (FieldNode f : c.fields) {
                if (!isApi(f.access)) {
                    continue;
                }
                String member = f.name + " " + ModelClasses.remap(f.desc)
                        + ((f.access & Opcodes.ACC_STATIC) != 0 ? " static" : "");
                checked++;
                if (!jdkMembers.contains(member)) {
                    problems.add(e.getKey() + ": field " + member + " is not a field of the JDK's class");
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(checked > 300, "checked only " + checked + " members");
    }

    @Test
    void everySupertypeIsAJdkSupertype() {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, ClassNode> e : models.entrySet()) {
            ClassNode c = e.getValue();
            if ((c.access & Opcodes.ACC_PUBLIC) == 0) {
                continue;
            }
            Class<?> jdk = ModelBytecodeTest.jdkClass(e.getKey());
            List<String> supers = new ArrayList<>(c.interfaces);
            supers.add(c.superName);
            for (String s : supers) {
                Class<?> sup = ModelBytecodeTest.jdkClass(ModelClasses.remap(s));
                if (jdk != null && (sup == null || !sup.isAssignableFrom(jdk))) {
                    problems.add(e.getKey() + " extends " + ModelClasses.remap(s) + ", the JDK's does not");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Public and protected members of a JDK class, declared or inherited, as "name(desc)" or "name desc". */
    private static Set<String> jdkApi(Class<?> jdk) {
        Set<String> members = new HashSet<>();
        List<Class<?>> types = new ArrayList<>();
        collectSupertypes(jdk, types);
        for (Class<?> k : types) {
            for (Method m : k.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers())) {
                    members.add(signature(m.getName(), Type.getMethodDescriptor(m), Modifier.isStatic(m.getModifiers())));
                }
            }
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isPublic(f.getModifiers()) || Modifier.isProtected(f.getModifiers())) {
                    members.add(f.getName() + " " + Type.getDescriptor(f.getType())
                            + (Modifier.isStatic(f.getModifiers()) ? " static" : ""));
                }
            }
        }
        for (Constructor<?> k : jdk.getDeclaredConstructors()) {
            if (Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers())) {
                members.add(signature("<init>", Type.getConstructorDescriptor(k), false));
            }
        }
        members.remove(signature("<clinit>", "()V", true));
        return members;
    }

    private static void collectSupertypes(Class<?> k, List<Class<?>> into) {
        if (k == null || into.contains(k)) {
            return;
        }
        into.add(k);
        collectSupertypes(k.getSuperclass(), into);
        for (Class<?> i : k.getInterfaces()) {
            collectSupertypes(i, into);
        }
        if (k.isInterface()) {
            collectSupertypes(Object.class, into);
        }
    }

    private static String signature(String name, String desc, boolean isStatic) {
        return (isStatic ? "static " : "") + name + desc;
    }

    // ---------------------------------------------------------------------------------------------------------
    // The API the brief lists, in Java notation: Object, String and primitives by simple name, other types
    // by their java.util simple name. Each is looked up in the JDK (so the list itself is checked) and then
    // in the model with its supertypes.

    static final Map<String, List<String>> REQUIRED = new LinkedHashMap<>();

    static {
        REQUIRED.put("java.lang.Iterable", List.of("iterator()"));
        REQUIRED.put("java.lang.Comparable", List.of("compareTo(Object)"));
        REQUIRED.put("java.lang.Math", List.of("max(int,int)", "max(long,long)", "min(int,int)",
                "min(long,long)", "abs(int)", "abs(long)"));
        REQUIRED.put("java.lang.Integer", List.of("valueOf(int)", "intValue()", "equals(Object)", "hashCode()",
                "compareTo(java.lang.Integer)", "compare(int,int)", "toString()", "toString(int)"));
        REQUIRED.put("java.lang.Boolean", List.of("valueOf(boolean)", "booleanValue()", "equals(Object)",
                "hashCode()"));
        REQUIRED.put("java.lang.Long", List.of("valueOf(long)", "longValue()", "equals(Object)", "hashCode()"));
        REQUIRED.put("java.lang.StringBuilder", List.of("<init>()", "<init>(String)", "append(String)",
                "append(int)", "append(long)", "append(char)", "append(boolean)", "append(Object)", "length()",
                "toString()"));
        REQUIRED.put("java.lang.System", List.of("arraycopy(Object,int,Object,int,int)",
                "identityHashCode(Object)"));
        REQUIRED.put("java.util.Objects", List.of("equals(Object,Object)", "hashCode(Object)",
                "requireNonNull(Object)", "requireNonNull(Object,String)"));
        REQUIRED.put("java.io.PrintStream", List.of("print(String)", "print(int)", "print(long)", "print(char)",
                "print(boolean)", "print(Object)", "println()", "println(String)", "println(int)", "println(long)",
                "println(char)", "println(boolean)", "println(Object)"));
        REQUIRED.put("java.util.Iterator", List.of("hasNext()", "next()", "remove()"));
        REQUIRED.put("java.util.ListIterator", List.of("hasPrevious()", "previous()", "nextIndex()",
                "previousIndex()", "set(Object)", "add(Object)", "remove()"));
        List<String> collection = List.of("add(Object)", "addAll(Collection)", "remove(Object)",
                "contains(Object)", "size()", "isEmpty()", "clear()", "iterator()", "containsAll(Collection)",
                "removeAll(Collection)", "retainAll(Collection)", "toArray()", "equals(Object)", "hashCode()");
        List<String> list = concat(collection, List.of("get(int)", "set(int,Object)", "add(int,Object)",
                "remove(int)", "indexOf(Object)", "lastIndexOf(Object)", "addAll(int,Collection)",
                "listIterator()", "listIterator(int)"));
        List<String> queue = concat(collection, List.of("offer(Object)", "poll()", "peek()", "remove()",
                "element()"));
        List<String> deque = concat(queue, List.of("push(Object)", "pop()", "addFirst(Object)",
                "addLast(Object)", "offerFirst(Object)", "offerLast(Object)", "removeFirst()", "removeLast()",
                "getFirst()", "getLast()", "peekFirst()", "peekLast()", "pollFirst()", "pollLast()",
                "removeFirstOccurrence(Object)", "removeLastOccurrence(Object)", "descendingIterator()"));
        List<String> map = List.of("put(Object,Object)", "get(Object)", "containsKey(Object)",
                "containsValue(Object)", "remove(Object)", "keySet()", "values()", "entrySet()",
                "getOrDefault(Object,Object)", "putIfAbsent(Object,Object)", "size()", "isEmpty()", "clear()",
                "putAll(Map)", "equals(Object)", "hashCode()");
        REQUIRED.put("java.util.Collection", collection);
        REQUIRED.put("java.util.Set", collection);
        REQUIRED.put("java.util.List", list);
        REQUIRED.put("java.util.Queue", queue);
        REQUIRED.put("java.util.Deque", deque);
        REQUIRED.put("java.util.Map", map);
        REQUIRED.put("java.util.Map$Entry", List.of("getKey()", "getValue()", "setValue(Object)"));
        REQUIRED.put("java.util.ArrayList", concat(list, List.of("<init>()", "<init>(int)",
                "<init>(Collection)", "toString()")));
        REQUIRED.put("java.util.LinkedList", concat(concat(list, deque), List.of("<init>()",
                "<init>(Collection)", "toString()")));
        REQUIRED.put("java.util.ArrayDeque", concat(deque, List.of("<init>()", "<init>(int)",
                "<init>(Collection)", "toString()")));
        REQUIRED.put("java.util.Stack", concat(list, List.of("<init>()", "push(Object)", "pop()", "peek()",
                "empty()", "search(Object)", "toString()")));
        List<String> set = concat(collection, List.of("<init>()", "<init>(int)", "<init>(Collection)",
                "toString()"));
        REQUIRED.put("java.util.HashSet", set);
        REQUIRED.put("java.util.LinkedHashSet", set);
        List<String> hashMap = concat(map, List.of("<init>()", "<init>(int)", "<init>(Map)", "toString()",
                "remove(Object,Object)", "replace(Object,Object)"));
        REQUIRED.put("java.util.HashMap", hashMap);
        REQUIRED.put("java.util.LinkedHashMap", hashMap);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    @Test
    void theBriefsApiIsModeled() {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : REQUIRED.entrySet()) {
            String owner = e.getKey().replace('.', '/');
            ClassNode model = models.get(owner);
            assertNotNull(model, "no model of " + owner);
            for (String method : e.getValue()) {
                String name = method.substring(0, method.indexOf('('));
                String desc = jdkDescriptor(e.getKey(), method);
                if (!modelHas(owner, name, desc)) {
                    missing.add(owner + "." + name + desc);
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    /** The descriptor of a JDK method or constructor named in Java notation; fails if the JDK has none. */
    private static String jdkDescriptor(String className, String method) {
        String name = method.substring(0, method.indexOf('('));
        String params = method.substring(method.indexOf('(') + 1, method.length() - 1);
        List<Class<?>> types = new ArrayList<>();
        for (String p : params.isEmpty() ? new String[0] : params.split(",")) {
            types.add(javaType(p));
        }
        Class<?>[] paramTypes = types.toArray(new Class<?>[0]);
        Class<?> jdk = ModelBytecodeTest.jdkClass(className.replace('.', '/'));
        assertNotNull(jdk, className);
        try {
            if (name.equals("<init>")) {
                return Type.getConstructorDescriptor(jdk.getConstructor(paramTypes));
            }
            return Type.getMethodDescriptor(jdk.getMethod(name, paramTypes));
        } catch (NoSuchMethodException ex) {
            throw new AssertionError("the JDK's " + className + " has no " + method, ex);
        }
    }

    private static Class<?> javaType(String name) {
        switch (name) {
            case "int": return int.class;
            case "long": return long.class;
            case "char": return char.class;
            case "boolean": return boolean.class;
            case "Object": return Object.class;
            case "String": return String.class;
            default:
                Class<?> c = ModelBytecodeTest.jdkClass((name.contains(".") ? name : "java.util." + name)
                        .replace('.', '/'));
                assertNotNull(c, name);
                return c;
        }
    }

    /** Whether the model or a supertype has the method; in a concrete class, with a body (not just declared). */
    private static boolean modelHas(String owner, String name, String desc) {
        ClassNode c = models.get(owner);
        boolean needBody = (c.access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) == 0;
        return resolves(owner, name, desc, needBody);
    }

    private static boolean resolves(String owner, String name, String desc, boolean needBody) {
        ClassNode c = models.get(owner);
        if (c == null) {
            // Object's methods (equals, hashCode, toString) are the engine's intrinsics
            return owner.equals("java/lang/Object") && !name.equals("<init>")
                    && List.of("equals(Ljava/lang/Object;)Z", "hashCode()I", "toString()Ljava/lang/String;")
                            .contains(name + desc);
        }
        for (MethodNode m : c.methods) {
            if (m.name.equals(name) && ModelClasses.remap(m.desc).equals(desc) && isApi(m.access)
                    && !(needBody && (m.access & Opcodes.ACC_ABSTRACT) != 0)) {
                return true;
            }
        }
        if (name.equals("<init>")) {
            return false;
        }
        List<String> supers = new ArrayList<>(c.interfaces);
        if (c.superName != null) {
            supers.add(c.superName);
        }
        for (String s : supers) {
            if (resolves(ModelClasses.remap(s), name, desc, needBody)) {
                return true;
            }
        }
        return false;
    }
}
