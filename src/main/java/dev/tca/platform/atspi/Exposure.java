package dev.tca.platform.atspi;

import java.util.List;
import java.util.Locale;

/**
 * Pure: does an application's tree show its content, and if not, how to make it. A browser shows
 * page content only as a "document web" with children; Chromium and Electron build that part of
 * the tree only when asked to.
 */
final class Exposure {

    static final String BROWSER_HINT = "no page content in the tree; start it with --force-renderer-accessibility "
            + "(or ACCESSIBILITY_ENABLED=1)";
    static final String EMPTY_HINT = "no controls in the tree; a GTK app needs NO_AT_BRIDGE=0 GTK_A11Y=atspi";

    private Exposure() {
    }

    static AxApp of(String name, AxHandle root, List<RawNode> raw) {
        boolean browser = isBrowser(name) || raw.stream().anyMatch(r -> r.role().equals("document web"));
        boolean content;
        if (browser) {
            content = raw.stream().anyMatch(r -> r.role().equals("document web") && r.childCount() > 0);
        } else {
            content = raw.stream().anyMatch(r -> r.parent() >= 0);
        }
        return new AxApp(name, root, raw.size(), content, content ? "" : browser ? BROWSER_HINT : EMPTY_HINT);
    }

    private static boolean isBrowser(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.contains("chrom") || n.contains("electron") || n.contains("brave") || n.contains("edge");
    }
}
