package bliss.cli;

import bliss.UserError;
import bliss.experiments.ScopeRange;
import picocli.CommandLine;

/** Reads {@code --scopes 1..20} (and {@code 7}) as a {@link ScopeRange}. */
public final class ScopeRangeConverter implements CommandLine.ITypeConverter<ScopeRange> {
    @Override
    public ScopeRange convert(String value) {
        try {
            return ScopeRange.parse(value);
        } catch (UserError e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
