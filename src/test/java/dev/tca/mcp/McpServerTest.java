package dev.tca.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The server through the SDK's own client over stdio, on the built-in example desktop (a real
 * image read by real Tesseract): no display needed, so this runs everywhere.
 */
class McpServerTest {

    private static McpSession mcp;

    @BeforeAll
    static void start() {
        mcp = new McpSession(Map.of(), "--image", "example");
    }

    @AfterAll
    static void stop() {
        mcp.close();
    }

    @Test
    void listsEveryToolWithADescriptionAndAnObjectSchema() {
        List<McpSchema.Tool> tools = mcp.client().listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name)
                .containsExactlyInAnyOrder("doctor", "windows", "observe", "screenshot", "act", "wait_for", "run_goal");
        assertThat(tools).allSatisfy(t -> {
            assertThat(t.description()).hasSizeGreaterThan(40);
            assertThat(t.inputSchema()).containsEntry("type", "object");
        });
        McpSchema.Tool act = tools.stream().filter(t -> t.name().equals("act")).findFirst().orElseThrow();
        assertThat(act.inputSchema()).containsEntry("required", List.of("actions"));
    }

    @Test
    void observeGivesEachElementTheOneFormatAndTheSameIdsTwice() {
        JsonNode first = mcp.call("observe", Map.of("text", true)).body();
        JsonNode second = mcp.call("observe", Map.of()).body();
        JsonNode save = element(first, "Save");
        assertThat(save.fieldNames()).toIterable()
                .containsExactly("id", "role", "label", "value", "state", "box", "source");
        assertThat(save.get("source").asText()).isEqualTo("widget");
        assertThat(save.get("role").asText()).isEqualTo("button");
        assertThat(first.get("text").size()).isGreaterThan(0);
        assertThat(ids(second)).isEqualTo(ids(first));
        assertThat(element(second, "Save").get("id")).isEqualTo(save.get("id"));
    }

    @Test
    void aDryRunClickByLabelSaysWhatItWouldDoAndNothingChanges() {
        McpSession.Answer a = mcp.call("act", Map.of("actions", List.of(Map.of("do", "click", "label", "Save"))));
        assertThat(a.error()).as(a.text()).isFalse();
        assertThat(a.body().at("/actions/0/status").asText()).isEqualTo("dry_run");
        assertThat(a.body().at("/actions/0/did").asText()).startsWith("dry run: would click");
        assertThat(a.body().get("appeared")).isEmpty();
        assertThat(a.body().get("vanished")).isEmpty();
    }

    @Test
    void aRefusedKeyIsAToolErrorWithThePolicysReasonAndTheServerGoesOn() {
        McpSession.Answer a = mcp.call("act", Map.of("actions", List.of(
                Map.of("do", "wait", "ms", 0), Map.of("do", "key", "keys", "ctrl+alt+delete"),
                Map.of("do", "click", "label", "Save"))));
        assertThat(a.error()).isTrue();
        assertThat(a.text()).contains("refused by policy").contains("ctrl+alt+delete").contains("deny list");
        assertThat(a.body().get("actions")).hasSize(2); // stopped at the refusal: the click never ran
        assertThat(mcp.call("observe", Map.of()).error()).isFalse();
    }

    @Test
    void badArgumentsAreToolErrorsThatNameTheProblem() {
        assertThat(mcp.call("act", Map.of()).text()).contains("actions");
        assertThat(mcp.call("act", Map.of("actions", List.of(Map.of("do", "click", "id", "seven")))).text())
                .contains("id").contains("integer");
        assertThat(mcp.call("act", Map.of("actions", List.of(Map.of("do", "click", "id", 99_999)))).text())
                .contains("no element 99999");
        assertThat(mcp.call("act", Map.of("actions", List.of(Map.of("do", "type")))).text())
                .contains("missing argument 'text'");
        assertThat(mcp.call("act", Map.of("actions", List.of(Map.of("do", "key", "keys", "ctrl+blorp")))).text())
                .contains("blorp");
        assertThat(mcp.call("run_goal", Map.of("goal", "click 'Save'", "steps", 500)).text()).contains("steps");
        assertThat(mcp.call("wait_for", Map.of()).text()).contains("'text' or 'window'");
        assertThat(List.of(mcp.call("act", Map.of()), mcp.call("wait_for", Map.of()))).allMatch(McpSession.Answer::error);
    }

    @Test
    void anUnknownToolIsAProtocolErrorThatNamesItAndTheServerGoesOn() {
        // The SDK answers tools/call for an unregistered name itself, as the MCP spec says: -32602 naming the tool.
        assertThatThrownBy(() -> mcp.call("teleport", Map.of()))
                .isInstanceOf(McpError.class).hasMessageContaining("Unknown tool");
        assertThat(mcp.call("doctor", Map.of()).body().get("checks").size()).isGreaterThan(0);
    }

    @Test
    void screenshotIsAPngWithTheIndex() throws Exception {
        McpSession.Answer a = mcp.call("screenshot", Map.of("annotate", true));
        McpSchema.ImageContent image = (McpSchema.ImageContent) a.raw().content().get(1);
        assertThat(image.mimeType()).isEqualTo("image/png");
        byte[] png = java.util.Base64.getDecoder().decode(image.data());
        assertThat(javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png)).getWidth()).isEqualTo(1280);
        assertThat(a.body().get("elements").size()).isGreaterThan(5);
    }

    @Test
    void runGoalRunsAWholeDryEpisode() {
        McpSession.Answer a = mcp.call("run_goal", Map.of("goal", "click 'Save'"));
        assertThat(a.error()).as(a.text()).isFalse();
        assertThat(a.body().get("result").asText()).isEqualTo("dry run");
        assertThat(a.body().at("/steps/0/target").asText()).isEqualTo("Save");
    }

    @Test
    void fiveHundredCallsLeakNeitherFilesNorThreads() throws Exception {
        ProcessHandle server = McpSession.server();
        List<Map<String, Object>> mix = List.of(Map.of(), Map.of("actions", List.of(Map.of("do", "wait", "ms", 0))));
        for (int i = 0; i < 50; i++) {
            mcp.call("observe", Map.of());
        }
        long fds = openFiles(server);
        long threads = threads(server);
        for (int i = 0; i < 500; i++) {
            switch (i % 4) {
                case 0 -> assertThat(mcp.call("observe", Map.of()).error()).isFalse();
                case 1 -> assertThat(mcp.call("act", mix.get(1)).error()).isFalse();
                case 2 -> assertThat(mcp.call("act", mix.get(0)).error()).isTrue();
                default -> assertThat(mcp.call("wait_for", Map.of("text", "Save", "timeout_ms", 0)).body()
                        .get("outcome").asText()).isEqualTo("appeared");
            }
        }
        System.err.println("McpServerTest: after 500 calls, open files " + fds + " -> " + openFiles(server)
                + ", threads " + threads + " -> " + threads(server));
        assertThat(openFiles(server)).isLessThanOrEqualTo(fds + 2);
        assertThat(threads(server)).isLessThanOrEqualTo(threads + 4);
    }

    private static long openFiles(ProcessHandle p) throws Exception {
        try (var s = Files.list(Path.of("/proc", String.valueOf(p.pid()), "fd"))) {
            return s.count();
        }
    }

    private static long threads(ProcessHandle p) throws Exception {
        return Files.readAllLines(Path.of("/proc", String.valueOf(p.pid()), "status")).stream()
                .filter(l -> l.startsWith("Threads:")).mapToLong(l -> Long.parseLong(l.split("\\s+")[1])).findFirst()
                .orElseThrow();
    }

    static JsonNode element(JsonNode observation, String label) {
        return StreamSupport.stream(observation.get("elements").spliterator(), false)
                .filter(e -> e.get("label").asText().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no element '" + label + "' in " + observation));
    }

    private static List<Integer> ids(JsonNode observation) {
        return StreamSupport.stream(observation.get("elements").spliterator(), false).map(e -> e.get("id").asInt()).toList();
    }
}
