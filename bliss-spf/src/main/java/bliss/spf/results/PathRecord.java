package bliss.spf.results;

import bliss.spf.explore.PathEnd;

import java.util.List;
import java.util.Map;

/**
 * One path that ended with a collected structure: its path condition and a model of it (the concrete inputs of a
 * test for the path; variables the condition does not mention may take any value).
 *
 * @param outcome       "normal" or the uncaught exception
 * @param conditions    the path condition, oldest first
 * @param model         values of the variables by name
 * @param raised        exceptions raised inside the analysed code on this path
 * @param end           the path end itself (its partial structure and path condition), for completing its input;
 *                      null in a record a cluster worker sent (it travels as text)
 */
public record PathRecord(String outcome, List<String> conditions, Map<String, Long> model, List<String> raised,
                         PathEnd end) {
}
