package bliss.bounds;

import bliss.target.TargetClass;
import bliss.jml.InvariantSource;
import bliss.subjects.Subjects;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The registry's {@code hasInvariant} says what each subject's source says. */
class SubjectRegistryTest {

    @Test
    void hasInvariantMatchesTheSource() {
        for (Subjects.Subject s : Subjects.ALL) {
            TargetClass target = TargetClass.resolve(s.name(), List.of(), List.of());
            TargetClass.SourceFile source = target.source();
            boolean annotated = !InvariantSource.of(source.displayName(), source.text(), s.className()).isEmpty();
            assertEquals(s.hasInvariant(), annotated, s.name());
        }
    }

    @Test
    void sourcesAreThePapers() {
        for (Subjects.Subject s : Subjects.ALL) {
            assertEquals(s.inPaper(), s.source() == Subjects.Source.BLISS, s.name());
        }
        assertEquals(List.of("Schedule", "HashMap", "JdkTreeMap"), Subjects.ALL.stream()
                .filter(s -> s.source() == Subjects.Source.LISSA).map(Subjects.Subject::name).toList());
    }
}
