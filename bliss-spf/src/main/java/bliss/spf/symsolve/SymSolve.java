package bliss.spf.symsolve;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.AcceptingPathSearch;
import bliss.spf.explore.Limits;
import bliss.spf.explore.PartialStructure;
import bliss.spf.heap.AllCandidates;
import bliss.spf.heap.ForeignValues;
import bliss.spf.heap.RepOkValueReads;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.PathSolvers;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Expr;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmMethod;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * SymSolve (LISSA §3): decides whether a partially symbolic structure can be completed, within the scope, to one on
 * which the class's own {@code repOK()} returns true, with values that the question's conditions allow. Korat's search
 * over the reference fields, run by bliss's own symbolic VM: repOK runs on the question's objects in a VM of its own,
 * a read of a reference field the question leaves free is a lazy-initialization choice (null, an object of the
 * structure, a new one while the scope allows: LISSA's isomorphism breaking, §3.3, where the fixed part's objects
 * count as used), and the primitive fields (ints, longs, booleans, and whatever values the VM makes symbolic) stay
 * symbolic: a branch of repOK on them forks where the path solver (folding, difference constraints, Z3) allows both
 * sides, over the question's conditions. The first path that returns true is the witness; no such path: UNSAT.
 * There is no finite domain of values and no per-class hint: the answer is exact for every value.
 *
 * <p>A path that exceeds the run's limits (its call depth, its steps since the last choice point, or its number of
 * choice points, {@code --max-choices}) counts as a rejection ({@code symsolveBudgetExhausted}): a repOK looping on a
 * cyclic heap, or counting {@code ++n > size} around a cycle with {@code size} symbolic, which forks at every turn
 * and whose step count restarts at each fork. This is sound with respect to the bounded input space the run
 * explores: an input counts as valid when repOK accepts it within the run's limits, as an input counts only within
 * the scope. Every concrete run of repOK follows exactly one path of this search, with one choice point for each of
 * its decisions on a symbolic value or an undecided reference, the same calls and the same steps; so a path cut at a
 * limit holds only concrete runs that exceed that limit, inputs outside the bounded space, and no input inside it
 * is lost. (A repOK that terminates, as Korat requires, makes the bound a matter of cost: the bundled subjects' repOK
 * paths take a few dozen choice points at their largest scopes, far below the default 1,000.) Heaps found to have no completion are kept ({@link UnsatHeaps}) and prune later
 * searches. One solver per exploring thread; not thread-safe: a run's threads share their conflicts and valid
 * shapes through a {@link Team}.
 */
public final class SymSolve implements AutoCloseable {

    /** SymSolve's variables start here, apart from every run's that asks it (PLI's conditions mix the two). */
    private static final int FIRST_VARIABLE = 1 << 30;

    private final ClassLayout layout;
    private final InputHeap heap;
    private final VmMethod repOk;
    private final PathSolver solver;
    private final AcceptingPathSearch search;
    private final UnsatHeaps unsat;
    private final AnsweredValues answered = new AnsweredValues();
    private final WitnessGuide guide;
    private final Map<ClassShape, ClassShape> shapes = new IdentityHashMap<>();
    /** Whether heaps with no accepted completion may be recorded: a question without conditions. */
    private boolean recording;
    /** While {@link #solveEach} searches: the open field, which must be decided in a heap that is recorded. */
    private InputObject openOwner;
    private FieldShape openField;
    private long searches;
    /**
     * Whether repOK reads a field outside the layout's references ({@link RepOkValueReads}): then a heap's verdict
     * depends on more than its references, which {@link UnsatHeaps} keys by, so no heap is recorded there.
     */
    private final boolean readsValues;
    /** Whether repOK reads generic keys, which are values for a run that binds their type variable. */
    private final boolean readsKeys;
    /** The valid shapes, enumerated between questions; null where they are not used (values read, or searchOnly). */
    private final ValidShapes valid;
    /** Whether this SymSolve closes the valid shapes (not a {@link Team}'s member: the team does). */
    private final boolean ownsShapes;
    /** Paths of the valid shapes' enumeration run in this SymSolve's thread. */
    private long shapePaths;
    /** Questions (and values of an open field) the valid shapes answered. */
    private long byShapes;

