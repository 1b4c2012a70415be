package bliss.spf.sat;

import bliss.bounds.QuestionRecorder;
import bliss.bounds.SatProblem;

/**
 * A link of the {@link SatOracle} chain that records every question the links behind it answer, with the
 * answer, in a {@link QuestionRecorder} file (for replays against other solvers: {@code bliss analyze --record-sat}).
 */
final class RecordedQuestions implements SatOracle {

    private final SatOracle next;
    private final QuestionRecorder recorder;

    RecordedQuestions(SatOracle next, QuestionRecorder recorder, SatProblem problem) {
        this.next = next;
        this.recorder = recorder;
        recorder.problem(problem.variables(), problem.clauses().length);
    }

    @Override
    public Answer answer(SatQuestion q) {
        Answer a = next.answer(q);
        recorder.question(a.satisfiable(), q.literals());
        return a;
    }

    @Override
    public void close() {
        next.close();
    }
}
