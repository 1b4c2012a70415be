package bliss.symbolic;

/**
 * {@link Symbolic#seed}: a driver run up to its {@code Symbolic.object(name, seed)} call, which hands the seed over
 * and stops the driver.
 */
final class Seed {

    private static final ThreadLocal<String> WANTED = new ThreadLocal<>();

    /** Thrown through the driver from the call that made the seed; carries it out. */
    private static final class Found extends Error {
        final transient Object seed;

        Found(Object seed) {
            super(null, null, false, false);
            this.seed = seed;
        }
    }

    private Seed() {
    }

    /**
     * @effects stops the driver that {@link #of} runs when this is its call named as wanted
     */
    static void offer(String name, Object seed) {
        if (name.equals(WANTED.get())) {
            WANTED.remove();
            throw new Found(seed);
        }
    }

    static Object of(String name, Runnable driver) {
        if (WANTED.get() != null) {
            throw new IllegalStateException("Symbolic.seed does not nest");
        }
        WANTED.set(name);
        try {
            driver.run();
        } catch (RuntimeException | Error e) {
            for (Throwable c = e; c != null; c = c.getCause()) { // a driver called by reflection wraps it
                if (c instanceof Found f) {
                    return f.seed;
                }
            }
            throw e;
        } finally {
            WANTED.remove();
        }
        throw new IllegalStateException("Symbolic.seed: the driver returned without calling Symbolic.object(\""
                + name + "\", ...)");
    }
}
