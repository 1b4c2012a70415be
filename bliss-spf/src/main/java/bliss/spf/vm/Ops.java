package bliss.spf.vm;

/** Opcodes the decoder and the interpreter add to the JVM's (0..201): resolved ("quickened") variants. */
final class Ops {

    private Ops() {
    }

    static final int GETFIELD_R = 210;
    static final int PUTFIELD_R = 211;
    static final int GETSTATIC_R = 212;
    static final int PUTSTATIC_R = 213;
    static final int INVOKESTATIC_R = 214;
    static final int INVOKESPECIAL_R = 215;
    static final int INVOKEVIRTUAL_R = 216;
    static final int NEW_R = 217;
    static final int CHECKCAST_R = 218;
    static final int INSTANCEOF_R = 219;
    static final int ANEWARRAY_R = 220;
    /** lcmp fused with the following ifXX: {@code a} is the target, {@code b} the ifXX opcode. */
    static final int LCMP_IF = 221;
    static final int LDC_INT = 222;
    static final int LDC_LONG = 223;
    static final int LDC_REF = 224;
    static final int LDC_FLOAT = 225;
    static final int LDC_DOUBLE = 226;
    /** ldc of a class constant, before its mirror is made: {@code refs} holds the internal name or descriptor. */
    static final int LDC_CLASS = 227;
    /** getfield of an input field whose value the VM makes ({@link InputValues}). */
    static final int GETFIELD_INPUT = 228;
    /** An instruction the engine does not support; {@code refs} holds what to say. */
    static final int UNSUPPORTED = 230;
}
