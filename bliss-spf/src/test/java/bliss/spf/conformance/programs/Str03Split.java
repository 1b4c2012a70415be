package bliss.spf.conformance.programs;

/** split, join, toCharArray, chars counted by hand. */
public class Str03Split {
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= Math.abs(x) % 5; i++) {
            sb.append(i).append(i % 2 == 0 ? "," : ",,");
        }
        String[] parts = sb.toString().split(",");
        String joined = String.join("+", parts);
        int digits = 0;
        for (char ch : joined.toCharArray()) {
            if (Character.isDigit(ch)) {
                digits++;
            }
        }
        return parts.length + " " + joined + " " + digits + " " + String.join("-", java.util.List.of("a", "b", "c"));
    }
}
