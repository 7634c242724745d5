package dev.tca.tasks;

import dev.tca.core.BadInputException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Reads task files (one JSON per task); a bad file is a one-line error naming the file and the field. */
public final class TaskLoader {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HELDOUT = "heldout";

    private TaskLoader() {
    }

    /** The tasks shipped in the JAR (tasks/*.json), each web task followed by its pixels variant. */
    public static List<TaskSpec> bundled() {
        try {
            URI uri = TaskLoader.class.getResource("/tasks").toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem fs = FileSystems.newFileSystem(uri, Map.of())) {
                    return fromDirectory(fs.getPath("/tasks"));
                }
            }
            return fromDirectory(Path.of(uri));
        } catch (IOException | URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("the bundled tasks cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * The tasks with any of {@code tags} (all when none are given). A tag starting with "heldout" names a held-out
     * set: its tasks run only when one of their own held-out tags is asked for. They measure whether the brain
     * generalises, so neither the everyday suite nor another held-out set may show them.
     */
    public static List<TaskSpec> select(List<TaskSpec> all, List<String> tags) {
        return all.stream().filter(t -> tags.isEmpty() || tags.stream().anyMatch(t::hasTag))
                .filter(t -> heldOutTags(t).isEmpty() || heldOutTags(t).stream().anyMatch(tags::contains)).toList();
    }

    private static List<String> heldOutTags(TaskSpec t) {
        return t.tags().stream().filter(tag -> tag.startsWith(HELDOUT)).toList();
    }

    public static List<TaskSpec> fromDirectory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("no task folder at " + dir);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("cannot list " + dir + ": " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new BadInputException("no task files (*.json) in " + dir);
        }
        List<TaskSpec> all = new ArrayList<>();
        for (Path f : files) {
            TaskSpec t = load(f);
            all.add(t);
            if (t.launch() instanceof Launch.Page) {
                all.add(t.pixels());
            }
        }
        return all;
    }

    public static TaskSpec load(Path file) {
        String name = file.getFileName().toString();
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new BadInputException("task " + name + ": not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        try {
            TaskSpec t = parse(root);
            if (!name.equals(t.id() + ".json")) {
                throw new IllegalArgumentException("id '" + t.id() + "' must match the file name");
            }
            return t;
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("task " + name + ": " + e.getMessage());
        }
    }

    static TaskSpec parse(JsonNode root) {
        List<String> tags = new ArrayList<>();
        field(root, "tags").forEach(t -> tags.add(t.asText()));
        return new TaskSpec(text(root, "id"), text(root, "goal"), tags, field(root, "minSteps").asInt(),
                launch(field(root, "launch")), expect(field(root, "expect")), root.path("timeoutSeconds").asInt(120));
    }

    private static Launch launch(JsonNode n) {
        if (n.has("page") == n.has("command")) {
            throw new IllegalArgumentException("launch needs exactly one of 'page' or 'command'");
        }
        if (n.has("page")) {
            return new Launch.Page(text(n, "page"), true);
        }
        List<String> command = new ArrayList<>();
        n.get("command").forEach(a -> command.add(a.asText()));
        Map<String, String> files = new LinkedHashMap<>();
        n.path("files").fields().forEachRemaining(e -> files.put(e.getKey(), e.getValue().asText()));
        return new Launch.App(command, n.hasNonNull("windowClass") ? n.get("windowClass").asText() : null, files);
    }

    private static Expect expect(JsonNode n) {
        Map<String, JsonNode> state = new LinkedHashMap<>();
        n.path("state").fields().forEachRemaining(e -> state.put(e.getKey(), e.getValue()));
        JsonNode f = n.get("file");
        return new Expect(state, n.hasNonNull("exitCode") ? n.get("exitCode").asInt() : null,
                n.hasNonNull("stdout") ? n.get("stdout").asText() : null,
                f == null ? null : new Expect.FileContent(f.path("path").asText(null), f.path("content").asText(null)),
                n.hasNonNull("answer") ? n.get("answer").asText() : null);
    }

    private static JsonNode field(JsonNode n, String name) {
        JsonNode v = n.get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("field '" + name + "' is missing");
        }
        return v;
    }

    private static String text(JsonNode n, String name) {
        JsonNode v = field(n, name);
        if (!v.isTextual()) {
            throw new IllegalArgumentException("field '" + name + "' must be a string");
        }
        return v.asText();
    }
}
