package bliss.spf.explore;

import bliss.layout.ClassShape;
import bliss.spf.heap.Candidate;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputArray;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.InputSlot;
import bliss.spf.heap.LazyChoice;
import bliss.spf.heap.ValueCandidate;
import bliss.spf.heap.ValueObject;
import bliss.spf.solver.Feasibility;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.vm.Abort;
import bliss.spf.vm.ExecutionHooks;
import bliss.spf.vm.GuardedRef;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.LazyArgument;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.List;

/**
 * The symbolic executor's side of the interpreter (KLEE's Executor): what happens at the instructions that are not
 * plain execution. A read of an uninitialized reference field of the input heap and a branch or switch on a symbolic
 * value are choice points of the current {@link PathState}; the heap technique proposes and checks the candidates of
 * a lazy choice, the path solver decides which sides of a branch are feasible, the {@link Searcher} is told of every
 * choice point and decides later which path runs next.
 *
 * <p>A path may start by replaying a {@link Subtree}'s prefix: at the first choice points the given alternatives are
 * taken without deciding or counting anything (the technique only rewrites its labels); the choice point the prefix
 * leads to is resumed at the subtree's alternatives.
 */
final class Executor implements ExecutionHooks {

    private final Vm vm;
    private final InputHeap heap;
    private final HeapTechnique technique;
    private final PathState state;
    private final Counters counters;
    private final ExplorationStats stats;
    private Searcher searcher;
    private long deadline = Long.MAX_VALUE;
    /** Branches taken, to read the clock at every 16th ({@link #branch}). */
    private long branches;
    private int maxChoices = Integer.MAX_VALUE;
    private java.util.function.LongConsumer progress = now -> { };
    private java.util.function.LongSupplier clock = System::nanoTime;
    /** Exceptions thrown at a depth above this are raised inside the analysed code. */
    private int driverDepth = 1;
    /** The unit the current path belongs to: its prefix is replayed, its resumed point restricted. */
    private Subtree script = Subtree.ROOT;
    /** Whether the script's resumed choice point has been reached on this run from the root. */
    private boolean resumed;
    /** A branch or switch backtracked in place: the re-executed instruction takes its next alternative. */
    private ChoicePoint again;
    /** Tails of choice points another worker explores: alternatives this search leaves out ({@link #exclude}). */
    private List<Subtree> excluded = List.of();

    Executor(Vm vm, InputHeap heap, HeapTechnique technique, PathState state, Counters counters,
             ExplorationStats stats) {
        this.vm = vm;
        this.heap = heap;
        this.technique = technique;
        this.state = state;
        this.counters = counters;
        this.stats = stats;
    }

    void setSearcher(Searcher searcher) {
        this.searcher = searcher;
    }

    void setClock(java.util.function.LongSupplier nanoTime) {
        this.clock = nanoTime;
        state.solver().deadline(deadline, nanoTime);
    }

    /** Told the time ({@link System#nanoTime}) at each choice point, for progress reports. */
    void setProgress(java.util.function.LongConsumer hook) {
        this.progress = hook;
    }

    /** Cuts a path (as a step limit) at its {@code n}th choice point. */
    void setMaxChoices(int n) {
        this.maxChoices = n;
    }

    void setDeadline(long nanoTime) {
        state.solver().deadline(nanoTime, clock);
        this.deadline = nanoTime;
    }

    void setDriverDepth(int depth) {
        this.driverDepth = depth;
    }

    /** The next run from the root follows {@code unit}. */
    void follow(Subtree unit) {
        this.script = unit;
        this.resumed = false;
        this.again = null;
        this.unsupportedAt = null;
    }

