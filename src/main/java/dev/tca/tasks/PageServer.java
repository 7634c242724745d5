package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Serves the task pages (tasks/web/ in the JAR) on 127.0.0.1 at a free port, and keeps the last state a page
 * posted to /state: the page's own word on what is ticked, typed and submitted, which the checker reads.
 */
public final class PageServer implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final AtomicReference<JsonNode> last = new AtomicReference<>();

    public PageServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/web/", this::page);
        server.createContext("/state", this::state);
        server.start();
    }

    /** The address of a page; {@code debug} makes it post its elements' boxes too, for the self-check. */
    public String url(String page, boolean debug) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/web/" + page + ".html" + (debug ? "?debug" : "");
    }

    /** Forgets the last state, before a new page opens. */
    public void reset() {
        last.set(null);
    }

    /** The last body a page posted ({page, state[, rects, origin]}), or null when none has posted yet. */
    public JsonNode last() {
        return last.get();
    }

    private void page(HttpExchange ex) throws IOException {
        String name = ex.getRequestURI().getPath().substring("/web/".length());
        InputStream in = name.matches("[a-z0-9-]+\\.(html|js|css)") ? PageServer.class.getResourceAsStream("/tasks/web/" + name) : null;
        if (in == null) {
            send(ex, 404, "text/plain", "no such page".getBytes(StandardCharsets.UTF_8));
            return;
        }
        try (in) {
            String type = name.endsWith(".html") ? "text/html" : name.endsWith(".js") ? "text/javascript" : "text/css";
            send(ex, 200, type + "; charset=utf-8", in.readAllBytes());
        }
    }

    private void state(HttpExchange ex) throws IOException {
        if ("POST".equals(ex.getRequestMethod())) {
            try (InputStream in = ex.getRequestBody()) {
                last.set(JSON.readTree(in));
            }
            send(ex, 204, "text/plain", new byte[0]);
        } else {
            JsonNode s = last.get();
            send(ex, 200, "application/json", (s == null ? "null" : s.toString()).getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void send(HttpExchange ex, int code, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.sendResponseHeaders(code, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
        ex.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
