/** What a model brain is shown (the numbered menu) and how its free-text reply becomes one validated action. */
package dev.tca.brain.menu;