    /**
     * Leaves out, wherever this search opens a choice point, the alternatives given away as {@code pieces}: a choice
     * point reached by a piece's prefix keeps only its alternatives before the piece's {@code from} (a piece is the
     * tail {@code [from, end)} of that point, as {@link Searcher#split} gives). The re-run of a unit whose first
     * explorer died after giving pieces away explores exactly what it kept.
     *
     * @requires every piece resumes a choice point ({@code from >= 0})
     */
    void exclude(List<Subtree> pieces) {
        this.excluded = List.copyOf(pieces);
    }

    /** The re-executed choosing instruction of {@code cp} (a branch or switch) takes its next alternative. */
    void resumeInPlace(ChoicePoint cp) {
        this.again = cp;
    }

    private boolean replaying(int depth) {
        return depth < script.prefixLength();
    }

    private boolean resumesHere(int depth) {
        return !resumed && script.resumes() && depth == script.prefixLength();
    }

    // ------------------------------------------------------------------------------------------------------------
    // Lazy initialization

    @Override
    public Object uninitializedRead(Interpreter in, VmObject owner, VmField field) {
        if (field.shape != null && heap.isValueField(field.shape) && heap.isInput(owner)) {
            if (field.shape.isNodeArray() && !technique.followsNodeArrays()) {
                throw new Unsupported("the array of nodes " + field + " read at " + in.location() + " under "
                        + technique.name() + ", whose tight bounds speak of reference fields only; use --technique "
                        + "li, lissa, lissa-m or pli");
            }
            return valueRead(in, heap.slot(owner, field));
        }
        if (owner instanceof ValueObject && !field.reference) { // a value object's primitive: a fresh variable
            return heap.primitiveInput(field.shape != null ? heap.slot(owner, field) : heap.inheritedSlot(owner, field));
        }
        if (!(owner instanceof InputObject o) || field.shape == null || !field.shape.isReference()) {
            throw new Unsupported("the input field " + field + " of type " + org.objectweb.asm.Type.getType(field.desc).getClassName()
                    + " (input objects have int, long, boolean, byte, short and char fields and references to "
                    + "classes of the layout; keep the field out of the analysed code or give it a value in a driver)");
        }
        if (technique.guardedReads() != null) {
            return technique.guardedReads().read(heap, o, field.shape, state::assume); // POSE: no choice
        }
        if (again != null) {
            throw new IllegalStateException("resumed a " + again.kind + " choice point at a lazy read");
        }
        int d = state.depth();
        if (replaying(d)) {
            return replayLazy(o, field, script.prefixAt(d), in);
        }
        boolean resume = resumesHere(d);
        ChoicePoint cp = ChoicePoint.lazy(o, field, candidates(o, field, resume));
        if (openLazy(cp, in, resume)) {
            in.traceRead(read(cp.owner, field, cp.target));
            return cp.target;
        }
        throw new Abort(resume ? Abort.Reason.EXHAUSTED : Abort.Reason.PRUNED);
    }

    /**
     * Opens a lazy or value choice point at a first read and takes its first candidate the technique accepts.
     *
     * @return true when one was taken; false when none was (the choice point is closed)
     */
    private boolean openLazy(ChoicePoint cp, Interpreter in, boolean resume) {
        open(cp, in);
        if (resume) {
            resumed = true;
            cp.restrict(script.from(), script.to());
        } else {
            stats.lazyChoicePoints++;
        }
        trim(cp);
        searcher.opened(cp, in);
        if (tryCandidates(cp)) {
            state.take(cp, cp.taken);
            searcher.taken(cp);
            return true;
        }
        state.close(cp);
        searcher.closed(cp);
        return false;
    }

    /** The first read of an element of an input array: a fresh variable for a primitive, else a value choice. */
    @Override
    public void uninitializedElement(Interpreter in, VmArray array, int index) {
        if (!(array instanceof InputArray a)) {
            throw new IllegalStateException("an undecided element of " + array + ", not an input array");
        }
        InputSlot slot = heap.slot(a, index);
        if (slot.isPrimitive()) {
            heap.primitiveInput(slot); // a fresh variable, no choice
        } else {
            valueRead(in, slot);
        }
    }

