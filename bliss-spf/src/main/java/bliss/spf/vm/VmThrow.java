package bliss.spf.vm;

/**
 * Carries an exception of the interpreted program (an object of an interpreted Throwable class) out of a native
 * or a helper to the interpreter's handler search. Stackless: it is control flow, not an error of the engine.
 */
public final class VmThrow extends RuntimeException {

    public final VmObject exception;

    public VmThrow(VmObject exception) {
        super(null, null, false, false);
        this.exception = exception;
    }
}
