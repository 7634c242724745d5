package dev.tca.archfixtures.perception.tesseract;

/** A stand-in implementation (JNA is allowed here). */
public class TesseractDetector {
    com.sun.jna.Pointer handle;
}
