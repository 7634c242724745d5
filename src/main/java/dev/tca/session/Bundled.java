package dev.tca.session;

import dev.tca.core.BundledFiles;

import java.util.List;
import java.util.Locale;

/**
 * The cache of bundled files for this process, and ONNX Runtime pointed at its native library in
 * it (through ONNX Runtime's own property, onnxruntime.native.path) before anything loads it.
 */
public final class Bundled {

    private static final String ORT_PATH = "onnxruntime.native.path";
    private static BundledFiles files;

    private Bundled() {
    }

    public static synchronized BundledFiles files() {
        if (files == null) {
            files = new BundledFiles(BundledFiles.userCacheDir(System.getenv("XDG_CACHE_HOME"),
                    System.getProperty("user.home")));
            useCachedOnnxRuntime(files);
        }
        return files;
    }

    /** Only where the JAR carries ONNX Runtime for this platform and the user has not pointed it elsewhere. */
    private static void useCachedOnnxRuntime(BundledFiles files) {
        String platform = ortPlatform(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
        String dir = "/ai/onnxruntime/native/" + platform + "/";
        List<String> libs = List.of(dir + "libonnxruntime.so", dir + "libonnxruntime4j_jni.so");
        if (platform.isEmpty() || System.getProperty(ORT_PATH) != null || !libs.stream().allMatch(BundledFiles::exists)) {
            return;
        }
        System.setProperty(ORT_PATH, files.folder("onnxruntime-" + platform, libs).dir().toString());
    }

    /** ONNX Runtime's name for the folder of this platform's library in its JAR; empty where the fat JAR has none. */
    private static String ortPlatform(String os, String arch) {
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            return "";
        }
        return switch (arch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "linux-x64";
            case "aarch64" -> "linux-aarch64";
            default -> "";
        };
    }
}
