package dev.tca.trace;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.loop.Episode;
import dev.tca.loop.Step;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The whole episode as a JSON tree: every step's elements, decision, verdict, execution and timings. No pixels. */
public final class EpisodeJson {

    public static final int FORMAT_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private EpisodeJson() {
    }

    public static ObjectNode of(Episode episode, String brain, String screen) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", "tca-episode");
        root.put("version", FORMAT_VERSION);
        root.put("goal", episode.goal());
        root.put("brain", brain);
        root.put("screen", screen);
        root.put("result", episode.result().wireName());
        root.put("reason", episode.reason());
        ArrayNode steps = root.putArray("steps");
        for (Step s : episode.steps()) {
            steps.add(step(s));
        }
        return root;
    }

    private static ObjectNode step(Step s) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("index", s.index());
        n.put("context", s.context());
        n.set("observation", observation(s.observation()));
        if (s.decision() != null) {
            n.set("decision", decision(s.decision(), s.observation()));
        }
        if (s.verdict() != null) {
            ObjectNode v = n.putObject("verdict");
            v.put("allowed", s.verdict().allowed());
            v.put("reason", s.verdict().reason());
        }
        if (s.execution() != null) {
            Execution e = s.execution();
            ObjectNode x = n.putObject("execution");
            x.put("performed", e.performed());
            x.put("summary", e.summary());
            if (e.pixel() != null) {
                x.putArray("pixel").add(e.pixel().x()).add(e.pixel().y());
            }
        }
        if (s.screenChanged() != null) {
            n.put("screenChanged", s.screenChanged());
        }
        ObjectNode t = n.putObject("timingsMs");
        t.put("capture", s.timings().captureMs());
        t.put("detect", s.timings().detectMs());
        t.put("decide", s.timings().decideMs());
        t.put("act", s.timings().actMs());
        t.put("verify", s.timings().verifyMs());
        return n;
    }

    private static ObjectNode observation(Observation o) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("detector", o.detector());
        n.put("frameWidth", o.frameWidth());
        n.put("frameHeight", o.frameHeight());
        ObjectNode m = n.putObject("mapping");
        m.put("originX", o.mapping().originX());
        m.put("originY", o.mapping().originY());
        m.put("scaleX", o.mapping().scaleX());
        m.put("scaleY", o.mapping().scaleY());
        if (!o.note().isEmpty()) {
            n.put("note", o.note());
        }
        ArrayNode elements = n.putArray("elements");
        for (Element e : o.elements()) {
            ObjectNode en = elements.addObject();
            en.put("id", e.id());
            en.put("label", e.label());
            Rect b = e.box();
            en.putArray("box").add(b.x()).add(b.y()).add(b.width()).add(b.height());
            en.put("source", e.source().wireName());
            en.put("confidence", Math.round(e.confidence() * 1000) / 1000.0);
        }
        ArrayNode text = n.putArray("screenText");
        o.screenText().forEach(text::add);
        return n;
    }

    private static ObjectNode decision(Decision d, Observation o) {
        ObjectNode n = MAPPER.createObjectNode();
        Action a = d.action();
        n.put("action", a.verb());
        n.put("describe", a.describe());
        a.target().ifPresent(id -> {
            n.put("target", id);
            o.element(id).ifPresent(e -> n.put("targetLabel", e.label()));
        });
        if (a instanceof Action.Type t) {
            n.put("text", t.text());
        } else if (a instanceof Action.Key k) {
            n.put("key", k.chord().toString());
        }
        n.put("reason", d.reason());
        if (d.confidence() != null) {
            n.put("confidence", d.confidence());
        }
        return n;
    }
}
