package bliss.spf.heap;

import bliss.bounds.BoundsDatabase;
import bliss.bounds.BoundsEntry;
import bliss.bounds.ClassSpec;
import bliss.cli.TargetClass;
import bliss.cli.UserError;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictCaches;
import bliss.subjects.Subjects;

/**
 * Builds BLI, RBLI, BLISS and BLISSDB for a run: reads (or computes, with a message) the bounds database entry of the
 * analysed class at the run's scope, and opens BLISSDB's verdict cache.
 */
final class BoundedTechniques {

    private BoundedTechniques() {
    }

    static void registerAll() {
        HeapTechniques.register("bli", c -> new BoundedLazyInitialization(entry(c).bounds()));
        HeapTechniques.register("rbli", c -> new RefinedBoundedLazyInitialization(entry(c).bounds()));
        HeapTechniques.register("bliss", c -> {
            BoundsEntry e = entry(c);
            return new Bliss(e.bounds(), e.problem(), c.settings().assumptions(), c.settings().reuseAnswers());
        });
        HeapTechniques.register("blissdb", c -> {
            ClassSpec spec = spec(c);
            BoundsEntry e = database(c).entry(spec, c.scope());
            return new BlissDb(e.bounds(), e.problem(), c.settings().assumptions(), c.settings().reuseAnswers(),
                    cache(c), spec.fingerprint());
        });
    }

    private static BoundsEntry entry(HeapTechniques.Context c) {
        return database(c).entry(spec(c), c.scope());
    }

    private static BoundsDatabase database(HeapTechniques.Context c) {
        return BoundsDatabase.open(c.settings().boundsDirectory()).messages(c.settings().messages());
    }

    /** The analysed class with its invariant: a bounded technique needs the JML invariant from its source. */
    private static ClassSpec spec(HeapTechniques.Context c) {
        Class<?> type;
        try {
            type = Class.forName(c.className(), false, c.loader());
        } catch (ClassNotFoundException e) {
            throw new UserError("cannot load " + c.className() + ": " + e.getMessage(), e);
        }
        TargetClass target = new TargetClass(type, c.loader(), Subjects.byName(c.className()),
                c.settings().sourcepath());
        return ClassSpec.of(target); // a malformed invariant is a JmlException, a UserError
    }

    private static VerdictCache cache(HeapTechniques.Context c) {
        TechniqueSettings s = c.settings();
        VerdictCache cache = s.noCache() ? VerdictCaches.none() : VerdictCaches.open(s.redisUrl(), s.cacheFile());
        if (s.messages() != null) {
            s.messages().println("bliss: verdict cache: " + cache.describe());
        }
        return cache;
    }
}
