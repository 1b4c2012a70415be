package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.bounds.KodkodVerdicts;
import bliss.korat.Enumerator;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The two translations of the JML subset agree with repOK: the Kodkod translation ({@code bliss.bounds}, through
 * which bounds and BLISS's CNF are made; over the static bounds and over the tight bounds of the database) and the Z3
 * translation ({@link InvariantFormula}, through which test generation completes inputs) each say of a structure
 * that it satisfies the invariant exactly when the class's repOK accepts it.
 *
 * <p>The structures are the bounded-exhaustive enumerator's (bliss.korat): every candidate its search decides at
 * scopes 1 to 4, valid and invalid, with repOK's verdict as the oracle. Per bundled subject with an invariant, and per
 * construct of docs/jml.md: one fixture class each ({@code bliss.spf.testgen.jml}), whose repOK says in Java what its
 * invariant says in JML. No bundled invariant is meant to be weaker or stronger than its repOK: each must agree with it
 * on every candidate, with no exception.
 */
class JmlConformanceTest {

    private static final int MAX_SCOPE = 4;

    static Stream<Arguments> bundledInvariants() {
        return Subjects.ALL.stream().filter(Subjects.Subject::hasInvariant).map(s -> Arguments.of(s.name()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundledInvariants")
    void bundledInvariantsAgreeWithRepOk(String subject) {
        TargetClass t = TargetClass.resolve(subject, List.of(), List.of());
        int maxScope = subject.equals("Schedule") ? 3 : MAX_SCOPE; // 6,803 candidates at 4; its counts grow fast
        int valid = 0;
        int invalid = 0;
        for (int k = 1; k <= maxScope; k++) {
            int[] c = check(t, k, UnaryOperator.identity());
            valid += c[0];
            invalid += c[1];
        }
        assertNonVacuous(subject, valid, invalid);
    }

    /**
     * Per construct: the fixture, its int domains (small, to keep the enumeration's candidates in the thousands; every
     * value within the translations' int range at every scope), and the largest scope.
     */
    static Stream<Arguments> constructs() {
        return Stream.of(
                construct("c ? a : b with int, boolean and reference operands", "Conditional", 4,
                        e -> e.withIntDomain("key", 0, 2).withIntDomain("count", 0, 2)),
                construct("<==>, <=!=>, ==>, ||, &&, ! and their precedence", "Logic", 4,
                        e -> e.withIntDomain("key", 0, 1)),
                construct("== and != of ints, booleans and references (null, this), < <= > >=", "Comparison", 4,
                        UnaryOperator.identity()),
                construct("+, -, unary -, literals, a static final constant", "Arithmetic", 4,
                        e -> e.withIntDomain("key", -2, 2).withIntDomain("total", -1, 2)),
                // to scope 3: where 17 * key outgrew the bitwidth before the fix (scope 4's larger one held it)
                construct("sums of many unknowns, far outside the fields' int range", "Overflow", 3,
                        e -> e.withIntDomain("key", -2, 2).withIntDomain("total", -2, 2)),
                construct("e.f, through null too", "Navigation", 4, UnaryOperator.identity()),
                construct("\\forall and \\exists: with and without ranges, two variables, the header class",
                        "Quantifiers", 4, UnaryOperator.identity()),
                // 22,023 candidates at scope 4 (lists with cycles and back pointers): to scope 3
                construct("\\reach(e, T, f1 + f2).has(x): e null, cycles, back pointers", "Reach", 3,
                        e -> e.withIntDomain("key", 0, 1)),
                construct("int_size() of reach sets (along one field too), \\num_of with and without range",
                        "Counts", 4, UnaryOperator.identity()),
                construct("enum fields and their constants, bare and qualified", "Enums", 4,
                        UnaryOperator.identity()),
                construct("generic keys and compareTo", "Keys", 4, UnaryOperator.identity()));
    }

    private static Arguments construct(String what, String fixture, int maxScope, UnaryOperator<Enumerator> domains) {
        return Arguments.of(what, fixture, maxScope, domains);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("constructs")
    void eachConstructMeansWhatRepOkSays(String construct, String fixture, int maxScope,
                                        UnaryOperator<Enumerator> domains) {
        TargetClass t = TargetClass.resolve("bliss.spf.testgen.jml." + fixture, List.of(), List.of(testSources()));
        int valid = 0;
        int invalid = 0;
        for (int k = 1; k <= maxScope; k++) {
            int[] c = check(t, k, domains);
            valid += c[0];
            invalid += c[1];
        }
        assertNonVacuous(construct, valid, invalid);
    }

    /** Checks every candidate of the enumeration at scope k; returns how many were valid and invalid. */
    static int[] check(TargetClass t, int scope, UnaryOperator<Enumerator> configure) {
        ClassSpec spec = ClassSpec.of(t);
        Map<String, Judged> judged = new LinkedHashMap<>();
        List<String> inconsistent = new ArrayList<>();
        configure.apply(new Enumerator(t.type(), scope)).withThreads(1).withCandidates((header, valid) -> {
            ConcreteStructure s = ConcreteStructure.of(spec.layout(), header);
            Judged earlier = judged.putIfAbsent(s.toString(), new Judged(s, valid));
            if (earlier != null && earlier.valid() != valid) {
                inconsistent.add(s.toString());
            }
        }).run();
        assertEquals(List.of(), inconsistent, "repOK judged the same structure both ways");
        List<String> disagreements = new ArrayList<>();
        int[] counts = new int[2];
        try (KodkodVerdicts kodkod = KodkodVerdicts.overStaticBounds(spec, scope);
             KodkodVerdicts bliss = KodkodVerdicts.overTightBounds(spec, scope);
             Z3Verdicts z3 = new Z3Verdicts(spec.invariant(), spec.layout(), scope, t.loader())) {
            for (Judged j : judged.values()) {
                counts[j.valid() ? 0 : 1]++;
                boolean byKodkod = kodkod.holds(j.structure());
                boolean byBliss = bliss.holds(j.structure());
                boolean byZ3 = z3.holds(j.structure());
                if (byKodkod != j.valid() || byBliss != j.valid() || byZ3 != j.valid()) {
                    disagreements.add("repOK " + j.valid() + ", Kodkod " + byKodkod + ", Kodkod on the tight bounds "
                            + byBliss + ", Z3 " + byZ3 + ": " + j.structure());
                }
            }
        }
        assertEquals(List.of(), disagreements.stream().limit(3).toList(), t.displayName() + " at scope " + scope
                + ": " + disagreements.size() + " of " + judged.size() + " structures judged otherwise than repOK");
        return counts;
    }

    private record Judged(ConcreteStructure structure, boolean valid) {
    }

    /** The test sources, where the fixtures' invariants are read from. */
    static Path testSources() {
        Path p = Path.of("src/test/java");
        return p.toFile().isDirectory() ? p : Path.of("bliss-spf/src/test/java");
    }

    static void assertNonVacuous(String what, int valid, int invalid) {
        assertTrue(valid > 0 && invalid > 0, what + ": " + valid + " valid and " + invalid + " invalid structures");
    }
}
