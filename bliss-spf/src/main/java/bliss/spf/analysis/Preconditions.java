package bliss.spf.analysis;

import bliss.UserError;
import bliss.spf.explore.Limits;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InterpretedPrecondition;
import bliss.spf.heap.NativePrecondition;
import bliss.spf.heap.Precondition;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.PreconditionRunner;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmMethod;

import java.util.function.Consumer;

/** Which precondition an analysis runs after each lazy choice, and where it runs. */
final class Preconditions {

    private Preconditions() {
    }

    /**
     * The precondition {@code spec} asks for; auto: the handwritten {@code repOKHybrid()} if the class declares
     * one, else one derived from {@code repOK()}, else none. Run on the host JVM when the spec asks for it and the
     * class allows it (else, with a warning, in the interpreter).
     *
     * @throws UserError when the class lacks the method the mode names, or it is static
     */
    static Precondition choose(AnalysisSpec spec, ClassLoader loader, InputHeap heap, VmClass header,
                               Consumer<String> warnings) {
        VmMethod hybrid = header.resolveMethod("repOKHybrid()Z");
        VmMethod concrete = header.resolveMethod("repOK()Z");
        PreconditionMode mode = spec.precondition();
        if (bliss.spf.heap.TechniqueCatalogue.guardsReferences(spec.technique())) {
            validInputs(spec, header); // the checks of the mode
            return Precondition.NONE; // a path stands for many inputs: repOK judges its models' inputs instead
        }
        if (mode == PreconditionMode.AUTO) {
            mode = hybrid != null ? PreconditionMode.HANDWRITTEN
                    : concrete != null ? PreconditionMode.DERIVED : PreconditionMode.NONE;
        }
        VmMethod m;
        switch (mode) {
            case NONE -> {
                return Precondition.NONE;
            }
            case HANDWRITTEN -> {
                if (hybrid == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOKHybrid() for "
                            + "--precondition handwritten; use derived (from repOK()) or auto");
                }
                m = hybrid;
            }
            case DERIVED -> {
                if (concrete == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOK() for "
                            + "--precondition derived; declare one or use none");
                }
                m = concrete;
            }
            default -> throw new IllegalStateException(mode.toString());
        }
        if (m.isStatic()) {
            throw new UserError(m + " must be an instance method");
        }
        Limits limits = spec.limits();
        if (spec.runner() != PreconditionRunner.INTERPRETED) {
            try {
                Precondition host = new NativePrecondition(heap, loader, m.name, mode == PreconditionMode.HANDWRITTEN,
                        limits.preconditionSteps());
                return bliss.spf.heap.RepOkValueReads.readsGenericKeys(heap)
                        ? new bliss.spf.heap.NativeUnlessBoundKeys(host, new InterpretedPrecondition(heap, m, mode,
                        limits.preconditionSteps(), limits.maxDepth()), heap)
                        : host;
            } catch (IllegalStateException e) {
                if (spec.runner() == PreconditionRunner.NATIVE) {
                    warnings.accept(e.getMessage() + "; interpreting it instead");
                }
            }
        }
        return new InterpretedPrecondition(heap, m, mode, limits.preconditionSteps(), limits.maxDepth());
    }

    /**
     * POSE's precondition: whether every path must have an input that {@code repOK()} accepts
     * ({@link bliss.spf.heap.ValidAliasing}): for derived, and for auto when the class declares repOK.
     *
     * @throws UserError for handwritten (a hybrid precondition judges one partial input, a POSE path stands for
     *                   many), or derived on a class without repOK
     */
    static boolean validInputs(AnalysisSpec spec, VmClass header) {
        if (!bliss.spf.heap.TechniqueCatalogue.guardsReferences(spec.technique())) {
            return false;
        }
        boolean repOk = header.resolveMethod("repOK()Z") != null;
        return switch (spec.precondition()) {
            case NONE -> false;
            case AUTO -> repOk;
            case DERIVED -> {
                if (!repOk) {
                    throw new UserError(header.javaName() + " declares no boolean repOK() for --precondition derived; "
                            + "declare one or use none");
                }
                yield true;
            }
            case HANDWRITTEN -> throw new UserError("--technique " + spec.technique() + " checks repOK() on the "
                    + "inputs of a path's models, not a hand-written hybrid precondition; use --precondition derived, "
                    + "auto or none");
        };
    }
}
