/**
 * Controls found from pixels alone, for screens without an accessibility tree: text fields,
 * check boxes, radio buttons, sliders and buttons, with their state, labelled from the OCR text
 * around them. {@link dev.tca.perception.widgets.WidgetDetector} finds them,
 * {@link dev.tca.perception.widgets.WidgetLabeller} names them and splits OCR phrases that run
 * across button borders.
 */
package dev.tca.perception.widgets;
