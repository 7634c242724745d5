/** X11: real input through the XTest extension, and the pointer position for the fail-safe corner. */
package dev.tca.platform.x11;
