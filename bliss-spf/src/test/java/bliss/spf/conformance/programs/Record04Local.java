package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** Local records, records as map keys, records sorted with comparators on their components. */
public class Record04Local {
    static String run(int x) {
        record Score(String who, int points) {}
        List<Score> scores = new ArrayList<>();
        String[] names = {"ann", "ben", "cat", "dan"};
        for (int i = 0; i < names.length; i++) {
            scores.add(new Score(names[i], (i * 7 + x) % 5));
        }
        scores.sort(java.util.Comparator.comparingInt(Score::points).thenComparing(Score::who));
        java.util.Map<Score, Integer> rank = new java.util.HashMap<>();
        for (int i = 0; i < scores.size(); i++) {
            rank.put(scores.get(i), i);
        }
        return scores + " " + rank.get(new Score("ann", x % 5)) + " " + rank.get(new Score("zed", 0));
    }
}
