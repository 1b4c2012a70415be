package bliss.spf.vm;

import bliss.spf.symbolic.Expr;

import java.util.List;

/**
 * What the {@link Interpreter} delegates: everything that is not plain execution. The symbolic executor implements
 * it with choice points (lazy initialization, forks on symbolic branches); a precondition check implements it by
 * answering "possible" at the first symbolic part; a static initializer by refusing anything symbolic.
 *
 * <p>Hooks that may make a choice point are called with the interpreter's frames synced to the state just before
 * the current instruction, so a snapshot taken there re-executes the instruction when resumed.
 */
public interface ExecutionHooks {

    /**
     * A read of a field that holds {@code HeapAccess.UNINITIALIZED} (a field of the input heap that lazy
     * initialization has not decided yet, or a field of a precondition's placeholder).
     *
     * @return for a reference field the value read (an object or null); for a primitive field an {@link Expr} or
     *         a boxed number
     * @throws Abort to end the path or run here
     */
    Object uninitializedRead(Interpreter in, VmObject owner, VmField field);

    /**
     * A read of an element of an input array ({@link LazyArray}) that holds {@code HeapAccess.UNINITIALIZED}: the
     * hooks decide it and store it into the array. Unsupported by default (only the symbolic executor has input
     * arrays).
     *
     * @requires the interpreter's frame is synced to the reading instruction; 0 <= index < array.length
     * @throws Abort to end the path or run here
     */
    default void uninitializedElement(Interpreter in, VmArray array, int index) {
        throw new Unsupported("an undecided element of the input array " + array);
    }

    /**
     * The first load of a reference argument of the analysed method ({@link LazyArgument}) on the current path: the
     * hooks decide its value and store it into {@code argument}. Unsupported by default (only the symbolic executor
     * analyses a method without a driver).
     *
     * @requires the interpreter's frame is synced to the loading instruction; !argument.isDecided()
     * @effects argument.isDecided()
     * @throws Abort to end the path or run here
     */
    default void uninitializedArgument(Interpreter in, LazyArgument argument) {
        throw new Unsupported("the undecided argument " + argument);
    }

    /**
     * A guarded reference ({@link GuardedRef}, POSE) where the interpreter needs one object (a call into a native
     * method, a cast, an array, anything without a guarded rule): the hooks choose one of its alternatives the path
     * condition allows and assume its guard. Unsupported by default (only POSE makes guarded references).
     *
     * @requires the interpreter's frame is synced to the instruction
     * @return the chosen target: an object or null
     */
    default VmObject resolve(Interpreter in, GuardedRef g) {
        throw new Unsupported("the guarded reference " + g);
    }

    /**
     * A guarded reference whose location is {@code location}, a term over other locations (the ite of a read or
     * write through guarded references): POSE names it by a fresh variable the path condition defines, so that
     * terms stay small. Unsupported by default (only POSE makes guarded references).
     *
     * @requires targets holds at least two distinct objects (or null); the path condition implies location is the
     *           id of one of them ({@link GuardedRef#id})
     * @return a guarded reference over targets
     */
    default Object guarded(Interpreter in, Expr location, List<VmObject> targets) {
        throw new Unsupported("a guarded reference at " + location);
    }

    /**
     * A branch on a symbolic condition (never a constant).
     *
     * @return true when execution goes on where {@code condition} holds
     */
    boolean branch(Interpreter in, Expr condition);

    /**
     * A choice among alternatives, each a conjunction of conditions (a switch on a symbolic value).
     *
     * @return the index of the alternative execution goes on with
     */
    int choose(Interpreter in, List<List<Expr>> alternatives);

    /** {@code Symbolic.object(name, seed)}: a fresh symbolic object of {@code cls}. */
    VmObject symbolicObject(Interpreter in, String name, VmClass cls);

    /** {@code Symbolic.integer/longInteger/bool(name)}: a fresh symbolic value; {@code type} is 'I', 'J' or 'Z'. */
    Expr symbolicValue(Interpreter in, String name, char type);

    /**
     * {@code Symbolic.typeArgument(variable, classes)}: the input fields declared with that type variable hold
     * objects of these classes. Ignored by default.
     */
    default void typeArgument(Interpreter in, String variable, List<VmClass> classes) {
    }

