package dev.tca.platform.x11;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** Decodes the raw bytes of X11 window properties (pure, so it is tested on saved samples). */
public final class WindowProperties {

    private WindowProperties() {
    }

    /** WM_CLASS is "instance\0Class\0": the class is the second string, or the first if there is one only. */
    public static String wmClass(byte[] raw) {
        if (raw == null || raw.length == 0) {
            return "";
        }
        String[] parts = new String(raw, StandardCharsets.ISO_8859_1).split("\0");
        if (parts.length >= 2 && !parts[1].isEmpty()) {
            return parts[1];
        }
        return parts.length >= 1 ? parts[0] : "";
    }

    /** A text property: UTF-8 for _NET_WM_NAME, Latin-1 for a plain STRING WM_NAME; trailing NULs dropped. */
    public static String text(byte[] raw, boolean utf8) {
        if (raw == null) {
            return "";
        }
        int end = raw.length;
        while (end > 0 && raw[end - 1] == 0) {
            end--;
        }
        Charset cs = utf8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
        return new String(raw, 0, end, cs);
    }
}
