package bliss.spf.vm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An input object whose class is decided lazily, as Uber-lazy symbolic execution decides it (Rungta, Mercer and
 * Hillery's draft, seed 004): it starts with a set of candidate classes (concrete classes of the type it was
 * declared with) and a class of kind {@link VmClass.Kind#UNDECIDED}; the set shrinks only where the program needs
 * it to, each shrinking a choice of the path:
 * <ul>
 *   <li>{@code instanceof C}, {@code checkcast C}, {@code Class.isInstance/cast} and an array store: the candidates
 *       that are subtypes of C and those that are not, when both are left ({@link #isInstance});</li>
 *   <li>a virtual or interface call: one alternative per implementation of the method among the candidates, the
 *       classes that share an implementation staying together ({@link #dispatch});</li>
 *   <li>what needs the very class ({@code getClass()}, the default {@code toString()}, {@code clone()}): one
 *       alternative per candidate ({@link #decide}).</li>
 * </ul>
 * A field access needs no decision: the bytecode verifier guarantees that the static type of the object there is a
 * class declaring the field, and every candidate left is a subtype of it, so the field lives in the same slot in all
 * of them. When one candidate is left the object's class is that one. Storage has room for the largest candidate.
 * Every change is undone by backtracking.
 *
 * <pre>
 * @specfield candidates: seq VmClass  -- concrete, in a fixed order; never empty
 * </pre>
 */
public class LazyObject extends VmObject {

    private List<VmClass> candidates;

    /**
     * @param undecided  the class of kind UNDECIDED of the declared type ({@link ClassRepository#undecided})
     * @param candidates the concrete classes it may be (one: decided from the start)
     */
    protected LazyObject(VmClass undecided, List<VmClass> candidates, int hash, long birth) {
        super(candidates.size() == 1 ? candidates.get(0) : undecided, slots(candidates), hash, birth);
        this.candidates = List.copyOf(candidates);
    }

    private static int slots(List<VmClass> candidates) {
        int n = 0;
        for (VmClass c : candidates) {
            n = Math.max(n, c.instanceSlots());
        }
        return n;
    }

    /** The classes the object may still be, in a fixed order. */
    public List<VmClass> candidates() {
        return candidates;
    }

    /** Whether one class is left. */
    public boolean isDecided() {
        return candidates.size() == 1;
    }

    /**
     * Restricts the candidates, undone by backtracking.
     *
     * @requires classes is a non-empty subsequence of candidates
     */
    public void narrow(Vm vm, List<VmClass> classes) {
        if (classes.size() == candidates.size()) {
            return;
        }
        List<VmClass> before = candidates;
        VmClass clsBefore = cls;
        vm.trail.log(() -> {
            candidates = before;
            cls = clsBefore;
        });
        candidates = List.copyOf(classes);
        if (candidates.size() == 1) {
            cls = candidates.get(0);
        }
    }

    /** The candidates that are (or are not) subtypes of {@code type}. */
    public List<VmClass> subtypesOf(VmClass type, boolean are) {
        List<VmClass> out = new ArrayList<>();
        for (VmClass c : candidates) {
            if (c.isSubtypeOf(type) == are) {
                out.add(c);
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------------------
    // The decisions

    /**
     * Whether {@code o} is an instance of {@code type}: decided without a choice when all or none of the candidates
     * are, else a choice of the path ("it is" first), the candidates narrowed to its side.
     *
     * @requires the interpreter's frame is synced to the instruction (a choice may be made)
     */
    static boolean isInstance(Interpreter in, LazyObject o, VmClass type) {
        List<VmClass> yes = o.subtypesOf(type, true);
        List<VmClass> no = o.subtypesOf(type, false);
        if (no.isEmpty()) {
            return true;
        }
        if (yes.isEmpty()) {
            return false;
        }
        boolean is = in.hooks().choose(in, List.of(List.of(), List.of())) == 0;
        o.narrow(in.vm, is ? yes : no);
        return is;
    }

    /**
     * The method a virtual or interface call of {@code nameDesc} runs on {@code o}: the candidates grouped by the
     * implementation they run (in the order of their first candidates), one alternative of the path per group, the
     * candidates narrowed to the group taken. A candidate without an implementation is a group of its own, whose
     * method is null.
     *
     * @requires the interpreter's frame is synced to the call
     */
    static VmMethod dispatch(Interpreter in, LazyObject o, String nameDesc) {
        Map<VmMethod, List<VmClass>> groups = new LinkedHashMap<>();
        List<VmClass> none = new ArrayList<>();
        for (VmClass c : o.candidates) {
            VmMethod m = c.findVirtual(nameDesc);
            if (m == null) {
                none.add(c);
            } else {
                groups.computeIfAbsent(m, k -> new ArrayList<>()).add(c);
            }
        }
        List<VmMethod> methods = new ArrayList<>(groups.keySet());
        List<List<VmClass>> classes = new ArrayList<>(groups.values());
        if (!none.isEmpty()) {
            methods.add(null);
            classes.add(none);
        }
        int i = 0;
        if (classes.size() > 1) {
            List<List<bliss.spf.symbolic.Expr>> alternatives = new ArrayList<>();
            for (int k = 0; k < classes.size(); k++) {
                alternatives.add(List.of());
            }
            i = in.hooks().choose(in, alternatives);
        }
        o.narrow(in.vm, classes.get(i));
        return methods.get(i);
    }

    /**
     * The class of {@code o}, decided: one alternative of the path per candidate (none when one is left).
     *
     * @requires the interpreter's frame is synced to the instruction
     */
    static VmClass decide(Interpreter in, LazyObject o) {
        if (!o.isDecided()) {
            List<List<bliss.spf.symbolic.Expr>> alternatives = new ArrayList<>();
            for (int k = 0; k < o.candidates.size(); k++) {
                alternatives.add(List.of());
            }
            int i = in.hooks().choose(in, alternatives);
            o.narrow(in.vm, List.of(o.candidates.get(i)));
        }
        return o.cls;
    }

    /** The decided class of {@code v} when it is a lazy object (deciding it), else its class. */
    static VmClass classOf(Interpreter in, Object v) {
        return v instanceof LazyObject o ? decide(in, o) : in.vm.classOf(v);
    }

    /**
     * {@code v instanceof type} for any reference value: the plain test, and for an undecided lazy object
     * {@link #isInstance}.
     */
    /**
     * The class of {@code v} as an exception message names it: its class, or, while undecided, the classes it may
     * still be ({@code C or D}, the first three and how many more): the path stands for each of them.
     */
    static String className(Vm vm, Object v) {
        if (!(v instanceof LazyObject o) || vm.classOf(v).kind != VmClass.Kind.UNDECIDED) {
            return vm.classOf(v).javaName();
        }
        List<String> names = new ArrayList<>();
        for (VmClass c : o.candidates) {
            if (names.size() == 3) {
                names.add(String.format("%,d other classes", o.candidates.size() - 3));
                break;
            }
            names.add(c.javaName());
        }
        return String.join(" or ", names);
    }

    static boolean instanceOf(Interpreter in, Object v, VmClass type) {
        if (v == null) {
            return false;
        }
        VmClass c = in.vm.classOf(v);
        if (c.isSubtypeOf(type)) {
            return true;
        }
        return c.kind == VmClass.Kind.UNDECIDED && isInstance(in, (LazyObject) v, type);
    }
}
