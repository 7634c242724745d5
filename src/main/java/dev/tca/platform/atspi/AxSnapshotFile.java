package dev.tca.platform.atspi;

import dev.tca.core.BadInputException;
import dev.tca.core.Rect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A snapshot of the tree saved as JSON beside a screenshot, so the perception benchmark and tests
 * replay what the tree said on that screen without the application running. The handles are kept
 * as text; they are stale once the application exits, so a replayed tree is read, never acted on.
 */
public final class AxSnapshotFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private AxSnapshotFile() {
    }

    public static void write(AxSnapshot snap, Path file) {
        ObjectNode root = JSON.createObjectNode();
        root.put("activeApp", snap.activeApp());
        root.put("millis", snap.millis());
        ArrayNode nodes = root.putArray("nodes");
        for (AxNode n : snap.nodes()) {
            ObjectNode o = nodes.addObject();
            o.put("parent", n.parent()).put("app", n.app()).put("window", n.window()).put("role", n.role())
                    .put("name", n.name()).put("description", n.description());
            new TreeSet<>(n.states()).forEach(o.putArray("states")::add);
            o.put("text", n.text());
            o.put("min", n.min()).put("max", n.max()).put("current", n.current());
            o.putArray("box").add(n.box().x()).add(n.box().y()).add(n.box().width()).add(n.box().height());
            n.actions().forEach(o.putArray("actions")::add);
            o.put("handle", n.handle().bus() + n.handle().path()).put("offscreen", n.offscreen());
        }
        try {
            JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
        } catch (IOException e) {
            throw new BadInputException("cannot write the tree snapshot " + file + ": " + e.getMessage());
        }
    }

    public static AxSnapshot read(Path file) {
        try {
            JsonNode root = JSON.readTree(file.toFile());
            List<AxNode> nodes = new ArrayList<>();
            for (JsonNode o : root.path("nodes")) {
                JsonNode b = o.get("box");
                Set<String> states = new TreeSet<>();
                o.path("states").forEach(s -> states.add(s.asText()));
                List<String> actions = new ArrayList<>();
                o.path("actions").forEach(s -> actions.add(s.asText()));
                String handle = o.path("handle").asText();
                int slash = Math.max(0, handle.indexOf('/'));
                nodes.add(new AxNode(nodes.size(), o.path("parent").asInt(-1), o.path("app").asText(),
                        o.path("window").asText(), o.path("role").asText(), o.path("name").asText(),
                        o.path("description").asText(), states, text(o, "text"), number(o, "min"), number(o, "max"),
                        number(o, "current"), new Rect(b.get(0).asInt(), b.get(1).asInt(), b.get(2).asInt(), b.get(3).asInt()),
                        actions, new AxHandle(handle.substring(0, slash), handle.substring(slash)),
                        o.path("offscreen").asBoolean()));
            }
            String active = root.path("activeApp").isTextual() ? root.get("activeApp").asText() : null;
            return new AxSnapshot(nodes, active, null, root.path("millis").asLong(), nodes.size(), List.of());
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read the tree snapshot " + file + ": " + e.getMessage());
        }
    }

    private static String text(JsonNode o, String field) {
        return o.path(field).isTextual() ? o.get(field).asText() : null;
    }

    private static Double number(JsonNode o, String field) {
        return o.path(field).isNumber() ? o.get(field).asDouble() : null;
    }
}
