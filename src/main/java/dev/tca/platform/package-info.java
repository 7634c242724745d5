/** Platform: the one place that knows the operating system: display detection, AWT capture, later X11 and input. */
package dev.tca.platform;
