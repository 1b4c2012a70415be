package bliss.spf.sat;

/**
 * One BLISS question: is the (class, scope) CNF satisfiable when these pvars are assumed true?
 *
 * @param literals the assumptions, pvars of {@link bliss.bounds.SatProblem#pvar} (fixed-true ones left out)
 * @param edges    the same edges as scope-free codes (class, field, source atom, target atom or null), for keys
 *                 that outlive one scope's CNF (BLISSDB's verdict cache)
 */
public record SatQuestion(int[] literals, int[] edges) {
}