    /**
     * @param loader loads the class under analysis (the one the asking run uses)
     * @param layout the class's layout
     * @param scope  at most this many objects of each node class
     * @throws UserError when the class has no {@code boolean repOK()}
     */
    public SymSolve(ClassLoader loader, ClassLayout layout, int scope) {
        this(loader, layout, scope, Limits.DEFAULT);
    }

    /**
     * @param limits the run's limits: a path of repOK over them is a rejection (see the class comment); the time limit
     *               is given by {@link #deadline}
     */
    public SymSolve(ClassLoader loader, ClassLayout layout, int scope, Limits limits) {
        this(loader, layout, scope, limits, true, null);
    }

    /** A SymSolve that searches every question: no {@link ValidShapes} (the enumeration's own, and tests of the search). */
    static SymSolve searchOnly(ClassLoader loader, ClassLayout layout, int scope) {
        return new SymSolve(loader, layout, scope, Limits.DEFAULT, false, null);
    }

    /**
     * @param withShapes whether to enumerate the valid shapes (by a SymSolve of its own, which shares this one's
     *                   conflicts: a heap either search exhausts the other skips)
     * @param conflicts  the set of heaps with no completion to share, or null for one of its own
     */
    private SymSolve(ClassLoader loader, ClassLayout layout, int scope, Limits limits, boolean withShapes,
                     HashPairs conflicts) {
        this(loader, layout, scope, limits, withShapes, conflicts, null);
    }

    /** A member of {@code team}: its conflicts and its valid shapes are the team's. */
    private SymSolve(ClassLoader loader, ClassLayout layout, int scope, Limits limits, Team team) {
        this(loader, layout, scope, limits, true, team.conflicts, team);
    }

    private SymSolve(ClassLoader loader, ClassLayout layout, int scope, Limits limits, boolean withShapes,
                     HashPairs conflicts, Team team) {
        this.layout = layout;
        Vm vm = new Vm(loader);
        vm.varIdsAfter(FIRST_VARIABLE);
        this.heap = new InputHeap(vm, layout, scope);
        VmClass header = vm.classes.load(layout.header().name());
        this.repOk = header.resolveMethod("repOK()Z");
        if (repOk == null || repOk.isStatic()) {
            throw new UserError(layout.header().javaName() + " has no boolean repOK(): SymSolve decides questions "
                    + "with the class's own repOK");
        }
        vm.initialize(header);
        this.readsValues = RepOkValueReads.firstValueFieldRead(heap) != null;
        this.readsKeys = RepOkValueReads.readsGenericKeys(heap);
        this.solver = PathSolvers.standard();
        this.unsat = conflicts == null ? new UnsatHeaps(this::pathCondition)
                : new UnsatHeaps(this::pathCondition, conflicts);
        Counters own = new Counters(); // the nested exploration's counters are SymSolve's business
        this.guide = new WitnessGuide(new AllCandidates(own));
        HeapTechnique completions = new HeapTechnique("symsolve", guide, List.of(unsat, answered, guide));
        this.search = new AcceptingPathSearch(vm, heap, completions, solver, own, limits,
                () -> {
                    if (recording && (openOwner == null
                            || heap.input(openOwner, openField) != HeapAccess.UNINITIALIZED)) {
                        unsat.add(heap);
                    }
                });
        this.ownsShapes = team == null;
        this.valid = !(withShapes && !readsValues && referencesAndPrimitivesOnly(layout)) ? null
                : team != null ? team.shapes()
                : new ValidShapes(() -> new SymSolve(loader, layout, scope, limits, false, unsat.set()));
    }

