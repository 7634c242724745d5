package dev.tca.platform.x11.jna;

import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * The leading fields of Xlib's XImage, read from the pointer XGetImage returns (jna-platform's
 * X11.XImage is opaque). The trailing obdata and function table are never read, so they are left out.
 * <pre>
 * typedef struct _XImage { int width, height; int xoffset; int format; char *data; int byte_order;
 *   int bitmap_unit; int bitmap_bit_order; int bitmap_pad; int depth; int bytes_per_line;
 *   int bits_per_pixel; unsigned long red_mask, green_mask, blue_mask; ... } XImage;
 * </pre>
 */
@Structure.FieldOrder({"width", "height", "xoffset", "format", "data", "byte_order", "bitmap_unit",
        "bitmap_bit_order", "bitmap_pad", "depth", "bytes_per_line", "bits_per_pixel", "red_mask", "green_mask",
        "blue_mask"})
public final class XImageHeader extends Structure {

    public int width;
    public int height;
    public int xoffset;
    public int format;
    public Pointer data;
    public int byte_order;
    public int bitmap_unit;
    public int bitmap_bit_order;
    public int bitmap_pad;
    public int depth;
    public int bytes_per_line;
    public int bits_per_pixel;
    public NativeLong red_mask;
    public NativeLong green_mask;
    public NativeLong blue_mask;

    public XImageHeader(Pointer image) {
        super(image);
        read();
    }
}
