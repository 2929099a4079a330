"""The dark theme keeps the seats apart (issue 23): each seat's text colour in the dark theme
reads at WCAG AA on the dark panels and the log, and the four stay far apart in colour, as the
light theme's do (the shapes go with them, so they differ without colour vision too)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

CSS = (Path(__file__).resolve().parents[2] / "web" / "style.css").read_text(encoding="utf-8")
DARK_SURFACES = ("#28221c", "#161310", "#221d18", "#2e2717")  # panel, page, bars, since box


def _rgb(h: str) -> tuple[float, ...]:
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def _lum(h: str) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in _rgb(h))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: str, b: str) -> float:
    x, y = sorted((_lum(a), _lum(b)), reverse=True)
    return (x + 0.05) / (y + 0.05)


def _lab(h: str) -> tuple[float, float, float]:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in _rgb(h))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seat_colours(dark: bool) -> list[str]:
    prefix = r'\[data-theme="dark"\] ' if dark else r"(?<!\] )"
    return [re.search(prefix + rf"\.seat-name\.seat-{i} \{{ color: (#[0-9a-fA-F]{{6}}); \}}",
                      CSS)[1] for i in range(4)]


def test_dark_seat_colours_read_on_every_dark_surface():
    for colour in _seat_colours(dark=True):
        for surface in DARK_SURFACES:
            assert _contrast(colour, surface) >= 4.5, (colour, surface)


def test_the_four_seats_stay_apart_in_both_themes():
    for dark in (False, True):
        for a, b in itertools.combinations(_seat_colours(dark), 2):
            la, lb = _lab(a), _lab(b)
            assert sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5 > 25, (a, b)
