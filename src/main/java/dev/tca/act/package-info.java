/** Act: performing one action (the dry run here; real input lives in platform). */
package dev.tca.act;
