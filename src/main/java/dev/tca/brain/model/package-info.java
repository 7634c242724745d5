/** The model brain: a local sentence-embedding model on ONNX Runtime that grounds the goal's target in the menu. */
package dev.tca.brain.model;
