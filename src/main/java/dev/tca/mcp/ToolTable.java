package dev.tca.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tca.core.TcaException;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The tools, each with its description and JSON input schema (a resource named after it) and its
 * handler. Every call is caught on its own: bad input and refusals become a one-line tool error,
 * and so does anything unexpected, so no call can take the server down.
 */
final class ToolTable {

    private static final System.Logger LOG = System.getLogger(ToolTable.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper();

    private ToolTable() {
    }

    static List<SyncToolSpecification> all(Desktop desktop, int budget) {
        StableIds ids = new StableIds();
        LookTools look = new LookTools(desktop, ids);
        Map<String, Function<Args, CallToolResult>> handlers = new LinkedHashMap<>();
        handlers.put("doctor", look::doctor);
        handlers.put("windows", look::windows);
        handlers.put("observe", look::observe);
        handlers.put("screenshot", look::screenshot);
        handlers.put("act", new ActTool(desktop, ids, budget)::call);
        handlers.put("wait_for", new WaitTool(desktop)::call);
        handlers.put("run_goal", new GoalTool(desktop, budget)::call);
        List<SyncToolSpecification> out = new ArrayList<>();
        handlers.forEach((name, handler) -> out.add(SyncToolSpecification.builder()
                .tool(tool(name))
                .callHandler((exchange, request) -> guarded(name, handler, request.arguments()))
                .build()));
        return out;
    }

    /** The SDK may run calls side by side; one desktop serves one call at a time, and ids are numbered in order. */
    private static final Object ONE_AT_A_TIME = new Object();

    static CallToolResult guarded(String name, Function<Args, CallToolResult> handler, Map<String, Object> arguments) {
        try {
            synchronized (ONE_AT_A_TIME) {
                return handler.apply(new Args(name, arguments));
            }
        } catch (ToolException e) {
            return Reply.error(e.getMessage());
        } catch (TcaException | IllegalArgumentException e) {
            return Reply.error(name + ": " + e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.ERROR, name + " failed", e);
            return Reply.error(name + ": internal error (a bug in tca, please report it): " + e);
        }
    }

    private static McpSchema.Tool tool(String name) {
        String resource = name + ".json";
        try (InputStream in = ToolTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the schema " + resource + " is missing from the class path");
            }
            Map<String, Object> spec = JSON.readValue(in, new TypeReference<>() { });
            @SuppressWarnings("unchecked")
            Map<String, Object> schema = (Map<String, Object>) spec.get("inputSchema");
            return McpSchema.Tool.builder(name, schema).description((String) spec.get("description")).build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the schema " + resource + ": " + e.getMessage(), e);
        }
    }
}
