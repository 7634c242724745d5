package dev.tca.cli;

import dev.tca.session.Config;

import picocli.CommandLine.Option;

/** Which element index to build. Options only: the harness builds. */
final class DetectorOptions {

    @Option(names = "--detector", defaultValue = "auto", paramLabel = "NAME",
            description = "auto | tesseract | ppocr | grid (default: ${DEFAULT-VALUE}: OCR, and the grid only when nothing is found).")
    String detector;

    @Option(names = "--no-ocr-cache", description = "Read the whole screen every step instead of only what changed.")
    boolean noCache;

    @Option(names = "--accessibility", defaultValue = "auto", paramLabel = "auto|on|off",
            description = "Merge the accessibility tree (AT-SPI) into the index when the desktop has one (default: ${DEFAULT-VALUE}).")
    String accessibility;

    @Option(names = "--no-widgets", description = "Do not look for textless controls (fields, boxes, sliders) in the pixels.")
    boolean noWidgets;

    Config.PerceptionSpec spec() {
        return new Config.PerceptionSpec(detector, !noCache, accessibility, !noWidgets);
    }
}