    /**
     * The first load of a reference argument of the analysed method: a choice among null, each input object of its
     * class and a fresh one, as an element of an array of nodes ({@link #valueRead}).
     */
    @Override
    public void uninitializedArgument(Interpreter in, LazyArgument argument) {
        if (technique.guardedReads() != null) {
            technique.guardedReads().argument(heap, argument, state::assume); // POSE: no choice
            return;
        }
        valueRead(in, heap.slot(argument));
    }

    /** POSE: a location term named by a fresh variable the path condition defines ({@link bliss.spf.heap.GuardedReads#name}). */
    @Override
    public Object guarded(Interpreter in, Expr location, List<VmObject> targets) {
        return technique.guardedReads().name(heap, location, targets, state::assume);
    }

    /**
     * A guarded reference where the interpreter needs one object: the target whose guard the path condition already
     * holds (an earlier choice at the same instruction, re-executed), else a switch over the alternatives.
     */
    @Override
    public VmObject resolve(Interpreter in, GuardedRef g) {
        List<Expr> pc = state.pathCondition();
        for (int i = 0; i < g.size(); i++) {
            if (pc.contains(g.guard(i))) {
                return g.target(i);
            }
        }
        List<List<Expr>> alternatives = new java.util.ArrayList<>(g.size());
        for (int i = 0; i < g.size(); i++) {
            alternatives.add(List.of(g.guard(i)));
        }
        return g.target(choose(in, alternatives));
    }

    /**
     * The first read of an input place outside the layout's references: a choice among the values it may take (null,
     * a fresh symbolic value, an enum constant, an alias, a new object, array or node), each written into the input
     * heap and kept when the technique's checks that judge values (the precondition) accept the heap.
     */
    private Object valueRead(Interpreter in, InputSlot slot) {
        if (again != null) {
            throw new IllegalStateException("resumed a " + again.kind + " choice point at a value read");
        }
        if (unsupportedAt != null && unsupportedAt.holder() == slot.holder() && unsupportedAt.index() == slot.index()) {
            unsupportedAt = null; // the re-executed read of a place backtracking gave the values not modeled
            throw heap.unsupportedValue(slot);
        }
        List<ValueCandidate> values = heap.valueCandidates(in, slot);
        int d = state.depth();
        if (replaying(d)) {
            int alternative = script.prefixAt(d);
            if (alternative >= values.size()) {
                throw new IllegalStateException("replay diverged: alternative " + alternative + " of " + values
                        + " at " + in.location());
            }
            Object value = heap.decideValue(slot, values.get(alternative));
            state.took(d, alternative);
            in.resetSteps();
            return endIfUnsupported(slot, values.get(alternative), value);
        }
        boolean resume = resumesHere(d);
        ChoicePoint cp = ChoicePoint.value(slot, values);
        if (openLazy(cp, in, resume)) {
            return endIfUnsupported(slot, values.get(cp.taken), cp.value);
        }
        throw new Abort(resume ? Abort.Reason.EXHAUSTED : Abort.Reason.PRUNED);
    }

    /**
     * The place whose value choice backtracking just took its values not modeled at ({@link #tookValue}), left
     * undecided so that its re-executed read comes back here and ends the path.
     */
    private InputSlot unsupportedAt;

    /**
     * @effects after backtracking took alternative {@code cp.taken} of a value choice in place: when it is the values
     *          not modeled, the place's re-executed read ends the path as unsupported
     */
    void tookValue(ChoicePoint cp) {
        unsupportedAt = cp.values.get(cp.taken).kind() == ValueCandidate.Kind.UNSUPPORTED ? cp.slot : null;
    }

    /** @return value, once its choice is taken; @throws Unsupported when the choice took the values not modeled */
    private Object endIfUnsupported(InputSlot slot, ValueCandidate taken, Object value) {
        if (taken.kind() == ValueCandidate.Kind.UNSUPPORTED) {
            throw heap.unsupportedValue(slot);
        }
        return value;
    }

