package bliss.spf.models.java.util.logging;

/**
 * Model of {@code java.util.logging.Logger} as a class that only logs uses it: a logger of the JDK's default
 * configuration (level INFO inherited from the root logger), whose records the engine drops (they go to standard
 * error on the JVM, which no path's output holds). Messages are still built where the JDK builds them (a
 * {@code Supplier}'s message only when the level is loggable), so the code a log call runs is the JVM's.
 */
public class Logger {

    public static final String GLOBAL_LOGGER_NAME = "global";

    private final String name;
    private Level level;

    protected Logger(String name, String resourceBundleName) {
        this.name = name;
    }

    public static Logger getLogger(String name) {
        return new Logger(name, null);
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        return new Logger(name, resourceBundleName);
    }

    public static Logger getGlobal() {
        return new Logger(GLOBAL_LOGGER_NAME, null);
    }

    public static Logger getAnonymousLogger() {
        return new Logger(null, null);
    }

    public String getName() {
        return name;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level newLevel) {
        level = newLevel;
    }

    /** Whether a record of {@code level} is logged: at or above this logger's level (INFO when none is set). */
    public boolean isLoggable(Level level) {
        int threshold = this.level == null ? Level.INFO.intValue() : this.level.intValue();
        return level.intValue() >= threshold && threshold != Level.OFF.intValue();
    }

    public void log(Level level, String msg) {
    }

    public void log(Level level, java.util.function.Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            msgSupplier.get();
        }
    }

    public void log(Level level, String msg, Object param1) {
    }

    public void log(Level level, String msg, Object[] params) {
    }

    public void log(Level level, String msg, Throwable thrown) {
    }

    public void log(Level level, Throwable thrown, java.util.function.Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            msgSupplier.get();
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
    }

    public void severe(String msg) {
    }

    public void warning(String msg) {
    }

    public void info(String msg) {
    }

    public void config(String msg) {
    }

    public void fine(String msg) {
    }

    public void finer(String msg) {
    }

    public void finest(String msg) {
    }

    public void severe(java.util.function.Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(java.util.function.Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(java.util.function.Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void fine(java.util.function.Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }

    public void entering(String sourceClass, String sourceMethod) {
    }

    public void exiting(String sourceClass, String sourceMethod) {
    }
}
