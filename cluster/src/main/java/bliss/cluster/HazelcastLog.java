package bliss.cluster;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hazelcast's log (java.util.logging), read rather than shown. Hazelcast tells of a join refused for a different
 * cluster name only in its log, on both sides: the member that refused it logs {@code Received an invalid join request
 * from [host]:port, cause: members part of different cluster}, the refused node {@code Node could not join cluster at
 * node: [host]:port Cause: the target cluster has a different cluster-name}. Each node {@link #watch watches} the
 * records of its cluster name (Hazelcast starts each message with {@code [address] [cluster name] [version]}) for
 * those two; severe records are kept while the node starts (its failure becomes one line) and printed afterwards;
 * everything else is dropped.
 */
final class HazelcastLog {

    private static final Pattern REFUSED_JOINER = Pattern.compile(
            "Received an invalid join request from (\\S+), cause: members part of different cluster");
    private static final Pattern REFUSED_BY = Pattern.compile(
            "Node could not join cluster at node: (\\S+) Cause: the target cluster has a different cluster-name");

    /** Held so that the level and handler set on it stay (java.util.logging keeps loggers weakly). */
    private static final Logger HAZELCAST = Logger.getLogger("com.hazelcast");
    private static final List<Watch> WATCHES = new CopyOnWriteArrayList<>();
    private static boolean installed;

    private HazelcastLog() {
    }

    /** What one node learns from the log: refusals on either side, severe records while it starts. */
    static final class Watch implements AutoCloseable {
        private final String tag;
        private final Consumer<String> refused;
        private final Set<String> refusedBy = new LinkedHashSet<>();
        private final List<String> severe = new ArrayList<>();
        private boolean starting = true;

        private Watch(String clusterName, Consumer<String> refused) {
            this.tag = " [" + clusterName + "] ";
            this.refused = refused;
        }

        /** The members that refused this node's join (HOST:PORT), so far. */
        synchronized Set<String> refusedBy() {
            return new LinkedHashSet<>(refusedBy);
        }

        /** The severe messages logged while the node started. */
        synchronized List<String> severe() {
            return new ArrayList<>(severe);
        }

        /** The node is up: severe records are printed from now on. */
        synchronized void started() {
            starting = false;
        }

        /** @return whether the record was kept for the start */
        private boolean take(LogRecord r) {
            String m = r.getMessage();
            if (m == null || !m.contains(tag)) {
                return false;
            }
            Matcher joiner = REFUSED_JOINER.matcher(m);
            if (joiner.find()) {
                refused.accept(address(joiner.group(1)));
                return false;
            }
            Matcher by = REFUSED_BY.matcher(m);
            synchronized (this) {
                if (by.find()) {
                    refusedBy.add(address(by.group(1)));
                    return true;
                }
                if (starting && r.getLevel().intValue() >= Level.SEVERE.intValue()) {
                    severe.add(m.substring(m.indexOf(tag) + tag.length()));
                    return true;
                }
            }
            return false;
        }

        @Override
        public void close() {
            WATCHES.remove(this);
        }
    }

    /**
     * Starts watching the records of the nodes named {@code clusterName} in this process.
     *
     * @param refused told the address (HOST:PORT) of every node this one refused, as it is refused
     */
    static synchronized Watch watch(String clusterName, Consumer<String> refused) {
        if (!installed) {
            HAZELCAST.setLevel(Level.WARNING);
            HAZELCAST.setUseParentHandlers(false);
            HAZELCAST.addHandler(new Reader());
            installed = true;
        }
        Watch w = new Watch(clusterName, refused);
        WATCHES.add(w);
        return w;
    }

    /** {@code [127.0.0.1]:5701} as a user writes it: {@code 127.0.0.1:5701} ({@code [::1]:5701} stays). */
    static String address(String hazelcast) {
        Matcher m = Pattern.compile("\\[([^\\]:]+)\\]:(\\d+)").matcher(hazelcast);
        return m.matches() ? m.group(1) + ":" + m.group(2) : hazelcast;
    }

    /** Hands each record to the watches; prints severe records no watch kept. */
    private static final class Reader extends Handler {
        private final SimpleFormatter format = new SimpleFormatter();

        @Override
        public void publish(LogRecord r) {
            boolean kept = false;
            for (Watch w : WATCHES) {
                kept |= w.take(r);
            }
            if (!kept && r.getLevel().intValue() >= Level.SEVERE.intValue()) {
                System.err.print(format.format(r));
            }
        }

        @Override
        public void flush() {
            System.err.flush();
        }

        @Override
        public void close() {
        }
    }
}
