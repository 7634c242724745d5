package dev.tca.mcp;

import dev.tca.loop.Verifier;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * wait_for: reads the screen (or the window list) until a text or a window appears, or with
 * gone=true disappears, or the timeout passes; the answer says which of the two happened.
 */
final class WaitTool {

    private static final long POLL_MS = 250;
    private final Desktop desktop;

    WaitTool(Desktop desktop) {
        this.desktop = desktop;
    }

    CallToolResult call(Args args) {
        if (args.has("text") == args.has("window")) {
            throw new ToolException(args.where() + ": give 'text' or 'window' (exactly one)");
        }
        boolean gone = args.bool("gone", false);
        int timeout = args.integer("timeout_ms", 10_000, 0, 120_000);
        String what;
        BooleanSupplier present;
        if (args.has("text")) {
            String text = args.string("text");
            what = "text '" + text + "'";
            present = () -> Verifier.shows(desktop.observe().observation(), text);
        } else {
            String title = args.string("window").toLowerCase(Locale.ROOT);
            what = "window '" + args.string("window") + "'";
            present = () -> desktop.windows().stream().anyMatch(w -> w.title().toLowerCase(Locale.ROOT).contains(title)
                    || String.valueOf(w.id()).equals(title));
        }
        long start = System.nanoTime();
        long deadline = start + timeout * 1_000_000L;
        boolean happened;
        while (true) {
            happened = present.getAsBoolean() != gone;
            if (happened || System.nanoTime() >= deadline) {
                break;
            }
            sleep(Math.min(POLL_MS, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("outcome", happened ? (gone ? "disappeared" : "appeared") : "timed_out");
        body.put("what", what);
        body.put("waited_ms", (System.nanoTime() - start) / 1_000_000);
        if (!happened) {
            body.put("detail", what + (gone ? " was still there after " : " did not appear within ") + timeout + " ms");
        }
        return Reply.ok(body);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolException("wait_for was interrupted");
        }
    }
}
