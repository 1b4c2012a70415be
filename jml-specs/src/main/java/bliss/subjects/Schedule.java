package bliss.subjects;

import bliss.symbolic.BackPointer;
import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A priority scheduler of processes, after the {@code schedule} program of the SIR (Siemens) benchmark as the
 * LISSA evaluation analyses it ("Schedule"): three ready queues of priorities 1 to 3 and a queue of blocked
 * processes, each a doubly linked list of {@link Job}s with its first and last job and a member count. The running
 * process is the first job of the highest-priority nonempty ready queue. Analysed methods: {@link #repOK},
 * {@link #addProcess}, {@link #upgradeProcessPrio}, {@link #blockProcess}, {@link #unblockProcess},
 * {@link #quantumExpire}, {@link #finishProcess}, {@link #finishAllProcesses}.
 *
 * <p>Structure: for each queue q (1, 2, 3 and the block queue) the fields {@code firstQ}, {@code lastQ},
 * {@code countQ}; a job has {@code next}, {@code prev}, its id {@code val} and its {@code priority}.
 * {@code allocProcNum} is the next id to give out, {@code numProcesses} the number of processes in the system.
 * Invariant in words:
 * <ul>
 *   <li>each queue is a well-formed doubly linked list: first and last both null or both not; the first job has no
 *       predecessor, the last is on the list from the first and has no successor; every job's successor points
 *       back to it; no job reaches itself along {@code next}; the count is the number of jobs;</li>
 *   <li>no job is in two queues;</li>
 *   <li>a job in ready queue q has a priority between 1 and q (the original's {@code upgrade_process_prio} moves a
 *       job up one queue but gives it the priority of the queue it left, so a job can sit one queue above its
 *       priority); a blocked job has a priority between 1 and 3;</li>
 *   <li>{@code numProcesses} is the total of the four counts.</li>
 * </ul>
 * Ids and {@code allocProcNum} are not constrained: no operation depends on them.
 *
 * <p>Differences from the original, and why:
 * <ul>
 *   <li>The original keeps a {@code List} record per queue in an array {@code prio_queue[1..3]} and a pointer
 *       {@code block_queue}. Input structures cannot hold arrays, and bounds-compute supports one node class per
 *       layout, so the four lists are flattened into the header as three fields each, and the array indexing
 *       becomes {@link #first}, {@link #last}, {@link #count} and their setters, which select a queue's fields by
 *       its number (the block queue is number 0, the original's unused {@code prio_queue[0]}). The list
 *       operations {@link #appendEle}, {@link #delEle} and {@link #findNth} take a queue number where the original
 *       took a list pointer, and are otherwise the original's.</li>
 *   <li>The queues always exist (the original creates them at start-up; its {@code unblock_process} still tests
 *       {@code block_queue} for null, which this version need not).</li>
 *   <li>{@code upgrade_process_prio} and {@code unblock_process} take a float {@code ratio} and select the job at
 *       position {@code (int) (count * ratio + 1)}; the engine has no floating point, so here the position itself is
 *       the argument ({@link #findNth} treats positions below 1 as 1, as the original's loop does).</li>
 *   <li>The global {@code cur_proc} becomes the return value of {@link #schedule}: every operation sets it before
 *       reading it, so it carries nothing between operations.</li>
 *   <li>{@link #addProcess} throws {@link IllegalArgumentException} for a priority outside 1..3, where the original
 *       indexes outside its array, and so does {@link #upgradeProcessPrio} for a priority below 1, where the original
 *       dereferences the absent list {@code prio_queue[0]} or indexes outside the array; {@link #finishProcess}
 *       returns the finished process's id where the original prints it.</li>
 * </ul>
 */
public class Schedule {

    /** The highest priority. */
    public static final int MAXPRIO = 3;
    /** The number of the block queue (the original's unused slot 0 of {@code prio_queue}). */
    public static final int BLOCKED = 0;

    /*@ invariant (first1 == null <==> last1 == null) && (first2 == null <==> last2 == null)
      @        && (first3 == null <==> last3 == null) && (firstBlocked == null <==> lastBlocked == null);
      @ invariant first1 != null ==> first1.prev == null && last1.next == null && \reach(first1, Job, next).has(last1);
      @ invariant first2 != null ==> first2.prev == null && last2.next == null && \reach(first2, Job, next).has(last2);
      @ invariant first3 != null ==> first3.prev == null && last3.next == null && \reach(first3, Job, next).has(last3);
      @ invariant firstBlocked != null ==> firstBlocked.prev == null && lastBlocked.next == null
      @        && \reach(firstBlocked, Job, next).has(lastBlocked);
      @ invariant (\forall Job j; \reach(first1, Job, next).has(j) || \reach(first2, Job, next).has(j)
      @           || \reach(first3, Job, next).has(j) || \reach(firstBlocked, Job, next).has(j);
      @       (j.next != null ==> j.next.prev == j) && !\reach(j.next, Job, next).has(j));
      @ invariant (\forall Job j; \reach(first1, Job, next).has(j);
      @       j.priority == 1 && !\reach(first2, Job, next).has(j) && !\reach(first3, Job, next).has(j)
      @    && !\reach(firstBlocked, Job, next).has(j));
      @ invariant (\forall Job j; \reach(first2, Job, next).has(j);
      @       1 <= j.priority && j.priority <= 2 && !\reach(first3, Job, next).has(j)
      @    && !\reach(firstBlocked, Job, next).has(j));
      @ invariant (\forall Job j; \reach(first3, Job, next).has(j);
      @       1 <= j.priority && j.priority <= 3 && !\reach(firstBlocked, Job, next).has(j));
      @ invariant (\forall Job j; \reach(firstBlocked, Job, next).has(j); 1 <= j.priority && j.priority <= 3);
      @ invariant count1 == \reach(first1, Job, next).int_size() && count2 == \reach(first2, Job, next).int_size()
      @        && count3 == \reach(first3, Job, next).int_size()
      @        && countBlocked == \reach(firstBlocked, Job, next).int_size();
      @ invariant numProcesses == count1 + count2 + count3 + countBlocked;
      @*/
    public Job first1;
    @BackPointer
    public Job last1;
    public int count1;
    public Job first2;
    @BackPointer
    public Job last2;
    public int count2;
    public Job first3;
    @BackPointer
    public Job last3;
    public int count3;
    public Job firstBlocked;
    @BackPointer
    public Job lastBlocked;
    public int countBlocked;
    public int allocProcNum;
    public int numProcesses;

    /** A process: the original's {@code Ele}. */
    public static class Job {
        public Job next;
        public Job prev;
        public int val;
        public int priority;

        public Job() {
        }

        public Job(int val) {
            this.val = val;
        }
    }

    public Schedule() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant: the four lists (links, no job twice in all of them), then the counts and the number of
     * processes, then the priorities.
     */
    public boolean repOK() {
        Set<Job> seen = new HashSet<>();
        for (int q = BLOCKED; q <= MAXPRIO; q++) {
            if (!wellLinked(first(q), last(q), seen)) {
                return false;
            }
        }
        int total = 0;
        for (int q = BLOCKED; q <= MAXPRIO; q++) {
            int length = 0;
            for (Job j = first(q); j != null; j = j.next) {
                length++;
            }
            if (count(q) != length) {
                return false;
            }
            total += length;
        }
        if (numProcesses != total) {
            return false;
        }
        for (int q = BLOCKED; q <= MAXPRIO; q++) {
            int highest = q == BLOCKED ? MAXPRIO : q;
            for (Job j = first(q); j != null; j = j.next) {
                if (j.priority < 1 || j.priority > highest) {
                    return false;
                }
            }
        }
        return true;
    }

    /** One list: back links, no job met before (in this list or an earlier one), and {@code last} at its end. */
    private static boolean wellLinked(Job first, Job last, Set<Job> seen) {
        if (first == null) {
            return last == null;
        }
        if (first.prev != null) {
            return false;
        }
        Job end = null;
        for (Job j = first; j != null; j = j.next) {
            if (!seen.add(j)) {
                return false;
            }
            if (j.next != null && j.next.prev != j) {
                return false;
            }
            end = j;
        }
        return last == end;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * scheduler. Jobs not yet initialized ({@link Symbolic#isSymbolic}) are never dereferenced: a list's walk
     * stops at the first one, and a check involving one passes. Rejects a first job with a predecessor, a job met
     * twice in any of the lists, a successor whose back link is initialized and wrong, a list whose initialized last
     * job is not where its completed walk ended, and a list with only one of first and last null. Reads no count,
     * id or priority. On a concrete scheduler it accepts exactly the schedulers whose links satisfy repOK.
     */
    public boolean repOKHybrid() {
        Set<Job> seen = new HashSet<>();
        for (int q = BLOCKED; q <= MAXPRIO; q++) {
            if (!mayBeWellLinked(first(q), last(q), seen)) {
                return false;
            }
        }
        return true;
    }

    private static boolean mayBeWellLinked(Job first, Job last, Set<Job> seen) {
        if (first == null) {
            return last == null || Symbolic.isSymbolic(last);
        }
        if (Symbolic.isSymbolic(first)) {
            return true;
        }
        if (last == null) {
            return false;
        }
        Job fp = first.prev;
        if (fp != null && !Symbolic.isSymbolic(fp)) {
            return false;
        }
        Job end = null;
        Job j = first;
        while (j != null) {
            if (Symbolic.isSymbolic(j)) {
                return true;
            }
            if (!seen.add(j)) {
                return false;
            }
            Job next = j.next;
            if (next != null && !Symbolic.isSymbolic(next)) {
                Job back = next.prev;
                if (back != j && (back == null || !Symbolic.isSymbolic(back))) {
                    return false;
                }
            }
            end = j;
            j = next;
        }
        return Symbolic.isSymbolic(last) || last == end;
    }

    // ----------------------------------------------------------------------------------------------------------
    // The queues by number, where the original indexes prio_queue[] (0 is the block queue)

    /** The first job of queue {@code q}. */
    Job first(int q) {
        switch (q) {
            case BLOCKED:
                return firstBlocked;
            case 1:
                return first1;
            case 2:
                return first2;
            case 3:
                return first3;
            default:
                throw new IllegalArgumentException();
        }
    }

    /** The last job of queue {@code q}. */
    Job last(int q) {
        switch (q) {
            case BLOCKED:
                return lastBlocked;
            case 1:
                return last1;
            case 2:
                return last2;
            case 3:
                return last3;
            default:
                throw new IllegalArgumentException();
        }
    }

    /** The member count of queue {@code q}. */
    int count(int q) {
        switch (q) {
            case BLOCKED:
                return countBlocked;
            case 1:
                return count1;
            case 2:
                return count2;
            case 3:
                return count3;
            default:
                throw new IllegalArgumentException();
        }
    }

    private void setFirst(int q, Job j) {
        switch (q) {
            case BLOCKED:
                firstBlocked = j;
                break;
            case 1:
                first1 = j;
                break;
            case 2:
                first2 = j;
                break;
            case 3:
                first3 = j;
                break;
            default:
                throw new IllegalArgumentException();
        }
    }

    private void setLast(int q, Job j) {
        switch (q) {
            case BLOCKED:
                lastBlocked = j;
                break;
            case 1:
                last1 = j;
                break;
            case 2:
                last2 = j;
                break;
            case 3:
                last3 = j;
                break;
            default:
                throw new IllegalArgumentException();
        }
    }

    private void setCount(int q, int c) {
        switch (q) {
            case BLOCKED:
                countBlocked = c;
                break;
            case 1:
                count1 = c;
                break;
            case 2:
                count2 = c;
                break;
            case 3:
                count3 = c;
                break;
            default:
                throw new IllegalArgumentException();
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // The original's list operations

    /** Appends {@code e} to queue {@code q} (the original's {@code append_ele}). */
    void appendEle(int q, Job e) {
        e.prev = last(q);
        if (last(q) != null) {
            last(q).next = e;
        } else {
            setFirst(q, e);
        }
        setLast(q, e);
        e.next = null;
        setCount(q, count(q) + 1);
    }

    /** Unlinks {@code e} from queue {@code q} (the original's {@code del_ele}). */
    void delEle(int q, Job e) {
        if (e.next != null) {
            e.next.prev = e.prev;
        } else {
            setLast(q, e.prev);
        }
        if (e.prev != null) {
            e.prev.next = e.next;
        } else {
            setFirst(q, e.next);
        }
        e.next = null;
        e.prev = null;
        setCount(q, count(q) - 1);
    }

    /** The {@code n}-th job of queue {@code q} counting from 1, or null (the original's {@code find_nth}). */
    Job findNth(int q, int n) {
        Job f = first(q);
        for (int i = 1; f != null && i < n; i++) {
            f = f.next;
        }
        return f;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /**
     * Takes the running process off its ready queue: the first job of the highest-priority nonempty queue, or null
     * when no process is ready (the original's {@code schedule}, which sets {@code cur_proc}).
     */
    Job schedule() {
        for (int i = MAXPRIO; i > 0; i--) {
            if (count(i) > 0) {
                Job cur = first(i);
                delEle(i, cur);
                return cur;
            }
        }
        return null;
    }

    /** Creates a process of priority {@code prio} and appends it to that ready queue. */
    public void addProcess(int prio) {
        if (prio < 1 || prio > MAXPRIO) {
            throw new IllegalArgumentException();
        }
        Job proc = new Job(allocProcNum++);
        proc.priority = prio;
        numProcesses++;
        appendEle(prio, proc);
    }

    /**
     * Moves the {@code n}-th job of ready queue {@code prio} to the end of the next higher queue, giving it priority
     * {@code prio} as the original does; nothing happens for the top queue or a position beyond the queue.
     *
     * @throws IllegalArgumentException when {@code prio} is below 1
     */
    public void upgradeProcessPrio(int prio, int n) {
        if (prio < 1) {
            throw new IllegalArgumentException();
        }
        if (prio >= MAXPRIO) {
            return;
        }
        int count = count(prio);
        if (count > 0) {
            Job proc = findNth(prio, n);
            if (proc != null) {
                delEle(prio, proc);
                proc.priority = prio;
                appendEle(prio + 1, proc);
            }
        }
    }

    /** The running process is blocked: it goes to the end of the block queue. */
    public void blockProcess() {
        Job cur = schedule();
        if (cur != null) {
            appendEle(BLOCKED, cur);
        }
    }

    /** The {@code n}-th blocked job goes back to the end of the ready queue of its priority. */
    public void unblockProcess(int n) {
        Job proc = findNth(BLOCKED, n);
        if (proc != null) {
            delEle(BLOCKED, proc);
            appendEle(proc.priority, proc);
        }
    }

    /** The running process used up its time slice: it goes to the end of the ready queue of its priority. */
    public void quantumExpire() {
        Job cur = schedule();
        if (cur != null) {
            appendEle(cur.priority, cur);
        }
    }

    /** The running process finishes and leaves the system; returns its id, or -1 when no process is ready. */
    public int finishProcess() {
        Job cur = schedule();
        if (cur == null) {
            return -1;
        }
        numProcesses--;
        return cur.val;
    }

    /** Finishes as many processes as there are in the system (blocked ones cannot run, so some calls find none). */
    public void finishAllProcesses() {
        int total = numProcesses;
        for (int i = 0; i < total; i++) {
            finishProcess();
        }
    }
}
