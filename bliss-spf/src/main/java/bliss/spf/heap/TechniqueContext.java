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
 */
public record TechniqueContext(ClassLayout layout, int scope, Counters counters, TechniqueResources resources) {
}
