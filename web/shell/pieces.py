"""Seat colours and shapes (pure): seats differ without colour vision. Every game draws its
seat markers with :func:`shape`."""

from __future__ import annotations

import re
import unicodedata
from html import escape

# Okabe-Ito colours plus a shape per seat, so seats differ without colour vision.
SEAT_COLOURS = ("#0072B2", "#E69F00", "#007A5A", "#CC79A7")
SEAT_INK = ("#fff", "#111", "#fff", "#111")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
DUMMY_COLOUR = "#8c8c8c"


def table_size(width: float, max_scale: float) -> str:
    """The ``style`` attribute of a table SVG ``width`` units wide: drawn at least at scale 1
    (its smallest text stays readable; the wrap scrolls instead) and at most at ``max_scale``."""
    return f' style="--min-w:{width:.0f}px;--max-w:{width * max_scale:.0f}px"'


def esc(x: object) -> str:
    return escape(str(x), quote=True)


def shape(seat, cx: float, cy: float, r: float, label: str = "", cls: str = "") -> str:
    """A seat's piece: colour + shape (+ optional label inside); a non-seat gets a grey cross."""
    if seat == "dummy" or not isinstance(seat, int):
        fill, ink, kind = DUMMY_COLOUR, "#fff", "cross"
    else:
        fill, ink, kind = (SEAT_COLOURS[seat % 4], SEAT_INK[seat % 4], SEAT_SHAPES[seat % 4])
    c = f' class="{cls}"' if cls else ""
    st = f'fill="{fill}" stroke="#222" stroke-width="1.2"'
    if kind == "circle":
        body = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {st}/>'
    elif kind == "square":
        s = r * 0.9
        body = (f'<rect x="{cx - s:.1f}" y="{cy - s:.1f}" width="{2 * s:.1f}" '
                f'height="{2 * s:.1f}" {st}/>')
    elif kind == "triangle":
        body = (f'<polygon points="{cx:.1f},{cy - r * 1.1:.1f} '
                f'{cx + r * 1.05:.1f},{cy + r * 0.8:.1f} '
                f'{cx - r * 1.05:.1f},{cy + r * 0.8:.1f}" {st}/>')
    elif kind == "diamond":
        body = (f'<polygon points="{cx:.1f},{cy - r * 1.15:.1f} {cx + r * 1.05:.1f},{cy:.1f} '
                f'{cx:.1f},{cy + r * 1.15:.1f} {cx - r * 1.05:.1f},{cy:.1f}" {st}/>')
    else:
        body = (f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" '
                f'rx="3" {st}/><path d="M{cx - r * .6:.1f},{cy - r * .6:.1f}L{cx + r * .6:.1f},'
                f'{cy + r * .6:.1f}M{cx + r * .6:.1f},{cy - r * .6:.1f}L{cx - r * .6:.1f},'
                f'{cy + r * .6:.1f}" stroke="#fff" stroke-width="1.5"/>')
    if label:
        dy = r * 0.2 if kind == "triangle" else 0
        fs = max(11.0, r * 1.05)  # readable at scale 1, even if it overflows the shape
        body += (f'<text x="{cx:.1f}" y="{cy + dy + fs * 0.36:.1f}" font-size="{fs:.1f}" '
                 f'text-anchor="middle" font-weight="700" fill="{ink}">{esc(label)}</text>')
    return f"<g{c}>{body}</g>"


def seat_icon(seat, viewbox: int = 10, r: float = 8, cls: str = "seat-ico") -> str:
    """A seat's piece as a small inline SVG (header, forms, dialogs)."""
    return (f'<svg viewBox="-{viewbox} -{viewbox} {2 * viewbox} {2 * viewbox}" class="{cls}">'
            f'{shape(seat, 0, 0, r)}</svg>')


# closing punctuation never starts a line (CJK line-breaking rule)
_NO_LINE_START = set("、。,.)」』】〉》!?:;ー…・")


def text_width(text: str) -> int:
    """Width of ``text`` in Latin character cells: a CJK (wide) character counts 2."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def _tokens(text: str) -> list[tuple[str, bool]]:
    """(token, space before it): Latin words, and each CJK character on its own (CJK text
    breaks between any two characters, Latin text at spaces)."""
    out: list[tuple[str, bool]] = []
    for n, word in enumerate(text.split()):
        run = ""
        first = True
        for ch in word:
            if unicodedata.east_asian_width(ch) in ("W", "F") or ch in _NO_LINE_START:
                if run:
                    out.append((run, n > 0 and first))
                    first = False
                    run = ""
                out.append((ch, n > 0 and first))
                first = False
            else:
                run += ch
        if run:
            out.append((run, n > 0 and first))
    return out


def squeeze(text: str, max_cells: int, width: float) -> str:
    """SVG attributes that squeeze ``text`` into ``width`` px when it is wider than
    ``max_cells`` (``text_width``), instead of letting it run out of its box; else ""."""
    if text_width(text) <= max_cells:
        return ""
    return f' textLength="{width:.0f}" lengthAdjust="spacingAndGlyphs"'


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines at most ``width`` cells wide (``text_width``): Latin words kept
    whole, CJK text broken between characters but never before closing punctuation."""
    lines: list[str] = []
    cur, cur_w = "", 0
    for token, spaced in _tokens(text):
        gap = 1 if cur and spaced else 0
        w = text_width(token)
        if cur and cur_w + gap + w > width and token not in _NO_LINE_START:
            lines.append(cur)
            cur, cur_w = token, w
        else:
            cur += " " * gap + token
            cur_w += gap + w
    if cur:
        lines.append(cur)
    return lines or [""]


_TAG = re.compile(r"<(/?)g\b[^>]*?(/?)>")
_LABEL = re.compile(r' aria-label="([^"]*)"')


def title_named_buttons(svg: str) -> str:
    """``svg`` with every ``role="button"`` group named the SVG way: its ``aria-label`` (the
    move in words) becomes its ``<title>`` (also the tooltip) and the explanation it had as
    title moves to ``<desc>``. Named by its title, the button is not held to contain its
    drawn numbers and letters in its name (axe's label-content-name-mismatch)."""
    out, pos = [], 0
    while (hit := svg.find('role="button"', pos)) >= 0:
        start = svg.rfind("<g", 0, hit)
        depth, end = 0, len(svg)
        for m in _TAG.finditer(svg, start):
            if m.group(2):
                continue  # <g/>
            depth += -1 if m.group(1) else 1
            if depth == 0:
                end = m.end()
                break
        head_end = svg.index(">", start) + 1
        head, body = svg[start:head_end], svg[head_end:end]
        label = _LABEL.search(head)
        if label:
            head = head[:label.start()] + head[label.end():]
            name = f"<title>{label.group(1)}</title>"
            if body.startswith("<title>"):
                close = body.index("</title>") + len("</title>")
                body = name + "<desc>" + body[len("<title>"):close - len("</title>")] + \
                    "</desc>" + body[close:]
            else:
                body = name + body
        out.append(svg[pos:start] + head + body)
        pos = end
    out.append(svg[pos:])
    return "".join(out)


def btn(label: str, *, move: str | None = None, action: str | None = None,
        cls: str = "", extra: str = "") -> str:
    """A ``<button>`` playing ``move`` or doing ``action`` (the page's one button shape)."""
    data = ""
    if move is not None:
        data += f' data-move="{esc(move)}"'
    if action is not None:
        data += f' data-action="{esc(action)}"'
    return f'<button type="button" class="btn {cls}"{data}{extra}>{esc(label)}</button>'
