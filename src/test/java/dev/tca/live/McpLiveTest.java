package dev.tca.live;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tca.mcp.McpSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tca mcp against real zenity dialogs on the private display, driven by the SDK's own MCP client
 * over stdio: the exit code and the output of zenity itself prove what the clicks and keys did.
 */
@Tag("desktop")
class McpLiveTest {

    private static final Map<String, String> REAL = Map.of("TCA_ALLOW_REAL_INPUT", "1");

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    @Test
    void clickingOkByIdAnswersTheQuestionAndTheIdIsStaleAfterwards() throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--question", "--title", "Overwrite",
                "--text", "Replace the existing file?", "--ok-label", "OK", "--cancel-label", "Keep");
             McpSession mcp = new McpSession(REAL, "--real-input")) {
            JsonNode seen = mcp.call("observe", Map.of()).body();
            JsonNode ok = element(seen, "OK");
            element(seen, "Keep");
            JsonNode windows = mcp.call("windows", Map.of()).body();
            assertThat(windows.get("windows").findValuesAsText("title")).contains("Overwrite");
            McpSession.Answer clicked = mcp.call("act", Map.of("actions",
                    List.of(Map.of("do", "click", "id", ok.get("id").asInt()))));
            assertThat(clicked.error()).as(clicked.text()).isFalse();
            assertThat(clicked.body().at("/actions/0/status").asText()).isEqualTo("done");
            assertThat(app.waitForExit(5000)).contains(0);
            assertThat(clicked.body().get("vanished").findValuesAsText("label")).contains("OK", "Keep");
            McpSession.Answer gone = mcp.call("wait_for", Map.of("window", "Overwrite", "gone", true, "timeout_ms", 5000));
            assertThat(gone.body().get("outcome").asText()).isEqualTo("disappeared");
            McpSession.Answer stale = mcp.call("act", Map.of("actions",
                    List.of(Map.of("do", "click", "id", ok.get("id").asInt()))));
            assertThat(stale.error()).isTrue();
            assertThat(stale.text()).contains("element " + ok.get("id").asInt()).contains("'OK'").contains("no longer");
        }
    }

    @Test
    void aBatchFillsAFormAndAnswersWithTheDiff() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--forms", "--title", "Account",
                "--text", "New account", "--add-entry", "First name", "--add-entry", "Last name");
             McpSession mcp = new McpSession(REAL, "--real-input")) {
            McpSession.Answer a = mcp.call("act", Map.of("actions", List.of(
                    Map.of("do", "type", "text", "Ada"), Map.of("do", "key", "keys", "Tab"),
                    Map.of("do", "type", "text", "Lovelace"), Map.of("do", "click", "label", "OK"))));
            assertThat(a.error()).as(a.text()).isFalse();
            assertThat(a.body().get("actions")).hasSize(4);
            assertThat(app.waitForExit(5000)).as(a.text()).contains(0);
            assertThat(app.stdout().strip()).isEqualTo("Ada|Lovelace");
            // the dialog closed: its caption and buttons vanished; on the now empty screen the index falls back to the grid
            assertThat(a.body().get("vanished").findValuesAsText("label")).contains("New account", "Cancel", "OK");
            assertThat(a.body().get("appeared").findValuesAsText("source")).containsOnly("grid");
        }
    }

    @Test
    void waitForSaysWhenATextAppearsAndWhenItTimesOut() throws Exception {
        try (McpSession mcp = new McpSession(Map.of())) {
            McpSession.Answer none = mcp.call("wait_for", Map.of("text", "Quarterly figures", "timeout_ms", 600));
            assertThat(none.error()).isFalse();
            assertThat(none.body().get("outcome").asText()).isEqualTo("timed_out");
            try (App app = App.start("zenity", 1, Map.of(), "zenity", "--info", "--title", "Note",
                    "--text", "Quarterly figures are ready")) {
                McpSession.Answer seen = mcp.call("wait_for", Map.of("text", "Quarterly figures", "timeout_ms", 10_000));
                assertThat(seen.body().get("outcome").asText()).isEqualTo("appeared");
            }
        }
    }

    private static JsonNode element(JsonNode observation, String label) {
        return StreamSupport.stream(observation.get("elements").spliterator(), false)
                .filter(e -> e.get("label").asText().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no element '" + label + "' in " + observation));
    }
}
