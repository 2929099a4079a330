#!/usr/bin/env python3
"""The app's icons, drawn at build time in pure Python (no image library): a gold coin with a
red "Y" on the table's dark brown, as PNG files in every size browsers and phones ask for.

``draw(size, kind)`` rasterises the design (shapes given in a unit square, anti-aliased
by exact horizontal spans at four sub-rows per pixel) and ``png(size, pixels)`` writes it;
``write_all(folder)`` writes :data:`ICONS`. A maskable icon fills the whole square and keeps
its picture inside the central circle of radius 0.4 that every mask leaves visible.

Usage: ``python tools/icons.py OUT_DIR`` (tools/build_site.py calls :func:`write_all`).
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections import Counter
from collections.abc import Callable
from pathlib import Path

BROWN = (0x2B, 0x21, 0x18)  # the header bar and the manifest's theme colour
GOLD = (0xF3, 0xC9, 0x69)  # the five-power token
DARK_GOLD = (0x7A, 0x5A, 0x12)
RED = (0x7A, 0x1F, 0x1F)  # the page's accent
SUB = 4  # sub-rows per pixel row

# (file name, size in px, shape): "any" (a rounded square, transparent corners), "maskable"
# (the whole square, the picture inside the safe circle), "square" (the whole square: Apple's
# home screen rounds the corners itself and fills transparency with black)
ICONS = (("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"),
         ("maskable-192.png", 192, "maskable"), ("maskable-512.png", 512, "maskable"),
         ("apple-touch-icon.png", 180, "square"))

Span = Callable[[float], "tuple[float, float] | None"]  # y -> (x from, x to) or None


def circle(cx: float, cy: float, r: float) -> Span:
    def span(y: float) -> tuple[float, float] | None:
        dy = y - cy
        if abs(dy) >= r:
            return None
        half = math.sqrt(r * r - dy * dy)
        return cx - half, cx + half
    return span


def rounded(x0: float, y0: float, x1: float, y1: float, rad: float) -> Span:
    def span(y: float) -> tuple[float, float] | None:
        if not y0 <= y <= y1:
            return None
        dy = max(y0 + rad - y, y - (y1 - rad), 0.0)
        inset = rad - math.sqrt(max(rad * rad - dy * dy, 0.0)) if dy else 0.0
        return x0 + inset, x1 - inset
    return span


def polygon(points: list[tuple[float, float]]) -> Span:
    """A convex polygon."""
    edges = list(zip(points, points[1:] + points[:1], strict=True))

    def span(y: float) -> tuple[float, float] | None:
        xs = []
        for (xa, ya), (xb, yb) in edges:
            if ya == yb:
                if y == ya:
                    xs += [xa, xb]
                continue
            if min(ya, yb) <= y <= max(ya, yb):
                xs.append(xa + (y - ya) * (xb - xa) / (yb - ya))
        return (min(xs), max(xs)) if xs else None
    return span


def bar(x0: float, y0: float, x1: float, y1: float, width: float) -> Span:
    """A straight stroke of ``width`` from (x0, y0) to (x1, y1), square ends."""
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length * width / 2, (x1 - x0) / length * width / 2
    return polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny),
                    (x0 - nx, y0 - ny)])


COIN = ((0.37, DARK_GOLD), (0.345, GOLD))  # the coin's rim and face: radius, colour
STROKES = ((0.335, 0.29, 0.5, 0.53), (0.665, 0.29, 0.5, 0.53), (0.5, 0.49, 0.5, 0.74))  # the Y
STROKE_W = 0.095


def design(kind: str) -> list[tuple[Span, tuple[int, int, int]]]:
    """The shapes in a unit square, back to front, with their colours."""
    k = {"maskable": 0.78, "square": 0.9}.get(kind, 1.0)  # maskable: within the safe circle

    def p(v: float) -> float:
        return 0.5 + (v - 0.5) * k

    shapes: list[tuple[Span, tuple[int, int, int]]] = [
        (rounded(0, 0, 1, 1, 0.2 if kind == "any" else 0), BROWN)]
    shapes += [(circle(0.5, 0.5, r * k), colour) for r, colour in COIN]
    shapes += [(bar(p(x0), p(y0), p(x1), p(y1), STROKE_W * k), RED)
               for x0, y0, x1, y1 in STROKES]
    return shapes


def svg() -> str:
    """The same picture as a small SVG (the page's tab icon, inline: no request)."""
    def hexa(c: tuple[int, int, int]) -> str:
        return "#" + "".join(f"{v:02x}" for v in c)

    lines = "".join(f"M{x0 * 64:g} {y0 * 64:g}L{x1 * 64:g} {y1 * 64:g}"
                    for x0, y0, x1, y1 in STROKES)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="13" fill="{hexa(BROWN)}"/>'
            + "".join(f'<circle cx="32" cy="32" r="{r * 64:.1f}" fill="{hexa(c)}"/>'
                      for r, c in COIN)
            + f'<path d="{lines}" stroke="{hexa(RED)}" stroke-width="{STROKE_W * 64:.1f}" '
              f'fill="none"/></svg>')


