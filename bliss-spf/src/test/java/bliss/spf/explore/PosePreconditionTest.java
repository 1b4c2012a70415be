package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.pose.PoseList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * POSE with a precondition ({@code bliss.spf.heap.ValidAliasing}): every path keeps an input repOK accepts, and no
 * such input loses its path. The subject is {@link PoseList}, an acyclic singly linked list, analysed without a
 * driver; the oracle is the JVM: every list of at most k nodes (head and each next null or any node, the argument
 * null or any node) that the real repOK accepts follows exactly one POSE path, and every POSE path is followed by
 * one of them.
 */
class PosePreconditionTest {

    /*
     * Paths counted by hand, at scope k (at most k nodes; an argument's node counts):
     *   length():      the loop exits after j = 0..k nodes with c null: k + 1 paths (a cycle would never exit;
     *                  repOK drops it).
     *   selfLoop():    head null (false) | head.next == head (true) | not (false): 3 paths without the precondition;
     *                  with it the true path is dropped, no acyclic list has it: 2.
     *   contains(n):   c == n at position i = 0..k-1 (n aliases the (i+1)-th node): k paths; n met nowhere after
     *                  j = 0..k nodes (n null, or a node outside the list while one is left within the scope): k + 1
     *                  paths; 2k + 1.
     */
    @ParameterizedTest
    @CsvSource({"length, 3, 4", "length, 2, 3", "selfLoop, 3, 2", "contains, 3, 7", "contains, 2, 5"})
    void everyPathHasAValidInput(String method, int scope, long paths) {
        List<PathEnd> ends = new ArrayList<>();
        AnalysisResult r = analyse(method, scope, PreconditionMode.AUTO, ends);
        assertEquals(paths, r.paths());
        assertEquals(0, r.counters().getOrDefault("poseEndsWithoutInput", 0L));
        check(method, scope, ends);
    }

    /** Without the precondition the cyclic list's path is there: the precondition drops it, nothing else. */
    @Test
    void thePreconditionDropsTheAliasingOfACycle() {
        List<PathEnd> none = new ArrayList<>();
        assertEquals(3, analyse("selfLoop", 3, PreconditionMode.NONE, none).paths());
        List<PathEnd> valid = new ArrayList<>();
        assertEquals(2, analyse("selfLoop", 3, PreconditionMode.DERIVED, valid).paths());
        check("selfLoop", 3, valid);
    }

    private static AnalysisResult analyse(String method, int scope, PreconditionMode mode, List<PathEnd> ends) {
        return new Analysis(AnalysisSpec.of(PoseList.class.getName(), method).withScope(scope).withTechnique("pose")
                .withPrecondition(mode), PosePreconditionTest.class.getClassLoader()).observer(ends::add).run();
    }

