package bliss.subjects;

import bliss.symbolic.BackPointer;
import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * The priority scheduler of LISSA's benchmark ("Schedule", the Java version of the SIR (Siemens) {@code schedule}
 * program that the LISSA artifact analyses): three ready queues of priorities 1 to 3 and a queue of blocked
 * processes, each a doubly linked list of {@link Job}s with its first and last job and a member count. The running
 * process is the first job of the highest-priority ready queue whose count is positive. Analysed methods:
 * {@link #repOK}, {@link #addProcess}, {@link #upgradeProcessPrio}, {@link #blockProcess}, {@link #unblockProcess},
 * {@link #quantumExpire}, {@link #finishProcess}, {@link #finishAllProcesses}; each is the original's method of the
 * same name, statement by statement, over the original's list operations {@link #appendEle}, {@link #delEle} and
 * {@link #findNth}.
 *
 * <p>Invariant (the original's {@code repOK}): each queue is a doubly linked list (first and last both null or both
 * not; the first job has no predecessor; every successor points back; the walk from the first job ends at the last)
 * and no job is met twice in all four walks. The counts, priorities and ids are not constrained: a count need not be
 * the length of its list, a priority need not be 1..3, as in the original, whose operations then take the paths
 * they take ({@link #schedule} finds no job at a positive count, {@link #getPrioQueue} throws for a priority outside
 * 1..3).
 *
 * <p>Differences from the original, and why (docs/subjects.md has the table):
 * <ul>
 *   <li>The original's header points to four {@code List} objects ({@code prio_1}, {@code prio_2}, {@code prio_3},
 *       {@code blockQueue}), each with {@code mem_count}, {@code first}, {@code last}. bounds-compute supports one
 *       node class, and the scope counts every node class, so the lists are flattened into the header (three fields
 *       each) and a list is named by a number, its <em>handle</em> (1..3 the ready queues, {@link #BLOCK_QUEUE} the
 *       block queue): {@link #getPrioQueue} returns the handle where the original returns the list, and
 *       {@link #memCount}, {@link #first}, {@link #last} and their setters read and write the list's fields. So the
 *       scope counts jobs, as LISSA's does. The lists always exist, so the original's tests of a list for null
 *       ({@code appendEle}, {@code findNth}, {@code delEle}, {@code unblockProcess}, the first four lines of
 *       {@code repOK}) are always false and left out, and {@code setPrioQueue(prio, list)}, which stores a list
 *       back into the field it was read from, has nothing to store.</li>
 *   <li>The original's field {@code curProc} (the C program's global {@code cur_proc}) is {@link #schedule}'s
 *       return value: every operation writes it before reading it, so its input value is never read; as an input
 *       field it would be a pointer the invariant leaves free, which Korat's enumeration never sets and the
 *       invariant's models set anywhere. {@link #finishAllProcesses} loops on it as a local, set to null where
 *       the original's {@code finishProcess} sets the field to null.</li>
 *   <li>Not ported: the constructor with initial queue lengths and {@code initPrioQueue} (no analysed method calls
 *       them; {@link #addProcess} builds the same queues), {@code toString}.</li>
 *   <li>{@code upgradeProcessPrio(prio, ratio)} and {@code unblockProcess(ratio)} take a float and select the job at
 *       position {@code (int) (count * ratio + 1)}, after rejecting a ratio outside 0..1; the engine has no symbolic
 *       floating point, so the position {@code n} is the argument (any int: {@link #findNth} treats positions below
 *       1 as 1, as the original's loop does).</li>
 * </ul>
 */
public class Schedule {

    /** The highest priority. */
    public static final int MAXPRIO = 3;
    /** The handle of the block queue (the ready queues' handles are their priorities). */
    static final int BLOCK_QUEUE = 0;

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
      @       !\reach(first2, Job, next).has(j) && !\reach(first3, Job, next).has(j)
      @    && !\reach(firstBlocked, Job, next).has(j));
      @ invariant (\forall Job j; \reach(first2, Job, next).has(j);
      @       !\reach(first3, Job, next).has(j) && !\reach(firstBlocked, Job, next).has(j));
      @ invariant (\forall Job j; \reach(first3, Job, next).has(j); !\reach(firstBlocked, Job, next).has(j));
      @*/
    public int count1;
    public Job first1;
    @BackPointer
    public Job last1;
    public int count2;
    public Job first2;
    @BackPointer
    public Job last2;
    public int count3;
    public Job first3;
    @BackPointer
    public Job last3;
    public int countBlocked;
    public Job firstBlocked;
    @BackPointer
    public Job lastBlocked;

    /** A process: the original's {@code Job} (the C program's {@code Ele}). */
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

    /** An empty scheduler: the original's {@code Schedule()}, whose four lists start empty. */
    public Schedule() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The original's {@code repOK}: the four lists in the original's order, no job met twice. */
    public boolean repOK() {
        Set<Job> visitedJobs = new HashSet<>();
        if (!isDoublyLinkedList(1, visitedJobs)) {
            return false;
        }
        if (!isDoublyLinkedList(2, visitedJobs)) {
            return false;
        }
        if (!isDoublyLinkedList(3, visitedJobs)) {
            return false;
        }
        return isDoublyLinkedList(BLOCK_QUEUE, visitedJobs);
    }

    /** One list: no predecessor of the first, back links, no job met before, the walk ending at {@code last}. */
    private boolean isDoublyLinkedList(int list, Set<Job> visited) {
        Job current = first(list);
        Job last = last(list);
        if (current == null) {
            return last == null;
        }
        if (current.prev != null) {
            return false;
        }
        if (!visited.add(current)) {
            return false;
        }
        while (true) {
            Job next = current.next;
            if (next == null) {
                break;
            }
            if (next.prev != current) {
                return false;
            }
            if (!visited.add(next)) {
                return false;
            }
            current = next;
        }
        return last == current;
    }

    /**
     * Hybrid precondition (paper Fig. 3): {@link #repOK} on a partially initialized scheduler. Jobs not yet
     * initialized ({@link Symbolic#isSymbolic}) are never dereferenced: a list's walk stops at the first one, and a
     * check involving one passes. Rejects a first job with a predecessor, a job met twice in any of the lists, a
     * successor whose back link is initialized and wrong, a list whose initialized last job is not where its
     * completed walk ended, and a list with only one of first and last null. On a concrete scheduler it is repOK.
     */
    public boolean repOKHybrid() {
        Set<Job> seen = new HashSet<>();
        for (int list : new int[] {1, 2, 3, BLOCK_QUEUE}) {
            if (!mayBeDoublyLinkedList(first(list), last(list), seen)) {
                return false;
            }
        }
        return true;
    }

    private static boolean mayBeDoublyLinkedList(Job first, Job last, Set<Job> seen) {
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
    // The lists by handle, where the original holds a List reference

    /**
     * The ready queue of priority {@code prio}: the original's {@code getPrioQueue}, a switch over 1, 2, 3.
     *
     * @throws IllegalArgumentException for any other priority, as the original
     */
    int getPrioQueue(int prio) {
        switch (prio) {
            case 1:
                return 1;
            case 2:
                return 2;
            case 3:
                return 3;
            default:
                throw new IllegalArgumentException();
        }
    }

    /** The member count of a list (the original's {@code List.getMemCount}). */
    int memCount(int list) {
        switch (list) {
            case 1:
                return count1;
            case 2:
                return count2;
            case 3:
                return count3;
            default:
                return countBlocked;
        }
    }

    /** The first job of a list. */
    Job first(int list) {
        switch (list) {
            case 1:
                return first1;
            case 2:
                return first2;
            case 3:
                return first3;
            default:
                return firstBlocked;
        }
    }

    /** The last job of a list. */
    Job last(int list) {
        switch (list) {
            case 1:
                return last1;
            case 2:
                return last2;
            case 3:
                return last3;
            default:
                return lastBlocked;
        }
    }

    private void setMemCount(int list, int c) {
        switch (list) {
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
                countBlocked = c;
        }
    }

    private void setFirst(int list, Job j) {
        switch (list) {
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
                firstBlocked = j;
        }
    }

    private void setLast(int list, Job j) {
        switch (list) {
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
                lastBlocked = j;
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // The original's list operations

    /** Appends {@code aEle} at the tail of {@code aList} (the original's {@code appendEle}). */
    void appendEle(int aList, Job aEle) {
        aEle.prev = last(aList);
        if (last(aList) != null) {
            last(aList).next = aEle;
        } else {
            setFirst(aList, aEle);
        }
        setLast(aList, aEle);
        aEle.next = null;
        setMemCount(aList, memCount(aList) + 1);
    }

    /** The {@code n}-th job of {@code fList} counting from 1, or null (the original's {@code findNth}). */
    Job findNth(int fList, int n) {
        Job fEle = first(fList);
        for (int i = 1; fEle != null && i < n; i++) {
            fEle = fEle.next;
        }
        return fEle;
    }

    /**
     * Unlinks {@code dEle} from {@code dList}, keeping its own links intact, and decrements the count (the
     * original's {@code delEle}); nothing for a null job, where the original returns null.
     *
     * @return false for a null job
     */
    boolean delEle(int dList, Job dEle) {
        if (dEle == null) {
            return false;
        }
        if (dEle.next != null) {
            dEle.next.prev = dEle.prev;
        } else {
            setLast(dList, dEle.prev);
        }
        if (dEle.prev != null) {
            dEle.prev.next = dEle.next;
        } else {
            setFirst(dList, dEle.next);
        }
        // KEEP dEle's data & pointers intact (the original's comment)
        setMemCount(dList, memCount(dList) - 1);
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** The original's {@code finishProcess}: the running process leaves the system (the original clears curProc). */
    public void finishProcess() {
        schedule();
    }

    /**
     * The original's {@code finishAllProcesses}: runs the scheduler, then finishes processes while curProc is not
     * null. The original's {@code finishProcess} leaves curProc null, so the loop runs at most once.
     */
    public void finishAllProcesses() {
        Job curProc = schedule();
        while (curProc != null) {
            finishProcess();
            curProc = null;
        }
    }

    /**
     * The original's {@code schedule}: takes the first job of the highest-priority ready queue whose count is positive
     * off that queue and returns it (the original's {@code curProc}); null when no count is positive, or when that
     * queue's first job is null.
     */
    Job schedule() {
        Job curProc = null;
        for (int i = MAXPRIO; i > 0; i--) {
            if (memCount(getPrioQueue(i)) > 0) {
                curProc = first(getPrioQueue(i));
                delEle(getPrioQueue(i), curProc);
                return curProc;
            }
        }
        return curProc;
    }

    /**
     * Moves the {@code n}-th job of ready queue {@code prio} to the end of the next higher queue with priority
     * {@code prio + 1}; nothing for the top queue, an empty count or a position beyond the queue.
     *
     * @throws IllegalArgumentException when {@code prio} is not 1..3
     */
    public void upgradeProcessPrio(int prio, int n) {
        if (prio < 1 || prio > MAXPRIO) {
            throw new IllegalArgumentException();
        }
        if (prio >= MAXPRIO) {
            return;
        }
        int srcQueue = getPrioQueue(prio);
        int destQueue = getPrioQueue(prio + 1);
        int count = memCount(srcQueue);
        if (count > 0) {
            Job proc = findNth(srcQueue, n);
            if (proc != null) {
                delEle(srcQueue, proc);
                proc.priority = prio + 1;
                appendEle(destQueue, proc);
            }
        }
    }

    /**
     * The {@code n}-th blocked job goes to the end of the ready queue of its priority.
     *
     * @throws IllegalArgumentException when that priority is not 1..3 (the job has then left the block queue)
     */
    public void unblockProcess(int n) {
        Job proc = findNth(BLOCK_QUEUE, n);
        if (proc != null) {
            delEle(BLOCK_QUEUE, proc);
            int prio = proc.priority;
            appendEle(getPrioQueue(prio), proc);
        }
    }

    /**
     * The running process used up its time slice: it goes to the end of the ready queue of its priority.
     *
     * @throws IllegalArgumentException when that priority is not 1..3 (the job has then left its queue)
     */
    public void quantumExpire() {
        Job curProc = schedule();
        if (curProc != null) {
            int prio = curProc.priority;
            appendEle(getPrioQueue(prio), curProc);
        }
    }

    /** The running process is blocked: it goes to the end of the block queue. */
    public void blockProcess() {
        Job curProc = schedule();
        if (curProc != null) {
            appendEle(BLOCK_QUEUE, curProc);
        }
    }

    /** The original's {@code newProcess}: a job of priority {@code prio} (its id is 0, as the original's). */
    private Job newProcess(int prio) {
        if (prio < 1 || prio > MAXPRIO) {
            throw new IllegalArgumentException();
        }
        Job proc = new Job();
        proc.priority = prio;
        return proc;
    }

    /**
     * Creates a process of priority {@code prio} and appends it to that ready queue.
     *
     * @throws IllegalArgumentException when {@code prio} is not 1..3
     */
    public void addProcess(int prio) {
        if (prio < 1 || prio > MAXPRIO) {
            throw new IllegalArgumentException();
        }
        Job proc = newProcess(prio);
        appendEle(getPrioQueue(prio), proc);
    }
}
