package bliss.spf.stats;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The counters of one exploration, by name, in registration order: the heap technique's checks, the precondition,
 * the SAT oracle's links and the verdict cache register theirs here and count into them; results, the command line
 * and the experiments print whatever is registered, so a new counter needs no edit anywhere else.
 *
 * <p>One registry per exploring thread, not thread-safe; the registries of parallel workers are {@linkplain #add
 * added} into one at the end. While {@linkplain #mute muted} (a worker replaying the choices of a path another worker
 * already counted) increments are dropped, so that the sum over workers equals one thread's counts.
 *
 * <pre>
 * @specfield counters: seq (name: String, value: long, timing: boolean)
 * @specfield muted: boolean
 * </pre>
 */
public final class Counters {

    private final Map<String, Counter> byName = new LinkedHashMap<>();
    private boolean muted;

    /**
     * The counter named {@code name}, registered at value 0 on first use.
     *
     * @param name a camel-case name, the key in JSON and the label in summaries ({@code "boundPrunes"})
     */
    public Counter counter(String name) {
        return byName.computeIfAbsent(name, n -> new Counter(this, n, false));
    }

    /**
     * A counter of elapsed time in nanoseconds, registered on first use. It is reported in milliseconds under
     * {@code name} (which should end in {@code Millis}), and left out of comparisons of counts (it is not
     * reproducible).
     */
    public Counter timer(String name) {
        return byName.computeIfAbsent(name, n -> new Counter(this, n, true));
    }

    /**
     * Drops (true) or counts (false) increments from now on.
     *
     * @effects muted' = mute
     */
    public void mute(boolean mute) {
        this.muted = mute;
    }

    /** Whether increments are dropped now. */
    public boolean muted() {
        return muted;
    }

    /**
     * Adds every counter of {@code other} into the counter of the same name here (registering it if new).
     *
     * @effects for each (n, v) in other.counters: this.n' = this.n + v
     */
    public void add(Counters other) {
        for (Counter c : other.byName.values()) {
            Counter mine = byName.computeIfAbsent(c.name(), n -> new Counter(this, n, c.timing()));
            mine.addRaw(c.raw());
        }
    }

    /**
     * What was counted since {@code earlier}, a {@link #snapshot} of this registry: a new registry with every
     * counter's increase (the counts of one unit of work of a worker that explores several).
     */
    public Counters since(Counters earlier) {
        Counters out = new Counters();
        for (Counter c : byName.values()) {
            Counter before = earlier.byName.get(c.name());
            out.byName.put(c.name(), new Counter(out, c.name(), c.timing()));
            out.byName.get(c.name()).addRaw(c.raw() - (before == null ? 0 : before.raw()));
        }
        return out;
    }

    /** A copy of every counter's current value (for {@link #since}). */
    public Counters snapshot() {
        Counters out = new Counters();
        out.add(this);
        return out;
    }

    /** Writes every counter, timers in nanoseconds (for a result sent to another machine). */
    public void write(DataOutput out) throws IOException {
        out.writeInt(byName.size());
        for (Counter c : byName.values()) {
            out.writeUTF(c.name());
            out.writeBoolean(c.timing());
            out.writeLong(c.raw());
        }
    }

    /** A registry as {@link #write} wrote it. */
    public static Counters read(DataInput in) throws IOException {
        Counters out = new Counters();
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            String name = in.readUTF();
            boolean timing = in.readBoolean();
            Counter c = new Counter(out, name, timing);
            c.addRaw(in.readLong());
            out.byName.put(name, c);
        }
        return out;
    }

    /** The value of a counter (timers in milliseconds), or 0 when none has that name. */
    public long get(String name) {
        Counter c = byName.get(name);
        return c == null ? 0 : c.value();
    }

    /** Whether a counter of that name is registered. */
    public boolean has(String name) {
        return byName.containsKey(name);
    }

    /** Every counter's value (timers in milliseconds), in registration order. */
    public Map<String, Long> values() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (Counter c : byName.values()) {
            m.put(c.name(), c.value());
        }
        return Collections.unmodifiableMap(m);
    }

    /** The names of the timers: their values differ from run to run. */
    public List<String> timers() {
        List<String> out = new ArrayList<>();
        for (Counter c : byName.values()) {
            if (c.timing()) {
                out.add(c.name());
            }
        }
        return out;
    }
}