    /** Every valid list of at most k nodes follows exactly one path and ends as the JVM ends on it; every path is followed. */
    private static void check(String method, int k, List<PathEnd> ends) {
        boolean argument = method.equals("contains");
        List<String> parameters = argument ? List.of("n") : List.of();
        Set<PathEnd> followed = new HashSet<>();
        int valid = 0;
        for (int n = 0; n <= k; n++) {
            List<PoseList.Node> nodes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                nodes.add(new PoseList.Node());
            }
            int holes = 1 + n + (argument ? 1 : 0); // head, each next, the argument
            int[] choice = new int[holes]; // 0: null, i: nodes[i - 1]
            do {
                PoseList list = new PoseList();
                PoseOracle.set(list, "head", node(nodes, choice[0]));
                for (int i = 0; i < n; i++) {
                    PoseOracle.set(nodes.get(i), "next", node(nodes, choice[1 + i]));
                }
                Object[] args = argument ? new Object[]{node(nodes, choice[holes - 1])} : new Object[0];
                if (!list.repOK()) {
                    continue;
                }
                valid++;
                List<PathEnd> matching = ends.stream()
                        .filter(e -> PoseOracle.follows(e, list, parameters, args)).toList();
                assertEquals(1, matching.size(), method + " " + java.util.Arrays.toString(choice) + " of " + n
                        + " nodes follows " + matching.size() + " paths");
                String thrown = run(list, method, args);
                assertEquals(matching.get(0).exceptionType(), thrown);
                followed.add(matching.get(0));
            } while (PoseOracle.next(choice, n));
        }
        assertTrue(valid > 0);
        assertEquals(ends.size(), followed.size(), "paths no valid input of " + valid + " follows");
    }

    private static PoseList.Node node(List<PoseList.Node> nodes, int choice) {
        return choice == 0 ? null : nodes.get(choice - 1);
    }

    private static String run(PoseList list, String method, Object[] args) {
        try {
            Method m = method.equals("contains") ? PoseList.class.getMethod(method, PoseList.Node.class)
                    : PoseList.class.getMethod(method);
            m.invoke(list, args);
            return null;
        } catch (java.lang.reflect.InvocationTargetException x) {
            return x.getCause().getClass().getName();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }


    /*
     * The Table 1 subjects at scope 3, against the bounded-exhaustive enumerator (bliss.korat, every structure the
     * real repOK accepts, ints over 0..3) and every value -1..4 of the driver's int: each valid input follows exactly
     * one POSE path and every POSE path is followed; where the method is the header's own, its run on the JVM ends
     * as the path does (removeFirst changes the structure: matched, not run). The paths counted by hand:
     *   AvlTree.contains 10 (TestgenTest), findMax 3 (the empty tree; the root with no right child; with a right
     *   child, a leaf: 3 nodes allow height 1 only), maxElement 5 (one path per AVL shape of 0..3 nodes: 1 + 1 + 2
     *   + 1; the comparisons are decided by the search order), DoubleLinkedList.getFirst 2 (empty: throws; else),
     *   removeFirst 2, contains 5 (found at position 1..3, or not after 0..3 entries: 3 + 4 = 7, less the ends that
     *   need more than 3 entries: with a header entry of the same class, 3 entries are the header and 2 elements, so
     *   found at 1..2 and not found after 0..2: 5).
     */
    @ParameterizedTest
    @CsvSource({"AvlTree, contains, k, bliss.subjects.drivers.AvlTreeDrivers, 10",
            "AvlTree, findMax, , bliss.subjects.pose.AvlAccess, 3",
            "AvlTree, maxElement, , bliss.subjects.pose.AvlAccess, 5",
            "DoubleLinkedList, getFirst, , bliss.subjects.drivers.DoubleLinkedListDrivers, 2",
            "DoubleLinkedList, removeFirst, , bliss.subjects.drivers.DoubleLinkedListDrivers, 2",
            "DoubleLinkedList, contains, o, bliss.subjects.drivers.DoubleLinkedListDrivers, 5"})
    void everyValidStructureFollowsOnePathOfATable1Method(String subject, String method, String variable,
                                                          String driver, long paths) throws Exception {
        int k = 3;
        bliss.target.TargetClass target = bliss.target.TargetClass.resolve(subject, List.of(), List.of());
        List<PathEnd> ends = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(target.name(), method).withScope(k).withTechnique("pose")
                .withDriver(driver, method), target.loader()).observer(ends::add).run();
        assertEquals(paths, r.paths());
        boolean own = driver.startsWith("bliss.subjects.drivers.") && !method.equals("removeFirst");
        long[] values = variable == null ? new long[]{0} : new long[]{-1, 0, 1, 2, 3, 4};
        Set<PathEnd> followed = java.util.concurrent.ConcurrentHashMap.newKeySet();
        List<String> wrong = java.util.Collections.synchronizedList(new ArrayList<>());
        int[] valid = new int[1];
        new bliss.korat.Enumerator(target.type(), k).withThreads(1).withCandidates(new bliss.korat.CandidateListener() {
            @Override
            public void candidate(Object header, boolean ok) {
                throw new IllegalStateException("the enumerator tells which fields repOK read");
            }

            @Override
            public void candidate(Object header, boolean ok, java.util.function.BiPredicate<Object, String> read) {
                if (!ok) {
                    return;
                }
                // the int fields repOK did not read take every value of 0..2 in turn (Korat tried one for all)
                List<Object[]> free = unreadInts(header, read);
                Object[] before = free.stream().map(f -> PoseOracle.get(f[0], (String) f[1])).toArray();
                int[] choice = new int[free.size()];
                do {
                    for (int i = 0; i < choice.length; i++) {
                        PoseOracle.set(free.get(i)[0], (String) free.get(i)[1], choice[i]);
                    }
                    valid[0]++;
                    judge(header);
                } while (PoseOracle.next(choice, 2));
                for (int i = 0; i < free.size(); i++) {
                    PoseOracle.set(free.get(i)[0], (String) free.get(i)[1], before[i]);
                }
            }

            private void judge(Object header) {
                for (long v : values) {
                    java.util.Map<String, Long> driverValues = variable == null ? java.util.Map.of()
                            : java.util.Map.of(variable, v);
                    List<PathEnd> matching = ends.stream().filter(e -> PoseOracle.follows(e, header, List.of(),
                            new Object[0], driverValues)).toList();
                    if (matching.size() != 1) {
                        wrong.add("valid structure " + valid[0] + " " + driverValues + " follows " + matching.size()
                                + " paths");
                        continue;
                    }
                    followed.add(matching.get(0));
                    if (own) {
                        String thrown = null;
                        try {
                            Method m = variable == null ? header.getClass().getMethod(method)
                                    : header.getClass().getMethod(method, int.class);
                            m.invoke(header, variable == null ? new Object[0] : new Object[]{(int) v});
                        } catch (java.lang.reflect.InvocationTargetException x) {
                            thrown = x.getCause().getClass().getName();
                        } catch (ReflectiveOperationException x) {
                            throw new IllegalStateException(x);
                        }
                        List<String> raised = matching.get(0).raised(); // the driver catches what escapes
                        String onPath = raised.isEmpty() ? null : raised.get(raised.size() - 1);
                        if (!java.util.Objects.equals(thrown, onPath)) {
                            wrong.add(driverValues + " throws " + thrown + " on the JVM, its path " + onPath);
                        }
                    }
                }
            }
        }).run();
        assertTrue(valid[0] > 0);
        assertEquals(List.of(), wrong.stream().limit(5).toList(), wrong.size() + " wrong of " + valid[0]);
        assertEquals(ends.size(), followed.size(), "paths no valid input of " + valid[0] + " follows");
    }

    /** The int fields of the objects reachable from {@code header} that repOK did not read: (object, field name). */
    private static List<Object[]> unreadInts(Object header, java.util.function.BiPredicate<Object, String> read) {
        List<Object[]> out = new ArrayList<>();
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.ArrayDeque<Object> todo = new java.util.ArrayDeque<>(List.of(header));
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (!seen.add(o)) {
                continue;
            }
            for (java.lang.reflect.Field f : o.getClass().getFields()) {
                if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                Object v = PoseOracle.get(o, f.getName());
                if (f.getType() == int.class && !read.test(o, f.getName())) {
                    out.add(new Object[]{o, f.getName()});
                } else if (v != null && !f.getType().isPrimitive()) {
                    todo.push(v);
                }
            }
        }
        return out;
    }
}
