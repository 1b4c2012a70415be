package bliss.spf.sat;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Cores} against the plain definition: some kept core (one of the newest two generations) is a subset of the
 * question's literals.
 */
class CoresTest {

    @Test
    void findsAContainedCoreExactlyWhenOneIsKept() {
        Random random = new Random(11);
        int contained = 0;
        for (int round = 0; round < 40; round++) {
            int vars = 5 + random.nextInt(150); // past 64 too: signatures then share bits
            int generation = 1 + random.nextInt(60);
            Cores cores = new Cores(generation);
            List<Set<Integer>> added = new ArrayList<>();
            for (int q = 0; q < 300; q++) {
                int[] question = literals(random, vars, 1 + random.nextInt(12));
                Set<Integer> asked = set(question);
                List<Set<Integer>> kept = added.subList(firstKept(added.size(), generation), added.size());
                boolean expected = kept.stream().anyMatch(asked::containsAll);
                assertEquals(expected, cores.containsOneOf(question), kept + " in " + asked);
                contained += expected ? 1 : 0;
                if (random.nextInt(3) == 0) {
                    int[] core = literals(random, vars, 1 + random.nextInt(4));
                    cores.add(core);
                    added.add(set(core));
                }
            }
        }
        assertTrue(contained > 500, contained + " questions contained a core");
    }

    /**
     * The index of the first of {@code n} cores added that is still kept: the newer generation holds the last n mod g
     * (g when that is 0), the older the g before them.
     */
    private static int firstKept(int n, int g) {
        return n == 0 ? 0 : Math.max(0, (n - 1) / g * g - g);
    }

    @Test
    void forgetsTheCoresOfEveryGenerationButTheNewestTwo() {
        Cores cores = new Cores(2);
        cores.add(new int[] {1, 2});
        cores.add(new int[] {3});
        cores.add(new int[] {4, 5});
        cores.add(new int[] {6});
        assertTrue(cores.containsOneOf(new int[] {2, 1, 7}), "the first core, in the older generation");
        cores.add(new int[] {8});
        assertFalse(cores.containsOneOf(new int[] {2, 1, 7}), "the first generation is gone");
        assertFalse(cores.containsOneOf(new int[] {3, 9}), "so is the second core, of the same generation");
        assertTrue(cores.containsOneOf(new int[] {5, 4}), "the third core, now in the older generation");
        assertTrue(cores.containsOneOf(new int[] {6}));
        assertTrue(cores.containsOneOf(new int[] {8, 9}), "the newest core");
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
