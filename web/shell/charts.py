"""Charts as pure SVG text in the page's style, each with a data table as text alternative.

Sizes: every chart is drawn in a ``viewBox`` ``WIDTH`` user units wide with text of
``FONT`` units, and carries ``width=WIDTH`` with ``max-width:100%``: the page scales it down
to its column, never up. On a 390 px phone the column is at least 330 px, so text stays at
``FONT * 330 / WIDTH`` >= 11 CSS px. All labels come from the caller (translatable) and all
text is escaped. Seats are told apart by colour, marker shape and dash pattern; the seat
colours come from the caller (the page's one seat palette, ``web.shell.pieces.SEAT_COLOURS``),
so the table and the charts can never disagree.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
SEAT_DASHES = ("", "7 3", "2 3", "9 3 2 3")
#: Fills for stacked parts (no seat colour, distinct in lightness as well as hue).
PART_COLOURS = ("#7a1f1f", "#d9a441", "#2d4a6b", "#8fb8de", "#5b7f3a", "#c9c0ad", "#4a3b2c")
INK = "#1f1a14"
MUTED = "#5b5141"
GRID = "#e2d8c3"
LINE = "#b9ad94"
PANEL = "#fffaf0"
FONT_FAMILY = '"Segoe UI", system-ui, Arial, sans-serif'

WIDTH = 360
FONT = 12
SMALL = 12  # tick labels: never below FONT, so >= 11 CSS px on a phone
TITLE_FONT = 14

Number = int | float


@dataclass(frozen=True)
class Chart:
    """One chart: the SVG and its text alternative (an HTML data table)."""

    svg: str
    table: str

    def html(self, data_label: str) -> str:
        """The chart in a figure, its data table in a ``<details>`` labelled ``data_label``."""
        return (f'<figure class="chart">{self.svg}<details class="chart-data"><summary>'
                f'{esc(data_label)}</summary>{self.table}</details></figure>')


def esc(text: object) -> str:
    """Escape any value for use as element text or as a quoted attribute."""
    return escape(str(text), quote=True)


def fmt(value: Number) -> str:
    """A number as short text: integers plain, others with one decimal."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.1f}"
    return str(int(value))


def nice_ticks(top: Number, count: int = 5) -> list[Number]:
    """Round tick values from 0 to at least ``top`` (about ``count`` of them)."""
    if top <= 0:
        return [0, 1]
    raw = top / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    if step >= 1:
        step = math.ceil(step)
    ticks: list[Number] = [0]
    while ticks[-1] < top:
        ticks.append(round(ticks[-1] + step, 6))
    return ticks


def marker(seat: int, x: float, y: float, colours: Sequence[str], r: float = 4.5) -> str:
    """The seat's marker shape centred on (x, y), filled with ``colours[seat]``."""
    fill = colours[seat % len(colours)]
    style = f'fill="{fill}" stroke="{INK}" stroke-width="1"'
    shape = SEAT_SHAPES[seat % 4]
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" {style}/>'
    if shape == "square":
        s = r * 0.9
        return (f'<rect x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" '
                f'height="{2 * s:.1f}" {style}/>')
    if shape == "triangle":
        return (f'<polygon points="{x:.1f},{y - r * 1.1:.1f} {x + r:.1f},{y + r * 0.8:.1f} '
                f'{x - r:.1f},{y + r * 0.8:.1f}" {style}/>')
    return (f'<polygon points="{x:.1f},{y - r * 1.2:.1f} {x + r:.1f},{y:.1f} '
            f'{x:.1f},{y + r * 1.2:.1f} {x - r:.1f},{y:.1f}" {style}/>')


def data_table(caption: str, headers: Sequence[object], rows: Sequence[Sequence[object]]) -> str:
    """An HTML table: the first cell of each row is its header."""
    head = "".join(f'<th scope="col">{esc(h)}</th>' for h in headers)
    body = []
    for row in rows:
        cells = "".join(f"<td>{esc(fmt(v) if isinstance(v, int | float) else v)}</td>"
                        for v in row[1:])
        body.append(f'<tr><th scope="row">{esc(row[0])}</th>{cells}</tr>')
    return (f'<table class="chart-table"><caption>{esc(caption)}</caption><thead><tr>{head}'
            f'</tr></thead><tbody>{"".join(body)}</tbody></table>')


