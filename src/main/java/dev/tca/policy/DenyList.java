package dev.tca.policy;

import dev.tca.core.BadInputException;
import dev.tca.core.KeyChord;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What tca never presses, types or clicks: the built-in lists plus the user's own lines from
 * {@code $XDG_CONFIG_HOME/tca/deny.conf} (else {@code ~/.config/tca/deny.conf}). The file only adds;
 * nothing in it can lift a built-in entry, so a stray config never makes tca less careful.
 * <pre>
 * # one entry a line; blank lines and # comments are skipped
 * key ctrl+alt+x
 * text rm -rf
 * label Bank
 * </pre>
 */
public record DenyList(List<KeyChord> keys, List<String> texts, List<String> labels, List<String> ownLabels) {

    /** @param ownLabels the labels the user listed: refused even when a goal names them (see {@link LabelRule#asked}) */
    public DenyList {
        keys = List.copyOf(keys);
        texts = List.copyOf(texts);
        labels = List.copyOf(labels);
        ownLabels = List.copyOf(ownLabels);
    }

    public static DenyList defaults() {
        return new DenyList(KeyChordRule.DEFAULT, TypedTextRule.DEFAULT, LabelRule.DEFAULT, List.of());
    }

    /** $XDG_CONFIG_HOME/tca/deny.conf, else $HOME/.config/tca/deny.conf. */
    public static Path configFile(Map<String, String> env) {
        String xdg = env.get("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(env.getOrDefault("HOME", "."), ".config");
        return base.resolve("tca").resolve("deny.conf");
    }

    /**
     * The built-in lists plus the user's config file, when there is one.
     *
     * @throws BadInputException one line naming the file and line of the first bad entry
     */
    public static DenyList load(Map<String, String> env) {
        Path file = configFile(env);
        if (!Files.exists(file)) {
            return defaults();
        }
        try {
            return defaults().plus(parse(file, Files.readAllLines(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new BadInputException("cannot read the deny list " + file + ": " + e.getMessage());
        }
    }

    /** Parses deny.conf lines; {@code file} only names the source in errors. */
    static DenyList parse(Path file, List<String> lines) {
        List<KeyChord> keys = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] kv = line.split("\\s+", 2);
            String where = file + ":" + (i + 1) + ": ";
            if (kv.length < 2) {
                throw new BadInputException(where + "'" + line + "' needs a kind and a value, e.g. 'key ctrl+alt+x'");
            }
            switch (kv[0]) {
                case "key" -> {
                    try {
                        keys.add(KeyChord.parse(kv[1]));
                    } catch (IllegalArgumentException e) {
                        throw new BadInputException(where + "bad key chord: " + e.getMessage());
                    }
                }
                case "text" -> texts.add(kv[1]);
                case "label" -> labels.add(kv[1]);
                default -> throw new BadInputException(where + "unknown kind '" + kv[0] + "' (expected key, text or label)");
            }
        }
        return new DenyList(keys, texts, labels, labels);
    }

    DenyList plus(DenyList more) {
        List<KeyChord> k = new ArrayList<>(keys);
        List<String> t = new ArrayList<>(texts);
        List<String> l = new ArrayList<>(labels);
        k.addAll(more.keys);
        t.addAll(more.texts);
        l.addAll(more.labels);
        List<String> own = new ArrayList<>(ownLabels);
        own.addAll(more.ownLabels);
        return new DenyList(k, t, l, own);
    }

    /** The three rules these lists feed, in the order the CLI checks them. */
    public List<Policy> rules() {
        return List.of(new KeyChordRule(keys), new TypedTextRule(texts), new LabelRule(labels, ownLabels));
    }
}
