package bliss.experiments;

import java.util.List;

/** Measures one cell; the experiment's only way to run an analysis. */
@FunctionalInterface
public interface CellRunner {

    /**
     * Analyses {@code key} and reports how it ended.
     *
     * @param extra options for {@code bliss analyze} beyond class, method, technique and scope (the verdict cache
     *              of BLISSDB cells)
     * @return the result; never null (a failed analysis is an ERROR, OOM or TO result, not an exception)
     */
    CellResult run(CellKey key, List<String> extra);
}