def _svg(title: str, height: float, body: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="chart-svg" role="img" '
            f'aria-label="{esc(title)}" viewBox="0 0 {WIDTH} {height:.0f}" width="{WIDTH}" '
            f'style="max-width:100%;height:auto" font-family="{esc(FONT_FAMILY)}" '
            f'font-size="{FONT}" fill="{INK}"><title>{esc(title)}</title>'
            f'<rect width="{WIDTH}" height="{height:.0f}" rx="8" fill="{PANEL}" '
            f'stroke="{LINE}"/>'
            f'<text x="{WIDTH / 2:.0f}" y="20" text-anchor="middle" font-size="{TITLE_FONT}" '
            f'font-weight="700">{esc(title)}</text>{"".join(body)}</svg>')


def _legend(names: Sequence[str], top: float, with_lines: bool,
            colours: Sequence[str]) -> tuple[list[str], float]:
    """Seat legend, two entries a row; returns the markup and the height used."""
    out = []
    for seat, name in enumerate(names):
        x = 14 + (seat % 2) * (WIDTH - 20) / 2
        y = top + (seat // 2) * 20 + 10
        if with_lines:
            dash = f' stroke-dasharray="{SEAT_DASHES[seat % 4]}"' if SEAT_DASHES[seat % 4] else ""
            out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x + 24:.1f}" y2="{y:.1f}" '
                       f'stroke="{colours[seat % len(colours)]}" stroke-width="2.5"{dash}/>')
        out.append(marker(seat, x + 12, y, colours))
        out.append(f'<text x="{x + 30:.1f}" y="{y + 4:.1f}">{esc(_clip(name, 20))}</text>')
    return out, ((len(names) + 1) // 2) * 20 + 4


def _clip(text: str, size: int) -> str:
    text = str(text)
    return text if len(text) <= size else text[: size - 1] + "…"


def line_chart(title: str, x_label: str, y_label: str, x_ticks: Sequence[object],
               series: Sequence[Sequence[Number]], names: Sequence[str], *,
               seat_colours: Sequence[str]) -> Chart:
    """Lines per seat over shared x positions (``x_ticks`` labels them), with markers."""
    _check_colours(seat_colours)
    points = len(x_ticks)
    if any(len(values) != points for values in series) or len(series) != len(names):
        raise ValueError("every series needs one value per x tick and a name")
    left, right, top, plot_h = 44, WIDTH - 14, 34, 150
    ticks = nice_ticks(max((v for values in series for v in values), default=0))
    y_max = ticks[-1]
    span = right - left

    def px(i: int) -> float:
        return left + (span * i / (points - 1) if points > 1 else span / 2)

    def py(v: Number) -> float:
        return top + plot_h - plot_h * v / y_max

    body = []
    for t in ticks:
        body.append(f'<line x1="{left}" y1="{py(t):.1f}" x2="{right}" y2="{py(t):.1f}" '
                    f'stroke="{GRID}"/><text x="{left - 5}" y="{py(t) + 4:.1f}" '
                    f'text-anchor="end" font-size="{SMALL}" fill="{MUTED}">{fmt(t)}</text>')
    label_every = max(1, math.ceil(points / 8))
    for i, tick in enumerate(x_ticks):
        last = i == points - 1
        if last or (i % label_every == 0 and points - 1 - i >= label_every):
            body.append(f'<text x="{px(i):.1f}" y="{top + plot_h + 16}" text-anchor="middle" '
                        f'font-size="{SMALL}" fill="{MUTED}">{esc(tick)}</text>')
    body.append(f'<text x="{(left + right) / 2:.0f}" y="{top + plot_h + 32}" '
                f'text-anchor="middle">{esc(x_label)}</text>')
    body.append(f'<text x="12" y="{top + plot_h / 2:.0f}" text-anchor="middle" '
                f'transform="rotate(-90 12 {top + plot_h / 2:.0f})">{esc(y_label)}</text>')
    mark_every = max(1, math.ceil(points / 16))
    for seat, values in enumerate(series):
        path = " ".join(f"{px(i):.1f},{py(v):.1f}" for i, v in enumerate(values))
        dash = SEAT_DASHES[seat % 4]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        colour = seat_colours[seat % len(seat_colours)]
        body.append(f'<polyline points="{path}" fill="none" stroke="{colour}" '
                    f'stroke-width="2.5" stroke-linejoin="round"{dash_attr}/>')
        for i, v in enumerate(values):
            if i % mark_every == 0 or i == points - 1:
                body.append(marker(seat, px(i), py(v), seat_colours))
    legend, legend_h = _legend(names, top + plot_h + 40, True, seat_colours)
    body += legend
    height = top + plot_h + 40 + legend_h
    rows = [[tick, *(values[i] for values in series)] for i, tick in enumerate(x_ticks)]
    return Chart(_svg(title, height, body), data_table(title, [x_label, *names], rows))


def _check_colours(colours: Sequence[str]) -> None:
    if not colours or not all(isinstance(c, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", c)
                              for c in colours):
        raise ValueError("colours must be #rrggbb texts")


def ink_on(fill: str) -> str:
    """Dark or white text, whichever reads better on the ``#rrggbb`` fill."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#fff"


def stacked_bars(title: str, names: Sequence[str], parts: Sequence[str],
                 values: Sequence[Sequence[Number]], total_label: str,
                 colours: Sequence[str] | None = None, *,
                 seat_colours: Sequence[str]) -> Chart:
    """One horizontal bar per seat, split into ``parts`` (values[seat][part] >= 0);
    ``colours`` (``#rrggbb`` per part) default to ``PART_COLOURS``; ``seat_colours`` fill the
    seat markers."""
    _check_colours(seat_colours)
    if len(values) != len(names) or any(len(row) != len(parts) for row in values):
        raise ValueError("one row of part values per seat is needed")
    if any(v < 0 for row in values for v in row):
        raise ValueError("stacked parts must not be negative")
    fills = list(colours) if colours is not None else [
        PART_COLOURS[i % len(PART_COLOURS)] for i in range(len(parts))]
    if len(fills) != len(parts) or not all(re.fullmatch(r"#[0-9a-fA-F]{6}", c) for c in fills):
        raise ValueError("one #rrggbb colour per part is needed")
    left, right, top, row_h = 14, WIDTH - 44, 34, 44
    longest = max((sum(row) for row in values), default=0) or 1
    body = []
    for seat, (name, row) in enumerate(zip(names, values, strict=True)):
        y = top + seat * row_h
        body.append(marker(seat, left + 5, y + 10, seat_colours))
        body.append(f'<text x="{left + 16}" y="{y + 14}">{esc(_clip(name, 30))}</text>')
        x = float(left)
        for part, v in enumerate(row):
            w = (right - left) * v / longest
            if w <= 0:
                continue
            fill = fills[part]
            body.append(f'<rect x="{x:.1f}" y="{y + 19}" width="{w:.1f}" height="18" '
                        f'fill="{fill}" stroke="{PANEL}"><title>{esc(parts[part])}: '
                        f'{fmt(v)}</title></rect>')
            if w >= 18:
                body.append(f'<text x="{x + w / 2:.1f}" y="{y + 32}" text-anchor="middle" '
                            f'font-size="{SMALL}" fill="{ink_on(fill)}">{fmt(v)}</text>')
            x += w
        body.append(f'<text x="{x + 4:.1f}" y="{y + 32}" font-weight="700">'
                    f'{fmt(sum(row))}</text>')
    legend_top = top + len(names) * row_h + 6
    for part, label in enumerate(parts):
        lx = 14 + (part % 2) * (WIDTH - 20) / 2
        ly = legend_top + (part // 2) * 20
        body.append(f'<rect x="{lx:.1f}" y="{ly:.1f}" width="14" height="14" '
                    f'fill="{fills[part]}" stroke="{INK}" stroke-width=".5"/>'
                    f'<text x="{lx + 20:.1f}" y="{ly + 12:.1f}">{esc(_clip(label, 22))}</text>')
    height = legend_top + ((len(parts) + 1) // 2) * 20 + 6
    rows = [[name, *row, sum(row)] for name, row in zip(names, values, strict=True)]
    return Chart(_svg(title, height, body), data_table(title, ["", *parts, total_label], rows))


def histogram(title: str, x_label: str, bins: Sequence[object], counts: Sequence[Number],
              expected: Sequence[Number], count_label: str, expected_label: str, *,
              bar_colour: str) -> Chart:
    """Bars of counts per bin (filled ``bar_colour``) with the expected counts drawn over
    them as a dotted line."""
    _check_colours([bar_colour])
    if not len(bins) == len(counts) == len(expected) or not bins:
        raise ValueError("bins, counts and expected values must have the same length")
    left, right, top, plot_h = 36, WIDTH - 12, 34, 140
    ticks = nice_ticks(max(max(counts), max(expected)))
    y_max = ticks[-1]
    slot = (right - left) / len(bins)

    def py(v: Number) -> float:
        return top + plot_h - plot_h * v / y_max

    body = []
    for t in ticks:
        body.append(f'<line x1="{left}" y1="{py(t):.1f}" x2="{right}" y2="{py(t):.1f}" '
                    f'stroke="{GRID}"/><text x="{left - 5}" y="{py(t) + 4:.1f}" '
                    f'text-anchor="end" font-size="{SMALL}" fill="{MUTED}">{fmt(t)}</text>')
    for i, (label, count) in enumerate(zip(bins, counts, strict=True)):
        x = left + i * slot
        body.append(f'<rect x="{x + slot * 0.15:.1f}" y="{py(count):.1f}" '
                    f'width="{slot * 0.7:.1f}" height="{py(0) - py(count):.1f}" '
                    f'fill="{bar_colour}" fill-opacity=".75"/>'
                    f'<text x="{x + slot / 2:.1f}" y="{top + plot_h + 16}" text-anchor="middle" '
                    f'font-size="{SMALL}" fill="{MUTED}">{esc(label)}</text>')
    path = " ".join(f"{left + (i + 0.5) * slot:.1f},{py(v):.1f}" for i, v in enumerate(expected))
    body.append(f'<polyline points="{path}" fill="none" stroke="{INK}" stroke-width="2" '
                f'stroke-dasharray="4 3"/>')
    for i, v in enumerate(expected):
        body.append(f'<circle cx="{left + (i + 0.5) * slot:.1f}" cy="{py(v):.1f}" r="3" '
                    f'fill="{PANEL}" stroke="{INK}" stroke-width="1.5"/>')
    body.append(f'<text x="{(left + right) / 2:.0f}" y="{top + plot_h + 32}" '
                f'text-anchor="middle">{esc(x_label)}</text>')
    ly = top + plot_h + 46
    body.append(f'<rect x="14" y="{ly}" width="14" height="14" fill="{bar_colour}" '
                f'fill-opacity=".75"/><text x="34" y="{ly + 12}">{esc(_clip(count_label, 20))}'
                f'</text><line x1="{WIDTH / 2 + 4:.0f}" y1="{ly + 7}" x2="{WIDTH / 2 + 28:.0f}" '
                f'y2="{ly + 7}" stroke="{INK}" stroke-width="2" stroke-dasharray="4 3"/>'
                f'<circle cx="{WIDTH / 2 + 16:.0f}" cy="{ly + 7}" r="3" fill="{PANEL}" '
                f'stroke="{INK}" stroke-width="1.5"/><text x="{WIDTH / 2 + 34:.0f}" '
                f'y="{ly + 12}">{esc(_clip(expected_label, 20))}</text>')
    rows = [[b, c, round(e, 1)] for b, c, e in zip(bins, counts, expected, strict=True)]
    return Chart(_svg(title, ly + 24, body),
                 data_table(title, [x_label, count_label, expected_label], rows))


def matrix_table(caption: str, corner: str, row_names: Sequence[str],
                 col_names: Sequence[str], values: Sequence[Sequence[Number]]) -> str:
    """A small HTML matrix (e.g. who paid whom): rows read "row paid column"; cells are
    shaded by size and stay readable as plain text."""
    if len(values) != len(row_names) or any(len(r) != len(col_names) for r in values):
        raise ValueError("one value per row and column is needed")
    top = max((v for row in values for v in row), default=0) or 1
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in col_names)
    body = []
    for name, row in zip(row_names, values, strict=True):
        cells = "".join(
            f'<td style="background:rgba(0,114,178,{0.08 + 0.4 * v / top:.2f})">{fmt(v)}</td>'
            if v else "<td>0</td>" for v in row)
        body.append(f'<tr><th scope="row">{esc(name)}</th>{cells}</tr>')
    return (f'<table class="chart-matrix"><caption>{esc(caption)}</caption><thead><tr>'
            f'<th scope="col">{esc(corner)}</th>{head}</tr></thead><tbody>{"".join(body)}'
            f'</tbody></table>')
