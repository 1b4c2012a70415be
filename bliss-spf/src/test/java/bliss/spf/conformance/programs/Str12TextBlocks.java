package bliss.spf.conformance.programs;

/** Text blocks and escapes, lines counted with indexOf. */
public class Str12TextBlocks {
    static String run(int x) {
        String block = """
                first line
                  second "quoted" line
                third\tline
                """;
        int lines = 0;
        for (int at = block.indexOf('\n'); at >= 0; at = block.indexOf('\n', at + 1)) {
            lines++;
        }
        return lines + " " + block.length() + " " + " " + block.charAt(Math.abs(x) % block.length());
    }
}
