package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Symbolic: a stream filtering and mapping symbolic values, and a short-circuiting match over a range. */
public class Sym22Streams {
    static String run(int x) {
        String kept = List.of(x, 5, x + 1).stream().filter(v -> v > 4).map(v -> v * 2)
                .collect(Collectors.toList()).toString();
        return kept + " " + IntStream.range(0, 3).anyMatch(i -> i == x);
    }

    static final int LO = 0, HI = 8;
    /**
     * 6: the filter forks on x > 4 and then on x + 1 > 4, feasible only as x > 4 (both kept), x == 4 (the second
     * kept) and x < 4 (neither); anyMatch compares x with 0, 1, 2 in turn and stops at the first equal one, which
     * only x < 4 can be: x == 0, x == 1, x == 2 or none (x == 3).
     */
    static final int PATHS = 6;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        try {
            System.out.println(run(x));
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }
}
