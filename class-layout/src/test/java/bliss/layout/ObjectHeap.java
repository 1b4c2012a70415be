package bliss.layout;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;

/** {@link HeapAccess} over real Java objects, through reflection (fields made accessible once and cached). */
public final class ObjectHeap implements HeapAccess<Object> {

    private final ClassLayout layout;
    private final ClassLoader loader;
    private final Map<Class<?>, ClassShape> shapes = new HashMap<>();
    private final Map<FieldShape, Field> fields = new HashMap<>();

    public ObjectHeap(ClassLayout layout, ClassLoader loader) {
        this.layout = layout;
        this.loader = loader;
    }

    @Override
    public ClassShape classOf(Object object) {
        return shapes.computeIfAbsent(object.getClass(), c -> layout.shape(c.getName())
                .orElseThrow(() -> new LayoutException("object of " + c.getName() + " is outside the layout of "
                        + layout.header().javaName())));
    }

    @Override
    public Object read(Object object, FieldShape field) {
        try {
            return reflect(field).get(object);
        } catch (IllegalAccessException e) {
            throw new LayoutException("cannot read " + field.name() + ": " + e.getMessage(), e);
        }
    }

    /** Writes a field (reference or primitive, boxed). */
    public void write(Object object, FieldShape field, Object value) {
        try {
            reflect(field).set(object, value);
        } catch (IllegalAccessException e) {
            throw new LayoutException("cannot write " + field.name() + ": " + e.getMessage(), e);
        }
    }

    /** The accessible reflective field for a field of the layout. */
    public Field reflect(FieldShape field) {
        return fields.computeIfAbsent(field, f -> {
            try {
                Field r = Class.forName(f.owner().replace('/', '.'), false, loader).getDeclaredField(f.name());
                r.setAccessible(true);
                return r;
            } catch (ReflectiveOperationException e) {
                throw new LayoutException("no field " + f.name() + " in " + f.owner() + ": " + e.getMessage(), e);
            }
        });
    }
}
