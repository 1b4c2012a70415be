package bliss.spf.conformance.programs;

import java.util.Optional;

/** Optional's exceptions: get on empty (NoSuchElementException "No value present"), of(null). */
public class Lambda16OptionalErrors {
    static String run(int x) {
        Optional<String> o = x > 0 ? Optional.of("v" + x) : Optional.empty();
        if (x == 0) {
            Optional.of((String) null);
        }
        return o.get() + Optional.ofNullable(x > 2 ? "big" : null).orElseThrow();
    }
}
