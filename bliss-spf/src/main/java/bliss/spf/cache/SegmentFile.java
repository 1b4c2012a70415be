package bliss.spf.cache;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * The embedded verdict store's file: a header, then an append-only log of records, each one part of one fingerprint's
 * {@link VerdictSegment} with its own checksum:
 * <pre>
 *   header  "bliss verdicts 3\n" (17 bytes)
 *   record  int MAGIC, int fingerprint length, fingerprint (UTF-8), int part length, part, int CRC-32 of the
 *           fingerprint length through the part
 * </pre>
 * Reading checks every record and keeps every intact one, wherever the damage is (a flipped byte, a cut tail, a
 * torn last append): a damaged stretch is skipped to the next record that checks out. The file is read through a
 * memory map, and a fingerprint's parts are copied onto the heap only when a run takes them: a file that holds the
 * verdicts of many analyses (a sweep's scopes, every run of a user's default cache) costs a run the pages it checks,
 * not a copy of every part (a 200 MB file made a tiny analysis take 3.5 s and 540 MB of heap). A file with damage is rewritten
 * with its intact records only (to a temporary file, then moved over it), and one warning names it. Readers and writers
 * hold an exclusive lock of a lock file beside it ({@code FILE.lock}, never replaced: a lock of the verdict file itself
 * would stay on the replaced file after a repair, and a writer waiting for it would append to a file no longer there),
 * and a run appends only its own new parts, so a run killed while it appends loses at most its own parts, and two runs
 * using the file at once both keep theirs, a repair included.
 *
 * <pre>
 * @specfield parts: fingerprint -> seq byte[]   -- the intact parts read from the file and not yet taken
 * </pre>
 * Represented by where each part lies in the map of the file as it was read ({@code places}).
 */
final class SegmentFile {

    static final byte[] HEADER = "bliss verdicts 3\n".getBytes(StandardCharsets.US_ASCII);
    static final int MAGIC = 0xB1155EC7;
    /** No fingerprint is longer (a fingerprint is a hex digest). */
    private static final int MAX_FINGERPRINT = 256;

    private final Path file;
    /** The file as it was read (a map stays valid when the file is appended to or replaced); null when missing. */
    private ByteBuffer mapped;
    /** Where each intact part not yet taken lies in {@code mapped}: its offset and length, by fingerprint. */
    private final Map<String, List<long[]>> places = new LinkedHashMap<>();
    private final java.util.Set<String> taken = new java.util.HashSet<>();

    private SegmentFile(Path file) {
        this.file = file;
    }

