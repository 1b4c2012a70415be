package bliss.spf.conformance.programs;

/** NullPointerExceptions from field access, calls, arrays, unboxing, throw null, caught and uncaught. */
public class Exc08NullPointer {
    static final class Box { int v; Box next; }
    static String run(int x) {
        Box b = new Box();
        Integer boxed = x > 0 ? x : null;
        StringBuilder sb = new StringBuilder();
        try { sb.append(b.next.v); } catch (NullPointerException e) { sb.append("field;"); }
        try { String s = null; sb.append(s.length()); } catch (NullPointerException e) { sb.append("call;"); }
        try { int[] a = null; sb.append(a[0]); } catch (NullPointerException e) { sb.append("array;"); }
        try { int v = boxed; sb.append(v).append(';'); } catch (NullPointerException e) { sb.append("unbox;"); }
        try { throw null; } catch (NullPointerException e) { sb.append("throw;"); }
        if (x > 5) {
            return b.next.toString();
        }
        return sb.toString();
    }
}
