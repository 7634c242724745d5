package dev.tca.archfixtures.brain;

/** Planted: a brain imports the command line, JNA and a perception implementation. */
public class BrainUsesCliAndJna {
    dev.tca.archfixtures.cli.Main main;
    com.sun.jna.Pointer pointer;
    dev.tca.archfixtures.perception.tesseract.TesseractDetector detector;
}
