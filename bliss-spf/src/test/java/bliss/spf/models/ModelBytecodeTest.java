package bliss.spf.models;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Checks with ASM that the compiled models are code the engine can run: no invokedynamic or monitors, no natives
 * but the engine's and the JDK's own pure functions it runs on the host, and a closed world: after the engine's
 * renaming every class, method and field a model names is a model's, one the engine provides ({@code Object},
 * {@code String}, {@code Class}, the {@code Throwable} classes) or a JDK class it runs from its own bytecode.
 */
class ModelBytecodeTest {

    /** The natives the engine provides (docs/models.md); the other natives are the JDK's pure functions. */
    static final Set<String> ENGINE_NATIVES = Set.of(
            "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
            "java/lang/System.identityHashCode(Ljava/lang/Object;)I",
            "java/io/PrintStream.write(Ljava/lang/String;)V",
            "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
            "java/lang/Runtime.availableProcessors()I",
            "java/util/concurrent/locks/ReentrantLock$ConditionObject.waitsForever(Ljava/lang/String;)V",
            "java/util/regex/Pattern.check(Ljava/lang/String;I)V",
            "java/util/regex/Pattern.groups(Ljava/lang/String;I)I",
            "java/util/regex/Pattern.search(Ljava/lang/String;ILjava/lang/String;II)[I",
            "java/util/regex/Pattern.replace(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;",
            "java/util/regex/Pattern.split(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;",
            ModelClasses.remap("bliss/spf/models/StringHelpers")
                    + ".formatConcrete(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
            ModelClasses.remap("bliss/spf/models/StringHelpers") + ".isSymbolicText(Ljava/lang/String;)Z");

    static Map<String, ClassNode> models;

    @BeforeAll
    static void load() {
        models = ModelClasses.all();
    }

    @Test
    void theModelsOfTheBriefAreThere() {
        for (String name : List.of("java/lang/Iterable", "java/lang/Comparable", "java/lang/Math",
                "java/lang/Integer", "java/lang/Boolean", "java/lang/Long", "java/lang/StringBuilder",
                "java/lang/System", "java/util/Objects", "java/io/PrintStream", "java/util/Collection",
                "java/util/List", "java/util/Set", "java/util/Queue", "java/util/Deque", "java/util/Map",
                "java/util/Map$Entry", "java/util/Iterator", "java/util/ListIterator", "java/util/ArrayList",
                "java/util/LinkedList", "java/util/ArrayDeque", "java/util/HashSet", "java/util/LinkedHashSet",
                "java/util/HashMap", "java/util/LinkedHashMap", "java/util/Stack")) {
            assertTrue(models.containsKey(name), "missing model " + name);
        }
    }

    /** Models stay plain code: no invokedynamic (a call site to link per use) and no monitors. */
    @Test
    void noInvokedynamicOrMonitors() {
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (MethodNode m : c.methods) {
                String where = c.name + "." + m.name + m.desc;
                if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
                    problems.add(where + ": synchronized");
                }
                for (AbstractInsnNode insn : m.instructions) {
                    int op = insn.getOpcode();
                    if (op == Opcodes.INVOKEDYNAMIC) {
                        problems.add(where + ": invokedynamic");
                    } else if (op == Opcodes.MONITORENTER || op == Opcodes.MONITOREXIT) {
                        problems.add(where + ": monitor");
                    } else if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof Handle) {
                        problems.add(where + ": constant " + ldc.cst);
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Every native of a model is one of the engine's or a static JDK method of primitives and strings with the
     * same name and descriptor, which the engine runs on the host.
     */
    @Test
    void everyNativeIsTheEnginesOrAJdkFunction() {
        List<String> natives = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (MethodNode m : c.methods) {
                if ((m.access & Opcodes.ACC_NATIVE) != 0) {
                    String owner = ModelClasses.remap(c.name);
                    String desc = ModelClasses.remap(m.desc);
                    String id = owner + "." + m.name + desc;
                    natives.add(id);
                    if (!ENGINE_NATIVES.contains(id) && bliss.spf.vm.HostStatics.find(owner, m.name, desc) == null) {
                        unknown.add(id);
                    }
                }
            }
        }
        assertEquals(List.of(), unknown);
        assertTrue(natives.containsAll(ENGINE_NATIVES), "missing engine natives: " + natives);
    }

    /**
     * The closed world: every name a model uses, renamed, is a model or an engine class, and every member it
     * uses exists there with that descriptor.
     */
    @Test
    void everyReferenceResolvesAfterRenaming() {
        ModelWorld world = new ModelWorld(models, name -> true);
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            world.check(c, problems);
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Nested model classes reach their outer class through package-private members only, so the engine needs no
     * nestmate access rules: no instruction names a private member of another class.
     */
    @Test
    void noPrivateAccessAcrossClasses() {
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (MethodNode m : c.methods) {
                for (AbstractInsnNode insn : m.instructions) {
                    String owner = insn instanceof MethodInsnNode mi ? mi.owner
                            : insn instanceof FieldInsnNode fi ? fi.owner : null;
                    if (owner == null || owner.equals(c.name)) {
                        continue;
                    }
                    ClassNode target = models.get(ModelClasses.remap(owner));
                    if (target == null) {
                        continue;
                    }
                    String name = insn instanceof MethodInsnNode mi ? mi.name : ((FieldInsnNode) insn).name;
                    String desc = insn instanceof MethodInsnNode mi ? mi.desc : ((FieldInsnNode) insn).desc;
                    boolean isPrivate = insn instanceof MethodInsnNode
                            ? target.methods.stream().anyMatch(t -> t.name.equals(name) && t.desc.equals(desc)
                                    && (t.access & Opcodes.ACC_PRIVATE) != 0)
                            : target.fields.stream().anyMatch(t -> t.name.equals(name) && t.desc.equals(desc)
                                    && (t.access & Opcodes.ACC_PRIVATE) != 0);
                    if (isPrivate) {
                        problems.add(c.name + "." + m.name + ": private " + owner + "." + name);
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Object, String and the Throwable classes, which the engine provides itself. */
    static boolean isEngineClass(String internalName) {
        return ModelWorld.isEngineClass(internalName);
    }

    static Class<?> jdkClass(String internalName) {
        return ModelWorld.jdkClass(internalName);
    }
}
