"""Compares raw RGBA pixels with a PNG golden (8-bit RGB or RGBA, not interlaced).

usage: compare_png.py GOLDEN.png RAW.rgba WIDTH HEIGHT TOLERANCE
RAW may also be a PNG (a screenshot picker-demo-sdl3 wrote), of WIDTH x HEIGHT pixels.
Prints "<differing> <total>": pixels whose channels differ by more than TOLERANCE, and all pixels;
exit 2 when the sizes differ or the PNG is of a kind it does not read.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                sys.exit(2)
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    golden, raw_path, width, height, tolerance = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    gw, gh, channels, rows = decode(golden)
    if (gw, gh) != (width, height):
        print(f"size {gw}x{gh} != {width}x{height}")
        sys.exit(2)
    if raw_path.endswith(".png"):
        rw, rh, raw_channels, raw_rows = decode(raw_path)
        if (rw, rh) != (width, height):
            print(f"size {rw}x{rh} != {width}x{height}")
            sys.exit(2)
        raw = b"".join(bytes(row[x * raw_channels:x * raw_channels + 3]) + b"\xff" for row in raw_rows for x in range(width))
    else:
        raw = open(raw_path, "rb").read()
    differing = 0
    for y in range(height):
        line = rows[y]
        for x in range(width):
            a = raw[(y * width + x) * 4:(y * width + x) * 4 + 3]
            b = line[x * channels:x * channels + 3]
            if abs(a[0] - b[0]) > tolerance or abs(a[1] - b[1]) > tolerance or abs(a[2] - b[2]) > tolerance:
                differing += 1
    print(differing, width * height)


main()
