package bliss.spf.conformance.programs;

/** Common String methods on concrete text. */
public class Str01Methods {
    static String run(int x) {
        String s = "Hello, World " + x;
        return s.length() + "|" + s.charAt(4) + "|" + s.indexOf('o') + "|" + s.lastIndexOf("o") + "|"
                + s.substring(7) + "|" + s.substring(0, 5).toUpperCase() + "|" + s.toLowerCase() + "|"
                + s.contains("World") + "|" + s.startsWith("Hell") + "|" + s.endsWith(String.valueOf(x)) + "|"
                + s.replace('l', 'L') + "|" + s.replace("World", "There") + "|" + "  pad ".trim() + "|"
                + " x ".strip() + "|" + "ab".repeat(Math.abs(x) % 4) + "|" + s.isEmpty() + "|" + "".isBlank();
    }
}
