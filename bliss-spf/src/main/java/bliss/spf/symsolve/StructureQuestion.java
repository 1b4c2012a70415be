package bliss.spf.symsolve;

import bliss.korat.CandidateFilter;
import bliss.korat.PartialCandidate;

/**
 * One LISSA question: can this partially symbolic structure be completed, within the finitization, to a structure
 * that repOK accepts (and, for PLI, that the filter accepts)?
 *
 * @param candidate the structure as a candidate vector with its concrete part fixed (LISSA's createVector)
 * @param edges     the same concrete part as scope-free edge codes (class, field, source, target or null), in
 *                  breadth-first order: the key of a memoized verdict
 * @param filter    a further condition on completions (PLI's path condition), or null
 */
public record StructureQuestion(PartialCandidate candidate, int[] edges, CandidateFilter filter) {
}
