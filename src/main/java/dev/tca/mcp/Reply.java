package dev.tca.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.ArrayList;
import java.util.List;

/** Tool results: JSON text for an answer, one line naming the problem for an error. */
final class Reply {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Reply() {
    }

    static CallToolResult ok(Object body) {
        return ok(body, List.of());
    }

    /** The JSON body first, then any more content (an image). */
    static CallToolResult ok(Object body, List<McpSchema.Content> more) {
        List<McpSchema.Content> content = new ArrayList<>();
        content.add(new McpSchema.TextContent(json(body)));
        content.addAll(more);
        return CallToolResult.builder().content(content).isError(false).build();
    }

    static CallToolResult error(String line) {
        return CallToolResult.builder().addTextContent(line).isError(true).build();
    }

    /** An error with what was done before it, so the client knows the state it left. */
    static CallToolResult error(String line, Object body) {
        return CallToolResult.builder().addTextContent(line).addTextContent(json(body)).isError(true).build();
    }

    static String json(Object body) {
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the reply as JSON: " + e.getOriginalMessage(), e);
        }
    }
}
