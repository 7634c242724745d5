package dev.tca;

import dev.tca.core.Rect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real-application screenshots in src/test/resources/screens, made by scripts/capture-screens.sh,
 * with the truth for every control from the applications' own accessibility tree.
 */
public final class Fixtures {

    public static final Path SCREENS = Path.of("src/test/resources/screens");

    public record Control(String role, String name, Rect box) {
    }

    public record Screenshot(String scenario, Path png, List<Control> controls) {
        @Override
        public String toString() {
            return scenario;
        }

        /** Controls a person clicks by their text: buttons, menus, list rows. */
        public List<Control> clickable() {
            return controls.stream()
                    .filter(c -> !c.name().isBlank())
                    .filter(c -> List.of("push button", "menu", "menu item", "table cell", "list item", "page tab",
                            "toggle button", "check box", "radio button").contains(c.role()))
                    .toList();
        }
    }

    private Fixtures() {
    }

    public static Stream<Screenshot> screenshots() throws IOException {
        List<Screenshot> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(SCREENS)) {
            for (Path json : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                out.add(read(json));
            }
        }
        return out.stream();
    }

    static Screenshot read(Path json) {
        try (InputStream in = Files.newInputStream(json)) {
            JsonNode root = new ObjectMapper().readTree(in);
            List<Control> controls = new ArrayList<>();
            for (JsonNode c : root.get("controls")) {
                JsonNode b = c.get("box");
                controls.add(new Control(c.get("role").asText(), c.get("name").asText(),
                        new Rect(b.get(0).asInt(), b.get(1).asInt(), b.get(2).asInt(), b.get(3).asInt())));
            }
            String name = root.get("scenario").asText();
            return new Screenshot(name, json.resolveSibling(name + ".png"), controls);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
