/** The Tesseract OCR engine through Tess4J's bindings to the system libtesseract. */
package dev.tca.perception.tesseract;
