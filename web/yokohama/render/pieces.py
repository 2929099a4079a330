"""Yokohama's small shapes (pure): goods, presidents, reward chips, rings and the
attributes that make an element play a move (``data-move``) or open a chooser (``data-target``)."""

from __future__ import annotations

from web.shell.frame import move_attrs
from web.shell.pieces import esc, shape
from web.yokohama.messages import t

COUNTRY_COLOURS = {"UK": "#b3202a", "US": "#2c3e75", "FR": "#2f6fb5", "DE": "#3a3a3a",
                   "NL": "#a4520b"}

GOOD_STYLE = {  # fill, ink, letter
    "copper": ("#9a4f1c", "#fff", "C"), "silk": ("#efe6f7", "#4b2d6b", "S"),
    "tea": ("#3d7327", "#fff", "T"), "fish": ("#2f78c4", "#fff", "F"),
    "import": ("#d4a72c", "#222", "I"),
}

CATEGORIES = ("production", "commercial", "none")  # area tiles: class cat-<category> (style.css)

MIN_FS = 11.0  # the smallest font size in SVG units; the table is never drawn below scale 1

TIERS = ("low", "low", "mid", "mid", "high", "high")

SURCHARGE = (0, 0, 1, 1, 2, 2)


def president(seat, cx: float, cy: float) -> str:
    return (f'<g class="president"><circle cx="{cx:.1f}" cy="{cy:.1f}" r="13" class="pres-disc" '
            f'stroke="#111" stroke-width="2"/>{shape(seat, cx, cy, 9, t("president_letter"))}</g>')


def good_icon(kind: str, cx: float, cy: float, r: float = 6.5, label: str | None = None) -> str:
    fill, ink, _ = GOOD_STYLE.get(kind, ("#ccc", "#000", "?"))
    txt = t("letter_" + kind) if label is None and kind in GOOD_STYLE else (label or "")
    r = max(r, MIN_FS / 1.35) if txt else r
    fs = r * 1.35
    if kind == "import":
        body = (f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" '
                f'rx="2" fill="{fill}" stroke="#5a4a12" stroke-width="1"/>')
    else:
        body = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="#333" '
                f'stroke-width=".8"/>')
    if not txt:
        return body
    return (body + f'<text x="{cx:.1f}" y="{cy + fs * 0.36:.1f}" font-size="{fs:.1f}" '
            f'text-anchor="middle" font-weight="700" fill="{ink}">{esc(txt)}</text>')


def reward_parts(reward: dict | None) -> list[tuple[str, int]]:
    return [(k, n) for k, n in (reward or {}).items() if n]


def chip(kind: str, n: int, x: float, y: float, fs: float = 10) -> tuple[str, float]:
    """One reward part at (x, baseline y); returns (svg, width). Never under ``MIN_FS``."""
    fs = max(fs, MIN_FS)
    if kind == "vp":
        txt = f"{n}"
        w = fs * 0.62 * len(txt) + fs * 1.7
        return (f'<rect x="{x:.1f}" y="{y - fs * .95:.1f}" width="{w:.1f}" height="{fs * 1.3:.1f}" '
                f'rx="{fs * .3:.1f}" class="vp-chip"/><text x="{x + w / 2:.1f}" y="{y:.1f}" '
                f'font-size="{fs:.1f}" text-anchor="middle" class="vp-ink">{txt}<tspan '
                f'font-size="{MIN_FS:.1f}">{esc(t("vp_unit"))}</tspan></text>', w + 2)
    if kind == "yen":
        txt = f"¥{n}"
        w = fs * 0.62 * len(txt) + 3
        return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{fs:.1f}" font-weight="700" '
                f'class="yen-ink">{txt}</text>', w + 2)
    if kind in GOOD_STYLE:
        r = fs * 0.6
        pre = ""
        w = 0.0
        if n > 1:
            pre = f'<text x="{x:.1f}" y="{y:.1f}" font-size="{fs:.1f}" font-weight="700">{n}</text>'
            w = fs * 0.62 * len(str(n))
        return pre + good_icon(kind, x + w + r, y - fs * 0.35, r), w + 2 * r + 2
    label = {"assistant_from_warehouse": t("chip_assistant_wh"),
             "shop_from_warehouse": t("chip_shop_wh")}.get(kind, kind[:2])
    txt = f"{label}{n if n > 1 else ''}"
    w = fs * 0.62 * len(txt) + 4
    return (f'<rect x="{x:.1f}" y="{y - fs * .95:.1f}" width="{w:.1f}" height="{fs * 1.3:.1f}" '
            f'rx="2" class="wh-chip"/><text x="{x + 2:.1f}" y="{y:.1f}" font-size="{fs:.1f}" '
            f'font-weight="700">{txt}</text>', w + 2)


def reward_row(reward: dict | None, x: float, y: float, fs: float = 10) -> tuple[str, float]:
    out, w = [], 0.0
    for kind, n in reward_parts(reward):
        s, cw = chip(kind, n, x + w, y, fs)
        out.append(s)
        w += cw
    return "".join(out), w


def reward_stack(reward: dict | None, cx: float, y: float, fs: float = 9.5,
                 line: float = 12) -> str:
    """Reward parts one per line, centred on cx, first baseline at y."""
    line = max(line, MIN_FS + 2)
    out = []
    for i, (kind, n) in enumerate(reward_parts(reward)):
        _, w = chip(kind, n, 0, 0, fs)
        s, _ = chip(kind, n, cx - w / 2, y + i * line, fs)
        out.append(s)
    return "".join(out)


def title(text: str) -> str:
    return f"<title>{esc(text)}</title>"


CHOSEN: list[str | None] = [None]  # the target whose chooser is open (set per render)
LABELS: dict[str, str] = {}  # key -> accessible name of its element (set per render)
VIEW: list[dict | None] = [None]  # the view drawn (set per render): for data-why / data-help


def hot_attrs(key: str, direct: dict[str, str], choose: dict[str, list[str]]) -> tuple[str, bool]:
    """``data-move`` (one legal move) or ``data-target`` (a chooser); otherwise ``data-why``,
    the move the element would stand for (the page asks the engine why it is not possible).
    Every element also names its how-to section (``data-help``)."""
    from web.yokohama.learn import help_section, why_move

    view = VIEW[0] or {}
    help_attr = f' data-help="{esc(help_section(key, view))}"' if VIEW[0] is not None else ""
    if key in direct:
        name = LABELS.get(key) or direct[key]
        return f' data-move="{esc(direct[key])}"{move_attrs(name)}{help_attr}', True
    if key in choose:
        chosen = ' data-chosen="true" aria-expanded="true"' if key == CHOSEN[0] else ""
        name = LABELS.get(key) or key
        return f' data-target="{esc(key)}"{move_attrs(name)}{chosen}{help_attr}', True
    why = why_move(key, view) if VIEW[0] is not None and view.get("pending") else None
    return (f' data-why="{esc(why)}"' if why else "") + help_attr, False


def ring(x: float, y: float, w: float, h: float, rx: float = 6) -> str:
    return (f'<rect class="ring" x="{x - 3:.1f}" y="{y - 3:.1f}" width="{w + 6:.1f}" '
            f'height="{h + 6:.1f}" rx="{rx}"/>')


NAMES: list[str] = []


def name_of(seat, _tile=None) -> str:
    if isinstance(seat, int) and 0 <= seat < len(NAMES):
        return NAMES[seat]
    return t("dummy")
