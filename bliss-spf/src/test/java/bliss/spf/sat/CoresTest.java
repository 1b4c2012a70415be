package bliss.spf.sat;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link Cores} against the plain definition: some kept core is a subset of the question's literals. */
class CoresTest {

    @Test
    void findsAContainedCoreExactlyWhenOneIsKept() {
        Random random = new Random(11);
        int contained = 0;
        for (int round = 0; round < 40; round++) {
            int vars = 5 + random.nextInt(150); // past 64 too: signatures then share bits
            Cores cores = new Cores();
            List<Set<Integer>> kept = new ArrayList<>();
            for (int q = 0; q < 300; q++) {
                int[] question = literals(random, vars, 1 + random.nextInt(12));
                Set<Integer> asked = set(question);
                boolean expected = kept.stream().anyMatch(asked::containsAll);
                assertEquals(expected, cores.containsOneOf(question), kept + " in " + asked);
                contained += expected ? 1 : 0;
                if (random.nextInt(3) == 0) {
                    int[] core = literals(random, vars, 1 + random.nextInt(4));
                    cores.add(core);
                    kept.add(set(core));
                }
            }
        }
        assertTrue(contained > 500, contained + " questions contained a core");
    }

    private static int[] literals(Random random, int vars, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = 1 + random.nextInt(vars);
        }
        return a;
    }

    private static Set<Integer> set(int[] a) {
        Set<Integer> s = new HashSet<>();
        for (int x : a) {
            s.add(x);
        }
        return s;
    }
}