    private List<Candidate> candidates(InputObject o, VmField field, boolean muted) {
        if (!muted) {
            return technique.candidates(heap, o, field.shape);
        }
        counters.mute(true); // counted where this choice point was first reached
        try {
            return technique.candidates(heap, o, field.shape);
        } finally {
            counters.mute(false);
        }
    }

    private Object replayLazy(InputObject o, VmField field, int alternative, Interpreter in) {
        List<Candidate> candidates = candidates(o, field, true);
        if (alternative >= candidates.size()) {
            throw new IllegalStateException("replay diverged: alternative " + alternative + " of " + candidates
                    + " at " + in.location());
        }
        InputObject target = apply(o, field, candidates.get(alternative));
        technique.replay(new LazyChoice(heap, o, field.shape, candidates.get(alternative), target));
        state.took(state.depth(), alternative);
        in.resetSteps();
        in.traceRead(read(o, field, target));
        return target;
    }

    /** A lazy read as the trace has it: {@code owner.field=target} by the objects' names. */
    static String read(InputObject owner, VmField field, InputObject target) {
        return owner.name() + "." + field.name + "=" + (target == null ? "null" : target.name());
    }

    /**
     * Writes the candidates of a lazy choice into the input heap in turn, from the next unexplored one, until the
     * technique accepts one; a dropped candidate is undone.
     *
     * @return true with the accepted candidate applied, its index in {@code cp.taken} and its object in
     *         {@code cp.target}; false when none is left
     */
    boolean tryCandidates(ChoicePoint cp) {
        if (cp.kind == ChoicePoint.Kind.VALUE) {
            return tryValues(cp);
        }
        while (cp.next < cp.end) {
            int i = cp.next++;
            Candidate c = cp.candidates.get(i);
            InputObject target = apply(cp.owner, cp.field, c);
            if (technique.accept(new LazyChoice(heap, cp.owner, cp.field.shape, c, target, cp))) {
                cp.target = target;
                cp.taken = i;
                return true;
            }
            state.undoHeap(cp);
        }
        return false;
    }

    /** {@link #tryCandidates} for a value choice. */
    private boolean tryValues(ChoicePoint cp) {
        while (cp.next < cp.end) {
            int i = cp.next++;
            Object value = heap.decideValue(cp.slot, cp.values.get(i));
            if (technique.acceptValue(heap)) {
                cp.value = value;
                cp.taken = i;
                return true;
            }
            state.undoHeap(cp);
        }
        return false;
    }

    private InputObject apply(InputObject owner, VmField field, Candidate c) {
        InputObject target = switch (c.kind()) {
            case NULL -> null;
            case EXISTING -> c.existing();
            case NEW -> heap.create(c.fresh(), null);
        };
        heap.decide(owner, field.shape, target);
        return target;
    }

    private void open(ChoicePoint cp, Interpreter in) {
        long now = clock.getAsLong();
        if (now > deadline) {
            throw new Abort(Abort.Reason.TIMEOUT);
        }
        progress.accept(now);
        if (state.depth() >= maxChoices) {
            throw new Abort(Abort.Reason.STEP_LIMIT);
        }
        state.open(cp);
        in.resetSteps();
    }

    // ------------------------------------------------------------------------------------------------------------
    // Branches and switches

