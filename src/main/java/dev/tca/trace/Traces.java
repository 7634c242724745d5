package dev.tca.trace;

import dev.tca.codec.ActionCodec;
import dev.tca.core.AtomicFiles;
import dev.tca.core.BadInputException;
import dev.tca.loop.Episode;
import dev.tca.loop.Step;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns episodes into traces, and traces into and out of JSON files, refusing what it cannot trust. */
public final class Traces {

    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .registerModule(ActionCodec.module());

    private Traces() {
    }

    public static Trace of(Episode episode, String brain, String screen, String expected, List<String> tags) {
        List<TraceStep> steps = episode.steps().stream().map(Traces::step).toList();
        return new Trace(Trace.FORMAT, Trace.VERSION, episode.goal(), brain, screen, expected, tags,
                episode.result().wireName(), episode.reason(), steps);
    }

    private static TraceStep step(Step s) {
        Map<String, Long> t = new LinkedHashMap<>();
        t.put("capture", s.timings().captureMs());
        t.put("detect", s.timings().detectMs());
        t.put("decide", s.timings().decideMs());
        t.put("act", s.timings().actMs());
        t.put("verify", s.timings().verifyMs());
        return new TraceStep(s.index(), s.context(), TraceObservation.of(s.observation()),
                s.decision() == null ? null : TraceDecision.of(s.decision(), s.observation()),
                s.verdict() == null ? null : new TraceStep.TraceVerdict(s.verdict().allowed(), s.verdict().reason()),
                s.execution() == null ? null : new TraceStep.TraceExecution(s.execution().performed(),
                        s.execution().summary(), s.execution().pixel() == null ? null
                        : List.of(s.execution().pixel().x(), s.execution().pixel().y())),
                s.screenChanged(), t, s.evidence(), null);
    }

    public static String toJson(Trace trace) {
        try {
            return JSON.writeValueAsString(trace);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a trace could not be written as JSON", e);
        }
    }

    /** Writes the whole trace or nothing: a full disk leaves no half file for a replay to trust. */
    public static void write(Trace trace, Path file) {
        try {
            AtomicFiles.write(file, (toJson(trace) + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new BadInputException("cannot write trace " + file + ": " + AtomicFiles.reason(e));
        }
    }

    /** Reads and checks one trace (format version 1 or 2); any problem is one line naming the file and what is wrong. */
    public static Trace read(Path file) {
        JsonNode tree;
        try {
            tree = JSON.readTree(file.toFile());
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("trace " + file + " is not a valid trace: " + firstLine(e));
        }
        if (tree == null || !tree.isObject() || !Trace.FORMAT.equals(tree.path("format").asText())) {
            throw new BadInputException("trace " + file + " is not a tca trace (format is not '" + Trace.FORMAT + "')");
        }
        int version = tree.path("version").asInt(0);
        if (version == 1) {
            TraceV1.upgrade((ObjectNode) tree);
        } else if (version != Trace.VERSION) {
            throw new BadInputException("trace " + file + " has format version " + tree.path("version")
                    + ", this tca reads versions 1 and " + Trace.VERSION);
        }
        Trace t;
        try {
            t = JSON.treeToValue(tree, Trace.class);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("trace " + file + " is not a valid trace: " + firstLine(e));
        }
        if (t.steps().isEmpty() || t.steps().get(0).observation() == null) {
            throw new BadInputException("trace " + file + " has no recorded screen");
        }
        try {
            t.steps().forEach(s -> s.observation().toObservation());
        } catch (RuntimeException e) {
            throw new BadInputException("trace " + file + " has a malformed screen: " + e.getMessage());
        }
        return t;
    }

    private static String firstLine(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
    }
}