    /**
     * Reads the file (a missing one is empty). A damaged one is repaired, and {@code warnings} told once.
     *
     * @throws UncheckedIOException when it cannot be read or repaired
     */
    static SegmentFile read(Path file, Consumer<String> warnings) {
        SegmentFile f = new SegmentFile(file);
        if (!Files.exists(file)) {
            return f;
        }
        try (FileLock lock = lock(file);
             FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            if (ch.size() > Integer.MAX_VALUE - 16) {
                throw new IOException("larger than 2 GB");
            }
            f.mapped = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            Damage damage = f.parse(f.mapped);
            if (damage.olderFormat) {
                f.rewrite(ch);
                warnings.accept("verdict cache " + file + " was written by an older bliss (H2 MVStore); its "
                        + "verdicts are dropped and the file starts afresh");
            } else if (damage.bytes > 0) {
                f.rewrite(ch);
                warnings.accept("verdict cache " + file + " was damaged (" + damage.describe() + "); kept its "
                        + f.partCount() + " intact parts and repaired the file");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read verdict cache " + file + ": " + e.getMessage(), e);
        }
        return f;
    }

    /** The intact parts of a fingerprint read from the file, in the order they were appended. */
    List<byte[]> parts(String fingerprint) {
        return copies(places.getOrDefault(fingerprint, List.of()));
    }

    /**
     * The parts of a fingerprint, which this object then forgets (their verdicts live on decoded in a segment, so the
     * bytes need not stay in memory too).
     */
    List<byte[]> take(String fingerprint) {
        List<long[]> out = places.remove(fingerprint);
        if (out != null) {
            taken.add(fingerprint);
        }
        return out == null ? List.of() : copies(out);
    }

    /** The parts at these places of the map, copied. */
    private List<byte[]> copies(List<long[]> at) {
        List<byte[]> out = new ArrayList<>(at.size());
        for (long[] place : at) {
            byte[] part = new byte[(int) place[1]];
            mapped.get((int) place[0], part);
            out.add(part);
        }
        return out;
    }

    /** The fingerprints with parts in the file (taken or not). */
    Iterable<String> fingerprints() {
        java.util.Set<String> all = new java.util.TreeSet<>(places.keySet());
        all.addAll(taken);
        return all;
    }

    /**
     * Appends parts to the file, under its lock, and forces them to the disk (they are not kept here: their verdicts
     * are in the segments that encoded them).
     */
    void append(Map<String, List<byte[]>> fresh) {
        if (fresh.isEmpty()) {
            return;
        }
        try (FileLock lock = lock(file);
             FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                     StandardOpenOption.WRITE)) {
            if (ch.size() < HEADER.length) {
                ch.truncate(0);
                ch.write(ByteBuffer.wrap(HEADER), 0);
            }
            long at = ch.size();
            for (Map.Entry<String, List<byte[]>> e : fresh.entrySet()) {
                for (byte[] part : e.getValue()) {
                    ByteBuffer r = record(e.getKey(), part);
                    while (r.hasRemaining()) {
                        at += ch.write(r, at);
                    }
                }
            }
            ch.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write verdict cache " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * @return an exclusive lock of {@code file}'s lock file, which closing releases (with its channel)
     */
    private static FileLock lock(Path file) throws IOException {
        FileChannel ch = FileChannel.open(file.resolveSibling(file.getFileName() + ".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        try {
            return new ChannelLock(ch, ch.lock());
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** A lock that closes its channel when released. */
    private static final class ChannelLock extends FileLock {
        private final FileLock lock;

        ChannelLock(FileChannel ch, FileLock lock) {
            super(ch, lock.position(), lock.size(), lock.isShared());
            this.lock = lock;
        }

        @Override
        public boolean isValid() {
            return lock.isValid();
        }

        @Override
        public void release() throws IOException {
            try {
                lock.release();
            } finally {
                channel().close();
            }
        }
    }

    private int partCount() {
        return places.values().stream().mapToInt(List::size).sum();
    }

    /** What was skipped while reading. */
    private static final class Damage {
        long bytes;
        boolean olderFormat;
        long firstOffset = -1;
        String what = "";

        void at(long offset, long length, String kind) {
            if (firstOffset < 0) {
                firstOffset = offset;
                what = kind;
            }
            bytes += length;
        }

        String describe() {
            return bytes + " bytes unreadable from offset " + firstOffset + ": " + what;
        }
    }

    /** Reads every intact record of {@code all}; @return the damage skipped */
    private Damage parse(ByteBuffer all) {
        Damage damage = new Damage();
        int length = all.capacity();
        int pos;
        if (length >= HEADER.length && all.slice(0, HEADER.length).equals(ByteBuffer.wrap(HEADER))) {
            pos = HEADER.length;
        } else {
            if (looksLikeMvStore(all)) {
                damage.olderFormat = true;
                return damage;
            }
            int next = nextRecord(all, 0);
            damage.at(0, next, length == 0 ? "empty" : "no header");
            pos = next;
        }
        while (pos < length) {
            int end = recordEnd(all, pos);
            if (end > 0) {
                int fpLength = all.getInt(pos + 4);
                byte[] fp = new byte[fpLength];
                all.get(pos + 8, fp);
                int partAt = pos + 8 + fpLength;
                places.computeIfAbsent(new String(fp, StandardCharsets.UTF_8), k -> new ArrayList<>())
                        .add(new long[]{partAt + 4, all.getInt(partAt)});
                pos = end;
            } else {
                int next = nextRecord(all, pos + 1);
                damage.at(pos, next - pos, next == length ? "a cut or torn record at the end"
                        : "a damaged record");
                pos = next;
            }
        }
        return damage;
    }

    private static boolean looksLikeMvStore(ByteBuffer all) {
        return all.capacity() > 2 && all.get(0) == 'H' && all.get(1) == ':';
    }

    /** The position after the intact record at {@code pos}, or -1 when none starts there. */
    private static int recordEnd(ByteBuffer all, int pos) {
        int length = all.capacity();
        if (pos + 12 > length || all.getInt(pos) != MAGIC) {
            return -1;
        }
        int fpLength = all.getInt(pos + 4);
        if (fpLength < 0 || fpLength > MAX_FINGERPRINT || pos + 8L + fpLength + 4 > length) {
            return -1;
        }
        int partAt = pos + 8 + fpLength;
        int partLength = all.getInt(partAt);
        long end = (long) partAt + 4 + partLength + 4;
        if (partLength < 0 || end > length) {
            return -1;
        }
        CRC32 crc = new CRC32();
        crc.update(all.slice(pos + 4, (int) end - 4 - (pos + 4)));
        return (int) crc.getValue() == all.getInt((int) end - 4) ? (int) end : -1;
    }

    /** The first position at or after {@code from} where an intact record starts, or the end. */
    private static int nextRecord(ByteBuffer all, int from) {
        int length = all.capacity();
        for (int p = from; p + 12 <= length; p++) {
            if (all.get(p) == (byte) (MAGIC >>> 24) && recordEnd(all, p) > 0) {
                return p;
            }
        }
        return length;
    }

    private static ByteBuffer record(String fingerprint, byte[] part) {
        byte[] fp = fingerprint.getBytes(StandardCharsets.UTF_8);
        ByteBuffer r = ByteBuffer.allocate(4 + 4 + fp.length + 4 + part.length + 4);
        r.putInt(MAGIC).putInt(fp.length).put(fp).putInt(part.length).put(part);
        CRC32 crc = new CRC32();
        crc.update(r.array(), 4, r.position() - 4);
        r.putInt((int) crc.getValue());
        return r.flip();
    }

    /**
     * @requires the caller holds {@link #lock}
     * @effects the file holds the header and the intact parts only (written beside it, then moved over it)
     */
    private void rewrite(FileChannel locked) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".repair");
        try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            out.write(ByteBuffer.wrap(HEADER));
            for (Map.Entry<String, List<long[]>> e : places.entrySet()) {
                for (byte[] part : copies(e.getValue())) {
                    ByteBuffer r = record(e.getKey(), part);
                    while (r.hasRemaining()) {
                        out.write(r);
                    }
                }
            }
            out.force(false);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
