package bliss.spf.testgen;

import bliss.spf.vm.BranchTrace;
import bliss.spf.vm.BranchTrace.Event;

import java.util.List;

/**
 * Whether a run of a completed input on the real JVM followed its path: the engine's trace of the path (every branch
 * and switch it took in the user's code, every input field it initialized lazily) against the run's, recorded by
 * {@link PathRecorder} from the same instructions. They must be equal, step by step; the first difference is where
 * the run left the path. A test is written only for a run that followed its path, so that it tests the path it
 * claims to (an input that satisfies the path condition can still run elsewhere when the engine and the JVM
 * disagree: a value the completion did not set, an identity the engine models otherwise).
 */
final class PathCheck {

    private PathCheck() {
    }

    /**
     * @param path the path's trace, as the engine recorded it
     * @param run  the run's events, at most {@code path.size() + 1} of them
     * @param more the run's events after those
     * @return null when the run followed the path, else where and how it left it
     */
    static String compare(BranchTrace.Events path, List<Event> run, int more) {
        int n = Math.min(path.size(), run.size());
        for (int i = 0; i < n; i++) {
            Event p = path.get(i);
            Event r = run.get(i);
            if (!p.sameAs(r)) {
                return "the run on the JVM left the path at step " + (i + 1) + " of " + path.size() + ": the path "
                        + describe(p) + ", the run " + describe(r);
            }
        }
        if (run.size() > path.size()) {
            return "the run on the JVM went on after the path's " + path.size() + " steps: then it "
                    + describe(run.get(path.size())) + (more > 0 ? " (and " + more + " steps more)" : "");
        }
        if (run.size() < path.size()) {
            return "the run on the JVM ended after " + run.size() + " of the path's " + path.size()
                    + " steps; the path then " + describe(path.get(run.size()));
        }
        return null;
    }

    /** An event as a sentence's object: "jumps at TreeSet.add line 12", "reads N1.next = N2 at ...". */
    static String describe(Event e) {
        String where = where(e);
        if (e.read() != null) {
            return "reads " + e.read().replace("=", " = ") + " at " + where;
        }
        return switch (e.outcome()) {
            case 0 -> "falls through the branch at " + where;
            case 1 -> "jumps at the branch at " + where;
            default -> "switches to instruction " + e.outcome() + " at " + where;
        };
    }

    /** {@code Class.method line L} (instruction N) of an event's method. */
    private static String where(Event e) {
        String m = e.method();
        String owner = m.substring(0, m.indexOf('.'));
        String name = m.substring(m.indexOf('.') + 1, m.indexOf('('));
        return owner.substring(owner.lastIndexOf('/') + 1) + "." + name
                + (e.line() > 0 ? " line " + e.line() : "") + " (instruction " + e.insn() + ")";
    }
}
