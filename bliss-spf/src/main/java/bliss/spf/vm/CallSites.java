package bliss.spf.vm;

import org.objectweb.asm.Handle;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;

/**
 * Links an {@code invokedynamic} call site on its first execution, as the JVM does with the site's bootstrap method,
 * but without method handles: each bootstrap javac 17 uses becomes a static method of a class the engine
 * synthesizes (bytecode it then interprets like any other, or a native), and the instruction is rewritten into an
 * {@code invokestatic} of it. Per bootstrap:
 * <ul>
 *   <li>{@code StringConcatFactory.makeConcatWithConstants}/{@code makeConcat}: {@link ConcatSites};</li>
 *   <li>{@code LambdaMetafactory.metafactory}/{@code altMetafactory}: {@link LambdaSites};</li>
 *   <li>{@code ObjectMethods.bootstrap} (records' {@code equals}, {@code hashCode}, {@code toString}):
 *       {@link RecordSites}.</li>
 * </ul>
 * Any other bootstrap is unsupported.
 */
final class CallSites {

    private CallSites() {
    }

    /**
     * Links the invokedynamic at {@code pc} of {@code c}.
     *
     * @effects c.ops[pc] = INVOKESTATIC_R and c.refs[pc] = the site's target, whose descriptor is the site's
     * @throws Unsupported for a bootstrap method the engine does not know
     */
    static void resolve(Interpreter in, Code c, int pc) {
        InvokeDynamicInsnNode indy = (InvokeDynamicInsnNode) c.refs[pc];
        Handle bsm = indy.bsm;
        VmMethod target = switch (bsm.getOwner() + "." + bsm.getName()) {
            case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants",
                    "java/lang/invoke/StringConcatFactory.makeConcat" -> ConcatSites.link(in.vm, c.method.owner, indy);
            case "java/lang/invoke/LambdaMetafactory.metafactory",
                    "java/lang/invoke/LambdaMetafactory.altMetafactory" -> LambdaSites.link(in.vm, c.method.owner, indy);
            case "java/lang/runtime/ObjectMethods.bootstrap" -> RecordSites.link(in.vm, c.method.owner, indy);
            default -> throw new Unsupported("invokedynamic with the bootstrap method "
                    + bsm.getOwner().replace('/', '.') + "." + bsm.getName() + " (the engine links string "
                    + "concatenation, lambdas, method references and records' methods)");
        };
        c.refs[pc] = target;
        c.ops[pc] = Ops.INVOKESTATIC_R;
    }
}
