package bliss.realcode.oracle;

import static org.objectweb.asm.Opcodes.*;

/** Whether a conditional jump of the JVM jumps, by its opcode and operands. */
final class Jumps {

    private Jumps() {
    }

    static boolean unary(int opcode, int v) {
        return switch (opcode) {
            case IFEQ -> v == 0;
            case IFNE -> v != 0;
            case IFLT -> v < 0;
            case IFGE -> v >= 0;
            case IFGT -> v > 0;
            case IFLE -> v <= 0;
            default -> throw new IllegalArgumentException("opcode " + opcode);
        };
    }

    static boolean binary(int opcode, int a, int b) {
        return switch (opcode) {
            case IF_ICMPEQ -> a == b;
            case IF_ICMPNE -> a != b;
            case IF_ICMPLT -> a < b;
            case IF_ICMPGE -> a >= b;
            case IF_ICMPGT -> a > b;
            case IF_ICMPLE -> a <= b;
            default -> throw new IllegalArgumentException("opcode " + opcode);
        };
    }

    static boolean references(int opcode, Object a, Object b) {
        return opcode == IF_ACMPEQ ? a == b : a != b;
    }

    static boolean nullness(int opcode, Object a) {
        return opcode == IFNULL ? a == null : a != null;
    }
}
