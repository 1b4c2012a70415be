package bliss.cli;

import bliss.korat.Enumeration;
import bliss.korat.EnumerationException;
import bliss.korat.Enumerator;
import bliss.korat.SearchStatistics;
import bliss.korat.SubjectFinitizations;

import bliss.cli.BlissSubcommand;
import bliss.cli.ClassOptions;
import bliss.target.TargetClass;
import bliss.UserError;
import bliss.layout.LayoutException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code bliss enumerate}: counts the valid structures and shapes of a class up to a scope. */
@Command(name = "enumerate",
        mixinStandardHelpOptions = true,
        description = {
                "Lists every valid structure of a class with at most SCOPE nodes (valid: its repOK() returns true) by "
                        + "a Korat-style bounded-exhaustive search, and prints how many structures and shapes there "
                        + "are of each size.",
                "A structure is a shape (reference fields) with the values of its int and boolean fields; both "
                        + "are counted up to isomorphism. Totals count nonempty structures (1..SCOPE nodes)."})
public final class EnumerateCommand implements BlissSubcommand, Callable<Integer> {

    static final int MAX_SCOPE = 100;
    private static final Pattern DOMAIN = Pattern.compile("([A-Za-z_$][A-Za-z0-9_$]*)=(-?\\d+)\\.\\.(-?\\d+)");

    @Spec
    CommandSpec spec;

    @Mixin
    ClassOptions classOptions = new ClassOptions();

    @Option(names = "--scope", required = true, paramLabel = "K",
            description = "The largest number of nodes (1.." + MAX_SCOPE + ").")
    int scope;

    @Option(names = "--json", description = "Print one JSON object instead of a table.")
    boolean json;

    @Option(names = "--int-domain", paramLabel = "FIELD=MIN..MAX",
            description = "The values an int field takes in every class (default 0..K), e.g. key=0..6. Repeatable.")
    List<String> intDomains = new ArrayList<>();

    @Option(names = "--ordered", paramLabel = "FIELD",
            description = "An int field that repOK only compares with itself (e.g. the keys of a search tree): "
                    + "one candidate per order pattern, counted with its binomial multiplicity. Much faster, and "
                    + "exact when true of repOK. Repeatable.")
    List<String> orderedFields = new ArrayList<>();

    @Option(names = "--no-hints",
            description = "For a bundled subject, do not use its finitization hints (ordered keys, bounded heights "
                    + "and degrees). The counts are the same; the search is longer.")
    boolean noHints;

    @Option(names = "--read-budget", paramLabel = "READS", defaultValue = "" + Enumerator.DEFAULT_READ_BUDGET,
            description = "Field reads one run of repOK may make before the candidate counts as invalid "
                    + "(default: ${DEFAULT-VALUE}); candidates that hit it are reported.")
    long readBudget;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads to search on (default: the available processors); the results do not depend on it.")
    Integer threads;

    @Option(names = "--progress-seconds", paramLabel = "S", defaultValue = "5",
            description = "Seconds between progress lines on stderr (default: ${DEFAULT-VALUE}).")
    int progressSeconds;


    @Override
    public Integer call() {
        if (scope < 1 || scope > MAX_SCOPE) {
            throw new UserError("--scope must be between 1 and " + MAX_SCOPE + ", got " + scope);
        }
        if (readBudget < 1) {
            throw new UserError("--read-budget must be at least 1, got " + readBudget);
        }
        if (threads != null && threads < 1) {
            throw new UserError("--threads must be at least 1, got " + threads);
        }
        TargetClass target = classOptions.resolve();
        PrintWriter err = spec.commandLine().getErr();
        Enumerator enumerator;
        Enumeration result;
        SubjectFinitizations.Hints hints;
        try {
            enumerator = new Enumerator(target.type(), scope).withReadBudget(readBudget);
            for (String d : intDomains) {
                Matcher m = DOMAIN.matcher(d.trim());
                if (!m.matches()) {
                    throw new UserError("--int-domain must be FIELD=MIN..MAX (e.g. key=0..6), got '" + d + "'");
                }
                enumerator.withIntDomain(m.group(1), parseInt(m.group(2), d), parseInt(m.group(3), d));
            }
            hints = noHints ? SubjectFinitizations.Hints.NONE
                    : SubjectFinitizations.forSubject(target.subject().map(sub -> sub.name()).orElse(""), scope);
            hints.applyTo(enumerator);
            orderedFields.forEach(enumerator::withOrderedField);
            if (threads != null) {
                enumerator.withThreads(threads);
            }
            enumerator.withProgress(s -> {
                err.printf("enumerate: %,d candidates, %,d valid, %d s%n", s.candidates(), s.valid(),
                        s.millis() / 1000);
                err.flush();
            }, Duration.ofSeconds(Math.max(1, progressSeconds)));
            result = enumerator.run();
        } catch (EnumerationException | LayoutException | IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
        SearchStatistics stats = enumerator.statistics();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(toJson(target.displayName(), result, stats, hints.toString()));
        } else {
            printTable(out, target.displayName(), result, stats);
            if (!hints.isEmpty()) {
                out.println("finitization hints: " + hints + " (--no-hints to search without them)");
            }
        }
        out.flush();
        return 0;
    }

    private static int parseInt(String text, String option) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UserError("number out of range in --int-domain '" + option + "'");
        }
    }

    private void printTable(PrintWriter out, String name, Enumeration r, SearchStatistics s) {
        out.printf("%s, scope %d: %,d structures, %,d shapes (with 1..%d nodes)%n", name, r.scope(), r.structures(),
                r.shapeCount(), r.scope());
        out.printf("%7s %14s %12s%n", "nodes", "structures", "shapes");
        for (int n = 0; n < r.structuresBySize().length; n++) {
            out.printf("%7d %,14d %,12d%n", n, r.structuresBySize()[n], r.shapesBySize()[n]);
        }
        out.printf("%,d candidates, %,d valid, %,d repOK exceptions, %.2f s (%.2f s CPU)%n", s.candidates(),
                s.valid(), s.exceptions(), r.millis() / 1000.0, s.cpuMillis() / 1000.0);
        if (s.budgetExhausted() > 0) {
            out.printf("warning: repOK exceeded the read budget (%,d reads) on %,d candidates, counted invalid; "
                    + "raise --read-budget if a valid structure needs more reads%n", readBudget, s.budgetExhausted());
        }
        if (s.duplicates() > 0) {
            out.printf("warning: %,d valid candidates were isomorphic to earlier ones (counted once)%n",
                    s.duplicates());
        }
    }

    /** The JSON form: one object; field names are part of the CLI's contract. */
    static String toJson(String name, Enumeration r, SearchStatistics s, String hints) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("class", name);
        o.put("scope", r.scope());
        o.put("structures", r.structures());
        o.put("shapes", r.shapeCount());
        List<Map<String, Object>> bySize = new ArrayList<>();
        for (int n = 0; n < r.structuresBySize().length; n++) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("nodes", n);
            row.put("structures", r.structuresBySize()[n]);
            row.put("shapes", r.shapesBySize()[n]);
            bySize.add(row);
        }
        o.put("bySize", bySize);
        o.put("candidates", r.candidates());
        o.put("valid", s.valid());
        o.put("exceptions", s.exceptions());
        o.put("budgetExhausted", s.budgetExhausted());
        o.put("duplicates", s.duplicates());
        o.put("millis", r.millis());
        o.put("cpuMillis", s.cpuMillis());
        o.put("finitizationHints", hints);
        try {
            return new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
