package bliss.experiments;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code cells.csv}: one row per measured cell, appended as soon as the cell ends, so that an interrupted
 * experiment loses at most the cell that was running. Beside our numbers each row carries the paper's time and
 * structures for the same cell, when the paper has them.
 */
public final class CellsCsv {

    /** The columns, in file order: the brief's first, then what else a cell measured. */
    public static final List<String> COLUMNS = List.of("class", "method", "technique", "scope", "status", "millis",
            "structures", "paths", "satChecks", "cacheHits", "peakHeapBytes", "paperTime", "paperStructures",
            "cacheLookups", "cpuMillis", "processMillis", "note");

    private static final CsvMapper MAPPER = new CsvMapper();
    private static final CsvSchema SCHEMA;

    static {
        CsvSchema.Builder b = CsvSchema.builder();
        COLUMNS.forEach(b::addColumn);
        SCHEMA = b.build();
    }

    private final Path file;
    private final PaperTables paper;

    public CellsCsv(Path file, PaperTables paper) {
        this.file = file;
        this.paper = paper;
    }

    public Path file() {
        return file;
    }

    /**
     * The cells in the file, in file order. Rows that do not parse (a line torn by a kill) are skipped; a later
     * row for the same cell replaces an earlier one.
     */
    public List<CellResult> read() {
        if (!Files.exists(file)) {
            return List.of();
        }
        Map<CellKey, CellResult> rows = new LinkedHashMap<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (lines.isEmpty()) {
            return List.of();
        }
        // line by line (no value holds a newline), so that one torn line costs only itself
        CsvSchema.Builder header = CsvSchema.builder();
        for (String column : lines.get(0).split(",")) {
            header.addColumn(column.trim());
        }
        ObjectReader reader = MAPPER.readerForMapOf(String.class).with(header.build());
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            try {
                CellResult r = parse(reader.readValue(line));
                if (r != null) {
                    rows.put(r.key(), r);
                }
            } catch (IOException | RuntimeException torn) {
                // skipped: the cell will run again
            }
        }
        return new ArrayList<>(rows.values());
    }

    /** Appends one cell (with a header first if the file is new), and flushes it to the file. */
    public void append(CellResult r) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            boolean fresh = !Files.exists(file) || Files.size(file) == 0;
            StringBuilder text = new StringBuilder();
            if (fresh) {
                text.append(String.join(",", COLUMNS)).append('\n');
            } else if (!endsWithNewline()) {
                text.append('\n');  // a torn last line stays alone (and is skipped on reading)
            }
            ObjectWriter w = MAPPER.writer(SCHEMA);
            text.append(w.writeValueAsString(row(r)));
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND, StandardOpenOption.SYNC);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private boolean endsWithNewline() throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
            if (f.length() == 0) {
                return true;
            }
            f.seek(f.length() - 1);
            return f.read() == '\n';
        }
    }

    private Map<String, Object> row(CellResult r) {
        CellKey k = r.key();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", k.className());
        m.put("method", k.method());
        m.put("technique", k.technique().cli());
        m.put("scope", k.scope());
        m.put("status", r.status().label());
        m.put("millis", r.millis());
        m.put("structures", r.structures());
        m.put("paths", r.paths());
        m.put("satChecks", r.satChecks());
        m.put("cacheHits", r.cacheHits());
        m.put("peakHeapBytes", r.peakHeapBytes());
        m.put("paperTime", paper.time(k.className(), k.method(), k.technique(), k.scope())
                .map(PaperTables.Entry::value).orElse(null));
        m.put("paperStructures", paper.structures(k.className(), k.method(), k.technique(), k.scope())
                .map(PaperTables.Entry::value).orElse(null));
        m.put("cacheLookups", r.cacheLookups());
        m.put("cpuMillis", r.cpuMillis());
        m.put("processMillis", r.processMillis());
        m.put("note", r.note() == null || r.note().isEmpty() ? null : r.note().replaceAll("[\\r\\n]+", " "));
        return m;
    }

    /** A row as a result, or null when it is torn or malformed. */
    private static CellResult parse(Map<String, String> m) {
        try {
            CellKey key = new CellKey(required(m, "class"), required(m, "method"),
                    Technique.parse(required(m, "technique")), Integer.parseInt(required(m, "scope")));
            Status status = Status.parse(required(m, "status"));
            if (!m.containsKey("note")) {
                return null;  // the last column is missing: the line was cut short
            }
            return new CellResult(key, status, number(m, "millis"), number(m, "cpuMillis"),
                    number(m, "processMillis"), number(m, "structures"), number(m, "paths"), number(m, "satChecks"),
                    number(m, "cacheHits"), number(m, "cacheLookups"), number(m, "peakHeapBytes"),
                    m.getOrDefault("note", ""));
        } catch (RuntimeException malformed) {
            return null;
        }
    }

    private static String required(Map<String, String> m, String column) {
        String v = m.get(column);
        if (v == null || v.isEmpty()) {
            throw new IllegalArgumentException("no " + column);
        }
        return v;
    }

    private static Long number(Map<String, String> m, String column) {
        String v = m.get(column);
        return v == null || v.isEmpty() ? null : Long.valueOf(v);
    }
}
