package dev.tca.platform;

import java.util.Map;

/**
 * What kind of display session this process is in, read from the environment alone (pure, so it
 * is tested on saved samples): X11, Wayland with XWayland, Wayland only, or none.
 */
public record DisplayEnvironment(Kind kind, String display, String waylandDisplay) {

    public enum Kind { X11, XWAYLAND, WAYLAND_ONLY, NONE, OTHER_OS }

    public static DisplayEnvironment of(Map<String, String> env, String osName) {
        String display = blankToNull(env.get("DISPLAY"));
        String wayland = blankToNull(env.get("WAYLAND_DISPLAY"));
        if (!osName.toLowerCase(java.util.Locale.ROOT).contains("linux")
                && !osName.toLowerCase(java.util.Locale.ROOT).contains("bsd")) {
            return new DisplayEnvironment(Kind.OTHER_OS, display, wayland);
        }
        boolean waylandSession = wayland != null || "wayland".equalsIgnoreCase(env.get("XDG_SESSION_TYPE"));
        if (display != null) {
            return new DisplayEnvironment(waylandSession ? Kind.XWAYLAND : Kind.X11, display, wayland);
        }
        return new DisplayEnvironment(waylandSession ? Kind.WAYLAND_ONLY : Kind.NONE, null, wayland);
    }

    public static DisplayEnvironment current() {
        return of(System.getenv(), System.getProperty("os.name", ""));
    }

    /** A sentence for the user, with the fix when tca cannot capture here. */
    public String explain() {
        return switch (kind) {
            case X11 -> "X11 display " + display;
            case XWAYLAND -> "Wayland session with XWayland on " + display
                    + ": only X11 windows can be captured; native Wayland windows come out black";
            case WAYLAND_ONLY -> "Wayland-only session (WAYLAND_DISPLAY=" + waylandDisplay + ", no DISPLAY): "
                    + "java.awt.Robot captures black frames there; log in to an X11 session, or run a throwaway "
                    + "X server: Xvfb :99 -screen 0 1280x800x24 & export DISPLAY=:99";
            case NONE -> "no display: DISPLAY is not set; run inside an X11 session, or start a throwaway one: "
                    + "Xvfb :99 -screen 0 1280x800x24 & export DISPLAY=:99";
            case OTHER_OS -> "not Linux: live capture and input are built for Linux/X11 so far";
        };
    }

    public boolean canCapture() {
        return kind == Kind.X11 || kind == Kind.XWAYLAND;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
