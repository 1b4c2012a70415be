package bliss.realcode.oracle;

import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a concrete input follows a path of the symbolic execution. A path is its choice vector: its lazy choices
 * fixed the input objects and reference fields it read (the path end's partial structure), its branches on symbolic
 * values are its path condition. A concrete input follows it when the partial structure embeds into the input (the
 * receiver onto the receiver, every initialized reference field to the object or null the input has there, distinct
 * objects onto distinct ones) and the path condition holds for the input's values (each primitive variable of the
 * structure the value of its field, each argument's the run's value; a variable of neither, such as a field of a
 * JDK superclass, any value of a small range).
 */
public final class Follows {

    private static final int FREE_RANGE = 8;

    private Follows() {
    }

    /** Whether {@code input} (fresh, not run) with the arguments {@code args} follows {@code end}. */
    public static boolean follows(PathEnd end, ConcreteInput input, Map<String, Integer> args) {
        Map<Var, Long> env = new HashMap<>();
        if (!embed(end.input(), input.receiver(), env)) {
            return false;
        }
        Set<Var> free = new LinkedHashSet<>();
        for (Expr c : end.pathCondition()) {
            c.forEachVar(v -> {
                if (!env.containsKey(v)) {
                    Integer a = args.get(v.name());
                    if (a != null) {
                        env.put(v, (long) a);
                    } else {
                        free.add(v);
                    }
                }
            });
        }
        return search(new ArrayList<>(free), 0, env, end.pathCondition());
    }

    private static boolean embed(PartialStructure p, Object receiver, Map<Var, Long> env) {
        Map<PartialStructure.Node, Object> image = new IdentityHashMap<>();
        Set<Object> used = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        List<PartialStructure.Node> queue = new ArrayList<>();
        image.put(p.receiver(), receiver);
        used.add(receiver);
        queue.add(p.receiver());
        for (int i = 0; i < queue.size(); i++) {
            PartialStructure.Node node = queue.get(i);
            Object o = image.get(node);
            if (!node.shape().javaName().equals(o.getClass().getName())) {
                return false;
            }
            for (FieldShape f : node.shape().fields()) {
                Object value = node.value(f);
                if (f.isReference()) {
                    if (value == HeapAccess.UNINITIALIZED) {
                        continue;
                    }
                    Object there = Reflect.get(o, f.name());
                    if (value == null || there == null) {
                        if (value != there) {
                            return false;
                        }
                        continue;
                    }
                    PartialStructure.Node t = (PartialStructure.Node) value;
                    Object known = image.get(t);
                    if (known == null) {
                        if (!used.add(there)) {
                            return false;
                        }
                        image.put(t, there);
                        queue.add(t);
                    } else if (known != there) {
                        return false;
                    }
                } else if (value instanceof Var v && f.kind() != FieldKind.OTHER) {
                    Object there = Reflect.get(o, f.name());
                    if (there instanceof Number n) {
                        env.put(v, n.longValue());
                    } else if (there instanceof Boolean b) {
                        env.put(v, b ? 1L : 0L);
                    } else if (there instanceof Character c) {
                        env.put(v, (long) c);
                    } else {
                        throw new IllegalStateException(f + " holds " + there + " in a concrete input, where the"
                                + " symbolic execution has the variable " + v + ": the oracle's domain for it"
                                + " exceeds the engine's values");
                    }
                }
            }
        }
        return true;
    }

    private static boolean search(List<Var> free, int i, Map<Var, Long> env, List<Expr> conditions) {
        if (i == free.size()) {
            for (Expr c : conditions) {
                try {
                    if (c.eval(env) == 0) {
                        return false;
                    }
                } catch (ArithmeticException e) {
                    return false;
                }
            }
            return true;
        }
        Var v = free.get(i);
        for (long x = Math.max(v.min(), -FREE_RANGE); x <= Math.min(v.max(), FREE_RANGE); x++) {
            env.put(v, x);
            if (search(free, i + 1, env, conditions)) {
                return true;
            }
        }
        env.remove(v);
        return false;
    }
}
