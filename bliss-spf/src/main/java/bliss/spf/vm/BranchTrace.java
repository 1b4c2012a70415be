package bliss.spf.vm;

import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LabelNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What a path did in the user's code, in order: the outcome of every conditional branch and switch of the user's
 * classes (static initializers aside), whether its condition was symbolic or concrete, and every lazily initialized
 * read of an input field with the object it gave. A run of the same input on the real JVM, its user classes
 * instrumented alike, must do exactly this (test generation checks it before writing a test). The JDK's code is not
 * traced: the engine runs models of it.
 *
 * <p>Sites are the instruction's number in its method ({@link #number}, as the decoder numbers them); a fused
 * {@code lcmp; ifXX} is the {@code ifXX}'s. A branch's outcome is
 * 1 when it jumps, 0 when it falls through; a switch's is the number of the instruction it jumps to.
 *
 * <pre>
 * @specfield events: seq (site, outcome, read)   -- read: "owner.field=target" of a lazy read, else null
 * </pre>
 *
 * <p>One per exploration, written by its interpreter and its executor; backtracking truncates it.
 */
public final class BranchTrace {

    private int[] sites = new int[256];
    private int[] outcomes = new int[256];
    private Object[] reads = new Object[256];
    private int size;
    private final List<Code> codes = new ArrayList<>();

    /**
     * The instruction numbering of sites, and of the decoded code: each real instruction of a method numbered in
     * order (labels, line numbers and frames left out), a label standing for the next real instruction.
     *
     * @param labels filled with each label's instruction number
     * @return the number of real instructions
     */
    public static int number(InsnList instructions, Map<LabelNode, Integer> labels) {
        int n = 0;
        for (AbstractInsnNode insn = instructions.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof LabelNode l) {
                labels.put(l, n);
            } else if (insn.getOpcode() >= 0) {
                n++;
            }
        }
        return n;
    }

    /** The number of events so far (a mark to truncate to). */
    public int size() {
        return size;
    }

    /**
     * Drops the events after the first {@code n}.
     *
     * @effects events' = events[0 .. n)
     */
    public void truncate(int n) {
        if (n < size) {
            Arrays.fill(reads, n, size, null);
            size = n;
        }
    }

    /** A branch or switch at instruction {@code insn} of {@code code} (a traced method's). */
    void branch(Code code, int insn, int outcome) {
        add(site(code, insn), outcome, null);
    }

    /** A lazily initialized read at the current instruction of the interpreter's top frame: {@code owner.field=target}. */
    void read(Code code, int insn, String read) {
        add(site(code, insn), 0, read);
    }

    private int site(Code code, int insn) {
        if (code.traceId < 0) {
            code.traceId = codes.size();
            codes.add(code);
        }
        return code.traceId << 16 | insn;
    }

    private void add(int site, int outcome, Object read) {
        if (size == sites.length) {
            sites = Arrays.copyOf(sites, size * 2);
            outcomes = Arrays.copyOf(outcomes, size * 2);
            reads = Arrays.copyOf(reads, size * 2);
        }
        sites[size] = site;
        outcomes[size] = outcome;
        reads[size] = read;
        size++;
    }

    /** The events so far, as a value (what a path end carries). */
    public Events snapshot() {
        String[] methods = new String[codes.size()];
        int[][] lines = new int[codes.size()][];
        for (int i = 0; i < methods.length; i++) {
            Code c = codes.get(i);
            methods[i] = c.method.owner.name() + "." + c.method.name + c.method.desc;
            lines[i] = c.lines;
        }
        return new Events(Arrays.copyOf(sites, size), Arrays.copyOf(outcomes, size), Arrays.copyOf(reads, size),
                methods, lines);
    }

    /** One event, as both sides describe it. */
    public record Event(String method, int insn, int line, int outcome, String read) {

        /** The event's place in the source, {@code pkg/Class.method(desc) line L}. */
        public String where() {
            return method + (line > 0 ? " line " + line : " instruction " + insn);
        }

        /** Whether two events are the same step: the same instruction, the same outcome or read. */
        public boolean sameAs(Event o) {
            return method.equals(o.method) && insn == o.insn && outcome == o.outcome
                    && java.util.Objects.equals(read, o.read);
        }

        @Override
        public String toString() {
            return read != null ? "read " + read + " at " + where()
                    : "outcome " + outcome + " at " + where();
        }
    }

    /** The events of a path: immutable. */
    public static final class Events {
        private final int[] sites;
        private final int[] outcomes;
        private final Object[] reads;
        private final String[] methods;
        private final int[][] lines;

        Events(int[] sites, int[] outcomes, Object[] reads, String[] methods, int[][] lines) {
            this.sites = sites;
            this.outcomes = outcomes;
            this.reads = reads;
            this.methods = methods;
            this.lines = lines;
        }

        public int size() {
            return sites.length;
        }

        /** The branches and switches alone, without the lazy reads (a POSE path's: its choices are its branches). */
        public Events branches() {
            int n = 0;
            int[] s = new int[sites.length];
            int[] o = new int[sites.length];
            for (int i = 0; i < sites.length; i++) {
                if (reads[i] == null) {
                    s[n] = sites[i];
                    o[n] = outcomes[i];
                    n++;
                }
            }
            return new Events(Arrays.copyOf(s, n), Arrays.copyOf(o, n), new Object[n], methods, lines);
        }

        /** The i-th event. */
        public Event get(int i) {
            int code = sites[i] >>> 16;
            int insn = sites[i] & 0xffff;
            return new Event(methods[code], insn, lines[code][insn], outcomes[i], (String) reads[i]);
        }
    }
}
