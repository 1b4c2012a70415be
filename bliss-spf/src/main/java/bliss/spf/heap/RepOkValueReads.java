package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether repOK reads a field holding a value outside the layout (a string, a box, an object, an array), found in
 * its bytecode and that of the methods of the analysed code it may call. Its users:
 * <ul>
 *   <li>SymSolve: it takes the question's decided value fields into its own heap ({@link ForeignValues}) and decides
 *       the others as lazy initialization does; but a heap's verdict then depends on more than its references, so it
 *       records no heap without completion (keyed by references) for such a repOK;</li>
 *   <li>LISSA and PLI ask about value choices too ({@link CompletableValues}, {@link PreciseSymSolveCheck}), and
 *       LISSA-M keys its verdicts by the values as well as the references;</li>
 *   <li>the native precondition runner: a host object cannot hold a symbolic string or an object of an undecided
 *       class. The precondition is interpreted instead ({@link NativePrecondition}).</li>
 * </ul>
 * A repOK that never reads them runs as before.
 */
public final class RepOkValueReads {

    private RepOkValueReads() {
    }

    /**
     * The first field outside the layout that repOK, or a method of the analysed code it calls, reads; or null. A
     * generic key of the layout's convention whose type variable the heap's driver bound ({@link
     * InputHeap#isValueField}) counts: it holds null or an object then, not an int.
     */
    public static FieldShape firstValueFieldRead(InputHeap heap) {
        return firstValueFieldRead(heap, heap.vm().classes.userLoader());
    }

    /** {@link #firstValueFieldRead(InputHeap)}, reading classes through {@code loader}. */
    static FieldShape firstValueFieldRead(InputHeap heap, ClassLoader loader) {
        return firstRead(heap, loader, heap::isValueField);
    }

    /**
     * Whether repOK (or a method of the analysed code it calls) reads a generic key of the layout's convention
     * ({@code K key}: an int unless a driver binds {@code K}, then null or an object): a heap judged for a run that
     * binds it depends on that value, whatever this heap's own bindings.
     */
    public static boolean readsGenericKeys(InputHeap heap) {
        return firstRead(heap, heap.vm().classes.userLoader(), f -> f.isBoxed() && !f.isEnum()) != null;
    }

    private static FieldShape firstRead(InputHeap heap, ClassLoader loader,
                                        java.util.function.Predicate<FieldShape> counts) {
        ArrayDeque<String[]> work = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        work.add(new String[]{heap.layout().header().name(), "repOK", "()Z"});
        FieldShape[] found = new FieldShape[1];
        while (!work.isEmpty() && found[0] == null) {
            String[] m = work.poll();
            if (!seen.add(m[0] + "." + m[1] + m[2]) || m[0].startsWith("java/") || m[0].startsWith("jdk/")
                    || m[0].startsWith("bliss/symbolic/")) {
                continue;
            }
            byte[] bytes = bytes(loader, m[0]);
            if (bytes == null) {
                continue;
            }
            ClassReader reader = new ClassReader(bytes);
            boolean[] declared = new boolean[1];
            reader.accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                    if (!name.equals(m[1]) || !desc.equals(m[2])) {
                        return null;
                    }
                    declared[0] = true;
                    return new MethodVisitor(Opcodes.ASM9) {
                        @Override
                        public void visitFieldInsn(int op, String owner, String field, String d) {
                            if (op == Opcodes.GETFIELD && found[0] == null) {
                                found[0] = field(heap, loader, owner, field, counts);
                            }
                        }

                        @Override
                        public void visitMethodInsn(int op, String owner, String method, String d, boolean itf) {
                            work.add(new String[]{owner, method, d});
                        }
                    };
                }
            }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            if (!declared[0] && reader.getSuperName() != null) {
                work.add(new String[]{reader.getSuperName(), m[1], m[2]}); // inherited
            }
        }
        return found[0];
    }

    /**
     * The field {@code owner.name} of a layout class when it {@code counts}: {@code owner} is the class or one of its
     * superclasses (an inherited repOK names the field by the superclass that declares it: Vector's, for a Stack).
     */
    private static FieldShape field(InputHeap heap, ClassLoader loader, String owner, String name,
                                    java.util.function.Predicate<FieldShape> counts) {
        for (ClassShape c : heap.layout().classes()) {
            if (isOrExtends(loader, c.name(), owner)) {
                FieldShape f = c.field(name).orElse(null);
                if (f != null) {
                    return counts.test(f) ? f : null;
                }
            }
        }
        return null;
    }

    /** Whether class {@code name} is {@code owner} or a subclass of it, by the class files' superclass names. */
    private static boolean isOrExtends(ClassLoader loader, String name, String owner) {
        for (String c = name; c != null && !c.startsWith("java/"); ) {
            if (c.equals(owner)) {
                return true;
            }
            byte[] bytes = bytes(loader, c);
            c = bytes == null ? null : new ClassReader(bytes).getSuperName();
        }
        return false;
    }

    private static byte[] bytes(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }
}
