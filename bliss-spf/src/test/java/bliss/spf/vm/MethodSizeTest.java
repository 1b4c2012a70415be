package bliss.spf.vm;

import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HotSpot compiles no method whose bytecode is longer than {@code HugeMethodLimit} (8,000 bytes; {@code
 * DontCompileHugeMethods} is on in every product JVM): such a method runs in the JVM's own interpreter for the whole
 * run. {@link Interpreter#run} is the engine's hottest method and close to that size: a few bytes more (an identity
 * comparison's hook, `14d885e`) made LISSA's TreeSet.bfs at scope 9 take 2.4 times as long with every counter equal.
 * This test reads the module's class files (their {@code Code} attributes' lengths, parsed here from the class file
 * format, JVMS 4) and fails when any method passes the limit.
 */
class MethodSizeTest {

    /** HotSpot's {@code HugeMethodLimit}: a longer method is never compiled. */
    static final int HUGE_METHOD_LIMIT = 8000;

    @Test
    void noMethodOfTheEngineIsTooLongToCompile() throws IOException, URISyntaxException {
        Path classes = Path.of(Interpreter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        TreeMap<String, Integer> huge = new TreeMap<>();
        int methods = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(x -> x.toString().endsWith(".class")).toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    for (MethodCode m : codeLengths(new DataInputStream(in))) {
                        methods++;
                        if (m.length > HUGE_METHOD_LIMIT) {
                            huge.put(classes.relativize(file) + " " + m.name, m.length);
                        }
                    }
                }
            }
        }
        assertTrue(methods > 1000, "read the engine's methods: " + methods);
        assertEquals(new TreeMap<>(), huge, "methods longer than HotSpot compiles (bytes of bytecode)");
    }

    @Test
    void theInterpretersLoopIsMeasured() throws IOException {
        try (InputStream in = Interpreter.class.getResourceAsStream("Interpreter.class")) {
            int run = codeLengths(new DataInputStream(in)).stream().filter(m -> m.name.equals("run()I"))
                    .mapToInt(m -> m.length).findFirst().orElseThrow();
            // the parser reads the real method: its switch over every opcode is thousands of bytes
            assertTrue(run > 4000 && run <= HUGE_METHOD_LIMIT, "Interpreter.run: " + run + " bytes");
        }
    }

    private record MethodCode(String name, int length) {
    }

    /** The code length of each method with a body, named with its descriptor. */
    private static List<MethodCode> codeLengths(DataInputStream in) throws IOException {
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // a long or double takes two entries
                }
                case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("constant pool tag " + tag);
            }
        }
        in.readUnsignedShort(); // access
        in.readUnsignedShort(); // this
        in.readUnsignedShort(); // super
        skip(in, 2 * in.readUnsignedShort()); // interfaces
        int fields = in.readUnsignedShort();
        for (int i = 0; i < fields; i++) {
            skip(in, 6);
            skipAttributes(in);
        }
        List<MethodCode> out = new ArrayList<>();
        int methods = in.readUnsignedShort();
        for (int i = 0; i < methods; i++) {
            in.readUnsignedShort();
            String name = utf8[in.readUnsignedShort()];
            name += utf8[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (attribute.equals("Code")) {
                    in.readUnsignedShort();
                    in.readUnsignedShort();
                    int code = in.readInt();
                    out.add(new MethodCode(name, code));
                    skip(in, length - 8);
                } else {
                    skip(in, length);
                }
            }
        }
        return out;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.readUnsignedShort();
            skip(in, in.readInt());
        }
    }

    private static void skip(DataInputStream in, int bytes) throws IOException {
        in.skipNBytes(bytes);
    }
}
