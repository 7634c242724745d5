/**
 * Planted violators for ArchitectureTest, laid out like dev.tca: each rule, written for the root
 * dev.tca.archfixtures, must find at least one violation here. Test code only; nothing uses it.
 */
package dev.tca.archfixtures;
