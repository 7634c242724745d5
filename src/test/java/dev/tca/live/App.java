package dev.tca.live;

import dev.tca.core.Rect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A real application started on the private display, and what its accessibility tree says about it. */
final class App implements AutoCloseable {

    record Control(String role, String name, Rect box) {
    }

    private final Process process;
    private final String atspiName;

    private App(Process process, String atspiName) {
        this.process = process;
        this.atspiName = atspiName;
    }

    /** Starts the app and waits until AT-SPI shows at least {@code minControls} named controls. */
    static App start(String atspiName, int minControls, Map<String, String> env, String... command)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().putAll(env);
        Path errors = java.nio.file.Files.createTempFile("tca-app", ".err");
        pb.redirectError(errors.toFile());
        App app = new App(pb.start(), atspiName);
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline) {
            if (app.controls().stream().filter(c -> !c.name().isBlank()).count() >= minControls) {
                Thread.sleep(700); // the last frame paints after the tree is complete
                return app;
            }
            if (!app.process.isAlive()) {
                throw new IllegalStateException(String.join(" ", command) + " exited with " + app.process.exitValue()
                        + ": " + java.nio.file.Files.readString(errors).strip());
            }
            Thread.sleep(200);
        }
        app.close();
        throw new IllegalStateException(String.join(" ", command) + " never showed " + minControls + " controls");
    }

    long pid() {
        return process.pid();
    }

    List<Control> controls() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("/usr/bin/python3", Path.of("scripts/atspi_boxes.py").toAbsolutePath().toString(),
                atspiName).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        p.waitFor(20, TimeUnit.SECONDS);
        List<Control> controls = new ArrayList<>();
        for (JsonNode c : new ObjectMapper().readTree(new String(out, StandardCharsets.UTF_8))) {
            JsonNode b = c.get("box");
            controls.add(new Control(c.get("role").asText(), c.get("name").asText(),
                    new Rect(b.get(0).asInt(), b.get(1).asInt(), b.get(2).asInt(), b.get(3).asInt())));
        }
        return controls;
    }

    Control button(String name) throws IOException, InterruptedException {
        return controls().stream().filter(c -> c.role().equals("push button") && c.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no button '" + name + "' in the accessibility tree"));
    }

    /** Waits for the app to exit and returns its exit code, or empty if it is still running. */
    Optional<Integer> waitForExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? Optional.of(process.exitValue()) : Optional.empty();
    }

    String stdout() throws IOException {
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        try {
            ProcessTrees.end(process);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
