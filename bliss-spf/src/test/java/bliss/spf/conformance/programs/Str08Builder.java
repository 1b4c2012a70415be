package bliss.spf.conformance.programs;

/** StringBuilder edits: insert, reverse, delete, deleteCharAt, replace, setCharAt, setLength, indexOf. */
public class Str08Builder {
    static String run(int x) {
        StringBuilder sb = new StringBuilder("abcdef");
        sb.append(x).insert(0, '[').append(']').insert(3, x * 2);
        String r1 = sb.toString();
        sb.reverse();
        String r2 = sb.toString();
        sb.delete(1, 3).deleteCharAt(0).replace(0, 2, "XY");
        sb.setCharAt(sb.length() - 1, '!');
        int at = sb.indexOf("c");
        sb.setLength(Math.min(sb.length(), 5));
        return r1 + " " + r2 + " " + sb + " " + at + " " + sb.length() + " " + sb.charAt(0);
    }
}
