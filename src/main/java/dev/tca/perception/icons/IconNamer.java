package dev.tca.perception.icons;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Names an icon by the nearest silhouette among the common action icons (templates.txt: each
 * concept drawn by Material Icons and Font Awesome, so two styles of trash can both say "Delete").
 * A shape near none of them, or as near to two different concepts, gets no name: a wrong name
 * sends a click to the wrong button, none leaves the button to be tried by position.
 */
public final class IconNamer {

    /** Icons further apart than this ({@link IconMask#distanceTo}) are different icons. */
    static final double MAX_DISTANCE = 1.7;
    /** The runner-up concept must be this much further away, or the shape is ambiguous. */
    static final double MIN_MARGIN = 0.4;
    /** A box of ink this elongated is a word or a rule, not an icon. */
    private static final double MAX_ASPECT = 3.0;
    /** A lone solid bar this elongated, alone in a button, is a minus (a counter's "fewer"). */
    private static final double MINUS_ASPECT = 2.0;
    private static final double MINUS_FILL = 0.85;
    private static final double MINUS_MAX_ASPECT = 8.0;

    private record Template(String name, String glyph, IconMask mask) {
    }

    /** The best concept, its distance and the nearest other concept's distance. */
    private record Match(String name, String glyph, double distance, double runnerUp) {
    }

    private final List<Template> templates;

    private IconNamer(List<Template> templates) {
        this.templates = templates;
    }

    /** The icons shipped in the JAR. */
    public static IconNamer bundled() {
        try (InputStream in = IconNamer.class.getResourceAsStream("/icons/templates.txt")) {
            if (in == null) {
                throw new IllegalStateException("the icon templates (/icons/templates.txt) are missing from the JAR");
            }
            return new IconNamer(parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))));
        } catch (IOException e) {
            throw new IllegalStateException("the icon templates cannot be read: " + e.getMessage(), e);
        }
    }

    private static List<Template> parse(BufferedReader r) throws IOException {
        List<Template> out = new ArrayList<>();
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length != 4) {
                throw new IllegalStateException("icon templates line " + n + ": 4 tab-separated fields expected");
            }
            out.add(new Template(f[0], f[1], IconMask.decode(f[3], Double.parseDouble(f[2]))));
        }
        return out;
    }

    /** The name of the icon drawn dark on white in {@code blackOnWhite}, when it is clearly one of the known ones. */
    public Optional<String> name(BufferedImage blackOnWhite) {
        IconMask mask = IconMask.of(blackOnWhite);
        if (mask != null && mask.fill >= MINUS_FILL && mask.aspect >= MINUS_ASPECT && mask.aspect <= MINUS_MAX_ASPECT) {
            return Optional.of("-");
        }
        return match(mask).filter(m -> m.distance() <= MAX_DISTANCE && m.runnerUp() - m.distance() >= MIN_MARGIN)
                .map(Match::name);
    }

    /** The nearest concept whatever its distance, or empty when there is no icon-like ink. */
    private Optional<Match> match(IconMask mask) {
        if (mask == null || mask.aspect > MAX_ASPECT || mask.aspect < 1 / MAX_ASPECT) {
            return Optional.empty();
        }
        // one pass: the nearest template, and the nearest of every other concept (its runner-up)
        Template best = null;
        double bestD = Double.MAX_VALUE;
        java.util.Map<String, Double> nearest = new java.util.HashMap<>();
        for (Template t : templates) {
            double d = mask.distanceTo(t.mask());
            nearest.merge(t.name(), d, Math::min);
            if (d < bestD) {
                bestD = d;
                best = t;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        String name = best.name();
        double other = nearest.entrySet().stream().filter(e -> !e.getKey().equals(name)).mapToDouble(java.util.Map.Entry::getValue)
                .min().orElse(Double.MAX_VALUE);
        return Optional.of(new Match(best.name(), best.glyph(), bestD, other));
    }
}
