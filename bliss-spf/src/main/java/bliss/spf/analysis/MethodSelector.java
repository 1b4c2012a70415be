package bliss.spf.analysis;

import bliss.UserError;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.signature.SignatureReader;
import org.objectweb.asm.signature.SignatureVisitor;

import java.util.ArrayList;
import java.util.List;

/**
 * A method as a user names it with {@code --method}: its name, and, written {@code name(type, ...)}, the types of its
 * parameters, which pick one of several overloads ({@code remove(int)}, {@code remove(Object)}). A type is a Java
 * name, qualified or not ({@code int}, {@code Object}, {@code java.lang.Object}, {@code Map.Entry}, {@code int[]}),
 * its type arguments ignored ({@code putAll(Map<? extends K, ? extends V>)} is {@code putAll(Map)}), or a type
 * variable as the method's generic signature names it ({@code put(K, V)}, {@code toArray(T[])}), as Javadoc writes it.
 *
 * @param name       the method's name
 * @param parameters the parameter types as written, or null when the user gave the name alone (any overload)
 */
public record MethodSelector(String name, List<String> parameters) {

    /** @throws UserError for text that is no name, or a name with unbalanced or trailing text after its types */
    public static MethodSelector parse(String text) {
        String t = text.strip();
        int open = t.indexOf('(');
        if (open < 0) {
            return new MethodSelector(t, null);
        }
        if (!t.endsWith(")") || t.indexOf('(', open + 1) >= 0 || t.indexOf(')') != t.length() - 1 || open == 0) {
            throw new UserError("--method " + text + ": write a method's name, or its name and parameter types "
                    + "to pick an overload, as remove(int) or put(Object, Object)");
        }
        String inside = withoutTypeArguments(t.substring(open + 1, t.length() - 1)).strip();
        List<String> types = new ArrayList<>();
        if (!inside.isEmpty()) {
            for (String p : inside.split(",")) {
                String type = p.strip().replaceAll("\\s+", "");
                if (type.isEmpty()) {
                    throw new UserError("--method " + text + ": an empty parameter type");
                }
                types.add(type);
            }
        }
        return new MethodSelector(t.substring(0, open).strip(), List.copyOf(types));
    }

    /** {@code Map<? extends K, V>} as {@code Map}: a type's arguments, as Javadoc writes them, do not pick overloads. */
    private static String withoutTypeArguments(String types) {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        for (char c : types.toCharArray()) {
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** Whether a method named {@code method} with descriptor {@code descriptor} is one this selector names. */
    public boolean matches(String method, String descriptor) {
        return matches(method, descriptor, null);
    }

    /**
     * {@link #matches(String, String)}, where a parameter may also be written as the type variable the method's
     * generic signature declares it with ({@code K} for the erased {@code Object} of {@code put(K, V)}).
     *
     * @param signature the method's generic signature, or null
     */
    public boolean matches(String method, String descriptor, String signature) {
        if (!method.equals(name)) {
            return false;
        }
        if (parameters == null) {
            return true;
        }
        Type[] args = Type.getArgumentTypes(descriptor);
        if (args.length != parameters.size()) {
            return false;
        }
        List<String> variables = typeVariables(signature, args.length);
        for (int i = 0; i < args.length; i++) {
            if (!sameType(args[i].getClassName(), parameters.get(i)) && !parameters.get(i).equals(variables.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Per parameter of a generic signature, the type variable it is declared with as Java writes it ({@code K},
     * {@code T[]}), or null for any other type; all null without a signature (or one of another arity).
     */
    static List<String> typeVariables(String signature, int parameters) {
        List<ParameterType> found = new ArrayList<>();
        if (signature != null) {
            new SignatureReader(signature).accept(new SignatureVisitor(Opcodes.ASM9) {
                @Override
                public SignatureVisitor visitParameterType() {
                    ParameterType p = new ParameterType();
                    found.add(p);
                    return p;
                }

                @Override
                public SignatureVisitor visitReturnType() {
                    return new Ignored();
                }

                @Override
                public SignatureVisitor visitExceptionType() {
                    return new Ignored();
                }

                @Override
                public SignatureVisitor visitClassBound() {
                    return new Ignored();
                }

                @Override
                public SignatureVisitor visitInterfaceBound() {
                    return new Ignored();
                }
            });
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parameters; i++) {
            out.add(found.size() == parameters ? found.get(i).written() : null);
        }
        return out;
    }

    /** One parameter's type in a signature: its array dimensions and, at the top, a type variable or not. */
    private static final class ParameterType extends SignatureVisitor {
        private int dimensions;
        private String variable;
        private boolean seen;

        ParameterType() {
            super(Opcodes.ASM9);
        }

        @Override
        public SignatureVisitor visitArrayType() {
            dimensions++;
            return this;
        }

        @Override
        public void visitTypeVariable(String name) {
            if (!seen) {
                variable = name;
            }
            seen = true;
        }

        @Override
        public void visitBaseType(char descriptor) {
            seen = true;
        }

        @Override
        public void visitClassType(String name) {
            seen = true;
        }

        @Override
        public SignatureVisitor visitTypeArgument(char wildcard) {
            return new Ignored(); // Map<K, V>'s K is no parameter's own type variable
        }

        String written() {
            return variable == null ? null : variable + "[]".repeat(dimensions);
        }
    }

    /** A part of a signature that names no parameter's type. */
    private static final class Ignored extends SignatureVisitor {
        Ignored() {
            super(Opcodes.ASM9);
        }
    }

    /**
     * Whether two method descriptors take the same parameters: a subclass's method of the same name then overrides
     * the superclass's, whatever its (covariant) return type.
     */
    public static boolean sameParameters(String descriptor, String other) {
        return descriptor.substring(0, descriptor.indexOf(')')).equals(other.substring(0, other.indexOf(')')));
    }

    /** Whether a method was picked by its parameter types (an overload), not by its name alone. */
    public boolean picksAnOverload() {
        return parameters != null;
    }

    /** A method as this selector's syntax writes it: {@code remove(int)}, {@code put(java.lang.Object, java.lang.Object)}. */
    public static String written(String method, String descriptor) {
        List<String> types = new ArrayList<>();
        for (Type a : Type.getArgumentTypes(descriptor)) {
            types.add(a.getClassName().replace('$', '.'));
        }
        return method + "(" + String.join(", ", types) + ")";
    }

    /**
     * {@code java.util.Map$Entry} is written {@code java.util.Map.Entry}, {@code Map.Entry}, {@code Entry} or with its
     * binary name's {@code $}.
     */
    private static boolean sameType(String className, String written) {
        String full = className.replace('$', '.');
        String w = written.replace('$', '.');
        return full.equals(w) || full.endsWith("." + w);
    }
}
