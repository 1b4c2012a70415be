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
            } while (next(choice, n));
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

    /** The next vector of choices, each in 0..n; false after the last. */
    private static boolean next(int[] choice, int n) {
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
