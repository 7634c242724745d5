package dev.tca.doctor;

import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AxApp;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Which running applications expose an accessibility tree, and how to fix the ones that do not.
 * Never required: without the tree tca still sees the screen through OCR.
 */
final class AccessibilityCheck {

    private static final String NAME = "accessibility tree";

    private AccessibilityCheck() {
    }

    static Check run(Map<String, String> env) {
        String[] why = {""};
        var ax = AtSpi.connect(env, reason -> why[0] = reason);
        if (ax.isEmpty()) {
            return Check.warn(NAME, why[0], "start a D-Bus session (dbus-launch) with at-spi2-core installed;"
                    + " OCR still works without it");
        }
        try (AtSpi atSpi = ax.get()) {
            // an application without a visible window (a portal, a daemon) has nothing to expose
            List<AxApp> apps = atSpi.applications().stream().filter(a -> a.nodes() > 0).toList();
            List<AxApp> bare = apps.stream().filter(a -> !a.exposesContent()).toList();
            String shown = apps.stream().filter(AxApp::exposesContent).map(a -> a.name() + " (" + a.nodes() + " nodes)")
                    .collect(Collectors.joining(", "));
            String detail = apps.isEmpty() ? "no application is on the accessibility bus"
                    : shown.isEmpty() ? "no application exposes its controls" : "exposing their controls: " + shown;
            if (bare.isEmpty()) {
                return apps.isEmpty()
                        ? Check.warn(NAME, detail, "GTK apps need NO_AT_BRIDGE=0 GTK_A11Y=atspi; Chromium needs "
                        + "ACCESSIBILITY_ENABLED=1 and --force-renderer-accessibility")
                        : Check.ok(NAME, detail);
            }
            return Check.warn(NAME, detail, bare.stream().map(a -> a.name() + ": " + a.hint())
                    .collect(Collectors.joining("; ")));
        }
    }
}
