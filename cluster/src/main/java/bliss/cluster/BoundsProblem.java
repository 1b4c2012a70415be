package bliss.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * A tight-bounds computation's questions as the workers load them: the CNF and each tuple's two literals, encoded
 * once (deflated) and put into a distributed map under the hash of its bytes, so that each worker fetches it once.
 */
record BoundsProblem(int variables, List<int[]> clauses, int[][] literals) {

    /** The problem's bytes. */
    byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(bytes, deflater, 1 << 16))) {
            out.writeInt(variables);
            out.writeInt(clauses.size());
            for (int[] c : clauses) {
                out.writeInt(c.length);
                for (int lit : c) {
                    out.writeInt(lit);
                }
            }
            out.writeInt(literals.length);
            for (int[] t : literals) {
                out.writeInt(t[0]);
                out.writeInt(t[1]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return bytes.toByteArray();
    }

    static BoundsProblem decode(byte[] encoded) {
        try (DataInputStream in = new DataInputStream(new InflaterInputStream(new ByteArrayInputStream(encoded)))) {
            int variables = in.readInt();
            int n = in.readInt();
            List<int[]> clauses = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int[] c = new int[in.readInt()];
                for (int j = 0; j < c.length; j++) {
                    c[j] = in.readInt();
                }
                clauses.add(c);
            }
            int[][] literals = new int[in.readInt()][];
            for (int i = 0; i < literals.length; i++) {
                literals[i] = new int[]{in.readInt(), in.readInt()};
            }
            return new BoundsProblem(variables, clauses, literals);
        } catch (IOException e) {
            throw new UncheckedIOException("a tight-bounds problem is damaged: " + e.getMessage(), e);
        }
    }

    /** The key of encoded bytes: their SHA-256. */
    static String key(byte[] encoded) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(encoded));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
