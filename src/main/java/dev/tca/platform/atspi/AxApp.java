package dev.tca.platform.atspi;

import java.util.Objects;

/**
 * One application on the accessibility bus and what its tree is worth.
 *
 * @param nodes          objects visited in its visible tree
 * @param exposesContent whether it shows more than an empty shell: for a browser, a "document web"
 *                       with children; for any other application, at least one node below its windows
 * @param hint           how to make it expose its content; empty when it already does
 */
public record AxApp(String name, AxHandle root, int nodes, boolean exposesContent, String hint) {

    public AxApp {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(root, "root");
        hint = hint == null ? "" : hint;
    }
}