    @Override
    public boolean branch(Interpreter in, Expr condition) {
        if ((++branches & 15) == 0 && clock.getAsLong() > deadline) {
            // a branch the path condition decides opens no choice point, and a path of them only (a key's chars
            // folded one by one, each deciding on a condition that shares the ones before) reaches no other check;
            // the clock is read every 16 branches
            throw new Abort(Abort.Reason.TIMEOUT);
        }
        ChoicePoint cp = takeAgain(ChoicePoint.Kind.BRANCH);
        if (cp != null && !cp.condition.equals(condition)) {
            // another condition than the resumed one's: an earlier branch of the same instruction (a native that
            // branches more than once), re-executed, which the path condition decides; the resumed one is further on
            Feasibility earlier = state.solver().decide(condition);
            if (earlier != Feasibility.BOTH) {
                again = cp;
                return earlier == Feasibility.TRUE_ONLY;
            }
        }
        if (cp != null) {
            return takeBranch(cp);
        }
        // a choice point only when both sides are feasible (whether replayed, resumed or new)
        int undecided = -1;
        Feasibility f;
        try {
            f = state.solver().decide(condition);
        } catch (Abort a) {
            Boolean known = a.reason == Abort.Reason.SOLVER_LIMIT ? state.solver().sideInModel(condition) : null;
            if (known == null) {
                throw a;
            }
            // one side is feasible (the path condition's model takes it): it runs, the other is a path cut here
            f = Feasibility.BOTH;
            undecided = known ? 1 : 0;
        }
        if (f == Feasibility.TRUE_ONLY) {
            return true;
        }
        if (f == Feasibility.FALSE_ONLY) {
            return false;
        }
        int d = state.depth();
        if (replaying(d)) {
            int alternative = script.prefixAt(d);
            state.assume(alternative == 0 ? condition : Exprs.not(condition));
            state.took(d, alternative);
            in.resetSteps();
            return alternative == 0;
        }
        cp = ChoicePoint.branch(condition);
        cp.undecided = undecided;
        open(cp, in);
        if (resumesHere(d)) {
            resumed = true;
            cp.restrict(script.from(), script.to());
        } else {
            stats.branchChoicePoints++;
        }
        trim(cp);
        searcher.opened(cp, in);
        return takeBranch(cp);
    }

    private boolean takeBranch(ChoicePoint cp) {
        int alternative = cp.next++;
        if (alternative == cp.undecided) {
            state.take(cp, alternative);
            throw new Abort(Abort.Reason.SOLVER_LIMIT);
        }
        state.assume(alternative == 0 ? cp.condition : Exprs.not(cp.condition));
        state.take(cp, alternative);
        searcher.taken(cp);
        return alternative == 0;
    }

    @Override
    public int choose(Interpreter in, List<List<Expr>> alternatives) {
        ChoicePoint cp = takeAgain(ChoicePoint.Kind.SWITCH);
        boolean resume = cp != null;
        if (cp == null) {
            int d = state.depth();
            if (replaying(d)) {
                int alternative = script.prefixAt(d);
                for (Expr e : alternatives.get(alternative)) {
                    if (!(e instanceof Const)) {
                        state.assume(e);
                    }
                }
                state.took(d, alternative);
                in.resetSteps();
                return alternative;
            }
            cp = ChoicePoint.choice(alternatives);
            open(cp, in);
            if (resumesHere(d)) {
                resumed = true;
                resume = true;
                cp.restrict(script.from(), script.to());
            } else {
                stats.switchChoicePoints++;
            }
            trim(cp);
            searcher.opened(cp, in);
        }
        while (cp.next < cp.end) {
            int i = cp.next++;
            if (assumeAll(cp.alternatives.get(i))) {
                state.take(cp, i);
                searcher.taken(cp);
                return i;
            }
            state.truncateConditions(cp.conditionCount);
        }
        state.close(cp);
        searcher.closed(cp);
        throw new Abort(resume ? Abort.Reason.EXHAUSTED : Abort.Reason.PRUNED);
    }

    /** Leaves out of a choice point just opened the tails given away ({@link #exclude}). */
    private void trim(ChoicePoint cp) {
        boolean cut = false;
        for (Subtree piece : excluded) {
            if (piece.prefixLength() == cp.depth && state.follows(piece)) {
                cp.end = Math.min(cp.end, piece.from());
                cut = true;
            }
        }
        if (cut && !cp.hasMore()) {
            // a split gives the alternatives after one the giver took, so some are always left
            throw new IllegalStateException("every alternative of " + cp + " is excluded");
        }
    }

