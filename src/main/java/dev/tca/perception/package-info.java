/** Perception: turning a frame into a numbered index of elements (OCR, grid, and the choice between them). */
package dev.tca.perception;