    /** Whether every field of the layout is a reference of the layout or a primitive (no value a type binds). */
    private static boolean referencesAndPrimitivesOnly(ClassLayout layout) {
        for (ClassShape c : layout.classes()) {
            for (FieldShape f : c.fields()) {
                if (f.isBoxed() || !(f.isReference() || f.kind() == FieldKind.INT || f.kind() == FieldKind.LONG
                        || f.kind() == FieldKind.BOOLEAN)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The run's time limit: a search still going at {@code nanoTime} on {@code clock} throws
     * {@link bliss.spf.vm.Abort} (TIMEOUT), which ends the asking run as partial.
     */
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        search.deadline(nanoTime, clock);
        if (valid != null) {
            valid.deadline(nanoTime, clock);
        }
    }

    public ClassLayout layout() {
        return layout;
    }

    /**
     * @return a valid completion of {@code q} that satisfies its conditions, or null when none exists within the scope
     * @throws UserError when repOK does something the symbolic VM does not run
     */
    public <T> Witness solve(StructureQuestion<T> q) {
        searches++;
        search.clear();
        List<T> asked = build(q);
        if (mayRecord(q) && unsat.known(heap)) {
            return null;
        }
        HeapPattern p = pattern(q, null, null);
        if (p != null) {
            ValidShapes.View shapes = valid.view();
            for (AcceptedHeap w : shapes.heaps()) {
                int[] map = p.completion(w, heap);
                if (map != null) {
                    Witness found = within(q, asked, w, map);
                    if (found != null) {
                        byShapes++;
                        return found;
                    }
                    search.clear();
                    return searched(q, build(q), mayRecord(q)); // a run over a limit where the enumeration's was not
                }
            }
            if (shapes.complete()) {
                byShapes++;
                search.clear();
                return null;
            }
        }
        long before = search.paths();
        Witness w = searched(q, asked, mayRecord(q));
        if (p != null) {
            shapePaths += valid.advance(search.paths() - before);
        }
        return w;
    }

    /**
     * The search for q, its heap built ({@code asked}), the heap cleared after.
     *
     * @param record whether heaps under which no path was accepted are recorded ({@link UnsatHeaps})
     * @return a witness, or null when no path of repOK accepts
     */
    private <T> Witness searched(StructureQuestion<T> q, List<T> asked, boolean record) {
        InputObject receiver = heap.receiver();
        if (!search.base(conditions(q))) {
            search.clear();
            return null;
        }
        recording = record;
        guide.begin(heap, asked);
        try {
            if (!search.search(repOk, receiver)) {
                return null;
            }
            Witness w = new Witness(PartialStructure.of(search.state().heap()), search.state().pathCondition(),
                    search.model(), asked);
            guide.remember(w);
            return w;
        } catch (Unsupported e) {
            throw new UserError("SymSolve cannot run repOK of " + layout.header().javaName() + " in the symbolic VM: "
                    + e.getMessage(), e);
        } finally {
            search.clear();
        }
    }

    /**
     * The built question's heap as a pattern for the valid shapes, or null when they do not answer q: none kept, the
     * question has conditions, or a primitive field of its heap holds something else than a variable of its own.
     */
    private HeapPattern pattern(StructureQuestion<?> q, InputObject wildcard, ClassShape wildTarget) {
        return valid == null || !mayRecord(q) ? null : HeapPattern.of(heap, wildcard, wildTarget);
    }

    /**
     * A witness of the built question that the valid shape w completes ({@code map}, {@link HeapPattern#completion}):
     * w's fields written into the heap, then repOK's paths over the values of that one structure searched (w's own
     * path among them). The heap is cleared after.
     *
     * @return null when the search finds no accepted path there (a path over a limit of the run)
     */
    private <T> Witness within(StructureQuestion<T> q, List<T> asked, AcceptedHeap w, int[] map) {
        if (!written(w, map)) {
            search.clear();
            return null;
        }
        return searched(q, asked, false);
    }

    /**
     * Writes the accepted heap w into the built question's heap: its objects that are none of the question's made, each
     * field w read that the question leaves free decided as in w.
     *
     * @return false when an object of the question stands for one of w of another class (the wildcard: then the
     *         search decides)
     */
    private boolean written(AcceptedHeap w, int[] map) {
        List<InputObject> objects = heap.objects();
        InputObject[] image = new InputObject[w.size()];
        for (int h = 0; h < map.length; h++) {
            if (map[h] >= 0) {
                image[map[h]] = objects.get(h);
                if (objects.get(h).classIndex() != w.classOf(map[h])) {
                    return false;
                }
            }
        }
        for (int j = 0; j < image.length; j++) {
            if (image[j] == null) {
                image[j] = heap.create(layout.classes().get(w.classOf(j)), null);
            }
        }
        for (int j = 0; j < image.length; j++) {
            List<FieldShape> fields = image[j].shape().referenceFields();
            for (int f = 0; f < fields.size(); f++) {
                int t = w.target(j, f);
                if (t != AcceptedHeap.UNREAD && heap.input(image[j], fields.get(f)) == HeapAccess.UNINITIALIZED) {
                    heap.decide(image[j], fields.get(f), t == AcceptedHeap.NULL ? null : image[t]);
                }
            }
        }
        return true;
    }

    /**
     * Answers the question for every value of an open field in one search: the field is left free, and the search
     * goes on past accepted paths until each value has one (its witness) or every path is run. A path that never
     * reads the field answers every value (with the field unread, any value keeps it; a new object needs room in
     * the scope or an object of the field's class the question does not have).
     *
     * @return per value of {@code open.values()}: a witness for q with that value in the field, or null when there is
     *         none
     * @throws UserError when repOK does something the symbolic VM does not run
     */
    public <T> Witness[] solveEach(StructureQuestion<T> q, OpenField<T> open) {
        int n = open.values().size();
        Witness[] out = new Witness[n];
        searches++;
        search.clear();
        List<T> asked = build(q);
        InputObject owner = null;
        Map<InputObject, Integer> valueOf = new IdentityHashMap<>();
        for (int i = 0; i < asked.size(); i++) {
            if (asked.get(i) == open.owner()) {
                owner = heap.objects().get(i);
            }
        }
        int nullValue = -1;
        int newValue = -1;
        for (int i = 0; i < n; i++) {
            Object v = open.values().get(i);
            if (v == null) {
                nullValue = i;
            } else if (v == OpenField.NEW) {
                newValue = i;
            } else {
                int at = indexOf(asked, v);
                if (at < 0) {
                    owner = null; // an object the question's structure does not reach: ask value by value
                    break;
                }
                valueOf.put(heap.objects().get(at), i);
            }
        }
        if (owner == null) {
            search.clear();
            for (int i = 0; i < n; i++) {
                out[i] = solve(q.with(open, open.values().get(i)));
            }
            return out;
        }
        if (mayRecord(q) && unsat.known(heap)) {
            search.clear();
            return out;
        }
        FieldShape field = owner.shape().fields().get(q.heap().classOf(open.owner()).fields().indexOf(open.field()));
        HeapPattern p = pattern(q, null, null);
        if (p != null && eachByShapes(q, open, p, owner, field, asked, out)) {
            return out;
        }
        if (!search.base(conditions(q))) {
            search.clear();
            return out;
        }
        int nullAt = nullValue;
        int newAt = newValue;
        int questionObjects = asked.size();
        ClassShape newClass = shape(open.target());
        // null, an object of the question (-1 when not asked about), or one the search made: the question's "new"
        // when of the open field's target class (a subclass's new object is another question's)
        ToIntFunction<InputObject> classify = t -> t == null ? nullAt
                : t.index() < questionObjects ? valueOf.getOrDefault(t, -1)
                : t.shape().equals(newClass) ? newAt : -1;
        boolean[] done = new boolean[n];
        long before = search.paths();
        InputObject watched = owner;
        recording = mayRecord(q);
        openOwner = owner;
        openField = field;
        answered.watch(owner, field, classify, done);
        guide.begin(heap, asked);
        try {
            search.search(repOk, heap.receiver(), () -> {
                Object v = heap.input(watched, field);
                Witness w = new Witness(PartialStructure.of(heap), search.state().pathCondition(), search.model(),
                        asked);
                guide.remember(w);
                if (v == HeapAccess.UNINITIALIZED) {
                    for (int i = 0; i < n; i++) {
                        if (!done[i] && (i != newAt || roomForNew(newClass, asked.size()))) {
                            out[i] = w;
                            done[i] = true;
                        }
                    }
                } else {
                    int i = classify.applyAsInt((InputObject) v);
                    if (i >= 0 && !done[i]) {
                        out[i] = w;
                        done[i] = true;
                    }
                    search.skipRestOf(watched, field); // the value is answered: on to the field's next one
                }
                for (boolean d : done) {
                    if (!d) {
                        return true;
                    }
                }
                return false;
            });
        } catch (Unsupported e) {
            throw new UserError("SymSolve cannot run repOK of " + layout.header().javaName() + " in the symbolic VM: "
                    + e.getMessage(), e);
        } finally {
            answered.stop();
            openOwner = null;
            search.clear();
        }
        if (p != null) {
            shapePaths += valid.advance(search.paths() - before);
        }
        return out;
    }

    /**
     * {@link #solveEach} by the valid shapes: each value whose question a shape completes gets its witness from that
     * shape ({@link #within}); when the enumeration is complete, the others have none.
     *
     * @return false (the heap still built, nothing in out) when a value is left that the shapes do not decide
     */
    private <T> boolean eachByShapes(StructureQuestion<T> q, OpenField<T> open, HeapPattern p, InputObject owner,
                                     FieldShape field, List<T> asked, Witness[] out) {
        int n = out.length;
        int ownerNo = owner.index();
        int fieldNo = owner.shape().referenceFields().indexOf(field);
        ClassShape target = shape(open.target()); // a new object's class: the field's, or a subclass's question
        int[][] maps = new int[n][];
        AcceptedHeap[] by = new AcceptedHeap[n];
        ValidShapes.View shapes = valid.view();
        for (int i = 0; i < n; i++) {
            Object v = open.values().get(i);
            int value = v == null ? AcceptedHeap.NULL : v == OpenField.NEW ? HeapPattern.NEW : indexOf(asked, v);
            HeapPattern pv = p.with(ownerNo, fieldNo, value, target);
            for (AcceptedHeap w : shapes.heaps()) {
                int[] map = pv.completion(w, heap);
                if (map != null) {
                    maps[i] = map;
                    by[i] = w;
                    break;
                }
            }
            if (maps[i] == null && !shapes.complete()) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            byShapes++;
            if (maps[i] == null) {
                continue;
            }
            Object v = open.values().get(i);
            StructureQuestion<Object> qv = q.with(open, v);
            search.clear();
            List<Object> askedV = build(qv);
            Object fresh = v == OpenField.NEW ? qv.heap().read(open.owner(), open.field()) : null;
            int at = fresh == null ? -1 : indexOf(askedV, fresh);
            // the question with the value built: its pattern numbers the new object where build met it
            HeapPattern built = HeapPattern.of(heap, at < 0 ? null : heap.objects().get(at), target);
            int[] map = built == null ? null : built.completion(by[i], heap);
            Witness w = map == null ? null : within(qv, askedV, by[i], map);
            out[i] = w != null ? w : solve(qv);
        }
        search.clear();
        return true;
    }

    /** The running search's path condition (its base is empty wherever heaps are recorded). */
    private List<bliss.spf.symbolic.Expr> pathCondition() {
        return search.state().pathCondition();
    }

    /** Whether repOK reads fields outside the layout's references (a string, a box, an object, an array). */
    public boolean readsValues() {
        return readsValues;
    }

    /**
     * Whether repOK reads generic keys of the layout's convention ({@code K key}), which hold null or objects for a
     * run whose driver binds their type variable ({@link InputHeap#isValueField}).
     */
    public boolean readsGenericKeys() {
        return readsKeys;
    }

    /**
     * Whether heaps with no completion may be recorded and looked up for q: no conditions (its arrays' lengths
     * included: the record is keyed by references alone), no values read.
     */
    private boolean mayRecord(StructureQuestion<?> q) {
        return q.conditions().isEmpty() && lengthFacts.isEmpty() && !readsValues
                && !(readsKeys && heap.bindsTypeVariables()); // the asker's bindings, adopted by build
    }

    /**
     * Whether an object of class {@code target} that the question does not have can be in the structure: one more fits
     * in the scope, or the search made one (the question's own objects are the first {@code asked}).
     */
    private boolean roomForNew(ClassShape target, int asked) {
        if (heap.canCreate(target)) {
            return true;
        }
        List<InputObject> objects = heap.objects();
        for (int i = asked; i < objects.size(); i++) {
            if (heap.isInstance(objects.get(i), target)) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(List<?> list, Object o) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == o) {
                return i;
            }
        }
        return -1;
    }

    /** What the last built question's arrays say of their lengths ({@link ForeignValues#lengthFacts}). */
    private List<Expr> lengthFacts = List.of();

    /** The question's conditions, then what its arrays' decided elements say of their lengths. */
    private List<Expr> conditions(StructureQuestion<?> q) {
        if (lengthFacts.isEmpty()) {
            return q.conditions();
        }
        List<Expr> all = new ArrayList<>(q.conditions());
        all.addAll(lengthFacts);
        return all;
    }

    /**
     * The question's concrete part as this VM's input heap: its objects breadth-first from the root, each initialized
     * reference field decided, each primitive field holding the question's value.
     *
     * @return the question's objects in the order their input objects were made (the receiver first)
     */
    private <T> List<T> build(StructureQuestion<T> q) {
        HeapAccess<T> access = q.heap();
        InputHeap asker = InputHeap.of(access);
        if (asker != null) {
            heap.adoptTypeCandidates(asker);
        }
        Map<T, InputObject> mine = new IdentityHashMap<>();
        List<Object[]> values = new ArrayList<>(); // the decided value fields: owner, field, the asker's value
        List<T> order = new ArrayList<>();
        InputObject receiver = heap.create(shape(access.classOf(q.root())), null);
        takeIdentity(access, q.root(), receiver);
        heap.setReceiver(receiver);
        mine.put(q.root(), receiver);
        order.add(q.root());
        // a node the structure reaches only through a value (an element of an array of nodes) is made when the
        // value is copied, and its own fields copied in the next round
        @SuppressWarnings("unchecked") Function<Object, InputObject> nodeOf = v -> imageOf(access, (T) v, mine, order);
        ForeignValues foreign = new ForeignValues(heap, nodeOf,
                asker == null ? v -> null : asker.offeredStatics()::nameOf);
        int copied = 0;
        for (int done = 0; done < order.size(); ) {
            for (; done < order.size(); done++) {
                copyFields(access, order.get(done), mine, order, values);
            }
            for (; copied < values.size(); copied++) {
                Object[] v = values.get(copied);
                heap.bind((InputObject) v[0], (FieldShape) v[1], foreign.copy((FieldShape) v[1], v[2]));
            }
        }
        lengthFacts = foreign.lengthFacts();
        return order;
    }

    /**
     * Decides the fields of {@code own}'s image from the asker's object {@code o}: a reference the image of its
     * target (made and queued when new), a primitive the asker's value; a decided value field is queued in
     * {@code values} for {@link ForeignValues}.
     */
    private <T> void copyFields(HeapAccess<T> access, T o, Map<T, InputObject> mine, List<T> order,
                                List<Object[]> values) {
        InputObject own = mine.get(o);
        List<FieldShape> theirs = access.classOf(o).fields();
        List<FieldShape> ours = own.shape().fields();
        for (int f = 0; f < theirs.size(); f++) {
            Object v = access.read(o, theirs.get(f));
            FieldShape field = ours.get(f);
            if (!field.isReference()) {
                if (heap.isValueField(field)) {
                    if (v != HeapAccess.UNINITIALIZED) {
                        values.add(new Object[]{own, field, v});
                    }
                } else if (v != null && v != HeapAccess.UNINITIALIZED) {
                    heap.bind(own, field, v);
                }
                continue;
            }
            if (v == HeapAccess.UNINITIALIZED) {
                continue;
            }
            @SuppressWarnings("unchecked") T t = (T) v;
            heap.decide(own, field, v == null ? null : imageOf(access, t, mine, order));
        }
    }

    /** This heap's object for the asker's object {@code t}: made (and queued for its fields) at its first mention. */
    private <T> InputObject imageOf(HeapAccess<T> access, T t, Map<T, InputObject> mine, List<T> order) {
        InputObject target = mine.get(t);
        if (target == null) {
            target = heap.create(shape(access.classOf(t)), null);
            takeIdentity(access, t, target);
            mine.put(t, target);
            order.add(t);
        }
        return target;
    }

    /** The asker's identity hash of {@code theirs}, when its path asked for it: the same variable for its image. */
    private <T> void takeIdentity(HeapAccess<T> access, T theirs, InputObject image) {
        if (access.identityHash(theirs) instanceof bliss.spf.symbolic.Var v) {
            image.takeIdentityHash(heap.vm(), v);
        }
    }

    /** This solver's layout class for the asking run's. */
    private ClassShape shape(ClassShape theirs) {
        return shapes.computeIfAbsent(theirs, c -> layout.shape(c.name()).orElseThrow(
                () -> new IllegalArgumentException(c.javaName() + " is not a class of " + layout.header().javaName())));
    }

    /**
     * Takes the classes a run's value fields may hold (a path's {@link PartialStructure#types}), by name, so that
     * completions of its questions keep to what its driver named. Idempotent.
     */
    public void adoptTypes(bliss.spf.heap.TypeCandidates asker) {
        heap.adoptTypeCandidates(asker);
    }

    /**
     * Starts the enumeration of every path of repOK over the scope ({@link ValidShapes}): the receiver with every field
     * free, no conditions; each heap under which no path was accepted is recorded as a search records them.
     */
    void startEnumeration() {
        search.clear();
        InputObject receiver = heap.create(layout.header(), null);
        heap.setReceiver(receiver);
        search.base(List.of());
        recording = !readsValues;
        guide.begin(heap, List.of());
        search.start(repOk, receiver);
    }

    /**
     * Runs up to {@code paths} more paths of the enumeration {@link #startEnumeration} began, telling
     * {@code onAccepted} of the heap of each path that returns true.
     */
    AcceptingPathSearch.Progress enumerate(long paths, java.util.function.Predicate<InputHeap> onAccepted) {
        try {
            return search.advance(paths, () -> onAccepted.test(heap));
        } catch (Unsupported e) {
            throw new UserError("SymSolve cannot run repOK of " + layout.header().javaName() + " in the symbolic VM: "
                    + e.getMessage(), e);
        }
    }

    /** Questions, and values of open fields, answered by the valid shapes (SAT with a witness from one, or UNSAT). */
    public long byShapes() {
        return byShapes;
    }

    /** Runs the enumeration of the valid shapes to its end (or until it gives up). */
    void completeShapes() {
        if (valid != null) {
            shapePaths += valid.finish();
        }
    }

    /** Whether this SymSolve enumerates the valid shapes (not for a repOK that reads values, nor searchOnly). */
    boolean keepsShapes() {
        return valid != null;
    }

    /** Paths of repOK the enumeration of the valid shapes has run in this SymSolve's thread. */
    public long shapePaths() {
        return shapePaths;
    }

    /** Searches so far (questions not answered from {@link UnsatHeaps} at once included). */
    public long searches() {
        return searches;
    }

    /** Paths of repOK run so far, over every question and the enumeration of the valid shapes. */
    public long paths() {
        return search.paths() + shapePaths();
    }

    /** Paths cut by the depth, step or choice limit (counted as rejections) so far. */
    public long budgetExhausted() {
        return search.overBudget();
    }

    /** Candidates of SymSolve's own choices dropped because they made a heap known to have no completion. */
    public long conflictHits() {
        return unsat.hits();
    }

    @Override
    public void close() {
        solver.close();
        if (valid != null && ownsShapes) {
            valid.close();
        }
    }

    /**
     * The SymSolves of one run's exploring threads: each its own VM and search, all sharing one set of heaps with no
     * completion ({@link UnsatHeaps}: a heap one thread's search exhausted, another's skips) and one enumeration of
     * the valid shapes ({@link ValidShapes}, advanced by whichever thread's searches give it paths). Thread-safe.
     */
    public static final class Team implements AutoCloseable {

        private final ClassLoader loader;
        private final ClassLayout layout;
        private final int scope;
        private final Limits limits;
        private final HashPairs conflicts = new HashPairs();
        /** Made with the first member, which knows whether repOK reads values (then there is none). */
        private ValidShapes shapes;

        public Team(ClassLoader loader, ClassLayout layout, int scope, Limits limits) {
            this.loader = loader;
            this.layout = layout;
            this.scope = scope;
            this.limits = limits;
        }

        /** @return a SymSolve for one thread of the run */
        public synchronized SymSolve member() {
            return new SymSolve(loader, layout, scope, limits, this);
        }

        /** The shared enumeration for a member that uses one (made at the first such member). */
        private ValidShapes shapes() {
            if (shapes == null) {
                shapes = new ValidShapes(() -> new SymSolve(loader, layout, scope, limits, false, conflicts));
            }
            return shapes;
        }

        @Override
        public synchronized void close() {
            if (shapes != null) {
                shapes.close();
            }
        }
    }
}
