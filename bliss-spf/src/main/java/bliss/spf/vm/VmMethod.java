package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodNode;

/** A method of an interpreted class: bytecode decoded on first call, or a {@link Native}. */
public final class VmMethod {

    public final VmClass owner;
    public final String name;
    public final String desc;
    public final int access;
    /** Operand-stack slots taken by the arguments, receiver included. */
    public final int argSlots;
    /** Operand-stack slots of the result: 0, 1 or 2. */
    public final int retSlots;
    /** The return descriptor's first character ('V', 'I', 'Z', 'J', 'L', ...). */
    public final char ret;
    final MethodNode node;
    Native nativeImpl;
    private Code code;

    VmMethod(VmClass owner, String name, String desc, int access, MethodNode node, Native nativeImpl) {
        this.owner = owner;
        this.name = name;
        this.desc = desc;
        this.access = access;
        this.node = node;
        this.nativeImpl = nativeImpl;
        Type t = Type.getMethodType(desc);
        int slots = (access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
        for (Type a : t.getArgumentTypes()) {
            slots += a.getSize();
        }
        this.argSlots = slots;
        this.retSlots = t.getReturnType().getSize();
        this.ret = t.getReturnType().getDescriptor().charAt(0);
    }

    /** The method's generic signature ({@code (TK;TV;)TV;}), or null when it has none or is not bytecode. */
    public String signature() {
        return node == null ? null : node.signature;
    }

    public boolean isStatic() {
        return (access & Opcodes.ACC_STATIC) != 0;
    }

    public boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    public boolean isPrivate() {
        return (access & Opcodes.ACC_PRIVATE) != 0;
    }

    public boolean isNative() {
        return nativeImpl != null;
    }

    /** The decoded code (decoded once, on first call). */
    Code code() {
        Code c = code;
        if (c == null) {
            c = Decoder.decode(this, node);
            code = c;
        }
        return c;
    }

    /** Parameter names from the class file (-parameters or debug info), else arg0, arg1, ... */
    public java.util.List<String> parameterNames() {
        Type[] args = Type.getArgumentTypes(desc);
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            names.add("arg" + i);
        }
        if (node != null && node.parameters != null && node.parameters.size() == args.length) {
            for (int i = 0; i < args.length; i++) {
                names.set(i, node.parameters.get(i).name);
            }
        } else if (node != null && node.localVariables != null) {
            int slot = isStatic() ? 0 : 1;
            for (int i = 0; i < args.length; i++) {
                for (org.objectweb.asm.tree.LocalVariableNode lv : node.localVariables) {
                    if (lv.index == slot) {
                        names.set(i, lv.name);
                    }
                }
                slot += args[i].getSize();
            }
        }
        return names;
    }

    public String nameDesc() {
        return name + desc;
    }

    @Override
    public String toString() {
        return owner.javaName() + "." + name + desc;
    }
}
