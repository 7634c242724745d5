package dev.tca.mcp;

import dev.tca.core.Point;
import dev.tca.doctor.Check;
import dev.tca.trace.Annotator;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The tools that only look: doctor, windows, observe, screenshot. */
final class LookTools {

    private final Desktop desktop;
    private final StableIds ids;

    LookTools(Desktop desktop, StableIds ids) {
        this.desktop = desktop;
        this.ids = ids;
    }

    CallToolResult doctor(Args args) {
        List<Check> checks = desktop.doctor();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("ready", checks.stream().noneMatch(Check::blocks));
        body.put("real_input", desktop.realInput());
        body.put("checks", checks.stream().map(Views::check).toList());
        return Reply.ok(body);
    }

    CallToolResult windows(Args args) {
        return Reply.ok(Map.of("windows", desktop.windows().stream().map(Views::window).toList()));
    }

    CallToolResult observe(Args args) {
        Optional<Desktop.Window> window = window(args);
        boolean text = args.bool("text", false);
        boolean focused = args.bool("focused", false);
        Desktop.Seen seen = desktop.observe();
        List<Item> items = within(ids.assign(seen.observation()), window);
        Map<String, Object> body = header(seen, window);
        body.put("elements", Views.items(items));
        if (text) {
            body.put("text", seen.observation().screenText());
        }
        if (focused) {
            // only the accessibility tree knows keyboard focus; OCR alone leaves focused_element null
            body.put("focused_element", items.stream().filter(i -> i.state().contains("focused")).findFirst()
                    .map(Views::item).orElse(null));
            body.put("focused_window", desktop.windows().stream().filter(Desktop.Window::active).findFirst()
                    .map(Views::window).orElse(null));
        }
        return Reply.ok(body);
    }

    CallToolResult screenshot(Args args) {
        Optional<Desktop.Window> window = window(args);
        boolean annotate = args.bool("annotate", true);
        Desktop.Seen seen = desktop.observe();
        List<Item> items = within(ids.assign(seen.observation()), window);
        BufferedImage image = annotate
                ? Annotator.annotate(seen.frame(), seen.observation(), 0,
                        element -> ids.byElement(element).map(i -> String.valueOf(i.id())).orElse("?"))
                : seen.frame().image();
        Map<String, Object> body = header(seen, window);
        body.put("elements", Views.items(items));
        return Reply.ok(body, List.of(new McpSchema.ImageContent(null, png(image), "image/png")));
    }

    private Map<String, Object> header(Desktop.Seen seen, Optional<Desktop.Window> window) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("screen", Map.of("width", seen.frame().width(), "height", seen.frame().height()));
        body.put("detector", seen.observation().detector());
        window.ifPresent(w -> body.put("window", Views.window(w)));
        if (!seen.observation().note().isEmpty()) {
            body.put("note", seen.observation().note());
        }
        return body;
    }

    /** The window named by id, by a part of its title, or "active"; empty when the whole screen is meant. */
    Optional<Desktop.Window> window(Args args) {
        Optional<String> name = args.optString("window");
        if (name.isEmpty()) {
            return Optional.empty();
        }
        String wanted = name.get().strip();
        List<Desktop.Window> all = desktop.windows();
        return Optional.of(all.stream().filter(w -> wanted.equals("active") ? w.active()
                        : String.valueOf(w.id()).equals(wanted) || w.title().toLowerCase(Locale.ROOT)
                        .contains(wanted.toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new ToolException(args.where() + ": no window '" + wanted + "' (open: "
                        + String.join(", ", all.stream().map(w -> w.id() + " '" + w.title() + "'").toList()) + ")")));
    }

    private static List<Item> within(List<Item> items, Optional<Desktop.Window> window) {
        if (window.isEmpty()) {
            return items;
        }
        return items.stream().filter(i -> {
            Point c = i.box().center();
            return window.get().box().contains(c);
        }).toList();
    }

    private static String png(BufferedImage image) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }
}
