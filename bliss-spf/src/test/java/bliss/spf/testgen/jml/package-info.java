/**
 * One class per construct (or family of constructs) of docs/jml.md, for {@code JmlConformanceTest}: each
 * states an invariant that leans on its construct, and a repOK that says the same in Java, with the invariant's
 * meaning spelled out (quantifiers range over the structure: the nodes reachable from the header along backbone
 * fields; every reference field of the structure stays inside it; a navigation through null reads null, 0 or
 * false). The enumerator's candidates of each class are the structures both translations are judged on.
 */
package bliss.spf.testgen.jml;
