package bliss.spf.conformance.programs;

import java.util.StringJoiner;

/** StringJoiner with prefix, suffix and empty value. */
public class Jdk19StringJoiner {
    static String run(int x) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        j.setEmptyValue("EMPTY");
        String empty = j.toString();
        for (int i = 0; i < Math.abs(x) % 5; i++) j.add("e" + i);
        StringJoiner k = new StringJoiner("-");
        k.add("a").add("b");
        return empty + " " + j + " " + j.length() + " " + k + " " + j.merge(k);
    }
}
