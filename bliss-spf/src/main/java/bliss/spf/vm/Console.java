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

    /** Forgets everything printed (not undone by backtracking). */
    public void clear() {
        chunks.clear();
    }
}
