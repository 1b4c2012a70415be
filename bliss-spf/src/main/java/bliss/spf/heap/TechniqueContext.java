package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.spf.stats.Counters;

/**
 * What a technique is built from, for one exploring thread.
 *
 * @param layout    the analysed class's layout
 * @param scope     the scope of the run
 * @param counters  the thread's counter registry
 * @param resources bounds and SAT, shared by the run
 * @param validInputs POSE: whether each path must have an input repOK accepts ({@link ValidAliasing}); the other
 *                    techniques check the precondition the input heap holds
 */
public record TechniqueContext(ClassLayout layout, int scope, Counters counters, TechniqueResources resources,
                               boolean validInputs) {

    /** A context without POSE's check of valid inputs. */
    public TechniqueContext(ClassLayout layout, int scope, Counters counters, TechniqueResources resources) {
        this(layout, scope, counters, resources, false);
    }
}
