/**
 * Names for icon-only buttons from their pixels: the icon's silhouette is compared with the
 * common action icons of the Material and Font Awesome sets (a trash can is "Delete", a star
 * "Star"), so a toolbar without text or accessibility tree still says what each button does.
 * {@link dev.tca.perception.icons.IconNamer} is the entry point; its templates are made by
 * scripts/icons/MakeIconTemplates.java.
 */
package dev.tca.perception.icons;
