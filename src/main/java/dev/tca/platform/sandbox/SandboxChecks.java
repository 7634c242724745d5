package dev.tca.platform.sandbox;

import dev.tca.doctor.Check;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The programs a sandbox runs, looked up on this machine: `tca --doctor --sandbox` prints these. */
final class SandboxChecks {

    /** Where Debian, Ubuntu and Fedora put the accessibility bus launcher of at-spi2-core. */
    private static final List<String> AT_SPI_LAUNCHERS = List.of("/usr/libexec/at-spi-bus-launcher",
            "/usr/lib/at-spi2-core/at-spi-bus-launcher", "/usr/lib/at-spi-bus-launcher");

    private SandboxChecks() {
    }

    static List<Check> run() {
        return List.of(
                program("Xvfb", "the sandbox's private X server", "apt-get install xvfb", true),
                program("dbus-daemon", "the sandbox's own D-Bus session", "apt-get install dbus-daemon", true),
                program("setsid", "the watchdog that ends the sandbox when tca dies", "apt-get install util-linux", true),
                atSpi());
    }

    private static Check program(String name, String role, String fix, boolean required) {
        return onPath(name).map(p -> Check.ok("sandbox: " + name, p.toString()))
                .orElseGet(() -> Check.fail("sandbox: " + name, name + " is not on PATH; it is " + role, fix, required));
    }

    private static Check atSpi() {
        return AT_SPI_LAUNCHERS.stream().map(Path::of).filter(Files::isExecutable).findFirst()
                .map(p -> Check.ok("sandbox: at-spi2-core", p.toString()))
                .orElseGet(() -> Check.warn("sandbox: at-spi2-core", "no at-spi-bus-launcher: apps in the sandbox "
                        + "will have no accessibility tree", "apt-get install at-spi2-core"));
    }

    static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        return Stream.of((path == null ? "/usr/bin:/bin" : path).split(File.pathSeparator))
                .map(dir -> Path.of(dir, name)).filter(Files::isExecutable).findFirst();
    }
}
