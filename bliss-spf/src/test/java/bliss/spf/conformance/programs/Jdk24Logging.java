package bliss.spf.conformance.programs;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A class that logs, as Guava's Platform and many a library do: a logger of the default configuration, its levels,
 * whether a level is loggable, and a message supplier run only when it is. The records themselves go to standard
 * error on the JVM, which the suite does not compare.
 */
public class Jdk24Logging {
    private static final Logger LOG = Logger.getLogger(Jdk24Logging.class.getName());

    static String run(int x) {
        StringBuilder sb = new StringBuilder(LOG.getName()).append(' ').append(LOG.getLevel()).append(' ');
        Level[] levels = {Level.SEVERE, Level.WARNING, Level.INFO, Level.CONFIG, Level.FINE, Level.ALL, Level.OFF};
        Level l = levels[Math.abs(x) % levels.length];
        sb.append(l).append(':').append(l.intValue()).append(' ').append(LOG.isLoggable(l)).append(' ');
        int[] built = {0};
        LOG.log(Level.FINE, () -> "fine " + built[0]++);
        LOG.log(l, () -> "at " + built[0]++);
        LOG.fine("x=" + x);
        sb.append(built[0]).append(' ').append(Level.INFO.equals(Level.INFO)).append(' ');
        Logger other = Logger.getLogger("bliss.other");
        other.setLevel(Level.WARNING);
        sb.append(other.isLoggable(Level.INFO)).append(other.isLoggable(Level.SEVERE)).append(other.getLevel());
        return sb.toString();
    }
}