    /**
     * {@code Symbolic.fieldClasses(field, classes)}: the input fields of that name (or their elements, for an array)
     * hold objects of these classes. Ignored by default.
     */
    default void fieldClasses(Interpreter in, String field, List<VmClass> classes) {
    }

    /**
     * {@code Symbolic.fieldValues(field, values)}: the input fields of that name (or their elements, for an array)
     * hold null or one of these constants (class objects, enum constants). Ignored by default.
     */
    default void fieldValues(Interpreter in, String field, List<VmObject> values) {
    }

    /**
     * {@code Symbolic.object(name, seed)}, before {@link #symbolicObject}: the classes of the user's objects the seed
     * holds in its fields (a driver's {@code new TreeMap<>(new Descending())}); value fields of their types may hold
     * objects of them. Ignored by default.
     */
    default void seedClasses(Interpreter in, List<VmClass> classes) {
    }

    /**
     * {@code Symbolic.keep(fields)}: the next {@code Symbolic.object}'s seed keeps these fields (the receiver holds the
     * seed's objects there, not input values). Ignored by default.
     */
    default void keep(Interpreter in, List<String> fields) {
    }

    /**
     * {@code Symbolic.object(name, seed)}, before {@link #symbolicObject}: the seed whose fields a {@link #keep} call
     * named. Ignored by default.
     */
    default void keptSeed(Interpreter in, VmObject seed) {
    }

    /**
     * {@code Symbolic.string(name)}: a fresh symbolic string. Unsupported by default.
     *
     * @return a {@code SymbolicString} whose text is a fresh STRING variable
     */
    default Object symbolicString(Interpreter in, String name) {
        throw new Unsupported("Symbolic.string outside a driver");
    }

    /** {@code Symbolic.assume(condition)}; may end the path ({@link Abort}). */
    void assume(Interpreter in, Expr condition);

    /** {@code Symbolic.isSymbolic(Object)}: true for a precondition's placeholder of an uninitialized field. */
    boolean isPlaceholder(Object ref);

    /** An exception is being thrown (by athrow or by the engine) at the interpreter's current depth. */
    void raised(Interpreter in, VmObject exception);

    /**
     * Two distinct references compared by identity ({@code IF_ACMPEQ}, {@code IF_ACMPNE}), one of them to permanent
     * storage (made by a static initializer): the comparison is false; a technique may refuse it when the other is
     * a value its model keeps apart from such objects. Nothing by default.
     *
     * @throws Unsupported when the comparison's answer is the model's, not the program's
     */
    default void identityWithPermanent(Interpreter in, Object a, Object b) {
    }

    /** The step limit ran out. Must throw an {@link Abort} (or reset and return to go on). */
    void stepLimit(Interpreter in);

    /** A call would exceed the depth limit. Must throw an {@link Abort}. */
    void depthLimit(Interpreter in);

    /**
     * Fixes a symbolic value to one concrete value consistent with the path condition, which from then on includes
     * {@code term == value} (Symbolic PathFinder's concretization). The engine asks only for data it cannot express
     * as a condition: the characters of a string with symbolic parts for hashing, comparing or indexing it
     * ({@code why} names the operation and the string). The default refuses: the run stops, naming it.
     *
     * @requires term.type() is INT or LONG and term is not constant
     * @return the value (an INT term's sign-extended)
     * @throws Unsupported when these hooks do not concretize
     */
    default long concretize(Interpreter in, Expr term, String why) {
        throw new Unsupported(why + " needs the characters of the symbolic value " + term + " (keep symbolic "
                + "values out of text that is hashed, compared or indexed, or fix them with Symbolic.assume)");
    }

    /**
     * As {@link #concretize}, for a symbolic argument of a JDK method the engine runs on concrete values only (a
     * function the host computes, as {@code Math.sqrt} or {@code Float.floatToRawIntBits}, the length of
     * {@code Array.newInstance}, an index of a String method); hooks that concretize override both. The default
     * refuses, naming the method and the argument.
     *
     * @requires term.type() is INT or LONG and term is not constant
     * @throws Unsupported when these hooks do not concretize
     */
    default long concretizeArgument(Interpreter in, Expr term, String operation) {
        throw new Unsupported(operation + " runs on concrete values, and its argument " + term + " is symbolic (keep "
                + "symbolic values out of it, or fix them with Symbolic.assume)");
    }
}
