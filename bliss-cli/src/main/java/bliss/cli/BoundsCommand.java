package bliss.cli;

import bliss.bounds.BoundsCluster;
import bliss.bounds.BoundsDatabase;
import bliss.bounds.ClassSpec;
import bliss.bounds.FieldBounds;
import bliss.bounds.TupleQuestions;

import bliss.cli.BlissSubcommand;
import bliss.cli.ClassOptions;
import bliss.cli.ClusterOptions;
import bliss.experiments.ScopeRange;
import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code bliss bounds}: tight field bounds, CNF and pvars of a class per scope, from or into the bounds database. */
@Command(name = "bounds", mixinStandardHelpOptions = true,
        description = {"Compute the tight field bounds of a class (every field tuple some valid, canonically "
                + "numbered structure of at most k nodes uses), the CNF of its JML invariant with TACO's "
                + "symmetry breaking, and the pvars map; stored in the bounds database (--out; per class and scope "
                + "a folder <class>/scope-<k> holding bounds.txt, problem.cnf and pvars.txt) and reused while the "
                + "invariant and layout are unchanged. Prints the tuples before and after per scope. With --cluster "
                + "the workers decide the tuples."})
public final class BoundsCommand implements BlissSubcommand, Callable<Integer> {

    @Mixin
    ClassOptions classOptions;

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--scope", paramLabel = "K", description = "One scope.")
    Integer scope;

    @Option(names = "--scopes", paramLabel = "RANGE", converter = ScopeRangeConverter.class,
            description = "Scopes, e.g. 1..20 (computed in increasing order, each seeding the next).")
    ScopeRange scopes;

    @Option(names = "--json", description = "One JSON object per scope on stdout.")
    boolean json;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Bounds database directory (default: ${XDG_CACHE_HOME:-$HOME/.cache}/bliss/bounds).")
    Path out;

    @Option(names = "--threads", paramLabel = "N", description = "Solver threads (default: available cores).")
    Integer threads;

    @Option(names = "--force", description = "Recompute even when the database has a fresh entry.")
    boolean force;


    @Override
    public Integer call() {
        if ((scope == null) == (scopes == null)) {
            throw new UserError("give either --scope K or --scopes FROM..TO");
        }
        ScopeRange range = scopes != null ? scopes : new ScopeRange(scope, scope);
        if (range.to() > 63) {
            throw new UserError("bounds support scopes up to 63, got " + range.to());
        }
        if (out != null && java.nio.file.Files.exists(out) && !java.nio.file.Files.isDirectory(out)) {
            throw new UserError("--out needs a folder (the bounds database), and " + out + " is a file");
        }
        ClassSpec spec = ClassSpec.of(classOptions.resolve());
        if (spec.invariant().clauses().isEmpty()) {
            throw new UserError(spec.name() + " has no JML invariant, so its bounds would hold every tuple: give the "
                    + "class an invariant (docs/jml.md); LISSA and PLI analyse a class with repOK only");
        }
        BoundsDatabase db = BoundsDatabase.open(out != null ? out : BoundsDatabase.defaultDirectory());
        if (threads != null) {
            db.threads(threads);
        }
        TupleQuestions questions = cluster.enabled()
                ? cluster.service(BoundsCluster.class).join(cluster.addresses()) : null;
        try {
            db.questions(questions);
            compute(spec, db, range);
        } finally {
            if (questions != null) {
                questions.close();
            }
        }
        return 0;
    }

    private void compute(ClassSpec spec, BoundsDatabase db, ScopeRange range) {
        PrintStream stdout = System.out;
        ObjectMapper mapper = new ObjectMapper();
        for (int k = range.from(); k <= range.to(); k++) {
            BoundsDatabase.Lookup r = db.lookup(spec, k, force);
            if (json) {
                stdout.println(toJson(mapper, r).toString());
            } else {
                stdout.printf("%s scope %d: %d -> %d tuples, %d SAT calls, %.1f s%s%n", spec.name(), k,
                        r.tuplesBefore(), r.tuplesAfter(), r.satCalls(), r.millis() / 1000.0,
                        r.computed() ? "" : " (stored " + db.entryDirectory(spec, k) + ")");
            }
            stdout.flush();
        }
    }

    /** The JSON object of one scope: node-to-node tuples under "tuples", header fields under "header". */
    static ObjectNode toJson(ObjectMapper mapper, BoundsDatabase.Lookup r) {
        FieldBounds b = r.bounds();
        ClassLayout layout = b.layout();
        ObjectNode o = mapper.createObjectNode();
        o.put("class", r.spec().name());
        o.put("scope", r.scope());
        ArrayNode tuples = o.putArray("tuples");
        ArrayNode header = o.putArray("header");
        for (FieldShape f : b.fields()) {
            ClassShape owner = layout.shape(f.owner()).orElseThrow();
            ClassShape target = layout.shape(f.target()).orElseThrow();
            int targets = target.node() ? b.scope() : 1;
            for (int s = 0; s < b.sources(f); s++) {
                for (int t = 0; t <= targets; t++) {
                    int to = t == targets ? -1 : t;
                    if (!b.contains(f, s, to)) {
                        continue;
                    }
                    ObjectNode tuple = (owner.node() ? tuples : header).addObject();
                    tuple.put("field", f.name());
                    if (owner.node()) {
                        tuple.put("from", s);
                    }
                    if (to < 0) {
                        tuple.putNull("to");
                    } else {
                        tuple.put("to", to);
                    }
                }
            }
        }
        o.put("satCalls", r.satCalls());
        o.put("millis", r.millis());
        return o;
    }
}
