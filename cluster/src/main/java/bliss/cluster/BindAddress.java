package bliss.cluster;

import bliss.UserError;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.List;

/**
 * The one address a node listens on (never every interface): a worker's {@code --bind}, else its own entry in
 * {@code --cluster} (the one with its port and an address of this machine), else the address of the interface that
 * leads to the first other member; the loopback address when every member is on it.
 */
final class BindAddress {

    private BindAddress() {
    }

    /**
     * Where a worker listening on {@code port} binds.
     *
     * @param bind      the {@code --bind} address, or null
     * @param addresses the {@code --cluster} members (HOST:PORT, checked)
     * @throws UserError for a {@code --bind} that does not resolve
     */
    static InetAddress worker(String bind, int port, List<String> addresses) {
        if (bind != null) {
            try {
                return InetAddress.getByName(bind);
            } catch (UnknownHostException e) {
                throw new UserError("--bind " + bind + ": unknown host");
            }
        }
        for (String a : addresses) {
            InetAddress host = host(a);
            if (port(a) == port && host != null && !host.isLoopbackAddress() && local(host)) {
                return host;
            }
        }
        return coordinator(addresses);
    }

    /** Where a node that names no address of its own binds: toward the first member not on loopback. */
    static InetAddress coordinator(List<String> addresses) {
        for (String a : addresses) {
            InetAddress host = host(a);
            if (host != null && !host.isLoopbackAddress()) {
                return toward(host, port(a));
            }
        }
        return InetAddress.getLoopbackAddress();
    }

    /** Whether every address is on the loopback interface (a cluster on this machine alone). */
    static boolean loopback(List<String> addresses) {
        for (String a : addresses) {
            InetAddress host = host(a);
            if (host == null || !host.isLoopbackAddress()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks that {@code address} is one of this machine's.
     *
     * @throws UserError when it is not
     */
    static void requireLocal(InetAddress address) {
        if (!local(address)) {
            throw new UserError(address.getHostAddress() + " is not an address of this machine; --bind takes one of "
                    + "its own addresses (see 'ip -brief address')");
        }
    }

    private static boolean local(InetAddress a) {
        if (a.isLoopbackAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(a) != null;
        } catch (SocketException e) {
            return false;
        }
    }

    /** The address of this machine's interface that packets to {@code host} leave from (no packet is sent). */
    private static InetAddress toward(InetAddress host, int port) {
        try (DatagramSocket s = new DatagramSocket()) {
            s.connect(new InetSocketAddress(host, port));
            InetAddress local = s.getLocalAddress();
            if (local != null && !local.isAnyLocalAddress()) {
                return local;
            }
        } catch (IOException e) {
            // no route: said below
        }
        throw new UserError("no interface of this machine leads to " + host.getHostAddress() + "; give the "
                + "worker's address with --bind ADDR");
    }

    static InetAddress host(String address) {
        try {
            return InetAddress.getByName(address.substring(0, address.lastIndexOf(':')));
        } catch (UnknownHostException e) {
            return null;
        }
    }

    static int port(String address) {
        return Integer.parseInt(address.substring(address.lastIndexOf(':') + 1));
    }
}
