package bliss.spf.testgen;

import bliss.spf.vm.BranchTrace.Event;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Records what a run on the real JVM does in the user's code, as the engine's {@link bliss.spf.vm.BranchTrace} of a
 * path has it: every conditional branch and switch (its outcome) and every first read of a reference field of an input
 * object that the run had not written (the object it gave). The user's classes are rewritten at generation time
 * ({@link TraceInstrumenter}) so that each such instruction calls a method here with its operands and the number of
 * its site; only a run started with {@link #start} on the same thread records.
 *
 * <p>Public because the rewritten classes, loaded by another class loader, call it; not an API.
 */
public final class PathRecorder {

    /**
     * An instruction that reports here.
     *
     * @param method  {@code internal/Class.name(desc)}, as the engine names it
     * @param insn    its number among the method's real instructions
     * @param opcode  the JVM opcode (a conditional jump, a switch, GETFIELD or PUTFIELD)
     * @param keys    a switch's keys, in increasing order (else null)
     * @param targets the instruction numbers a switch's keys jump to (else null)
     * @param dflt    a switch's default instruction number
     * @param field   a field access's field name
     */
    record Site(String method, int insn, int line, int opcode, int[] keys, int[] targets, int dflt, String field) {
    }

    private static volatile Site[] sites = new Site[0];
    private static final ThreadLocal<Recording> CURRENT = new ThreadLocal<>();

    /** The events of one run. */
    static final class Recording {
        private final Map<Object, String> names;
        private final int limit;
        /** Whether reads are recorded (a POSE path has its branches alone). */
        private final boolean reads;
        private final Set<String> touched = new HashSet<>();
        final List<Event> events = new ArrayList<>();
        /** Events past the limit, not kept. */
        int more;

        Recording(Map<Object, String> names, int limit, boolean reads) {
            this.names = names;
            this.limit = limit;
            this.reads = reads;
        }

        private void add(Event e) {
            if (events.size() < limit) {
                events.add(e);
            } else {
                more++;
            }
        }
    }

    private PathRecorder() {
    }

    static synchronized int register(Site site) {
        Site[] s = Arrays.copyOf(sites, sites.length + 1);
        s[s.length - 1] = site;
        sites = s;
        return s.length - 1;
    }

    /**
     * Starts recording on this thread.
     *
     * @param names the input's objects by identity, with their names (reads of their fields are recorded)
     * @param limit events kept at most (the path's own number and one more tell a difference)
     * @param reads whether the first reads of the input's reference fields are events too
     */
    static Recording start(Map<Object, String> names, int limit, boolean reads) {
        Recording r = new Recording(names, limit, reads);
        CURRENT.set(r);
        return r;
    }

    static void stop() {
        CURRENT.remove();
    }

    private static void branch(int site, boolean jumps) {
        Recording r = CURRENT.get();
        if (r != null) {
            Site s = sites[site];
            r.add(new Event(s.method(), s.insn(), s.line(), jumps ? 1 : 0, null));
        }
    }

    /** {@code ifeq} .. {@code ifle} on {@code v}. */
    public static void branch(int v, int site) {
        branch(site, switch (sites[site].opcode()) {
            case 153 -> v == 0;
            case 154 -> v != 0;
            case 155 -> v < 0;
            case 156 -> v >= 0;
            case 157 -> v > 0;
            default -> v <= 0;
        });
    }

    /** {@code if_icmpeq} .. {@code if_icmple}. */
    public static void branch(int a, int b, int site) {
        branch(site, switch (sites[site].opcode()) {
            case 159 -> a == b;
            case 160 -> a != b;
            case 161 -> a < b;
            case 162 -> a >= b;
            case 163 -> a > b;
            default -> a <= b;
        });
    }

    /** {@code ifnull}, {@code ifnonnull}. */
    public static void branch(Object a, int site) {
        branch(site, (a == null) == (sites[site].opcode() == 198));
    }

    /** {@code if_acmpeq}, {@code if_acmpne}. */
    public static void branch(Object a, Object b, int site) {
        branch(site, (a == b) == (sites[site].opcode() == 165));
    }

    /** {@code tableswitch}, {@code lookupswitch} on {@code key}. */
    public static void choose(int key, int site) {
        Recording r = CURRENT.get();
        if (r != null) {
            Site s = sites[site];
            int i = Arrays.binarySearch(s.keys(), key);
            r.add(new Event(s.method(), s.insn(), s.line(), i >= 0 ? s.targets()[i] : s.dflt(), null));
        }
    }

    /** After {@code getfield} of a reference field of the layout: {@code owner}'s field held {@code value}. */
    public static void read(Object owner, Object value, int site) {
        Recording r = CURRENT.get();
        if (r == null || !r.reads) {
            return;
        }
        String name = r.names.get(owner);
        Site s = sites[site];
        if (name != null && r.touched.add(name + "." + s.field())) {
            String target = value == null ? "null" : r.names.getOrDefault(value, "an object not of the input");
            r.add(new Event(s.method(), s.insn(), s.line(), 0, name + "." + s.field() + "=" + target));
        }
    }

    /** Before {@code putfield} of a reference field of the layout: {@code owner}'s field is written. */
    public static void write(Object owner, Object value, int site) {
        Recording r = CURRENT.get();
        if (r != null) {
            String name = r.names.get(owner);
            if (name != null) {
                r.touched.add(name + "." + sites[site].field());
            }
        }
    }
}
