/** JNA bindings to libX11 and libXtst: one interface per C library, each function with its C prototype. */
package dev.tca.platform.x11.jna;
