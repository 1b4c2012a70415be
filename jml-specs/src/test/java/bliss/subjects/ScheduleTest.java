package bliss.subjects;

import bliss.subjects.Schedule.Job;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScheduleTest {

    /** The lists in the order of the original's repOK: the ready queues 1, 2, 3, then the block queue. */
    static final int[] LISTS = {1, 2, 3, Schedule.BLOCK_QUEUE};

    record Op(int kind, int a, int b) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(0, 4), Arbitraries.integers().between(-1, 5)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /**
     * The LISSA artifact's scheduler specified independently with java.util lists of priorities (index 0 the block
     * queue), read from the original's methods.
     */
    static final class Model {
        final List<List<Integer>> queues = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>());

        /** The original's schedule on a scheduler whose counts are the lengths: the running job's priority. */
        Integer takeRunning() {
            for (int q = 3; q >= 1; q--) {
                if (!queues.get(q).isEmpty()) {
                    return queues.get(q).remove(0);
                }
            }
            return null;
        }

        static int position(int n, int size) {
            return Math.max(n, 1) - 1 < size ? Math.max(n, 1) - 1 : -1;
        }
    }

    /** Every operation against the reference model; repOK and the transcribed invariant after each. */
    @Property(tries = 400)
    void operationsKeepTheInvariantAndAgreeWithAModel(@ForAll("operations") List<Op> ops) {
        Schedule s = new Schedule();
        Model m = new Model();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0, 1 -> {
                    if (op.a() < 1 || op.a() > 3) {
                        assertThrows(IllegalArgumentException.class, () -> s.addProcess(op.a()));
                    } else {
                        s.addProcess(op.a());
                        m.queues.get(op.a()).add(op.a());
                    }
                }
                case 2 -> {
                    if (op.a() < 1 || op.a() > 3) {
                        assertThrows(IllegalArgumentException.class, () -> s.upgradeProcessPrio(op.a(), op.b()));
                    } else {
                        s.upgradeProcessPrio(op.a(), op.b());
                        if (op.a() < 3) {
                            List<Integer> from = m.queues.get(op.a());
                            int i = Model.position(op.b(), from.size());
                            if (i >= 0) {
                                from.remove(i);
                                m.queues.get(op.a() + 1).add(op.a() + 1);
                            }
                        }
                    }
                }
                case 3 -> {
                    s.blockProcess();
                    Integer p = m.takeRunning();
                    if (p != null) {
                        m.queues.get(0).add(p);
                    }
                }
                case 4 -> {
                    s.unblockProcess(op.b());
                    int i = Model.position(op.b(), m.queues.get(0).size());
                    if (i >= 0) {
                        int p = m.queues.get(0).remove(i);
                        m.queues.get(p).add(p);
                    }
                }
                case 5 -> {
                    s.quantumExpire();
                    Integer p = m.takeRunning();
                    if (p != null) {
                        m.queues.get(p).add(p);
                    }
                }
                case 6 -> {
                    s.finishProcess();
                    m.takeRunning();
                }
                default -> {
                    s.finishAllProcesses();
                    if (m.takeRunning() != null) {
                        m.takeRunning();
                    }
                }
            }
            assertTrue(s.repOK(), () -> "after " + op);
            assertTrue(s.repOKHybrid());
            assertEquals(List.of(), violations(s));
            for (int q = 0; q <= 3; q++) {
                assertEquals(m.queues.get(q), priorities(s, q), "queue " + q + " after " + op);
                assertEquals(m.queues.get(q).size(), s.memCount(q), "count of queue " + q + " after " + op);
            }
        }
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(Schedule s) {
        List<String> v = new ArrayList<>();
        List<Set<Job>> lists = new ArrayList<>();
        for (int q : LISTS) {
            Job first = s.first(q);
            Job last = s.last(q);
            if ((first == null) != (last == null)) {
                v.add("first-last");
            }
            Set<Job> jobs = reach(first, j -> j.next);
            if (first != null) {
                if (first.prev != null) {
                    v.add("first-prev");
                }
                if (last != null && last.next != null) {
                    v.add("last-next");
                }
                if (!jobs.contains(last)) {
                    v.add("last-on-list");
                }
            }
            for (Job j : jobs) {
                if (j.next != null && j.next.prev != j) {
                    v.add("back-link");
                }
                if (reach(j.next, x -> x.next).contains(j)) {
                    v.add("acyclic");
                }
            }
            for (Set<Job> earlier : lists) {
                for (Job j : jobs) {
                    if (earlier.contains(j)) {
                        v.add("disjoint");
                    }
                }
            }
            lists.add(jobs);
        }
        return v;
    }

    /** Near the invariant's boundary: repOK, the transcribed invariant and the hybrid agree on concrete heaps. */
    @Property(tries = 3000)
    void repOKIsTheInvariantAndSoIsTheHybrid(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        Schedule s = new Schedule();
        for (Op op : ops) {
            switch (op.kind() % 4) {
                case 0 -> s.addProcess(1 + op.a() % 3);
                case 1 -> s.blockProcess();
                case 2 -> s.upgradeProcessPrio(1 + op.a() % 3, op.b());
                default -> s.quantumExpire();
            }
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(s, random));
        }
        List<String> violated = violations(s);
        assertEquals(violated.isEmpty(), s.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.isEmpty(), s.repOKHybrid(), () -> changes + " violates " + violated);
    }

    /** The difference: a job whose priority is not 1..3 leaves its queue and getPrioQueue throws. */
    @Test
    void quantumExpiryOfAJobWithAPriorityOutsideOneToThreeThrowsAfterTakingItOff() {
        for (int priority : new int[] {0, 4, -1}) {
            Schedule s = new Schedule();
            s.addProcess(1);
            s.addProcess(1);
            s.first1.priority = priority;
            assertTrue(s.repOK());
            Job running = s.first1;
            assertThrows(IllegalArgumentException.class, s::quantumExpire);
            assertEquals(List.of(1), priorities(s, 1));
            assertEquals(List.of(), priorities(s, Schedule.BLOCK_QUEUE));
            assertEquals(1, s.count1);
            assertTrue(s.repOK());
            assertSame(s.first1, running.next, "the job keeps its links (the original's delEle)");
        }
    }

    /** The original's delEle on a null job: schedule finds no job at a positive count and changes nothing. */
    @Test
    void aPositiveCountOnAnEmptyQueueSchedulesNothing() {
        Schedule s = new Schedule();
        s.count2 = 2;
        s.addProcess(1);
        assertTrue(s.repOK());
        s.quantumExpire();
        s.blockProcess();
        s.finishProcess();
        s.finishAllProcesses();
        assertEquals(2, s.count2);
        assertEquals(List.of(1), priorities(s, 1));
        assertEquals(List.of(), priorities(s, Schedule.BLOCK_QUEUE));
        assertNull(s.schedule());
    }

    /** An upgraded job gets the priority of its new queue (the LISSA artifact's; SIR's C program keeps the old one). */
    @Test
    void upgradeGivesTheNewPriorityAndFinishAllFinishesAtMostTwo() {
        Schedule s = new Schedule();
        s.addProcess(1);
        s.addProcess(1);
        s.upgradeProcessPrio(1, 2);
        assertEquals(List.of(1), priorities(s, 1));
        assertEquals(List.of(2), priorities(s, 2));
        s.quantumExpire();
        assertEquals(List.of(2), priorities(s, 2));
        s.addProcess(3);
        s.addProcess(3);
        s.finishAllProcesses(); // the first run and one finishProcess: two of the four jobs
        assertEquals(List.of(), priorities(s, 3));
        assertEquals(List.of(2), priorities(s, 2));
        assertEquals(List.of(1), priorities(s, 1));
        assertTrue(s.repOK());
    }

    @Test
    void oneBrokenSchedulePerClause() {
        Schedule a = filled();
        a.last1 = null;
        assertBroken(a, "first-last");
        Schedule b = filled();
        b.first2.prev = b.first1;
        assertBroken(b, "first-prev");
        Schedule c = filled();
        c.last3 = c.first3;
        assertBroken(c, "last-next");
        Schedule d = filled();
        d.last2 = d.first1;
        assertBroken(d, "last-on-list");
        Schedule e = filled();
        e.last3.prev = e.first1;
        assertBroken(e, "back-link");
        Schedule f = filled();
        f.last3.next = f.first3;
        assertBroken(f, "acyclic");
        Schedule g = filled();
        g.firstBlocked = g.last1;
        g.lastBlocked = g.last1;
        assertBroken(g, "disjoint");
        Schedule h = filled();
        h.first2.priority = 7;
        h.count3 = 5;
        assertTrue(h.repOK(), "priorities and counts are free, as in the original");
    }

    /** One job in queue 1, one in queue 2, two in queue 3. */
    private static Schedule filled() {
        Schedule s = new Schedule();
        s.addProcess(1);
        s.addProcess(2);
        s.addProcess(3);
        s.addProcess(3);
        assertTrue(s.repOK());
        return s;
    }

    private static void assertBroken(Schedule s, String clause) {
        List<String> violated = violations(s);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(s.repOK(), clause);
        assertFalse(s.repOKHybrid(), clause);
    }

    static List<Integer> priorities(Schedule s, int q) {
        List<Integer> out = new ArrayList<>();
        for (Job j = s.first(q); j != null; j = j.next) {
            out.add(j.priority);
        }
        return out;
    }
}
