package bliss.spf.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * What the program printed on {@code System.out} and {@code System.err} (through the {@code PrintStream} model's
 * one native), on the current path: backtracking removes what was printed after the choice point. Text with
 * symbolic parts is kept with its terms ({@link bliss.spf.symbolic.SymbolicString}).
 */
public final class Console {

    /** A piece of printed text: a host string or a symbolic string. */
    private record Chunk(boolean error, Object text) {
    }

    private final List<Chunk> chunks = new ArrayList<>();

    void write(Vm vm, VmObject stream, Object text) {
        VmField f = stream.cls.findField("error");
        boolean error = f != null && stream.p[f.index] != 0;
        int size = chunks.size();
        chunks.add(new Chunk(error, text == null ? "null" : text));
        vm.trail.log(() -> {
            while (chunks.size() > size) {
                chunks.remove(chunks.size() - 1);
            }
        });
    }

    /**
     * The text printed on one stream so far on this path; symbolic parts as Java expressions
     * ({@code "size " + X.size}).
     */
    public String text(boolean error) {
        StringBuilder sb = new StringBuilder();
        for (Chunk c : chunks) {
            if (c.error() == error) {
                sb.append(c.text() instanceof String s ? s : "{" + c.text() + "}");
            }
        }
        return sb.toString();
    }

    /**
     * The text printed on one stream, with the symbolic parts written under values of their variables (a model of
     * the path condition: the text a concrete run on those inputs prints).
     *
     * @throws IllegalArgumentException when a variable of a symbolic part has no value
     */
    public String text(boolean error, java.util.Map<bliss.spf.symbolic.Var, Long> values) {
        StringBuilder sb = new StringBuilder();
        for (Chunk c : chunks) {
            if (c.error() == error) {
                sb.append(c.text() instanceof String s ? s
                        : ((bliss.spf.symbolic.SymbolicString) c.text()).render(values));
            }
        }
        return sb.toString();
    }

    /** What was printed on one stream, piece by piece: host strings and symbolic strings. */
    public List<Object> pieces(boolean error) {
        List<Object> out = new ArrayList<>();
        for (Chunk c : chunks) {
            if (c.error() == error) {
                out.add(c.text());
            }
        }
        return out;
    }

    /** Forgets everything printed (not undone by backtracking). */
    public void clear() {
        chunks.clear();
    }
}
