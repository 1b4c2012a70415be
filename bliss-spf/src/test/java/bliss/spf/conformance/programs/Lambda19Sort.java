package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Sorting lists with lambdas and method references; stability of the sort. */
public class Lambda19Sort {
    static String run(int x) {
        List<String> words = new ArrayList<>(List.of("pear", "fig", "apple", "kiwi", "date", "plum" + x));
        words.sort((a, b) -> a.length() - b.length());
        String byLength = words.toString();
        Collections.sort(words);
        String natural = words.toString();
        words.sort(String.CASE_INSENSITIVE_ORDER.reversed());
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 8; i++) nums.add((i * 37 + x) % 11);
        nums.sort(null);
        return byLength + " " + natural + " " + words + " " + nums;
    }
}
