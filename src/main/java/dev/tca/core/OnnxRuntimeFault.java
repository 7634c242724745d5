package dev.tca.core;

/**
 * ONNX Runtime's native library missing or broken, said the same way by a run and by the doctor:
 * it is an Error (the class fails to initialise, or a method has no native code), not an exception.
 */
public final class OnnxRuntimeFault {

    private OnnxRuntimeFault() {
    }

    /** One line naming the broken native library, for a run (with {@link #FIX}) and for the doctor. */
    public static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getMessage() == null) {
            root = root.getCause();
        }
        String path = System.getProperty("onnxruntime.native.path");
        return "the model runtime's native library (ONNX Runtime) could not be loaded"
                + (path == null ? "" : " from " + path) + ": " + (root.getMessage() == null ? root.getClass().getSimpleName()
                : root.getMessage().lines().findFirst().orElse(""));
    }

    /** What to do about a missing or broken ONNX Runtime library. */
    public static final String FIX = "delete the unpacked copy (the onnxruntime-* folder in ~/.cache/tca) so the JAR "
            + "unpacks it again, and do not set -Donnxruntime.native.path; --brain planner needs no model";
}
