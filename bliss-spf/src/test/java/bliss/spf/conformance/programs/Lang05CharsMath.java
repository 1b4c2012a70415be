package bliss.spf.conformance.programs;

/** char arithmetic: promotion to int, increments, comparisons, conversions between char and int and String. */
public class Lang05CharsMath {
    static String run(int x) {
        char c = 'a';
        c += Math.floorMod(x, 26);
        char d = c;
        d++;
        int diff = d - c;
        String caesar = "";
        for (char ch : "hello".toCharArray()) caesar += (char) ('a' + (ch - 'a' + Math.floorMod(x, 26)) % 26);
        return c + " " + d + " " + diff + " " + (int) c + " " + (char) (c - 32) + " " + (c < 'n') + " " + caesar + " "
                + Character.valueOf(c).compareTo('m') + " " + (c + 1) + " " + (char) (c + 1);
    }
}
