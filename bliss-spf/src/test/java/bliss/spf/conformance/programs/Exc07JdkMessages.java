package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/** Exceptions the JDK's collections throw, caught: type names only (their messages are the models'). */
public class Exc07JdkMessages {
    static String run(int x) {
        List<Integer> l = new ArrayList<>();
        l.add(x);
        StringBuilder sb = new StringBuilder();
        try { l.get(x); sb.append("got;"); } catch (IndexOutOfBoundsException e) { sb.append("ioobe;"); }
        Iterator<Integer> it = l.iterator();
        it.next();
        try { it.next(); } catch (NoSuchElementException e) { sb.append("nsee;"); }
        try { List.of(1).add(2); } catch (UnsupportedOperationException e) { sb.append("uoe;"); }
        try { new ArrayList<Integer>(-x); sb.append("made;"); } catch (IllegalArgumentException e) { sb.append("iae;"); }
        try { new HashMap<String, String>().entrySet().iterator().next(); } catch (NoSuchElementException e) { sb.append("empty;"); }
        return sb.toString();
    }
}