def draw(size: int, kind: str = "any") -> bytearray:
    """The icon's RGBA pixels, row by row (transparent outside the rounded square)."""
    pixels = bytearray(size * size * 4)
    for shape, colour in design(kind):
        _paint(pixels, size, shape, colour)
    return pixels


def _paint(pixels: bytearray, size: int, shape: Span, colour: tuple[int, int, int]) -> None:
    solid = bytes((*colour, 255))
    for row in range(size):
        spans = [shape((row + (k + 0.5) / SUB) / size) for k in range(SUB)]
        if not any(spans):
            continue
        got = [(a * size, b * size) for a, b in (s for s in spans if s)]
        full = len(got) == SUB
        inner_a = math.ceil(max(a for a, _ in got)) if full else size
        inner_b = math.floor(min(b for _, b in got)) if full else 0
        lo = max(0, math.floor(min(a for a, _ in got)))
        hi = min(size, math.ceil(max(b for _, b in got)))
        base = row * size * 4
        if inner_b > inner_a:
            pixels[base + inner_a * 4:base + inner_b * 4] = solid * (inner_b - inner_a)
        edge = list(range(lo, min(inner_a, hi))) + list(range(max(inner_b, lo, inner_a), hi)) \
            if inner_b > inner_a else list(range(lo, hi))
        for col in edge:
            cover = sum(max(0.0, min(col + 1, b) - max(col, a)) for a, b in got) / SUB
            if cover <= 0:
                continue
            at = base + col * 4
            under = pixels[at + 3] / 255 * (1 - cover)  # what shows through, "over" compositing
            alpha = cover + under
            for i in range(3):
                pixels[at + i] = round((colour[i] * cover + pixels[at + i] * under) / alpha)
            pixels[at + 3] = round(alpha * 255)


def palette(pixels: bytearray) -> tuple[list[bytes], bytes]:
    """The (at most 256) most frequent RGBA colours, and each pixel's index in them: a colour
    beyond those (a few anti-aliased edge pixels at most) takes the nearest one kept."""
    colours = [bytes(pixels[i:i + 4]) for i in range(0, len(pixels), 4)]
    kept = [c for c, _ in Counter(colours).most_common(256)]
    index = {c: i for i, c in enumerate(kept)}
    for c in set(colours) - index.keys():
        index[c] = min(range(len(kept)),
                       key=lambda i: sum((a - b) ** 2 for a, b in zip(kept[i], c, strict=True)))
    return kept, bytes(index[c] for c in colours)


def png(size: int, pixels: bytearray) -> bytes:
    """An 8-bit indexed PNG (PLTE, with tRNS for the transparent corners): a third smaller than
    RGBA for these flat colours (deterministic: fixed compression, no time stamp)."""
    kept, indices = palette(pixels)
    raw = b"".join(b"\0" + indices[r * size:(r + 1) * size] for r in range(size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    head = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)  # 8 bits, indexed colour
    alphas = bytes(c[3] for c in kept).rstrip(b"\xff")  # (opaque entries at the end: implied)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head)
            + chunk(b"PLTE", b"".join(c[:3] for c in kept))
            + (chunk(b"tRNS", alphas) if alphas else b"")
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def write_all(folder: Path) -> list[str]:
    """Every icon of :data:`ICONS` into ``folder``; returns the file names."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, size, kind in ICONS:
        (folder / name).write_bytes(png(size, draw(size, kind)))
    return [name for name, _, _ in ICONS]


if __name__ == "__main__":
    print(write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "icons")))
