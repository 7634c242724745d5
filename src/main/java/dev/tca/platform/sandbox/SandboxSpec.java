package dev.tca.platform.sandbox;

import dev.tca.core.BadInputException;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a sandbox is made of: the private screen's size, the apps to start in it (each a word list,
 * never a shell line), how long an app may take to map its first window, and the display number
 * the search for a free one starts from.
 */
public record SandboxSpec(int width, int height, List<List<String>> launch, Duration readyTimeout, int firstDisplay) {

    public static final String DEFAULT_SIZE = "1280x800";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(20);
    /** Above the numbers a desktop session and the usual test servers take. */
    public static final int DEFAULT_FIRST_DISPLAY = 100;

    private static final Pattern SIZE = Pattern.compile("(\\d{2,5})x(\\d{2,5})");

    public SandboxSpec {
        if (width < 64 || height < 64 || width > 8192 || height > 8192) {
            throw new BadInputException("sandbox size must be between 64x64 and 8192x8192, got " + width + "x" + height);
        }
        launch = launch.stream().map(List::copyOf).toList();
        for (List<String> command : launch) {
            if (command.isEmpty()) {
                throw new BadInputException("empty --launch command");
            }
        }
        Objects.requireNonNull(readyTimeout, "readyTimeout");
        if (readyTimeout.isNegative() || readyTimeout.isZero()) {
            throw new IllegalArgumentException("readyTimeout must be positive, got " + readyTimeout);
        }
        if (firstDisplay < 1 || firstDisplay > 60000) {
            throw new IllegalArgumentException("firstDisplay must be in 1..60000, got " + firstDisplay);
        }
    }

    /** From the command line: --sandbox-size WxH (null for the default) and each --launch CMD as typed. */
    public static SandboxSpec of(String size, List<String> launchCommands) {
        Matcher m = SIZE.matcher(size == null ? DEFAULT_SIZE : size.strip());
        if (!m.matches()) {
            throw new BadInputException("--sandbox-size must look like 1280x800, got '" + size + "'");
        }
        return new SandboxSpec(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                launchCommands.stream().map(ShellWords::split).toList(), DEFAULT_TIMEOUT, DEFAULT_FIRST_DISPLAY);
    }

    public SandboxSpec withFirstDisplay(int first) {
        return new SandboxSpec(width, height, launch, readyTimeout, first);
    }

    public SandboxSpec withReadyTimeout(Duration timeout) {
        return new SandboxSpec(width, height, launch, timeout, firstDisplay);
    }
}
