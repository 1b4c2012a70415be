package bliss.spf.conformance.programs;

import java.util.Optional;

/** Optional with map, filter, orElse, orElseGet, orElseThrow, ifPresent, flatMap, isEmpty, toString. */
public class Lambda15Optional {
    static Optional<Integer> half(int v) { return v % 2 == 0 ? Optional.of(v / 2) : Optional.empty(); }
    static String run(int x) {
        Optional<Integer> h = half(x);
        StringBuilder sb = new StringBuilder();
        h.ifPresent(v -> sb.append("present ").append(v));
        h.ifPresentOrElse(v -> sb.append(" yes"), () -> sb.append(" no"));
        String r = h.map(v -> "v" + v).orElse("none") + " " + h.filter(v -> v > 1).isPresent() + " "
                + h.flatMap(Lambda15Optional::half).orElseGet(() -> -1) + " " + h + " " + Optional.ofNullable(null)
                + " " + h.isEmpty() + " " + sb;
        if (x > 50) {
            return h.orElseThrow(() -> new IllegalStateException("odd " + x)).toString();
        }
        return r + " " + Optional.empty().or(() -> Optional.of("alt")).get();
    }
}
