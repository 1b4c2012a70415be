package values.contents;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * A user's class holding its data in a JDK list: an input of its contents (docs/engine.md, "A JDK collection in a
 * field: an input of its contents"). Its repOK only asks for the list.
 */
public class Names {

    private final List<String> names = new ArrayList<>();

    public boolean repOK() {
        return names != null;
    }

    public int indexOf(String name) {
        return names.indexOf(name);
    }

    public static void indexOfDriver() {
        Names x = Symbolic.object("X", new Names());
        System.out.println(x.indexOf(Symbolic.string("s")));
    }
}
