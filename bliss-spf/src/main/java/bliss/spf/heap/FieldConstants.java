package bliss.spf.heap;

import bliss.spf.vm.Vm;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The constant objects a driver named as the values of the input fields of a name ({@code Symbolic.fieldValues}):
 * such a field (or each element of it, for an array field) is at its first read null or one of them, of the field's
 * type. Class objects and enum constants, each of them permanent in its VM.
 */
public final class FieldConstants {

    private final Vm vm;
    private final Map<String, List<VmObject>> byField = new LinkedHashMap<>();

    FieldConstants(Vm vm) {
        this.vm = vm;
    }

    /**
     * @requires every value is a class object or an enum constant of this heap's VM
     * @effects the fields named {@code field} hold null or one of {@code values}; the last call for a field wins
     */
    void bind(String field, List<VmObject> values) {
        byField.put(field, List.copyOf(values));
    }

    /** @return the values named for the fields called {@code field}, or null when the driver named none */
    List<VmObject> of(String field) {
        return byField.get(field);
    }

    /**
     * @return the bindings as text, each field with its values' names ({@link ConstantNames}), in the order bound; ""
     *         when there are none
     */
    String describe() {
        StringBuilder sb = new StringBuilder();
        byField.forEach((field, values) -> {
            sb.append(field).append(" =");
            for (VmObject v : values) {
                sb.append(' ').append(ConstantNames.nameOf(v));
            }
            sb.append('\n');
        });
        return sb.toString();
    }

    /** Whether a driver named values for some field. */
    boolean isEmpty() {
        return byField.isEmpty();
    }

    /**
     * @effects binds, by name ({@link ConstantNames}), the asker's values in this VM (SymSolve's, a completion's),
     *          so that its searches take a named field's values alone; idempotent
     */
    void adopt(FieldConstants asker) {
        if (asker == this) {
            return;
        }
        for (Map.Entry<String, List<VmObject>> e : asker.byField.entrySet()) {
            List<VmObject> mine = new ArrayList<>(e.getValue().size());
            for (VmObject theirs : e.getValue()) {
                mine.add(ConstantNames.in(vm, ConstantNames.nameOf(theirs)));
            }
            byField.put(e.getKey(), List.copyOf(mine));
        }
    }
}
