package dev.tca.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A real MCP client (the SDK's own) talking over stdio to `java -jar target/tca.jar mcp ...`,
 * spawned as its own process, as Claude Desktop would. Build the JAR first:
 * mvn -q -o -DskipTests package.
 */
public final class McpSession implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final McpSyncClient client;
    private final List<String> stderr = new ArrayList<>();

    /** A tool's answer: whether it is an error, its first text, and the JSON body when there is one. */
    public record Answer(boolean error, String text, JsonNode body, McpSchema.CallToolResult raw) {
    }

    public McpSession(Map<String, String> env, String... args) {
        Path jar = Path.of("target/tca.jar").toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("build the JAR first: mvn -q -o -DskipTests package");
        }
        List<String> all = new ArrayList<>(List.of("-jar", jar.toString(), "mcp"));
        all.addAll(List.of(args));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var transport = new StdioClientTransport(ServerParameters.builder(java).args(all).env(env).build(),
                McpJsonDefaults.getMapper());
        transport.setStdErrorHandler(line -> {
            synchronized (stderr) {
                stderr.add(line);
            }
        });
        client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120)).build();
        client.initialize();
    }

    public McpSyncClient client() {
        return client;
    }

    public Answer call(String tool, Map<String, Object> arguments) {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool, arguments));
        String text = r.content().isEmpty() ? "" : ((McpSchema.TextContent) r.content().get(0)).text();
        JsonNode body = null;
        for (McpSchema.Content c : r.content()) {
            if (c instanceof McpSchema.TextContent t && t.text().startsWith("{")) {
                body = read(t.text());
            }
        }
        return new Answer(Boolean.TRUE.equals(r.isError()), text, body, r);
    }

    public List<String> stderr() {
        synchronized (stderr) {
            return List.copyOf(stderr);
        }
    }

    /** The server process: the one java child of this test JVM running the JAR. */
    public static ProcessHandle server() {
        return ProcessHandle.current().children()
                .filter(p -> p.info().commandLine().orElse("").contains("tca.jar mcp"))
                .findFirst().orElseThrow(() -> new IllegalStateException("no tca mcp process"));
    }

    private static JsonNode read(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        client.closeGracefully();
    }
}