    private ChoicePoint takeAgain(ChoicePoint.Kind kind) {
        ChoicePoint cp = again;
        if (cp == null) {
            return null;
        }
        if (cp.kind != kind) {
            // an earlier choice of the same instruction (POSE's null branch before a switch), re-executed: the path
            // condition decides it; the resumed choice point is further on
            return null;
        }
        again = null;
        return cp;
    }

    private boolean assumeAll(List<Expr> conditions) {
        for (Expr e : conditions) {
            if (e instanceof Const k) {
                if (k.value() == 0) {
                    return false;
                }
                continue;
            }
            if (!state.solver().isSatisfiable(e)) {
                return false;
            }
            state.assume(e);
        }
        return true;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Symbolic inputs, assumptions, exceptions, limits

    @Override
    public VmObject symbolicObject(Interpreter in, String name, VmClass cls) {
        ClassShape shape = heap.shapeOf(cls);
        if (shape == null) {
            throw new Unsupported("Symbolic.object of " + cls.javaName() + ", a class outside the layout of "
                    + heap.layout().header().javaName());
        }
        boolean receiver = heap.receiver() == null && shape == heap.layout().header();
        if (!receiver && heap.keepPending()) {
            throw new Unsupported("Symbolic.keep before Symbolic.object(\"" + name + "\", ...), which makes no "
                    + "receiver: only the receiver's fields are kept");
        }
        InputObject o = heap.create(shape, name);
        if (receiver) {
            heap.setReceiver(o);
            technique.start(heap);
            if (!technique.admitsReceiver(heap)) {
                throw new Abort(Abort.Reason.PRUNED); // no valid input within the scope: a dead end, no path
            }
        }
        return o;
    }

    @Override
    public Object symbolicString(Interpreter in, String name) {
        return bliss.spf.symbolic.SymbolicString.of(vm.newStringVar(name));
    }

    @Override
    public void typeArgument(Interpreter in, String variable, List<VmClass> classes) {
        heap.bindTypeArgument(variable, classes);
    }

    @Override
    public void fieldClasses(Interpreter in, String field, List<VmClass> classes) {
        heap.bindFieldClasses(field, classes);
    }

    @Override
    public void fieldValues(Interpreter in, String field, List<bliss.spf.vm.VmObject> values) {
        heap.bindFieldValues(field, values);
    }

    @Override
    public void keep(Interpreter in, List<String> fields) {
        heap.keepFields(fields);
    }

    @Override
    public void keptSeed(Interpreter in, bliss.spf.vm.VmObject seed) {
        heap.takeKeptFields(seed);
    }

    @Override
    public void seedClasses(Interpreter in, List<VmClass> classes) {
        heap.addSeedClasses(classes);
    }

    @Override
    public Expr symbolicValue(Interpreter in, String name, char type) {
        return vm.newVar(name, type);
    }

    @Override
    public void assume(Interpreter in, Expr condition) {
        if (condition instanceof Const k) {
            if (k.value() == 0) {
                throw new Abort(Abort.Reason.ASSUME);
            }
            return;
        }
        if (!state.solver().isSatisfiable(condition)) {
            throw new Abort(Abort.Reason.ASSUME);
        }
        state.assume(condition);
    }

    @Override
    public boolean isPlaceholder(Object ref) {
        return false;
    }

    @Override
    public void raised(Interpreter in, VmObject exception) {
        if (in.depth() > driverDepth) {
            state.raise(exception.cls.javaName());
        }
    }

    @Override
    public void identityWithPermanent(Interpreter in, Object a, Object b) {
        heap.heldStatics().refuseKeyComparison(a, b);
        heap.heldStatics().refuseKeyComparison(b, a);
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
