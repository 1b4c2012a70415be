package bliss.spf.conformance.programs;

/** More text: chars(), codePointAt avoided; indexOf from an index, regionMatches, format of padded tables. */
public class Lang08Strings2 {
    static String run(int x) {
        String s = "Mississippi" + x;
        int count = 0;
        for (int at = s.indexOf("ss"); at >= 0; at = s.indexOf("ss", at + 1)) count++;
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 3; i++) table.append(String.format("|%-4s|%4d|", "r" + i, i * x));
        return count + " " + s.lastIndexOf('s') + " " + s.regionMatches(true, 0, "MISS", 0, 4) + " " + table + " "
                + s.toUpperCase().replace("SS", "") + " " + String.valueOf(s.toCharArray(), 2, 3) + " "
                + s.compareTo("Mississippi") + " " + "a,b,,c,".split(",").length + " " + "a,b,,c,".split(",", -1).length;
    }
}
