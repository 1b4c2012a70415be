package bliss.experiments;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The paper's numbers (Tables I-X of §V) as transcribed in {@code bliss/experiments/paper-tables.csv}; the file's
 * header comment says how each table is encoded.
 */
public final class PaperTables {

    /** The resource holding the transcription. */
    public static final String RESOURCE = "/bliss/experiments/paper-tables.csv";

    /** Tables of analysis times, one per class (Table IV and V share BinomialHeap). */
    public static final List<String> TIME_TABLES = List.of("I", "II", "III", "IV", "V", "VI", "VII");

    /**
     * One transcribed cell.
     *
     * @param table     I..X
     * @param technique li..blissdb, speedup, reduction; for Table VIII the best technique(s), '/'-separated
     * @param scope     the column's scope; for Table X the largest scope LI and BLISS both reached; null in VIII
     * @param value     as printed (normalized: no thousands separators, inf for the paper's infinity)
     * @param certain   false where the extraction was garbled and the value rebuilt (see note)
     */
    public record Entry(String table, String className, String method, String technique, Integer scope,
                        String value, boolean certain, String note) {

        public String methodId() {
            return className + "." + method;
        }
    }

    private static PaperTables instance;

    private final List<Entry> entries;

    private PaperTables(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The transcription shipped with bliss. */
    public static synchronized PaperTables load() {
        if (instance == null) {
            try (InputStream in = PaperTables.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + RESOURCE);
                }
                instance = new PaperTables(read(in));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return instance;
    }

    static List<Entry> read(InputStream in) throws IOException {
        CsvMapper mapper = new CsvMapper();
        mapper.enable(CsvParser.Feature.ALLOW_COMMENTS);
        CsvSchema schema = CsvSchema.emptySchema().withHeader().withComments();
        List<Entry> out = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = mapper.readerForMapOf(String.class).with(schema)
                .readValues(in)) {
            while (it.hasNext()) {
                Map<String, String> r = it.next();
                String scope = r.get("scope");
                out.add(new Entry(r.get("table"), r.get("class"), r.get("method"), r.get("technique"),
                        scope == null || scope.isEmpty() ? null : Integer.valueOf(scope), r.get("value"),
                        "yes".equals(r.get("certain")), r.getOrDefault("note", "")));
            }
        }
        return out;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The entries of one table, in the paper's order. */
    public List<Entry> table(String table) {
        return entries.stream().filter(e -> e.table().equals(table)).toList();
    }

    /** The paper's analysis time (mm:ss, TO or OOM) for a cell of Tables I-VII. */
    public Optional<Entry> time(String className, String method, Technique technique, int scope) {
        return find(TIME_TABLES, className, method, technique.cli(), scope);
    }

    /** The paper's speedup for a method at a scope (Tables I-VII). */
    public Optional<Entry> speedup(String className, String method, int scope) {
        return find(TIME_TABLES, className, method, "speedup", scope);
    }

    /** The paper's count of collected structures for a cell: Table IX, else Table X (LI and BLISS only). */
    public Optional<Entry> structures(String className, String method, Technique technique, int scope) {
        Optional<Entry> e = find(List.of("IX"), className, method, technique.cli(), scope);
        return e.isPresent() ? e : find(List.of("X"), className, method, technique.cli(), scope);
    }

    /** The paper's Table X row of a method: LI, BLISS and reduction entries (scope = the largest both reached). */
    public List<Entry> tableX(String className, String method) {
        return entries.stream().filter(e -> e.table().equals("X") && e.className().equals(className)
                && e.method().equals(method)).toList();
    }

    /** The paper's Table VIII row of a method, if it has one. */
    public Optional<Entry> tableVIII(String className, String method) {
        return entries.stream().filter(e -> e.table().equals("VIII") && e.className().equals(className)
                && e.method().equals(method)).findFirst();
    }

    private Optional<Entry> find(List<String> tables, String className, String method, String technique,
                                 int scope) {
        return entries.stream().filter(e -> tables.contains(e.table()) && e.className().equals(className)
                && e.method().equals(method) && e.technique().equals(technique) && e.scope() != null
                && e.scope() == scope).findFirst();
    }
}
