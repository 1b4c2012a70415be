package bliss.spf.vm;

import bliss.spf.symbolic.Expr;

import java.util.List;

/**
 * Hooks for concrete runs (static initializers, tests of the interpreter): anything symbolic is unsupported, a limit
 * ends the run.
 */
public class ConcreteHooks implements ExecutionHooks {

    @Override
    public Object uninitializedRead(Interpreter in, VmObject owner, VmField field) {
        throw new Unsupported("a read of an uninitialized input field (" + field + ") in a concrete run");
    }

    @Override
    public boolean branch(Interpreter in, Expr condition) {
        throw new Unsupported("a branch on a symbolic value (" + condition + ") in a concrete run");
    }

    @Override
    public int choose(Interpreter in, List<List<Expr>> alternatives) {
        throw new Unsupported("a switch on a symbolic value in a concrete run");
    }

    @Override
    public VmObject symbolicObject(Interpreter in, String name, VmClass cls) {
        throw new Unsupported("Symbolic.object in a concrete run");
    }

    @Override
    public Expr symbolicValue(Interpreter in, String name, char type) {
        throw new Unsupported("a symbolic value in a concrete run");
    }

    @Override
    public void assume(Interpreter in, Expr condition) {
        throw new Unsupported("Symbolic.assume of a symbolic condition in a concrete run");
    }

    @Override
    public boolean isPlaceholder(Object ref) {
        return false;
    }

    @Override
    public void raised(Interpreter in, VmObject exception) {
    }

    @Override
    public void stepLimit(Interpreter in) {
        throw new Abort(Abort.Reason.STEP_LIMIT);
    }

    @Override
    public void depthLimit(Interpreter in) {
        throw new Abort(Abort.Reason.DEPTH_LIMIT);
    }
}
