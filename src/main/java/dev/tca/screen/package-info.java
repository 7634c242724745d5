/** Screen: where frames come from (an image file, the built-in example desktop; live capture lives in platform). */
package dev.tca.screen;
