package bliss.spf.explore;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** The JVM oracle of POSE paths: whether a concrete input (real objects) follows a path. */
final class PoseOracle {

    private PoseOracle() {
    }

    /**
     * Whether a concrete input follows a POSE path: its path condition holds where each choice variable is the value
     * of the candidate the input's reference is (the receiver is the path's receiver; a candidate not met yet is bound
     * to the object the first time a variable chooses it, so distinct candidates are distinct objects), each location
     * the path condition defines ({@code @n == term}) is its term's value, and each value variable is its object's
     * value. A variable whose owner is not in the input is 0 (null).
     */
    static boolean follows(PathEnd end, Object receiver, List<String> parameters, Object[] args) {
        return follows(end, receiver, parameters, args, Map.of());
    }

    /**
     * The same for a driver's path: {@code values} gives the driver's own variables ({@code k} of
     * {@code Symbolic.integer("k")}) by name.
     */
    static boolean follows(PathEnd end, Object receiver, List<String> parameters, Object[] args,
                           Map<String, Long> values) {
        Map<String, Object> objectOf = new HashMap<>();
        Map<Object, String> nameOf = new IdentityHashMap<>();
        objectOf.put(end.input().receiver().name(), receiver);
        nameOf.put(receiver, end.input().receiver().name());
        Map<Var, Long> env = new HashMap<>();
        for (PartialStructure.Choice c : end.input().choices()) {
            Object concrete;
            if (c.owner() == null) {
                concrete = args[parameters.indexOf(c.place())];
            } else if (objectOf.containsKey(c.owner())) {
                concrete = get(objectOf.get(c.owner()), c.place());
            } else {
                env.put(c.variable(), 0L);
                continue;
            }
            int index = concrete == null ? 0
                    : nameOf.containsKey(concrete) ? c.candidates().indexOf(nameOf.get(concrete)) : -1;
            String last = c.candidates().get(c.candidates().size() - 1);
            if (index < 0 && last != null && !objectOf.containsKey(last)) {
                index = c.candidates().size() - 1; // the fresh candidate: this object
                objectOf.put(last, concrete);
                nameOf.put(concrete, last);
            }
            if (index < 0) {
                return false;
            }
            env.put(c.variable(), c.values().get(index));
        }
        for (Expr e : end.pathCondition()) {
            if (e instanceof Compare d && d.op() == Compare.Op.EQ && d.left() instanceof Var l
                    && l.name().startsWith("@") && !env.containsKey(l)) {
                e.forEachVar(v -> env.computeIfAbsent(v, x -> x == l ? null : value(objectOf, values, x.name())));
                env.put(l, Exprs.evaluate(d.right(), env)); // a location's definition
                continue;
            }
            e.forEachVar(v -> env.computeIfAbsent(v, x -> value(objectOf, values, x.name())));
            if (Exprs.evaluate(e, env) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The value of a value variable ({@code N1.val}) in the input: its object's field, 0 when not in the input; a
     * driver's variable's from {@code values}.
     */
    private static long value(Map<String, Object> objectOf, Map<String, Long> values, String variable) {
        int dot = variable.lastIndexOf('.');
        if (dot < 0) {
            Long v = values.get(variable);
            if (v == null) {
                throw new IllegalStateException("no value for the driver's variable " + variable);
            }
            return v;
        }
        Object o = objectOf.get(variable.substring(0, dot));
        if (o == null) {
            return 0;
        }
        Object v = get(o, variable.substring(dot + 1));
        return v instanceof Boolean b ? (b ? 1 : 0) : ((Number) v).longValue();
    }

    /** The field {@code name} of {@code o}, declared by its class or a superclass. */
    static Object get(Object o, String name) {
        return bliss.spf.testing.Fields.get(o, name);
    }

    /** Sets the field {@code name} of {@code o}. */
    static void set(Object o, String name, Object value) {
        bliss.spf.testing.Fields.set(o, name, value);
    }

    /** The next vector of choices, each in 0..n (the brute force's odometer); false after the last. */
    static boolean next(int[] choice, int n) {
        for (int i = 0; i < choice.length; i++) {
            if (choice[i] < n) {
                choice[i]++;
                return true;
            }
            choice[i] = 0;
        }
        return false;
    }
}
