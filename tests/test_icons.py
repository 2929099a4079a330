"""tools/icons.py: the app's icons as indexed PNG files that show the drawn picture."""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import icons


def _decode(data: bytes) -> tuple[int, bytearray]:
    """The size and RGBA pixels of an 8-bit indexed PNG without row filters (what png writes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks: dict[bytes, bytes] = {}
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] \
            == zlib.crc32(kind + body) & 0xFFFFFFFF
        chunks[kind] = chunks.get(kind, b"") + body
        at += 12 + length
    width, height, depth, colour_type = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (width, depth, colour_type) == (height, 8, 3)
    plte, trns = chunks[b"PLTE"], chunks.get(b"tRNS", b"")
    raw = zlib.decompress(chunks[b"IDAT"])
    pixels = bytearray()
    for row in range(height):
        line = raw[row * (width + 1):(row + 1) * (width + 1)]
        assert line[0] == 0  # no filter
        for i in line[1:]:
            pixels += plte[3 * i:3 * i + 3] + bytes([trns[i] if i < len(trns) else 255])
    return width, pixels


@pytest.mark.parametrize("name, size, kind", icons.ICONS, ids=[n for n, _, _ in icons.ICONS])
def test_each_icon_shows_the_drawn_picture(name: str, size: int, kind: str) -> None:
    drawn = icons.draw(size, kind)
    width, shown = _decode(icons.png(size, drawn))
    assert width == size and len(shown) == len(drawn)
    differ = [i for i in range(0, len(drawn), 4) if shown[i:i + 4] != drawn[i:i + 4]]
    assert len(differ) <= size * size // 100  # a few anti-aliased edge pixels at most
    for i in differ:  # each only a shade off
        assert max(abs(a - b) for a, b in zip(shown[i:i + 4], drawn[i:i + 4], strict=True)) <= 16
