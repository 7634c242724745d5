/** PaddleOCR's PP-OCRv4 detection and recognition models on ONNX Runtime, with the post-processing in Java: OCR with no system binary. */
package dev.tca.perception.ppocr;
