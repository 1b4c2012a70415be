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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScheduleTest {

    static final Set<String> STRUCTURAL = Set.of("first-last", "first-prev", "last-next", "last-on-list", "back-link",
            "acyclic", "disjoint");

    record Op(int kind, int a, int b) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(0, 4), Arbitraries.integers().between(-1, 5)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** A process in the reference model. */
    record Proc(int id, int priority) {
    }

    /**
     * The scheduler specified independently with java.util lists (index 0 the block queue), following the
     * original's operations as described in Schedule's documentation.
     */
    static final class Model {
        final List<List<Proc>> queues = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>());
        int nextId;
        int processes;

        Proc takeRunning() {
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

    /** Every operation against the reference model; repOK after each. */
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
                        m.queues.get(op.a()).add(new Proc(m.nextId++, op.a()));
                        m.processes++;
                    }
                }
                case 2 -> {
                    if (op.a() < 1) {
                        assertThrows(IllegalArgumentException.class, () -> s.upgradeProcessPrio(op.a(), op.b()));
                    } else {
                        s.upgradeProcessPrio(op.a(), op.b());
                    }
                    if (op.a() >= 1 && op.a() < 3) {
                        List<Proc> from = m.queues.get(op.a());
                        int i = Model.position(op.b(), from.size());
                        if (i >= 0) {
                            Proc p = from.remove(i);
                            m.queues.get(op.a() + 1).add(new Proc(p.id(), op.a()));
                        }
                    }
                }
                case 3 -> {
                    s.blockProcess();
                    Proc p = m.takeRunning();
                    if (p != null) {
                        m.queues.get(0).add(p);
                    }
                }
                case 4 -> {
                    s.unblockProcess(op.b());
                    int i = Model.position(op.b(), m.queues.get(0).size());
                    if (i >= 0) {
                        Proc p = m.queues.get(0).remove(i);
                        m.queues.get(p.priority()).add(p);
                    }
                }
                case 5 -> {
                    s.quantumExpire();
                    Proc p = m.takeRunning();
                    if (p != null) {
                        m.queues.get(p.priority()).add(p);
                    }
                }
                case 6 -> {
                    Proc p = m.takeRunning();
                    assertEquals(p == null ? -1 : p.id(), s.finishProcess());
                    if (p != null) {
                        m.processes--;
                    }
                }
                default -> {
                    if (op.a() == 0) {
                        s.finishAllProcesses();
                        for (int i = m.processes; i > 0; i--) {
                            if (m.takeRunning() != null) {
                                m.processes--;
                            }
                        }
                    }
                }
            }
            assertTrue(s.repOK(), () -> "after " + op);
            assertTrue(s.repOKHybrid());
            assertEquals(List.of(), violations(s));
            for (int q = 0; q <= 3; q++) {
                assertEquals(m.queues.get(q), queue(s, q), "queue " + q + " after " + op);
            }
            assertEquals(m.processes, s.numProcesses);
        }
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(Schedule s) {
        List<String> v = new ArrayList<>();
        List<Set<Job>> lists = new ArrayList<>();
        int total = 0;
        for (int q = 0; q <= 3; q++) {
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
                int highest = q == 0 ? 3 : q;
                if (!(1 <= j.priority && j.priority <= highest)) {
                    v.add("priority");
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
            if (s.count(q) != jobs.size()) {
                v.add("count");
            }
            total += s.count(q);
        }
        if (s.numProcesses != total) {
            v.add("processes");
        }
        return v;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
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
        assertEquals(violated.stream().noneMatch(STRUCTURAL::contains), s.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    /** An upgraded job keeps the priority of the queue it left (as the original), so it can sit one queue higher. */
    @Test
    void upgradeKeepsTheOldPriorityAndQuantumExpiryMovesItBack() {
        Schedule s = new Schedule();
        s.addProcess(1);
        s.addProcess(1);
        s.upgradeProcessPrio(1, 2);
        assertEquals(List.of(new Proc(0, 1)), queue(s, 1));
        assertEquals(List.of(new Proc(1, 1)), queue(s, 2));
        assertTrue(s.repOK());
        s.quantumExpire(); // job 1 runs (queue 2 is the highest nonempty) and returns to queue 1
        assertEquals(List.of(new Proc(0, 1), new Proc(1, 1)), queue(s, 1));
        assertTrue(s.repOK());
        s.blockProcess();
        s.finishAllProcesses(); // two in the system, one blocked: one finishes
        assertEquals(List.of(new Proc(0, 1)), queue(s, 0));
        assertEquals(1, s.numProcesses);
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
        g.countBlocked = 1;
        g.numProcesses++;
        assertBroken(g, "disjoint");
        Schedule h = filled();
        h.first2.priority = 3;
        assertEquals(List.of("priority"), violations(h));
        assertBroken(h, "priority");
        Schedule i = filled();
        i.count3 = 1;
        assertBroken(i, "count");
        Schedule j = filled();
        j.numProcesses = 7;
        assertEquals(List.of("processes"), violations(j));
        assertBroken(j, "processes");
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
        assertEquals(!STRUCTURAL.contains(clause), s.repOKHybrid(), clause);
    }

    static List<Proc> queue(Schedule s, int q) {
        List<Proc> out = new ArrayList<>();
        for (Job j = s.first(q); j != null; j = j.next) {
            out.add(new Proc(j.val, j.priority));
        }
        return out;
    }
}
