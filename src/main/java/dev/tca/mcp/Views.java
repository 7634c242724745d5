package dev.tca.mcp;

import dev.tca.core.Rect;
import dev.tca.doctor.Check;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON shapes the tools answer with, as ordered maps, so field names are chosen here and nowhere else. */
final class Views {

    private Views() {
    }

    static Map<String, Object> item(Item i) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", i.id());
        m.put("role", i.role());
        m.put("label", i.label());
        m.put("value", i.value());
        m.put("state", i.state());
        m.put("box", box(i.box()));
        m.put("source", i.source().wireName());
        return m;
    }

    static List<Map<String, Object>> items(List<Item> items) {
        return items.stream().map(Views::item).toList();
    }

    static Map<String, Object> box(Rect r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("x", r.x());
        m.put("y", r.y());
        m.put("width", r.width());
        m.put("height", r.height());
        return m;
    }

    static Map<String, Object> window(Desktop.Window w) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", w.id());
        m.put("title", w.title());
        m.put("application", w.application());
        m.put("box", box(w.box()));
        m.put("active", w.active());
        return m;
    }

    static Map<String, Object> check(Check c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", c.name());
        m.put("status", c.status().name().toLowerCase(java.util.Locale.ROOT));
        m.put("detail", c.detail());
        m.put("fix", c.fix());
        m.put("required", c.required());
        return m;
    }
}
