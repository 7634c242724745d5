package dev.tca.perception.tesseract;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Finds the folder holding {language}.traineddata: TESSDATA_PREFIX first, then the usual install places. */
public final class TessdataLocator {

    static final List<String> KNOWN_DIRS = List.of(
            "/usr/share/tesseract-ocr/5/tessdata",
            "/usr/share/tesseract-ocr/4.00/tessdata",
            "/usr/share/tessdata",
            "/usr/local/share/tessdata",
            "/opt/homebrew/share/tessdata",
            "/usr/local/share/tesseract-ocr/tessdata");

    private TessdataLocator() {
    }

    public static Optional<Path> find(String language, Map<String, String> env) {
        List<String> candidates = new ArrayList<>();
        String prefix = env.get("TESSDATA_PREFIX");
        if (prefix != null && !prefix.isBlank()) {
            candidates.add(prefix);
            candidates.add(prefix + "/tessdata");
        }
        candidates.addAll(KNOWN_DIRS);
        return candidates.stream()
                .map(Path::of)
                .filter(dir -> Files.isRegularFile(dir.resolve(language + ".traineddata")))
                .findFirst();
    }

    public static List<String> searched() {
        return KNOWN_DIRS;
    }
}
