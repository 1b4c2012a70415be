package bliss.korat;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of a layout that the enumerator varies and monitors: reference, int, boolean and long fields (fields
 * of other kinds keep the value their constructor gives them). Each gets a small id, the one instrumented code
 * passes to {@link ReadMonitor}. A field is identified by its declaring class and name; a {@code GETFIELD} may name
 * it through a subclass, so lookups accept any layout class that has the field.
 */
final class MonitoredFields {

    private final List<FieldShape> fields = new ArrayList<>();
    private final Map<String, Integer> byOwnerAndName = new HashMap<>();
    private final Map<FieldShape, Integer> byShape = new HashMap<>();
    private final Set<String> packages = new LinkedHashSet<>();

    MonitoredFields(ClassLayout layout) {
        for (ClassShape c : layout.classes()) {
            packages.add(packageOf(c.name()));
            for (FieldShape f : c.fields()) {
                packages.add(packageOf(f.owner()));
                if (!isVaried(f)) {
                    continue;
                }
                Integer id = byOwnerAndName.get(key(f.owner(), f.name()));
                if (id == null) {
                    id = fields.size();
                    fields.add(f);
                    byOwnerAndName.put(key(f.owner(), f.name()), id);
                }
                byOwnerAndName.put(key(c.name(), f.name()), id);
                byShape.put(f, id);
            }
        }
    }

    /** True for the kinds of field the candidate vector holds. */
    static boolean isVaried(FieldShape f) {
        return f.kind() == FieldKind.REFERENCE || f.kind() == FieldKind.INT || f.kind() == FieldKind.BOOLEAN
                || f.kind() == FieldKind.LONG;
    }

    /** The id of the field a {@code GETFIELD owner.name} names, or -1 when it is not monitored. */
    int id(String ownerInternalName, String name) {
        Integer id = byOwnerAndName.get(key(ownerInternalName, name));
        return id == null ? -1 : id;
    }

    /** The id of a varied field of the layout. */
    int id(FieldShape f) {
        return byShape.get(f);
    }

    /** The id of a field of the layout, or null when it is not varied. */
    Integer idOrNull(FieldShape f) {
        return byShape.get(f);
    }

    int count() {
        return fields.size();
    }

    /**
     * Packages (internal form, {@code bliss/subjects}) of the layout's classes and of the classes declaring their
     * fields: the classes whose code is instrumented.
     */
    Set<String> packages() {
        return packages;
    }

    static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    private static String key(String owner, String name) {
        return owner + '.' + name;
    }
}
