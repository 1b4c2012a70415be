package bliss.spf.conformance.programs;

/** Nested switches, switch inside loops with labeled break and continue. */
public class Switch03Nested {
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 6; i++) {
            switch ((i + x) % 3) {
                case 0:
                    switch (i) {
                        case 4: break outer;
                        default: sb.append('z');
                    }
                    break;
                case 1:
                    continue outer;
                default:
                    sb.append(i);
            }
            sb.append('.');
        }
        return sb.toString();
    }
}
