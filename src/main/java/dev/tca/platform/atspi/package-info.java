/**
 * The accessibility tree of a Linux desktop (AT-SPI 2 over D-Bus), read and acted on in pure Java
 * through dbus-java: {@link dev.tca.platform.atspi.AtSpi} is the entry point. D-Bus calls live in
 * {@code Bus}, {@code AppWalker}, {@code ObjectRead}, {@code WindowScale}, {@code Changes} and
 * {@code Acts}; decoding and pruning of what they return ({@code AxCodes}, {@code AppCache},
 * {@code AxTree}, {@code Exposure}) is pure and tested on saved walks.
 */
package dev.tca.platform.atspi;
