package bliss.spf.vm;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Exprs;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The intrinsic {@code java.lang.String}. A string value is a host {@link String} or, when symbolic values were
 * turned into text, a {@link SymbolicString}. Methods come from three places:
 * <ul>
 *   <li>natives of this class that know symbolic strings: {@code valueOf} of primitives, {@code concat},
 *       {@code equals} (a condition over the terms, so the path forks only where the text can be equal and not),
 *       {@code length} (an int term), {@code isEmpty}, {@code toString}, {@code intern}, and the constructors;
 *       and, as terms of the solver's string theory ({@link StringOp}), {@code hashCode}, {@code charAt},
 *       {@code compareTo}, {@code startsWith}, {@code endsWith}, {@code contains}, {@code indexOf(String)}, and
 *       {@code toCharArray} (an array of those terms);</li>
 *   <li>interpreted helpers ({@code bliss.spf.models.StringHelpers}) where the JDK calls back into the program's
 *       code: {@code valueOf(Object)} calls {@code toString()}, {@code format} and {@code join} convert their
 *       arguments;</li>
 *   <li>every other public method, run on the host by reflection on concrete arguments; a symbolic string or
 *       value among them is first fixed to concrete values ({@link ExecutionHooks#concretize}, which by default
 *       stops the run naming the operation).</li>
 * </ul>
 */
final class Strings {

    private Strings() {
    }

    private static final int PUBLIC = Opcodes.ACC_PUBLIC;
    private static final int STATIC = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
    /** Where the interpreted helpers live. */
    static final String HELPERS = "bliss/spf/models/StringHelpers";

    static VmClass stringClass(ClassRepository repo) {
        VmClass object = repo.load("java/lang/Object");
        List<VmClass> ifs = new ArrayList<>();
        for (String i : List.of("java/io/Serializable", "java/lang/Comparable", "java/lang/CharSequence")) {
            try {
                ifs.add(repo.load(i));
            } catch (Unsupported e) {
                // an interface nobody can call through: leave it out
            }
        }
        VmClass c = new VmClass("java/lang/String", VmClass.Kind.INTRINSIC, object, ifs,
                PUBLIC | Opcodes.ACC_FINAL, "String.java", null, null);
        c.methodSource = nameDesc -> method(c, repo, nameDesc);
        // CASE_INSENSITIVE_ORDER, set by a static initializer (run on first use) to the helpers' comparator
        c.addField("CASE_INSENSITIVE_ORDER", "Ljava/util/Comparator;", true, null);
        org.objectweb.asm.tree.InsnList il = new org.objectweb.asm.tree.InsnList();
        String order = HELPERS + "$CaseInsensitiveOrder";
        il.add(new org.objectweb.asm.tree.TypeInsnNode(Opcodes.NEW, order));
        il.add(new org.objectweb.asm.tree.InsnNode(Opcodes.DUP));
        il.add(new org.objectweb.asm.tree.MethodInsnNode(Opcodes.INVOKESPECIAL, order, "<init>", "()V", false));
        il.add(new org.objectweb.asm.tree.FieldInsnNode(Opcodes.PUTSTATIC, "java/lang/String",
                "CASE_INSENSITIVE_ORDER", "Ljava/util/Comparator;"));
        il.add(new org.objectweb.asm.tree.InsnNode(Opcodes.RETURN));
        c.addMethod(new VmMethod(c, "<clinit>", "()V", Opcodes.ACC_STATIC,
                Codegen.method(Opcodes.ACC_STATIC, "<clinit>", "()V", il, 0, 2), null));
        return c;
    }

    // ------------------------------------------------------------------------------------------------------------
    // The catalogue

    private static final Map<String, Native> NATIVES = new HashMap<>();
    /** Static methods implemented by the interpreted helpers, with the same name and descriptor. */
    private static final List<String> HELPED = List.of(
            "valueOf(Ljava/lang/Object;)Ljava/lang/String;",
            "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
            "join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;",
            "join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;");

    static {
        NATIVES.put("valueOf(I)Ljava/lang/String;", (in, p, r, b) -> text(p, r, b, SymbolicString.Kind.INT));
        NATIVES.put("valueOf(J)Ljava/lang/String;", (in, p, r, b) -> text(p, r, b, SymbolicString.Kind.LONG));
        NATIVES.put("valueOf(C)Ljava/lang/String;", (in, p, r, b) -> text(p, r, b, SymbolicString.Kind.CHAR));
        NATIVES.put("valueOf(Z)Ljava/lang/String;", (in, p, r, b) -> text(p, r, b, SymbolicString.Kind.BOOLEAN));
        NATIVES.put("concat(Ljava/lang/String;)Ljava/lang/String;", (in, p, r, b) -> {
            if (r[b + 1] == null) {
                throw in.vmThrow("java/lang/NullPointerException", null);
            }
            r[b] = in.chargeString(SymbolicString.concat(r[b], r[b + 1]));
        });
        NATIVES.put("toString()Ljava/lang/String;", (in, p, r, b) -> {
        });
        NATIVES.put("intern()Ljava/lang/String;", (in, p, r, b) -> {
            if (r[b] instanceof String s) {
                r[b] = s.intern();
            }
        });
        NATIVES.put("length()I", (in, p, r, b) -> {
            Object s = r[b];
            Interpreter.setValue(p, r, b, s instanceof String t ? Const.ofInt(t.length())
                    : ((SymbolicString) s).lengthTerm());
        });
        NATIVES.put("isEmpty()Z", (in, p, r, b) -> {
            if (SymbolicString.hasText(r[b])) {
                Expr empty = Exprs.compare(Compare.Op.EQ, ((SymbolicString) r[b]).lengthTerm(), Const.ofInt(0));
                Interpreter.setValue(p, r, b, condition(empty));
                return;
            }
            // a number, a char or a boolean always writes at least one character
            p[b] = r[b] instanceof String t && t.isEmpty() ? 1 : 0;
            r[b] = null;
        });
        NATIVES.put("equals(Ljava/lang/Object;)Z", Strings::equals);
        NATIVES.put("hashCode()I", (in, p, r, b) -> {
            if (r[b] instanceof String t) {
                p[b] = t.hashCode();
                r[b] = null;
            } else {
                Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.HASH, SymbolicString.termOf(r[b]), null));
            }
        });
        NATIVES.put("charAt(I)C", Strings::charAt);
        NATIVES.put("compareTo(Ljava/lang/String;)I", Strings::compareTo);
        // Comparable's bridge, which generic code calls (a sorted map's natural order, Commons' KeyAnalyzer): the
        // JDK's checkcast to String, then compareTo(String)
        NATIVES.put("compareTo(Ljava/lang/Object;)I", (in, p, r, b) -> {
            Object o = r[b + 1];
            if (o != null && !(o instanceof String) && !(o instanceof SymbolicString)) {
                throw in.vmThrow("java/lang/ClassCastException", "class " + in.vm.classOf(o).javaName()
                        + " cannot be cast to class java.lang.String");
            }
            compareTo(in, p, r, b);
        });
        NATIVES.put("startsWith(Ljava/lang/String;)Z", (in, p, r, b) -> test(in, p, r, b, StringOp.Op.STARTS_WITH));
        NATIVES.put("endsWith(Ljava/lang/String;)Z", (in, p, r, b) -> test(in, p, r, b, StringOp.Op.ENDS_WITH));
        NATIVES.put("contains(Ljava/lang/CharSequence;)Z", (in, p, r, b) -> test(in, p, r, b, StringOp.Op.CONTAINS));
        NATIVES.put("indexOf(Ljava/lang/String;)I", (in, p, r, b) -> {
            if (r[b + 1] == null) {
                throw in.vmThrow("java/lang/NullPointerException", null);
            }
            if (r[b] instanceof String x && r[b + 1] instanceof String y) {
                p[b] = x.indexOf(y);
                r[b] = null;
                return;
            }
            Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.INDEX_OF, SymbolicString.termOf(r[b]),
                    SymbolicString.termOf(r[b + 1])));
        });
        NATIVES.put("toCharArray()[C", Strings::toCharArray);
        NATIVES.put("replace(CC)Ljava/lang/String;", Strings::replaceChar);
        NATIVES.put("replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;",
                (in, p, r, b) -> replace(in, p, r, b, "replace", true));
        NATIVES.put("replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                (in, p, r, b) -> replace(in, p, r, b, "replaceAll", true));
        NATIVES.put("replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                (in, p, r, b) -> replace(in, p, r, b, "replaceFirst", false));
        NATIVES.put("split(Ljava/lang/String;)[Ljava/lang/String;", (in, p, r, b) -> split(in, p, r, b, false));
        NATIVES.put("split(Ljava/lang/String;I)[Ljava/lang/String;", (in, p, r, b) -> split(in, p, r, b, true));
        NATIVES.put("indexOf(I)I", Strings::indexOfChar);
        NATIVES.put("trim()Ljava/lang/String;", Strings::trim);
        NATIVES.put("lastIndexOf(Ljava/lang/String;)I", (in, p, r, b) -> lastIndexOf(in, p, r, b, false));
        NATIVES.put("lastIndexOf(I)I", (in, p, r, b) -> lastIndexOf(in, p, r, b, true));
        NATIVES.put("indexOf(Ljava/lang/String;I)I", (in, p, r, b) -> indexOfFrom(in, p, r, b, false));
        NATIVES.put("indexOf(II)I", (in, p, r, b) -> indexOfFrom(in, p, r, b, true));
        NATIVES.put("toLowerCase()Ljava/lang/String;", (in, p, r, b) -> caseOf(in, r, b, false));
        NATIVES.put("toUpperCase()Ljava/lang/String;", (in, p, r, b) -> caseOf(in, r, b, true));
        NATIVES.put("matches(Ljava/lang/String;)Z", (in, p, r, b) -> {
            boolean m = Regexes.matches(in, r[b + 1], r[b]);
            r[b] = null;
            p[b] = m ? 1 : 0;
        });
        NATIVES.put("substring(I)Ljava/lang/String;", (in, p, r, b) -> substring(in, p, r, b, false));
        NATIVES.put("substring(II)Ljava/lang/String;", (in, p, r, b) -> substring(in, p, r, b, true));
        NATIVES.put("subSequence(II)Ljava/lang/CharSequence;", (in, p, r, b) -> substring(in, p, r, b, true));
        NATIVES.put("<init>()V", (in, p, r, b) -> construct(r, b, new String()));
        NATIVES.put("<init>(Ljava/lang/String;)V", (in, p, r, b) -> {
            if (r[b + 1] == null) {
                throw in.vmThrow("java/lang/NullPointerException", null);
            }
            // a new object, as the JVM makes: not identical to the argument (nor to an interned literal)
            construct(r, b, r[b + 1] instanceof String t ? new String(t) : r[b + 1]);
        });
        NATIVES.put("<init>(Ljava/lang/StringBuilder;)V", (in, p, r, b) -> {
            if (!(r[b + 1] instanceof VmObject sb)) {
                throw in.vmThrow("java/lang/NullPointerException", null);
            }
            Object text = sb.r[sb.cls.findField("text").index]; // the model keeps its text in a string
            construct(r, b, text instanceof String t ? new String(t) : text);
        });
        NATIVES.put("<init>([C)V", (in, p, r, b) -> construct(r, b, text(in, r[b + 1])));
        // new String(data), as the JDK's are: symbolic chars stay symbolic (Guava's CharMatcher spells one so)
        NATIVES.put("valueOf([C)Ljava/lang/String;", (in, p, r, b) -> r[b] = text(in, r[b]));
        NATIVES.put("copyValueOf([C)Ljava/lang/String;", (in, p, r, b) -> r[b] = text(in, r[b]));
        NATIVES.put("<init>([CII)V", (in, p, r, b) -> {
            if (r[b + 1] == null) {
                throw in.vmThrow("java/lang/NullPointerException", null);
            }
            int length = ((VmArray) r[b + 1]).length;
            int offset = (int) concreteValue(in, p, r, b + 2, "new String");
            int count = (int) concreteValue(in, p, r, b + 3, "new String");
            if (offset < 0 || count < 0 || offset > length - count) {
                throw in.vmThrow("java/lang/StringIndexOutOfBoundsException", "offset " + offset + ", count "
                        + count + ", length " + length);
            }
            construct(r, b, text(in, r[b + 1], offset, offset + count));
        });
    }

    private static VmMethod method(VmClass c, ClassRepository repo, String nameDesc) {
        int paren = nameDesc.indexOf('(');
        String name = nameDesc.substring(0, paren);
        String desc = nameDesc.substring(paren);
        Native n = NATIVES.get(nameDesc);
        if (n != null) {
            boolean isStatic = name.equals("valueOf") || name.equals("copyValueOf");
            return new VmMethod(c, name, desc, isStatic ? STATIC : PUBLIC, null, n);
        }
        if (HELPED.contains(nameDesc)) {
            VmClass helpers = repo.load(HELPERS);
            VmMethod m = helpers.declaredMethod(nameDesc);
            if (m == null) {
                throw new IllegalStateException("no helper " + nameDesc);
            }
            return m;
        }
        return hostMethod(c, name, desc);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Natives that keep symbolic text

    /** {@code String.valueOf} of a primitive in slot b: a host string, or a symbolic one for a symbolic value. */
    private static void text(long[] p, Object[] r, int b, SymbolicString.Kind kind) {
        Object s = r[b];
        if (s == null) {
            r[b] = SymbolicString.constantText(p[b], kind);
        } else {
            r[b] = SymbolicString.valueOf((Expr) s, kind);
        }
    }

    private static void equals(Interpreter in, long[] p, Object[] r, int b) {
        Object a = r[b];
        Object o = r[b + 1];
        boolean result;
        if (a instanceof String s && o instanceof String t) {
            result = s.equals(t);
        } else if (!(o instanceof String) && !(o instanceof SymbolicString)) {
            result = false; // null or an object of another class
        } else if (a.equals(o)) {
            result = true;  // the same parts
        } else if (a instanceof SymbolicString s && o instanceof String t) {
            result = decide(in, s.equalsCondition(t));
        } else if (a instanceof String s && o instanceof SymbolicString t) {
            result = decide(in, t.equalsCondition(s));
        } else {
            // two strings with symbolic parts: the solver's string theory decides
            Interpreter.setValue(p, r, b, condition(Exprs.string(StringOp.Op.EQUALS, SymbolicString.termOf(a),
                    SymbolicString.termOf(o))));
            return;
        }
        p[b] = result ? 1 : 0;
        r[b] = null;
    }

    /** A condition as the int a boolean method returns: 1 where it holds, else 0. */
    private static Expr condition(Expr c) {
        return Exprs.ite(c, Const.ofInt(1), Const.ofInt(0));
    }

    /** {@code startsWith}, {@code endsWith}, {@code contains} of two strings, decided by the string theory. */
    private static void test(Interpreter in, long[] p, Object[] r, int b, StringOp.Op op) {
        Object arg = r[b + 1];
        if (arg == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        if (!(arg instanceof String) && !(arg instanceof SymbolicString)) {
            throw new Unsupported("String." + op.name().toLowerCase() + " of a CharSequence that is not a String");
        }
        if (r[b] instanceof String x && arg instanceof String y) {
            p[b] = switch (op) {
                case STARTS_WITH -> x.startsWith(y) ? 1 : 0;
                case ENDS_WITH -> x.endsWith(y) ? 1 : 0;
                default -> x.contains(y) ? 1 : 0;
            };
            r[b] = null;
            return;
        }
        Interpreter.setValue(p, r, b, condition(Exprs.string(op, SymbolicString.termOf(r[b]),
                SymbolicString.termOf(arg))));
    }

    /**
     * {@code charAt}: an index out of the string's range throws StringIndexOutOfBoundsException (a branch when the
     * string or the index is symbolic), else the character, a term of the string theory.
     */
    private static void charAt(Interpreter in, long[] p, Object[] r, int b) {
        Object s = r[b];
        if (s instanceof String t && r[b + 1] == null) {
            int i = (int) p[b + 1];
            if (i < 0 || i >= t.length()) {
                throw in.vmThrow("java/lang/StringIndexOutOfBoundsException", "String index out of range: " + i);
            }
            p[b] = t.charAt(i);
            r[b] = null;
            return;
        }
        Expr index = r[b + 1] != null ? (Expr) r[b + 1] : Const.ofInt((int) p[b + 1]);
        Expr length = s instanceof String t ? Const.ofInt(t.length()) : ((SymbolicString) s).lengthTerm();
        Expr inRange = Exprs.and(Exprs.compare(Compare.Op.GE, index, Const.ofInt(0)),
                Exprs.compare(Compare.Op.LT, index, length));
        if (!decide(in, inRange)) {
            throw in.vmThrow("java/lang/StringIndexOutOfBoundsException", SymbolicString.concat(
                    "String index out of range: ", SymbolicString.valueOf(index, SymbolicString.Kind.INT)));
        }
        Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.CHAR_AT, SymbolicString.termOf(s), index));
    }

    /**
     * {@code substring(begin)} and {@code substring(begin, end)} (and {@code subSequence}): the host's on a concrete
     * string and indices; else one branch on the indices being in range (StringIndexOutOfBoundsException with the
     * JDK's message, its values as terms, where not), and the text as the string theory's terms: the first
     * {@code end} characters, of which those from {@code begin} on.
     */
    private static void substring(Interpreter in, long[] p, Object[] r, int b, boolean bounded) {
        Object s = r[b];
        if (s instanceof String t && r[b + 1] == null && (!bounded || r[b + 2] == null)) {
            int begin = (int) p[b + 1];
            int end = bounded ? (int) p[b + 2] : t.length();
            if (begin < 0 || begin > end || end > t.length()) {
                throw in.vmThrow("java/lang/StringIndexOutOfBoundsException", "begin " + begin + ", end " + end
                        + ", length " + t.length());
            }
            r[b] = t.substring(begin, end);
            return;
        }
        Expr length = s instanceof String t ? Const.ofInt(t.length()) : ((SymbolicString) s).lengthTerm();
        Expr begin = r[b + 1] != null ? (Expr) r[b + 1] : Const.ofInt((int) p[b + 1]);
        Expr end = !bounded ? length : r[b + 2] != null ? (Expr) r[b + 2] : Const.ofInt((int) p[b + 2]);
        Expr inRange = Exprs.and(Exprs.and(Exprs.compare(Compare.Op.GE, begin, Const.ofInt(0)),
                Exprs.compare(Compare.Op.LE, begin, end)), Exprs.compare(Compare.Op.LE, end, length));
        if (!decide(in, inRange)) {
            Object message = SymbolicString.concat(SymbolicString.concat(SymbolicString.concat(SymbolicString.concat(
                    SymbolicString.concat("begin ", SymbolicString.valueOf(begin, SymbolicString.Kind.INT)), ", end "),
                    SymbolicString.valueOf(end, SymbolicString.Kind.INT)), ", length "),
                    SymbolicString.valueOf(length, SymbolicString.Kind.INT));
            throw in.vmThrow("java/lang/StringIndexOutOfBoundsException", message);
        }
        Expr text = SymbolicString.termOf(s);
        if (bounded) {
            text = Exprs.string(StringOp.Op.TAKE, text, end);
        }
        r[b] = SymbolicString.of(begin instanceof Const k && k.value() == 0 ? text
                : Exprs.string(StringOp.Op.DROP, text, begin));
    }

    /** The host's trim, for text without a symbolic string or char in it. */
    private static final Native HOST_TRIM = host("trim");

    /** {@code trim()}: of text with a symbolic string or char in it, a term of the string theory. */
    private static void trim(Interpreter in, long[] p, Object[] r, int b) {
        if (SymbolicString.hasChars(r[b])) {
            r[b] = SymbolicString.of(Exprs.string(StringOp.Op.TRIM, SymbolicString.termOf(r[b]), null));
        } else {
            HOST_TRIM.call(in, p, r, b);
        }
    }

    /** The host's lastIndexOf, of a string and of a char. */
    private static final Map<Boolean, Native> HOST_LAST_INDEX_OF = Map.of(
            false, host("lastIndexOf", String.class), true, host("lastIndexOf", int.class));

    /**
     * {@code lastIndexOf(str)} and {@code lastIndexOf(ch)} (ch a char other than a surrogate) of text with a symbolic
     * string or char in it, or of a symbolic string: a term of the string theory. Else the host's, on concrete values.
     */
    private static void lastIndexOf(Interpreter in, long[] p, Object[] r, int b, boolean ofChar) {
        if (!ofChar && r[b + 1] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        Object sought = !ofChar ? r[b + 1] : r[b + 1] == null && p[b + 1] >= 0 && p[b + 1] <= Character.MAX_VALUE
                && !Character.isSurrogate((char) p[b + 1]) ? String.valueOf((char) p[b + 1]) : null;
        if (sought == null || !SymbolicString.hasChars(r[b]) && !SymbolicString.hasText(sought)) {
            HOST_LAST_INDEX_OF.get(ofChar).call(in, p, r, b);
            return;
        }
        Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.LAST_INDEX_OF, SymbolicString.termOf(r[b]),
                SymbolicString.termOf(sought)));
    }

    /** The host's indexOf from an index, of a string and of a char. */
    private static final Map<Boolean, Native> HOST_INDEX_OF = Map.of(
            false, host("indexOf", String.class, int.class), true, host("indexOf", int.class, int.class));

    /**
     * {@code indexOf(str, fromIndex)} and {@code indexOf(ch, fromIndex)} (ch a char other than a surrogate) on text
     * with a symbolic string in it, or with a symbolic index: the JDK's answer as a term, the first occurrence in the
     * text after the index (a negative index is 0; from past the end, an empty string is found at the end and any
     * other is not). Else the host's, on concrete values.
     */
    private static void indexOfFrom(Interpreter in, long[] p, Object[] r, int b, boolean ofChar) {
        if (!ofChar && r[b + 1] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        Object sought = !ofChar ? r[b + 1] : r[b + 1] == null && p[b + 1] >= 0 && p[b + 1] <= Character.MAX_VALUE
                && !Character.isSurrogate((char) p[b + 1]) ? String.valueOf((char) p[b + 1]) : null;
        boolean symbolic = sought != null && (SymbolicString.hasText(r[b]) || SymbolicString.hasText(sought)
                || r[b + 2] != null && r[b] instanceof String && sought instanceof String);
        if (!symbolic) {
            HOST_INDEX_OF.get(ofChar).call(in, p, r, b);
            return;
        }
        Expr text = SymbolicString.termOf(r[b]);
        Expr t = SymbolicString.termOf(sought);
        Expr from = r[b + 2] != null ? (Expr) r[b + 2] : Const.ofInt((int) p[b + 2]);
        Expr length = Exprs.string(StringOp.Op.LENGTH, text, null);
        Expr after = Exprs.string(StringOp.Op.INDEX_OF, Exprs.string(StringOp.Op.DROP, text, from), t);
        Expr found = Exprs.ite(Exprs.compare(Compare.Op.LT, after, Const.ofInt(0)), Const.ofInt(-1),
                Exprs.binary(bliss.spf.symbolic.Binary.Op.ADD, after, from));
        Expr past = Exprs.ite(Exprs.compare(Compare.Op.EQ, Exprs.string(StringOp.Op.LENGTH, t, null), Const.ofInt(0)),
                length, Const.ofInt(-1));
        Interpreter.setValue(p, r, b, Exprs.ite(Exprs.compare(Compare.Op.LE, from, Const.ofInt(0)),
                Exprs.string(StringOp.Op.INDEX_OF, text, t),
                Exprs.ite(Exprs.compare(Compare.Op.GT, from, length), past, found)));
    }

    /** The host's String.split, for concrete text or an expression that is not one literal text. */
    private static final Map<Boolean, Native> HOST_SPLIT = Map.of(
            false, host("split", String.class), true, host("split", String.class, int.class));

    /** The host's replace of a char. */
    private static final Native HOST_REPLACE_CHAR = host("replace", char.class, char.class);

    /**
     * {@code replace(oldChar, newChar)} of text with a symbolic string or char in it and two chars other than
     * surrogates: the pieces around each {@code oldChar} joined by {@code newChar} ({@link DelimiterSplit}); else the
     * host's, on concrete values.
     */
    private static void replaceChar(Interpreter in, long[] p, Object[] r, int b) {
        boolean plain = r[b + 1] == null && r[b + 2] == null && !Character.isSurrogate((char) p[b + 1])
                && !Character.isSurrogate((char) p[b + 2]);
        if (!plain || !SymbolicString.hasChars(r[b])) {
            HOST_REPLACE_CHAR.call(in, p, r, b);
            return;
        }
        String old = String.valueOf((char) p[b + 1]);
        r[b] = DelimiterSplit.replace(in, r[b], DelimiterSplit.of(old, java.util.regex.Pattern.LITERAL),
                String.valueOf((char) p[b + 2]), true);
    }

    /** The host's replacements, by name. */
    private static final Map<String, Native> HOST_REPLACE = Map.of(
            "replace", host("replace", CharSequence.class, CharSequence.class),
            "replaceAll", host("replaceAll", String.class, String.class),
            "replaceFirst", host("replaceFirst", String.class, String.class));

    /**
     * {@code replace(target, replacement)} (a literal target), {@code replaceAll} and {@code replaceFirst} (an
     * expression whose matches the string theory finds, and a replacement without {@code $} or backslash): on text
     * with a symbolic string in it, the pieces around the matches joined by the replacement ({@link DelimiterSplit});
     * else the host's on concrete text.
     */
    private static void replace(Interpreter in, long[] p, Object[] r, int b, String name, boolean all) {
        if (r[b + 1] == null || r[b + 2] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        boolean strings = SymbolicString.hasText(r[b]) && r[b + 1] instanceof String
                && (r[b + 2] instanceof String || r[b + 2] instanceof SymbolicString);
        DelimiterSplit.Delimiter delimiter = !strings ? null : name.equals("replace")
                ? DelimiterSplit.of((String) r[b + 1], java.util.regex.Pattern.LITERAL)
                : DelimiterSplit.plain(r[b + 2]) ? DelimiterSplit.of((String) r[b + 1], 0) : null;
        if (delimiter == null) {
            HOST_REPLACE.get(name).call(in, p, r, b);
            return;
        }
        r[b] = DelimiterSplit.replace(in, r[b], delimiter, r[b + 2], all);
    }

    private static Native host(String name, Class<?>... params) {
        try {
            Method m = String.class.getMethod(name, params);
            return new HostCall(m, Type.getArgumentTypes(m), false);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * {@code split(regex)} and {@code split(regex, limit)}: on text with a symbolic string in it and an expression
     * whose matches the string theory finds, the JDK's pieces as terms ({@link DelimiterSplit}); else the host's on
     * concrete text (text whose symbolic parts are numbers is made concrete: Z3 decides splits of a number's decimal
     * text far too slowly, 3 of 14 queries past 5 s for "k" + x split by "1").
     */
    private static void split(Interpreter in, long[] p, Object[] r, int b, boolean limited) {
        if (r[b + 1] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        DelimiterSplit.Delimiter delimiter = SymbolicString.hasText(r[b]) && r[b + 1] instanceof String regex
                ? DelimiterSplit.of(regex, 0) : null;
        if (delimiter == null) {
            HOST_SPLIT.get(limited).call(in, p, r, b);
            return;
        }
        int limit = limited ? (int) concreteValue(in, p, r, b + 2, "String.split") : 0;
        r[b] = vmArray(in, DelimiterSplit.split(in, r[b], delimiter, limit));
    }

    /**
     * {@code toLowerCase()} and {@code toUpperCase()} (the default locale's): the host's on concrete text; on
     * symbolic text one branch on a char whose conversion by String is not Character's
     * ({@link CharacterMappings#stringExceptions}: that path ends as unsupported, named), then a choice among the
     * lengths the path allows (as {@link #toCharArray}), the text being the mapped {@code charAt} terms.
     */
    private static void caseOf(Interpreter in, Object[] r, int b, boolean upper) {
        String operation = upper ? "String.toUpperCase" : "String.toLowerCase";
        if (r[b] instanceof String t) {
            r[b] = in.chargeString(upper ? t.toUpperCase() : t.toLowerCase());
            return;
        }
        SymbolicString s = (SymbolicString) r[b];
        List<int[]> exceptions = CharacterMappings.stringExceptions(upper);
        if (exceptions == null) {
            String t = concrete(in, s, operation); // the default locale converts by context: characters needed
            r[b] = upper ? t.toUpperCase() : t.toLowerCase();
            return;
        }
        Expr text = SymbolicString.termOf(s);
        if (mayHold(s, exceptions)) {
            caseExceptions(in, s, text, exceptions, operation);
        }
        Expr length = s.lengthTerm();
        int n = length instanceof Const k ? (int) k.value() : in.arrayLength(0, length);
        java.lang.reflect.Method mapping;
        try {
            mapping = Character.class.getMethod(upper ? "toUpperCase" : "toLowerCase", char.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
        Object out = "";
        for (int i = 0; i < n; i++) {
            Expr c = Exprs.string(StringOp.Op.CHAR_AT, text, Const.ofInt(i));
            out = SymbolicString.concat(out, SymbolicString.valueOf(CharacterMappings.term(mapping, c),
                    SymbolicString.Kind.CHAR));
        }
        r[b] = out;
    }

    /**
     * Whether a string's chars may include one of {@code chars}: its known text does, or it has a part whose chars
     * are unknown (a string's, a char's); a number's or a boolean's text is digits, '-' and letters of "true" and
     * "false", none of which converts otherwise.
     */
    private static boolean mayHold(SymbolicString s, List<int[]> chars) {
        for (SymbolicString.Part part : s.parts()) {
            if (part instanceof SymbolicString.Text t) {
                for (int i = 0; i < t.text().length(); i++) {
                    char c = t.text().charAt(i);
                    for (int[] range : chars) {
                        if (c >= range[0] && c <= range[1]) {
                            return true;
                        }
                    }
                }
            } else {
                SymbolicString.Kind kind = ((SymbolicString.Value) part).kind();
                if (kind == SymbolicString.Kind.STRING || kind == SymbolicString.Kind.CHAR) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The branch on a symbolic text holding one of the chars String converts otherwise: that side is unsupported. */
    private static void caseExceptions(Interpreter in, SymbolicString s, Expr text, List<int[]> exceptions,
                                       String operation) {
        StringBuilder any = new StringBuilder("[\\x00-\\uFFFF]*[");
        for (int[] e : exceptions) {
            any.append(String.format("\\u%04X-\\u%04X", e[0], e[1]));
        }
        any.append("][\\x00-\\uFFFF]*");
        if (decide(in, Exprs.string(StringOp.Op.MATCHES, text, Const.ofText(any.toString())))) {
            throw new Unsupported(operation + " of " + s + " holding a char whose conversion by String is not "
                    + "Character's (a sharp s to \"SS\", a capital sigma, a surrogate pair): the engine converts "
                    + "symbolic text char by char only");
        }
    }

    /**
     * {@code indexOf(int ch)}, as the JDK answers it: a char (0..0xFFFF) is searched as its one-char text, a
     * supplementary code point as its surrogate pair, anything else is never found (-1). The host's on a concrete
     * string and char; on a concrete string and a symbolic char, the choice among the text's code points (the first
     * index of each); on symbolic text and a concrete char, the string theory's {@code indexOf} of its text; on both
     * symbolic, the string theory's of a char's text, where the char is a char.
     */
    private static void indexOfChar(Interpreter in, long[] p, Object[] r, int b) {
        Object s = r[b];
        if (s instanceof String t && r[b + 1] == null) {
            p[b] = t.indexOf((int) p[b + 1]);
            r[b] = null;
            return;
        }
        if (s instanceof String t) {
            Expr ch = (Expr) r[b + 1];
            Expr found = Const.ofInt(-1);
            for (int i = t.length() - 1; i >= 0; i--) {
                // a char is found at its own index, a supplementary code point where its pair starts: the first wins
                if (Character.isHighSurrogate(t.charAt(i)) && i + 1 < t.length()
                        && Character.isLowSurrogate(t.charAt(i + 1))) {
                    found = Exprs.ite(Exprs.compare(Compare.Op.EQ, ch, Const.ofInt(t.codePointAt(i))),
                            Const.ofInt(i), found);
                }
                found = Exprs.ite(Exprs.compare(Compare.Op.EQ, ch, Const.ofInt(t.charAt(i))), Const.ofInt(i), found);
            }
            Interpreter.setValue(p, r, b, found);
            return;
        }
        Expr text = SymbolicString.termOf(s);
        if (r[b + 1] == null) {
            int ch = (int) p[b + 1];
            Interpreter.setValue(p, r, b, !Character.isValidCodePoint(ch) ? Const.ofInt(-1)
                    : Exprs.string(StringOp.Op.INDEX_OF, text, Const.ofText(new String(Character.toChars(ch)))));
            return;
        }
        Expr ch = (Expr) r[b + 1];
        Expr isChar = Exprs.and(Exprs.compare(Compare.Op.GE, ch, Const.ofInt(0)),
                Exprs.compare(Compare.Op.LE, ch, Const.ofInt(Character.MAX_VALUE)));
        if (!decide(in, isChar)) {
            String t = concrete(in, s, "String.indexOf of a code point beyond the chars");
            p[b] = t.indexOf((int) Strings.concreteValue(in, p, r, b + 1, "String.indexOf of a code point"));
            r[b] = null;
            return;
        }
        Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.INDEX_OF, text,
                Exprs.string(StringOp.Op.OF_CHAR, ch, null)));
    }

    /**
     * {@code toCharArray}: the host's for text without a symbolic string in it (numbers in it fixed first, as for any
     * host method); else an array of the string's length, a choice among the lengths the path allows (as a new array
     * of a symbolic length: 0 to 64, a longer one a path cut there), whose chars are the string theory's
     * {@code charAt} terms, so that the path's conditions on them are solved with the text.
     */
    private static void toCharArray(Interpreter in, long[] p, Object[] r, int b) {
        if (!SymbolicString.hasText(r[b])) {
            r[b] = vmArray(in, concrete(in, r[b], "String.toCharArray").toCharArray());
            return;
        }
        SymbolicString s = (SymbolicString) r[b];
        Expr length = s.lengthTerm();
        int n = length instanceof Const k ? (int) k.value() : in.arrayLength(0, length);
        VmArray a = in.vm.newArray(in.vm.classes.arrayClass("[C"), n);
        Expr text = SymbolicString.termOf(s);
        for (int i = 0; i < n; i++) {
            a.r[i] = Exprs.string(StringOp.Op.CHAR_AT, text, Const.ofInt(i));
        }
        r[b] = a;
    }

    private static boolean decide(Interpreter in, Expr condition) {
        if (condition instanceof Const k) {
            return k.value() != 0;
        }
        return in.hooks().branch(in, condition);
    }

    /** Replaces the uninitialized string {@code r[b]} (from {@code new String}) by its value in the frame. */
    private static void construct(Object[] r, int b, Object value) {
        Object placeholder = r[b];
        for (int i = 0; i < b; i++) {
            if (r[i] == placeholder) {
                r[i] = value;
            }
        }
    }

    /** What {@code new java/lang/String} pushes until a constructor gives the value. */
    static final class Uninitialized {
    }

    // ------------------------------------------------------------------------------------------------------------
    // Concrete values

    /** {@code String.compareTo(String)}: the host's on two concrete texts, else a COMPARE term; null throws. */
    private static void compareTo(Interpreter in, long[] p, Object[] r, int b) {
        if (r[b + 1] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        if (r[b] instanceof String x && r[b + 1] instanceof String y) {
            p[b] = x.compareTo(y);
            r[b] = null;
            return;
        }
        Interpreter.setValue(p, r, b, Exprs.string(StringOp.Op.COMPARE, SymbolicString.termOf(r[b]),
                SymbolicString.termOf(r[b + 1])));
    }

    /** The characters of a string value, fixing its symbolic parts if it has any. */
    static String concrete(Interpreter in, Object s, String operation) {
        if (s instanceof String t) {
            return t;
        }
        SymbolicString sym = (SymbolicString) s;
        StringBuilder sb = new StringBuilder();
        for (SymbolicString.Part part : sym.parts()) {
            if (part instanceof SymbolicString.Text t) {
                sb.append(t.text());
            } else {
                SymbolicString.Value v = (SymbolicString.Value) part;
                if (v.kind() == SymbolicString.Kind.STRING) {
                    throw new Unsupported(operation + " of " + sym + " needs the characters of the symbolic string "
                            + v.term() + " (the engine decides equals, compareTo, hashCode, length, charAt, isEmpty, "
                            + "substring, startsWith, endsWith, contains, indexOf(String), toCharArray and "
                            + "concatenation on symbolic strings)");
                }
                long value = in.hooks().concretize(in, v.term(), operation + " of " + sym);
                sb.append(SymbolicString.constantText(value, v.kind()));
            }
        }
        return sb.toString();
    }

    /** The primitive in slot i, fixed to a concrete value if symbolic. */
    static long concreteValue(Interpreter in, long[] p, Object[] r, int i, String operation) {
        Object s = r[i];
        if (s == null) {
            return p[i];
        }
        return in.hooks().concretizeArgument(in, (Expr) s, operation);
    }

    /**
     * The text of a char array: a string when its chars are concrete, else the concatenation of its chars with the
     * symbolic ones as terms (a symbolic string whose characters the path condition decides).
     */
    private static Object text(Interpreter in, Object array) {
        if (array == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        return text(in, array, 0, ((VmArray) array).length);
    }

    /** The text of the chars {@code from} to {@code to} (exclusive) of a char array, as the whole array's text. */
    private static Object text(Interpreter in, Object array, int from, int to) {
        VmArray a = (VmArray) array;
        boolean symbolic = false;
        for (int i = from; i < to; i++) {
            symbolic |= a.r[i] instanceof Expr;
        }
        if (!symbolic) {
            return new String(chars(in, array, "new String"), from, to - from);
        }
        Object text = "";
        for (int i = from; i < to; i++) {
            text = SymbolicString.concat(text, a.r[i] instanceof Expr c ? SymbolicString.valueOf(c,
                    SymbolicString.Kind.CHAR) : String.valueOf((char) a.p[i]));
        }
        return text;
    }

    private static char[] chars(Interpreter in, Object array, String operation) {
        if (array == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        VmArray a = (VmArray) array;
        char[] cs = new char[a.length];
        for (int i = 0; i < cs.length; i++) {
            cs[i] = (char) (a.r[i] == null ? a.p[i]
                    : in.hooks().concretize(in, (Expr) a.r[i], operation + " of a symbolic char"));
        }
        return cs;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Host methods

    private static VmMethod hostMethod(VmClass c, String name, String desc) {
        Type[] args = Type.getArgumentTypes(desc);
        Class<?>[] params = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            params[i] = hostClass(args[i]);
            if (params[i] == null) {
                return null;
            }
        }
        Method jm;
        try {
            jm = String.class.getMethod(name, params);
        } catch (NoSuchMethodException e) {
            return null;
        }
        if (!Type.getReturnType(jm).equals(Type.getReturnType(desc)) || jm.getDeclaringClass() == Object.class) {
            return null; // Object's methods (getClass, ...) are the intrinsic Object's
        }
        boolean isStatic = Modifier.isStatic(jm.getModifiers());
        return new VmMethod(c, name, desc, isStatic ? STATIC : PUBLIC, null, new HostCall(jm, args, isStatic));
    }

    private static Class<?> hostClass(Type t) {
        return switch (t.getSort()) {
            case Type.INT -> int.class;
            case Type.LONG -> long.class;
            case Type.BOOLEAN -> boolean.class;
            case Type.CHAR -> char.class;
            case Type.BYTE -> byte.class;
            case Type.SHORT -> short.class;
            case Type.FLOAT -> float.class;
            case Type.DOUBLE -> double.class;
            case Type.OBJECT -> switch (t.getInternalName()) {
                case "java/lang/String" -> String.class;
                case "java/lang/Object" -> Object.class;
                case "java/lang/CharSequence" -> CharSequence.class;
                default -> null;
            };
            case Type.ARRAY -> switch (t.getDescriptor()) {
                case "[C" -> char[].class;
                case "[B" -> byte[].class;
                case "[I" -> int[].class;
                case "[Ljava/lang/String;" -> String[].class;
                case "[Ljava/lang/CharSequence;" -> CharSequence[].class;
                case "[Ljava/lang/Object;" -> Object[].class;
                default -> null;
            };
            default -> null;
        };
    }

    /**
     * A String method run on the host. Strings and arrays of chars, bytes, ints and strings cross; a symbolic
     * string or value is first made concrete; an interpreted object cannot cross (a non-string where a
     * {@code String} or {@code Object} is compared is answered as the JDK would: not equal, or ClassCastException).
     */
    private record HostCall(Method method, Type[] args, boolean isStatic) implements Native {

        @Override
        public void call(Interpreter in, long[] p, Object[] r, int base) {
            String op = "String." + method.getName();
            Object receiver = isStatic ? null : concrete(in, r[base], op);
            int slot = isStatic ? base : base + 1;
            Object[] values = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                Type t = args[i];
                if (t.getSort() == Type.OBJECT) {
                    Object v = r[slot];
                    if (v instanceof String || v instanceof bliss.spf.symbolic.SymbolicString) {
                        values[i] = concrete(in, v, op);
                    } else if (v == null) {
                        values[i] = null;
                    } else if (method.getName().equals("compareTo")) {
                        throw in.vmThrow("java/lang/ClassCastException", "class " + in.vm.classOf(v).javaName()
                                + " cannot be cast to class java.lang.String");
                    } else {
                        throw new Unsupported("an object of " + in.vm.classOf(v).javaName() + " passed to " + op
                                + " (only strings cross to the host's String methods)");
                    }
                } else if (t.getSort() == Type.ARRAY) {
                    values[i] = hostArray(in, r[slot], t, op);
                } else {
                    long v = concreteValue(in, p, r, slot, op);
                    values[i] = switch (t.getSort()) {
                        case Type.INT -> (int) v;
                        case Type.LONG -> v;
                        case Type.BOOLEAN -> v != 0;
                        case Type.CHAR -> (char) v;
                        case Type.BYTE -> (byte) v;
                        case Type.SHORT -> (short) v;
                        case Type.FLOAT -> Float.intBitsToFloat((int) v);
                        default -> Double.longBitsToDouble(v);
                    };
                }
                slot += t.getSize();
            }
            Object[] passed = new Object[values.length];
            for (int i = 0; i < values.length; i++) {
                if (values[i] != null && values[i].getClass().getComponentType() != null
                        && values[i].getClass().getComponentType().isPrimitive()) {
                    passed[i] = cloneArray(values[i]);
                }
            }
            Object result;
            try {
                result = method.invoke(receiver, values);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                throw in.vmThrow(cause.getClass().getName().replace('.', '/'), cause.getMessage());
            } catch (IllegalAccessException e) {
                throw new Unsupported(op + ": " + e.getMessage());
            } finally {
                writeBack(in, r, isStatic ? base : base + 1, args, passed, values);
            }
            r[base] = null;
            if (result == null || result instanceof String) {
                r[base] = result;
            } else if (result instanceof Integer n) {
                p[base] = n;
            } else if (result instanceof Long n) {
                p[base] = n;
            } else if (result instanceof Boolean z) {
                p[base] = z ? 1 : 0;
            } else if (result instanceof Character ch) {
                p[base] = ch;
            } else if (result instanceof Short n) {
                p[base] = n;
            } else if (result instanceof Byte n) {
                p[base] = n;
            } else if (result instanceof Float x) {
                p[base] = Float.floatToRawIntBits(x);
            } else if (result instanceof Double x) {
                p[base] = Double.doubleToRawLongBits(x);
            } else if (result.getClass().isArray()) {
                r[base] = vmArray(in, result);
            } else {
                throw new Unsupported(op + " returning " + result.getClass().getSimpleName());
            }
        }
    }

    private static Object cloneArray(Object a) {
        int n = java.lang.reflect.Array.getLength(a);
        Object copy = java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        System.arraycopy(a, 0, copy, 0, n);
        return copy;
    }

    /**
     * Copies into the interpreted arrays what the host method wrote into their host copies ({@code getChars},
     * {@code getBytes} into an array): each element whose value changed, logged for backtracking.
     *
     * @param passed per argument, the primitive host array as it was passed (a copy), else null
     */
    private static void writeBack(Interpreter in, Object[] r, int firstSlot, Type[] args, Object[] passed,
                                  Object[] values) {
        int slot = firstSlot;
        for (int i = 0; i < args.length; i++) {
            if (passed[i] != null && r[slot] instanceof VmArray a) {
                Trail trail = in.vm.trail;
                for (int k = 0, n = java.lang.reflect.Array.getLength(values[i]); k < n && k < a.length; k++) {
                    Object now = java.lang.reflect.Array.get(values[i], k);
                    if (!now.equals(java.lang.reflect.Array.get(passed[i], k))) {
                        if (a.birth <= trail.horizon()) {
                            trail.log(a, k);
                        }
                        a.p[k] = now instanceof Character ch ? ch : ((Number) now).longValue();
                        a.r[k] = null;
                    }
                }
            }
            slot += args[i].getSize();
        }
    }

    /** A host array for an interpreted one (chars, bytes, ints; strings). */
    private static Object hostArray(Interpreter in, Object v, Type t, String op) {
        if (v == null) {
            return null;
        }
        VmArray a = (VmArray) v;
        switch (t.getDescriptor()) {
            case "[C" -> {
                return chars(in, a, op);
            }
            case "[B" -> {
                byte[] out = new byte[a.length];
                for (int i = 0; i < out.length; i++) {
                    out[i] = (byte) (a.r[i] == null ? a.p[i] : in.hooks().concretize(in, (Expr) a.r[i], op));
                }
                return out;
            }
            case "[I" -> {
                int[] out = new int[a.length];
                for (int i = 0; i < out.length; i++) {
                    out[i] = (int) (a.r[i] == null ? a.p[i] : in.hooks().concretize(in, (Expr) a.r[i], op));
                }
                return out;
            }
            default -> {
                Object[] out = t.getDescriptor().equals("[Ljava/lang/String;") ? new String[a.length]
                        : t.getDescriptor().equals("[Ljava/lang/CharSequence;") ? new CharSequence[a.length]
                        : new Object[a.length];
                for (int i = 0; i < out.length; i++) {
                    Object e = a.r[i];
                    if (e != null && !(e instanceof String) && !(e instanceof SymbolicString)) {
                        throw new Unsupported("an object of " + in.vm.classOf(e).javaName() + " in an array passed to "
                                + op + " (only strings cross to the host's String methods)");
                    }
                    out[i] = e == null ? null : concrete(in, e, op);
                }
                return out;
            }
        }
    }

    /** An interpreted array for a host one (a String method's result). */
    static VmArray vmArray(Interpreter in, Object host) {
        if (host instanceof Object[] texts && !(host instanceof String[])) { // host and symbolic strings
            VmArray a = in.vm.newArray(in.vm.classes.arrayClass("[Ljava/lang/String;"), texts.length);
            System.arraycopy(texts, 0, a.r, 0, texts.length);
            return a;
        }
        String desc = host.getClass().descriptorString();
        if (host instanceof String[] ss) {
            VmArray a = in.vm.newArray(in.vm.classes.arrayClass(desc), ss.length);
            System.arraycopy(ss, 0, a.r, 0, ss.length);
            return a;
        }
        int n = java.lang.reflect.Array.getLength(host);
        VmArray a = in.vm.newArray(in.vm.classes.arrayClass(desc), n);
        if (a.p == null) {
            throw new Unsupported("a String method returning " + desc);
        }
        for (int i = 0; i < n; i++) {
            Object e = java.lang.reflect.Array.get(host, i);
            a.p[i] = e instanceof Character ch ? ch : ((Number) e).longValue();
        }
        return a;
    }
}
