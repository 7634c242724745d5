/** The blind fallback index: the screen cut into numbered cells. */
package dev.tca.perception.grid;
