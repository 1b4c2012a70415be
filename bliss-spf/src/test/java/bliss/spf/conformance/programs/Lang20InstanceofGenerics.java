package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** instanceof with generic types (List<?>), casts of generic results, Class objects compared. */
public class Lang20InstanceofGenerics {
    static String run(int x) {
        Object o = x > 0 ? new ArrayList<String>(List.of("a")) : List.of(1);
        String r = "";
        if (o instanceof List<?> l && !l.isEmpty()) r += "list of " + l.get(0).getClass().getSimpleName();
        r += " " + (o instanceof ArrayList) + " " + (o.getClass() == ArrayList.class) + " " + List.class.isInstance(o)
                + " " + String.class.getName() + " " + int[].class.getName() + " " + String[][].class.getSimpleName()
                + " " + Integer.class.getSimpleName();
        return r;
    }
}
