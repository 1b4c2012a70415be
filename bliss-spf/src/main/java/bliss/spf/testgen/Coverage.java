package bliss.spf.testgen;

import bliss.spf.testgen.TestRunner.Counts;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ILine;
import org.jacoco.core.analysis.IMethodCoverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * JaCoCo's line and branch coverage of the classes under test after a run of the generated tests: of the classes,
 * of chosen methods, and the lines whose branches stay uncovered.
 */
public final class Coverage {

    /** A line with branches that no test took, in a method. */
    public record Gap(String className, String method, int line, int missedBranches, int branches) {
    }

    private final List<IClassCoverage> classes;

    Coverage(List<IClassCoverage> classes) {
        this.classes = List.copyOf(classes);
    }

    /** Lines and branches of every covered class. */
    public Counts total() {
        Counts c = new Counts(0, 0, 0, 0);
        for (IClassCoverage k : classes) {
            c = c.plus(counts(k.getLineCounter(), k.getBranchCounter()));
        }
        return c;
    }

    /**
     * Lines and branches of the methods named (by {@code Class.method} with the class's simple binary name, e.g.
     * {@code TreeSet$Entry.<init>}, or by {@code method} alone for any class). A line shared by several methods
     * counts in each.
     */
    public Counts methods(Set<String> names) {
        Counts c = new Counts(0, 0, 0, 0);
        for (IClassCoverage k : classes) {
            String simple = k.getName().substring(k.getName().lastIndexOf('/') + 1);
            for (IMethodCoverage m : k.getMethods()) {
                if (names.contains(m.getName()) || names.contains(simple + "." + m.getName())) {
                    c = c.plus(counts(m.getLineCounter(), m.getBranchCounter()));
                }
            }
        }
        return c;
    }

    /** The lines with a branch no test took, in the methods named (all methods when {@code names} is null). */
    public List<Gap> gaps(Set<String> names) {
        List<Gap> out = new ArrayList<>();
        for (IClassCoverage k : classes) {
            String simple = k.getName().substring(k.getName().lastIndexOf('/') + 1);
            for (IMethodCoverage m : k.getMethods()) {
                if (names != null && !names.contains(m.getName()) && !names.contains(simple + "." + m.getName())) {
                    continue;
                }
                for (int line = m.getFirstLine(); line <= m.getLastLine() && line > 0; line++) {
                    ILine l = m.getLine(line);
                    ICounter b = l.getBranchCounter();
                    if (b.getMissedCount() > 0) {
                        out.add(new Gap(k.getName().replace('/', '.'), m.getName(), line, b.getMissedCount(),
                                b.getTotalCount()));
                    }
                }
            }
        }
        return out;
    }

    private static Counts counts(ICounter lines, ICounter branches) {
        return new Counts(lines.getCoveredCount(), lines.getTotalCount(), branches.getCoveredCount(),
                branches.getTotalCount());
    }
}
