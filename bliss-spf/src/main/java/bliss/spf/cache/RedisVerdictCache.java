package bliss.spf.cache;

import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.RedisProtocol;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.exceptions.JedisConnectionException;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Verdicts in Redis (paper §IV, BLISSDB), shared by every run that points at the same server. A key is a hash with
 * fields {@code s} (smallest SAT scope) and {@code u} (largest UNSAT scope), and the proofs of those verdicts,
 * {@code m} (a model's edges) and {@code c} (a core's edges), as big-endian ints; a Lua script keeps the minimum and
 * the maximum with their proofs atomically, so concurrent runs cannot lose a more general verdict.
 *
 * <p>{@link #storeAll} sends its updates in one pipeline (one round trip for a batch). Any Redis failure surfaces as a {@link redis.clients.jedis.exceptions.JedisException};
 * {@link FailoverVerdictCache} turns it into a switch to the embedded store. Thread-safe: commands go through a pool
 * of connections, so the exploring threads of a run share one cache.
 */
public final class RedisVerdictCache extends StoredVerdictCache {

    private static final byte[] PREFIX = "bliss:verdict:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SAT = {'s'};
    private static final byte[] UNSAT = {'u'};
    private static final byte[] MODEL = {'m'};
    private static final byte[] CORE = {'c'};
    private static final byte[] NO_PROOF = {};
    /**
     * KEYS[1] the record; ARGV[1] field s or u; ARGV[2] the scope; ARGV[3] its proof's field m or c; ARGV[4] the proof
     * (empty: none). Keeps min for s, max for u, each with its proof; a proof also joins a verdict as general as it.
     */
    private static final byte[] UPDATE = ("local cur = redis.call('HGET', KEYS[1], ARGV[1]) "
            + "local new = tonumber(ARGV[2]) "
            + "if (not cur) or (ARGV[1] == 's' and new < tonumber(cur)) or (ARGV[1] == 'u' and new > tonumber(cur)) "
            + "then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) "
            + "if #ARGV[4] > 0 then redis.call('HSET', KEYS[1], ARGV[3], ARGV[4]) "
            + "else redis.call('HDEL', KEYS[1], ARGV[3]) end "
            + "elseif new == tonumber(cur) and #ARGV[4] > 0 and redis.call('HEXISTS', KEYS[1], ARGV[3]) == 0 "
            + "then redis.call('HSET', KEYS[1], ARGV[3], ARGV[4]) end "
            + "return 1").getBytes(StandardCharsets.US_ASCII);

    private final UnifiedJedis jedis;
    private final String url;
    private final byte[] updateSha;

    private RedisVerdictCache(UnifiedJedis jedis, String url) {
        this.jedis = jedis;
        this.url = url;
        this.updateSha = jedis.scriptLoad(UPDATE, PREFIX);
    }

    /**
     * Checks, with a plain socket and a bounded read, that the peer answers PING as Redis does, before the client
     * trusts what it says: a peer that is not Redis could announce a reply of a billion bytes, which the client
     * would allocate.
     *
     * @throws JedisConnectionException when it cannot be reached in 2 s, or answers otherwise
     */
    private static void probe(String host, int port) {
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new java.net.InetSocketAddress(host, port), 2_000);
            s.setSoTimeout(2_000);
            s.getOutputStream().write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            byte[] reply = new byte[64];
            int n = 0;
            java.io.InputStream in = s.getInputStream();
            while (n < reply.length) {
                int r = in.read(reply, n, reply.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
                if (n >= 2 && reply[n - 2] == '\r' && reply[n - 1] == '\n') {
                    break;
                }
            }
            String line = new String(reply, 0, n, StandardCharsets.US_ASCII);
            // +PONG, or an error line of a Redis that wants a password (-NOAUTH) or is loading (-LOADING)
            if (!line.startsWith("+PONG") && !(line.startsWith("-") && line.endsWith("\r\n"))) {
                throw new JedisConnectionException("not a Redis server: it answered PING with "
                        + (n == 0 ? "nothing" : "'" + line.strip().replaceAll("[^\\x20-\\x7e]", "?") + "'"));
            }
        } catch (java.io.IOException e) {
            throw new JedisConnectionException(e.toString(), e);
        }
    }

    /**
     * Connects to {@code redis://host:port[/db]} and checks the server answers.
     *
     * @throws redis.clients.jedis.exceptions.JedisException when it does not
     */
    public static RedisVerdictCache connect(String url) {
        // RESP2 said explicitly: Jedis otherwise warns on every connection that it will not negotiate RESP3.
        URI uri = URI.create(url);
        if (!"redis".equals(uri.getScheme()) || uri.getHost() == null) {
            throw new IllegalArgumentException("not a redis://host:port URL: " + url);
        }
        String db = uri.getPath() == null ? "" : uri.getPath().replace("/", "");
        int port = uri.getPort() < 0 ? 6379 : uri.getPort();
        probe(uri.getHost(), port);
        JedisClientConfig config = DefaultJedisClientConfig.builder().timeoutMillis(2_000)
                .protocol(RedisProtocol.RESP2).database(db.isEmpty() ? 0 : Integer.parseInt(db)).build();
        UnifiedJedis jedis = RedisClient.builder()
                .hostAndPort(uri.getHost(), port)
                .clientConfig(config).build();
        try {
            jedis.ping();
            return new RedisVerdictCache(jedis, url);
        } catch (RuntimeException e) {
            jedis.close();
            throw e;
        }
    }

    private static byte[] redisKey(VerdictKey key) {
        byte[] k = key.bytes();
        byte[] out = new byte[PREFIX.length + k.length];
        System.arraycopy(PREFIX, 0, out, 0, PREFIX.length);
        System.arraycopy(k, 0, out, PREFIX.length, k.length);
        return out;
    }

    @Override
    protected VerdictRecord read(VerdictKey key) {
        List<byte[]> fields = jedis.hmget(redisKey(key), SAT, UNSAT, MODEL, CORE);
        if (fields.get(0) == null && fields.get(1) == null) {
            return null;
        }
        return new VerdictRecord(
                fields.get(0) == null ? VerdictRecord.NONE_SAT : parse(fields.get(0)),
                fields.get(1) == null ? VerdictRecord.NONE_UNSAT : parse(fields.get(1)),
                edges(fields.get(2)), edges(fields.get(3)));
    }

    /** A proof's edges from their bytes (a core of no edges is one byte, {@code 0}: empty means none). */
    private static int[] edges(byte[] bytes) {
        if (bytes == null || bytes.length % 4 != 0 && bytes.length != 1) {
            return null;
        }
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        int[] out = new int[bytes.length / 4];
        for (int i = 0; i < out.length; i++) {
            out[i] = in.getInt();
        }
        return out;
    }

    private static byte[] bytes(int[] edges) {
        if (edges == null) {
            return NO_PROOF;
        }
        if (edges.length == 0) {
            return new byte[]{0};
        }
        java.nio.ByteBuffer out = java.nio.ByteBuffer.allocate(4 * edges.length);
        for (int e : edges) {
            out.putInt(e);
        }
        return out.array();
    }

    private static int parse(byte[] ascii) {
        return Integer.parseInt(new String(ascii, StandardCharsets.US_ASCII));
    }

    @Override
    protected void write(VerdictKey key, VerdictRecord r) {
        update(key, r, args -> jedis.evalsha(updateSha, 1, args));
    }

    @Override
    public void storeAll(Map<VerdictKey, VerdictRecord> given) {
        try (var pipeline = jedis.pipelined()) {
            given.forEach((key, r) -> update(key, r, args -> pipeline.evalsha(updateSha, 1, args)));
            pipeline.sync();
        }
        countStores(given.size());
    }

    /** @effects the UPDATE script run through {@code call} for each verdict of {@code r}, with its proof */
    private static void update(VerdictKey key, VerdictRecord r, java.util.function.Consumer<byte[][]> call) {
        byte[] k = redisKey(key);
        if (r.minSatScope() != VerdictRecord.NONE_SAT) {
            call.accept(new byte[][]{k, SAT, ascii(r.minSatScope()), MODEL, bytes(r.model())});
        }
        if (r.maxUnsatScope() != VerdictRecord.NONE_UNSAT) {
            call.accept(new byte[][]{k, UNSAT, ascii(r.maxUnsatScope()), CORE, bytes(r.core())});
        }
    }

    private static byte[] ascii(int scope) {
        return Integer.toString(scope).getBytes(StandardCharsets.US_ASCII);
    }

    @Override
    public String describe() {
        return url;
    }

    @Override
    public void close() {
        jedis.close();
    }
}
