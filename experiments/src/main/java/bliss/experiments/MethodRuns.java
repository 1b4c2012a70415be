package bliss.experiments;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** The measured cells of one subject method: every technique at every scope, and what the paper derives from them. */
public final class MethodRuns {

    /**
     * A speedup and the scope it was reached at.
     */
    public record AtScope(int scope, Speedup speedup) {
    }

    /**
     * Collected structures of LI and BLISS at the largest scope where both finished (the paper's Table X).
     */
    public record Reduction(int scope, long li, long bliss) {
        /** 1 - BLISS/LI, in percent. */
        public double percent() {
            return li == 0 ? 0 : 100.0 * (1 - (double) bliss / li);
        }
    }

    private final String className;
    private final String method;
    private final Map<Technique, TreeMap<Integer, CellResult>> cells = new TreeMap<>();

    public MethodRuns(String className, String method, Collection<CellResult> results) {
        this.className = className;
        this.method = method;
        for (CellResult r : results) {
            if (r.key().className().equals(className) && r.key().method().equals(method)) {
                cells.computeIfAbsent(r.key().technique(), t -> new TreeMap<>()).put(r.key().scope(), r);
            }
        }
    }

    public String className() {
        return className;
    }

    public String method() {
        return method;
    }

    public String methodId() {
        return className + "." + method;
    }

    public Optional<CellResult> cell(Technique t, int scope) {
        TreeMap<Integer, CellResult> byScope = cells.get(t);
        return Optional.ofNullable(byScope == null ? null : byScope.get(scope));
    }

    /** Every scope at which some technique has a cell. */
    public SortedSet<Integer> scopes() {
        SortedSet<Integer> s = new TreeSet<>();
        cells.values().forEach(m -> s.addAll(m.keySet()));
        return s;
    }

    public Set<Technique> techniques() {
        return cells.isEmpty() ? new TreeSet<>() : new TreeSet<>(cells.keySet());
    }

    /** The cell of the smallest scope at which {@code t} did not finish (TO, OOM, ERROR), if any. */
    public Optional<CellResult> firstFailure(Technique t) {
        TreeMap<Integer, CellResult> byScope = cells.get(t);
        if (byScope == null) {
            return Optional.empty();
        }
        return byScope.values().stream().filter(c -> !c.ok()).findFirst();
    }

    /**
     * The paper's speedup at a scope; empty when no other technique finished there, or LI neither finished nor
     * failed by time or memory at or below it.
     */
    public Optional<Speedup> speedupAt(int scope) {
        List<CellResult> finished = new ArrayList<>();
        long bestOther = Long.MAX_VALUE;
        for (Technique t : Technique.values()) {
            Optional<CellResult> c = cell(t, scope).filter(CellResult::ok);
            if (c.isPresent() && c.get().millis() != null) {
                finished.add(c.get());
                if (!t.equals(Technique.LI)) {
                    bestOther = Math.min(bestOther, c.get().millis());
                }
            }
        }
        if (bestOther == Long.MAX_VALUE) {
            return Optional.empty();
        }
        Set<Technique> fastest = fastest(finished);
        double best = Math.max(1, bestOther);
        Optional<CellResult> li = cell(Technique.LI, scope);
        if (li.isPresent() && li.get().ok()) {
            return Optional.of(new Speedup(li.get().millis() / best, Speedup.Kind.FINITE, 0, fastest));
        }
        // LI failed here, or was skipped after failing at a smaller scope
        Optional<CellResult> failed = li.isPresent() ? li : firstFailure(Technique.LI)
                .filter(f -> f.key().scope() < scope);
        if (failed.isEmpty()) {
            return Optional.empty();
        }
        CellResult f = failed.get();
        return switch (f.status()) {
            case OOM -> Optional.of(new Speedup(Double.POSITIVE_INFINITY, Speedup.Kind.INFINITE, 0, fastest));
            case TO -> Optional.of(new Speedup(f.millis() / best, Speedup.Kind.LOWER_BOUND,
                    scope - f.key().scope() + 1, fastest));
            default -> Optional.empty();
        };
    }

    /** The largest finite speedup over all scopes (lower bounds count, as in the paper's Table VIII), if any. */
    public Optional<AtScope> maxSpeedup() {
        AtScope best = null;
        for (int k : scopes()) {
            Optional<Speedup> s = speedupAt(k).filter(x -> x.kind() != Speedup.Kind.INFINITE);
            if (s.isPresent() && (best == null || s.get().ratio() >= best.speedup().ratio())) {
                best = new AtScope(k, s.get());
            }
        }
        return Optional.ofNullable(best);
    }

    /** LI and BLISS structures at the largest scope at which both finished. */
    public Optional<Reduction> reduction() {
        for (int k : new TreeSet<>(scopes()).descendingSet()) {
            Optional<CellResult> li = cell(Technique.LI, k).filter(CellResult::ok);
            Optional<CellResult> bliss = cell(Technique.BLISS, k).filter(CellResult::ok);
            if (li.isPresent() && bliss.isPresent() && li.get().structures() != null
                    && bliss.get().structures() != null) {
                return Optional.of(new Reduction(k, li.get().structures(), bliss.get().structures()));
            }
        }
        return Optional.empty();
    }

    private static Set<Technique> fastest(List<CellResult> finished) {
        long min = finished.stream().mapToLong(CellResult::millis).min().orElse(0);
        Set<Technique> out = new TreeSet<>();
        for (CellResult c : finished) {
            if (c.millis() <= Math.max(min * (1 + Speedup.TIE), min + 10)) {
                out.add(c.key().technique());
            }
        }
        return out;
    }
}
