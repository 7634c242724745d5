package dev.tca.tasks;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Runs tca exactly as a user does: {@code java -jar tca.jar --live --real-input GOAL} with
 * TCA_ALLOW_REAL_INPUT=1; --runs-dir only so a failing task keeps its screenshots for inspection, and
 * --trace only when the episodes are recorded ({@link #tracing}).
 */
public final class TcaAgent implements Agent {

    private static final Pattern STEP = Pattern.compile("^\\s*step \\d+ \\|.*");

    private final Path jar;
    private final Map<String, String> env;
    private final boolean trace;

    public TcaAgent(Path jar, Map<String, String> env) {
        this(jar, env, false);
    }

    private TcaAgent(Path jar, Map<String, String> env, boolean trace) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no tca JAR at " + jar + " (build it: mvn -q -DskipTests package)");
        }
        this.jar = jar;
        this.env = Map.copyOf(env);
        this.trace = trace;
    }

    /** The same agent, its tca also writing the episode's trace to {@value EpisodeTraces#FILE} in the runs folder. */
    public TcaAgent tracing() {
        return new TcaAgent(jar, env, true);
    }

    /** The JAR this code runs from, or target/tca.jar when it runs from classes (tests). */
    public static Path runningJar() {
        try {
            Path p = Path.of(TcaAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return p.toString().endsWith(".jar") ? p : Path.of("target/tca.jar").toAbsolutePath();
        } catch (URISyntaxException e) {
            return Path.of("target/tca.jar").toAbsolutePath();
        }
    }

    @Override
    public Attempt attempt(TaskSpec task, Path runsDir) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString(), "--live", "--real-input",
                "--runs-dir", runsDir.toString()));
        if (trace) {
            command.addAll(List.of("--trace", runsDir.resolve(EpisodeTraces.FILE).toString()));
        }
        command.add(task.goal());
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().putAll(env);
        pb.environment().put("TCA_ALLOW_REAL_INPUT", "1");
        Path log = Files.createTempFile("tca-task", ".out");
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        Process p = pb.start();
        boolean done = p.waitFor(task.timeoutSeconds(), TimeUnit.SECONDS);
        if (!done) {
            Processes.endTree(p, 1_000);
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        Files.deleteIfExists(log);
        return new Attempt(done ? p.exitValue() : -1, out, steps(out), !done);
    }

    static int steps(String output) {
        return (int) output.lines().filter(l -> STEP.matcher(l).matches()).count();
    }
}
