"""The renderer: ``render(view, ui, legal_moves) -> str`` (HTML with one SVG table). Pure.

Built as lists of strings joined once; the binding sets ``innerHTML`` of ``#app`` to it.
Every element that plays a move carries ``data-move``; an element that stands for several
moves carries ``data-target`` and opens a chooser of ``data-move`` buttons.
"""

from __future__ import annotations

from html import escape

from web import layout as L
from web.describe import (
    Lookup,
    country_name,
    describe_move,
    kinds,
    order_text,
    reward_text,
    tech_text,
)
from web.games import game_tabs
from web.messages import t
from web.ui_state import LEVELS, PACES, Targets, UiState, classify

# Okabe-Ito colours plus a shape per seat, so seats differ without colour vision.
SEAT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")
SEAT_INK = ("#fff", "#111", "#fff", "#111")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
DUMMY_COLOUR = "#8c8c8c"
COUNTRY_COLOURS = {"UK": "#b3202a", "US": "#2c3e75", "FR": "#2f6fb5", "DE": "#3a3a3a",
                   "NL": "#d9731a"}
GOOD_STYLE = {  # fill, ink, letter
    "copper": ("#b8652a", "#fff", "C"), "silk": ("#efe6f7", "#4b2d6b", "S"),
    "tea": ("#4f8a34", "#fff", "T"), "fish": ("#2f78c4", "#fff", "F"),
    "import": ("#d4a72c", "#222", "I"),
}
CATEGORY_FILL = {"production": "#f4ead0", "commercial": "#e2ebf3", "none": "#cfe5f0"}
TIERS = ("low", "low", "mid", "mid", "high", "high")
SURCHARGE = (0, 0, 1, 1, 2, 2)


def esc(x: object) -> str:
    return escape(str(x), quote=True)


# --------------------------------------------------------------------------- small shapes

def shape(seat, cx: float, cy: float, r: float, label: str = "", cls: str = "") -> str:
    """A seat's piece: colour + shape (+ optional label inside)."""
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
        fs = max(7.0, r * 1.05)
        body += (f'<text x="{cx:.1f}" y="{cy + dy + fs * 0.36:.1f}" font-size="{fs:.1f}" '
                 f'text-anchor="middle" font-weight="700" fill="{ink}">{esc(label)}</text>')
    return f"<g{c}>{body}</g>"


def president(seat, cx: float, cy: float) -> str:
    return (f'<g class="president"><circle cx="{cx:.1f}" cy="{cy:.1f}" r="13" fill="#fff" '
            f'stroke="#111" stroke-width="2"/>{shape(seat, cx, cy, 9, t("president_letter"))}</g>')


def good_icon(kind: str, cx: float, cy: float, r: float = 6.5, label: str | None = None) -> str:
    fill, ink, _ = GOOD_STYLE.get(kind, ("#ccc", "#000", "?"))
    txt = t("letter_" + kind) if label is None and kind in GOOD_STYLE else (label or "")
    fs = r * 1.35
    if kind == "import":
        body = (f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" '
                f'rx="2" fill="{fill}" stroke="#5a4a12" stroke-width="1"/>')
    else:
        body = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="#333" '
                f'stroke-width=".8"/>')
    return (body + f'<text x="{cx:.1f}" y="{cy + fs * 0.36:.1f}" font-size="{fs:.1f}" '
            f'text-anchor="middle" font-weight="700" fill="{ink}">{esc(txt)}</text>')


def reward_parts(reward: dict | None) -> list[tuple[str, int]]:
    return [(k, n) for k, n in (reward or {}).items() if n]


def chip(kind: str, n: int, x: float, y: float, fs: float = 10) -> tuple[str, float]:
    """One reward part at (x, baseline y); returns (svg, width)."""
    if kind == "vp":
        txt = f"{n}"
        w = fs * 0.62 * len(txt) + fs * 1.7
        return (f'<rect x="{x:.1f}" y="{y - fs * .95:.1f}" width="{w:.1f}" height="{fs * 1.3:.1f}" '
                f'rx="{fs * .3:.1f}" class="vp-chip"/><text x="{x + w / 2:.1f}" y="{y:.1f}" '
                f'font-size="{fs:.1f}" text-anchor="middle" class="vp-ink">{txt}<tspan '
                f'font-size="{fs * .7:.1f}">{esc(t("vp_unit"))}</tspan></text>', w + 2)
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
    out = []
    for i, (kind, n) in enumerate(reward_parts(reward)):
        _, w = chip(kind, n, 0, 0, fs)
        s, _ = chip(kind, n, cx - w / 2, y + i * line, fs)
        out.append(s)
    return "".join(out)


def title(text: str) -> str:
    return f"<title>{esc(text)}</title>"


_CHOSEN: list[str | None] = [None]  # the target whose chooser is open (set per render)


def hot_attrs(key: str, direct: dict[str, str], choose: dict[str, list[str]]) -> tuple[str, bool]:
    if key in direct:
        return f' data-move="{esc(direct[key])}" tabindex="0" role="button"', True
    if key in choose:
        chosen = ' data-chosen="true"' if key == _CHOSEN[0] else ""
        return f' data-target="{esc(key)}" tabindex="0" role="button"{chosen}', True
    return "", False


def ring(x: float, y: float, w: float, h: float, rx: float = 6) -> str:
    return (f'<rect class="ring" x="{x - 3:.1f}" y="{y - 3:.1f}" width="{w + 6:.1f}" '
            f'height="{h + 6:.1f}" rx="{rx}"/>')


# --------------------------------------------------------------------------- table parts

def _power_values(kind: str, view: dict) -> tuple[list[str], str]:
    k = kinds().get(kind)
    if not k:
        return [], ""
    table = k.get("power_table") or {}
    if kind in ("copper_mine", "silk_mill", "tea_plantation", "fishing_grounds"):
        good, vals = next(iter(table.items()))
        return [str(v) if v else "–" for v in vals], good
    if kind == "bank":
        return [f"¥{v}" for v in table["yen"]], ""
    if kind.startswith("port"):
        return [t("port_power_" + str(i)) for i in range(1, 6)], "port"
    if kind in ("lab_a", "lab_b"):
        return [str(v) for v in table["industry_value"]], "industry"
    if kind == "labor_agency":
        return [str(v) for v in table["items"]], "pieces"
    if kind == "chinatown":
        return [str(v) for v in table["exchanges"]], "exchanges"
    if kind == "church":
        low = (view.get("options") or {}).get("church_faith_from_power") == "low_start"
        return [str(v) for v in ([1, 1, 3, 4, 5] if low else table["faith"])], "faith"
    if kind == "customs":
        return [str(v) for v in next(iter(table.values()))], "import"
    return [], ""


def _power_title(kind: str, vals: list[str], unit: str) -> str:
    if not vals:
        return ""
    return t("power_table_title", values=", ".join(
        f"{i + 1}: {v}" for i, v in enumerate(vals)), unit=t("unit_" + unit) if unit else "")


def draw_area(area: dict, view: dict, box: L.Box, direct, choose, acting: str | None) -> str:
    x, y = L.tile_origin(area, box)
    w, h = L.TILE_W - L.TILE_GAP, L.TILE_H - L.TILE_GAP
    pos = area["pos"]
    kind = area.get("kind", "")
    fill = CATEGORY_FILL.get(area.get("category", "none"), "#eee")
    attrs, hot = hot_attrs("area:" + pos, direct, choose)
    cls = "area" + (" hot" if hot else "") + (" acting" if pos == acting else "")
    out = [f'<g class="{cls}" data-area="{pos}"{attrs}>']
    tip = [t("area_title", name=area.get("name", pos), pos=pos,
             category=t("cat_" + area.get("category", "none")))]
    if kind == "canal":
        tip.append(t("canal_help"))
    vals, unit = _power_values(kind, view)
    if vals:
        tip.append(_power_title(kind, vals, unit))
    names = {a["pos"]: a.get("name", a["pos"]) for a in view.get("areas", [])}
    tip.append(t("adjacent", areas=", ".join(names.get(p, p) for p in area.get("adjacent", []))))
    out.append(title(" ".join(s for s in tip if s)))
    if hot:
        out.append(ring(x, y, w, h, 9))
    out.append(f'<rect class="tile" x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="8" '
               f'fill="{fill}"/>')
    if kind == "canal":
        for i in range(4):
            yy = y + 40 + i * 18
            out.append(f'<path d="M{x + 14:.1f},{yy:.1f} q 17,-9 34,0 t 34,0 t 34,0 t 34,0" '
                       f'class="wave"/>')
    name = area.get("name", pos)
    fit = ' textLength="124" lengthAdjust="spacingAndGlyphs"' if len(name) > 13 else ""
    out.append(f'<text x="{x + 8:.1f}" y="{y + 17:.1f}" class="tile-name"{fit}>'
               f'{esc(name)}</text>')
    if vals:
        out.append(_power_row(vals, unit, x + 6, y + 26))
    token = area.get("token")
    tx, ty = x + w - 15, y + 14
    if kind != "canal":
        if token:
            tattrs, thot = hot_attrs("token:" + pos, direct, choose)
            out.append(f'<g class="token{" hot" if thot else ""}"{tattrs}>'
                       + title(t("token_title", reward=reward_text(token.get("reward")))))
            if thot:
                out.append(f'<circle class="ring" cx="{tx:.1f}" cy="{ty:.1f}" r="17"/>')
            out.append(f'<circle cx="{tx:.1f}" cy="{ty:.1f}" r="11" class="fp-token"/>'
                       f'<text x="{tx:.1f}" y="{ty + 4.5:.1f}" text-anchor="middle" '
                       f'class="fp-five">5</text></g>')
        else:
            out.append(f'<circle cx="{tx:.1f}" cy="{ty:.1f}" r="12" class="fp-empty">'
                       f'{title(t("token_taken"))}</circle>')
    tile = area.get("tile")
    if tile:
        out.append(_building_tile(tile, pos, x + 4, y + 55, direct, choose))
    out.append(_pieces(area, x + 6, y + h - 18, view))
    if area.get("station"):
        sx, sy = x + w - 30, y + h - 24
        out.append(f'<g class="station">{title(t("station_title"))}<rect x="{sx:.1f}" '
                   f'y="{sy:.1f}" width="26" height="12" rx="2" fill="#222"/><text '
                   f'x="{sx + 13:.1f}" y="{sy + 9.5:.1f}" font-size="9" fill="#fff" '
                   f'text-anchor="middle" font-weight="700">{esc(t("station_short"))}</text></g>')
    out.append("</g>")
    return "".join(out)


def _power_row(vals: list[str], unit: str, x: float, y: float) -> str:
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="128" height="24" rx="3" class="power-bg"/>']
    for i, v in enumerate(vals):
        cx = x + 12 + i * 24
        out.append(f'<text x="{cx:.1f}" y="{y + 8:.1f}" class="power-idx">{i + 1}</text>'
                   f'<text x="{cx:.1f}" y="{y + 20:.1f}" class="power-val">{esc(v)}</text>')
    if unit in GOOD_STYLE:
        out.append(good_icon(unit, x + 140, y + 12, 7))
    return "".join(out)


def _building_tile(tile: dict, pos: str, x: float, y: float, direct, choose) -> str:
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{L.TILE_W - L.TILE_GAP - 8}" height="56" '
           f'rx="4" class="btile"/>']
    for i, space in enumerate(tile.get("shops", [])):
        sx = x + 3 + i * 29
        n = space.get("space", i + 1)
        attrs, hot = hot_attrs(f"shop:{pos}:{n}", direct, choose)
        owner = space.get("owner")
        tip = t("shop_title", n=n, reward=reward_text(space.get("reward")),
                owner=t("built_by", name=_name_of(owner, tile)) if owner is not None else t("free"))
        out.append(f'<g class="shop{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(sx, y + 2, 27, 52, 4))
        out.append(f'<rect x="{sx:.1f}" y="{y + 2:.1f}" width="27" height="52" rx="3" '
                   f'class="slot"/>')
        if owner is not None:
            out.append(shape(owner, sx + 13.5, y + 12, 6.5))
        else:
            out.append(f'<path d="M{sx + 8:.1f},{y + 16:.1f}v-6l5.5,-4l5.5,4v6z" '
                       'class="shop-ico"/>')
        out.append(reward_stack(space.get("reward"), sx + 13.5, y + 30, 9, 11))
        out.append("</g>")
    house = tile.get("house")
    if house:
        hx = x + 3 + 4 * 29 + 1
        attrs, hot = hot_attrs("house:" + pos, direct, choose)
        owner = house.get("owner")
        tip = t("house_title", reward=reward_text(house.get("reward")),
                owner=t("built_by", name=_name_of(owner, tile)) if owner is not None else t("free"))
        out.append(f'<g class="house{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(hx, y + 2, 36, 52, 4))
        out.append(f'<rect x="{hx:.1f}" y="{y + 2:.1f}" width="36" height="52" rx="3" '
                   f'class="slot house-slot"/>')
        if owner is not None:
            out.append(shape(owner, hx + 18, y + 12, 7))
        else:
            out.append(f'<path d="M{hx + 10:.1f},{y + 17:.1f}v-7l8,-5l8,5v7z" class="house-ico"/>')
        out.append(reward_stack(house.get("reward"), hx + 18, y + 30, 9, 11))
        out.append("</g>")
    return "".join(out)


_NAMES: list[str] = []


def _name_of(seat, _tile=None) -> str:
    if isinstance(seat, int) and 0 <= seat < len(_NAMES):
        return _NAMES[seat]
    return t("dummy")


def _pieces(area: dict, x: float, y: float, view: dict) -> str:
    out = []
    cx = x + 10
    for seat in area.get("presidents", []):
        out.append(f'<g>{title(t("president_of", name=_name_of(seat)))}'
                   f'{president(seat, cx, y)}</g>')
        cx += 30
    for seat, n in enumerate(area.get("assistants", [])):
        if n:
            out.append(f'<g>{title(t("assistants_of", n=n, name=_name_of(seat)))}'
                       f'{shape(seat, cx, y, 8.5, str(n))}</g>')
            cx += 24
    return "".join(out)


def draw_board(view: dict, box: L.Box, direct, choose) -> str:
    acting = (view.get("pending") or {}).get("area")
    out = [f'<text x="{box.x:.1f}" y="{box.y - 8:.1f}" class="section">{esc(t("board_title"))}'
           f'</text>']
    for area in view.get("areas", []):
        out.append(draw_area(area, view, box, direct, choose, acting))
    return "".join(out)


def order_card(card: dict | None, x: float, y: float, w: float = L.CARD_W,
               h: float = L.CARD_H, key: str = "", direct=None, choose=None,
               extra_tip: str = "") -> str:
    if not card:
        return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="empty-card">'
                f'{title(t("empty_slot"))}</rect>')
    attrs, hot = hot_attrs(key, direct or {}, choose or {}) if key else ("", False)
    country = card.get("country", "?")
    out = [f'<g class="card order{" hot" if hot else ""}" data-card="{esc(card.get("id", ""))}"'
           f'{attrs}>',
           title(order_text(card) + extra_tip)]
    if hot:
        out.append(ring(x, y, w, h, 7))
    out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="card-bg"/>'
               f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="16" rx="5" '
               f'fill="{COUNTRY_COLOURS.get(country, "#666")}"/>'
               f'<rect x="{x:.1f}" y="{y + 10:.1f}" width="{w}" height="6" '
               f'fill="{COUNTRY_COLOURS.get(country, "#666")}"/>'
               f'<text x="{x + 5:.1f}" y="{y + 12:.1f}" class="card-country">{esc(country)}</text>')
    small = h < 80
    gy = y + (30 if not small else 27)
    req = [(k, n) for k, n in (card.get("requires") or {}).items() if n]
    col_w = w / max(1, len(req))
    for i, (k, n) in enumerate(req):
        cx = x + col_w * (i + 0.5)
        out.append(good_icon(k, cx, gy, 8 if not small else 6.5))
        out.append(f'<text x="{cx:.1f}" y="{gy + (21 if not small else 17):.1f}" '
                   f'class="need-n">×{n}</text>')
    ry = y + h - (22 if not small else 8)
    if not small:
        out.append(f'<line x1="{x + 6:.1f}" y1="{ry - 14:.1f}" x2="{x + w - 6:.1f}" '
                   f'y2="{ry - 14:.1f}" class="card-rule"/>')
        svg, rw = reward_row(card.get("reward"), 0, 0, 10.5)
        svg, rw = reward_row(card.get("reward"), x + (w - rw) / 2, ry + 6, 10.5)
    else:
        svg, rw = reward_row(card.get("reward"), 0, 0, 9)
        svg, rw = reward_row(card.get("reward"), x + (w - rw) / 2, ry, 9)
    out.append(svg)
    out.append("</g>")
    return "".join(out)


def tech_card(card: dict | None, x: float, y: float, key: str, direct, choose,
              surcharge: int = 0) -> str:
    w, h = L.CARD_W, L.CARD_H
    if not card:
        return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="empty-card">'
                f'{title(t("empty_slot"))}</rect>')
    attrs, hot = hot_attrs(key, direct, choose)
    country = card.get("country", "?")
    tip = tech_text(card)
    if surcharge:
        tip += " " + t("surcharge_tip", n=surcharge)
    out = [f'<g class="card tech{" hot" if hot else ""}"{attrs}>', title(tip)]
    if hot:
        out.append(ring(x, y, w, h, 7))
    out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="tech-bg"/>')
    lines = _wrap(card.get("name", "?"), 11)
    for i, ln in enumerate(lines[:3]):
        out.append(f'<text x="{x + 6:.1f}" y="{y + 16 + i * 13:.1f}" class="tech-name">'
                   f'{esc(ln)}</text>')
    out.append(f'<circle cx="{x + w - 15:.1f}" cy="{y + h - 30:.1f}" r="11" class="industry"/>'
               f'<text x="{x + w - 15:.1f}" y="{y + h - 25.5:.1f}" class="industry-n">'
               f'{esc(card.get("industry", "?"))}</text>')
    out.append(f'<rect x="{x:.1f}" y="{y + h - 14:.1f}" width="{w}" height="14" rx="4" '
               f'fill="{COUNTRY_COLOURS.get(country, "#666")}"/>'
               f'<text x="{x + 5:.1f}" y="{y + h - 3.5:.1f}" class="card-country">'
               f'{esc(country)}</text>')
    out.append("</g>")
    return "".join(out)


def _wrap(text: str, width: int) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for wd in words:
        if cur and len(cur) + 1 + len(wd) > width:
            lines.append(cur)
            cur = wd
        else:
            cur = f"{cur} {wd}".strip()
    if cur:
        lines.append(cur)
    return lines or [""]


def draw_market(mid: str, cards: list, view: dict, box: L.Box, direct, choose) -> str:
    is_port = mid.startswith("port")
    area = next((a for a in view.get("areas", []) if a.get("kind") == mid), None)
    name = area["name"] if area else mid
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">{esc(name)}</text>']
    deck = view.get("order_deck" if is_port else "tech_deck", 0)
    out.append(f'<text x="{box.x + box.w - 10:.1f}" y="{box.y + 17:.1f}" class="deck" '
               f'text-anchor="end">{esc(t("deck_orders" if is_port else "deck_techs", n=deck))}'
               f'</text>')
    for i in range(6):
        card = cards[i] if i < len(cards) else None
        cx = box.x + 10 + i * (L.CARD_W + L.CARD_GAP)
        cy = box.y + 28
        label = t("tier_" + TIERS[i]) if is_port else (f"+{SURCHARGE[i]}" if SURCHARGE[i] else "+0")
        out.append(f'<text x="{cx + L.CARD_W / 2:.1f}" y="{cy + L.CARD_H + 12:.1f}" '
                   f'class="slot-label">{esc(label)}</text>')
        if is_port:
            out.append(order_card(card, cx, cy, key="port:" + card["id"] if card else "",
                                  direct=direct, choose=choose,
                                  extra_tip=" " + t("tier_tip", tier=t("tier_" + TIERS[i]))))
        else:
            out.append(tech_card(card, cx, cy, "lab:" + card["id"] if card else "", direct,
                                 choose, SURCHARGE[i]))
    return "".join(out)


def draw_church(view: dict, box: L.Box, direct, choose, customs: bool = False) -> str:
    spaces = view.get("customs" if customs else "church", [])
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">'
           f'{esc(t("customs_board" if customs else "church_board"))}</text>']
    for i, s in enumerate(spaces):
        x = box.x + 12 + i * L.SPACE_W
        y = box.y + 26
        w, h = L.SPACE_W - 6, L.SPACE_H
        key = ("customs:" if customs else "church:") + s["id"]
        attrs, hot = hot_attrs(key, direct, choose)
        occ = s.get("occupant")
        if customs:
            tip = t("customs_space", n=s.get("imports"), reward=reward_text(s.get("reward")))
        else:
            tip = t("church_space", faith=s.get("faith"), reward=reward_text(s.get("reward")))
        if occ == "dummy":
            tip += " " + t("blocked_dummy")
        elif occ is not None:
            tip += " " + t("occupied_by", name=_name_of(occ))
        out.append(f'<g class="space{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(x, y, w, h, 6))
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" '
                   f'class="space-bg{" blocked" if occ == "dummy" else ""}"/>')
        if customs:
            n = s.get("imports", 0)
            for j in range(n):
                out.append(good_icon("import", x + w / 2 - (n - 1) * 7 + j * 14, y + 13, 5.5, ""))
        else:
            out.append(f'<text x="{x + w / 2:.1f}" y="{y + 19:.1f}" class="faith">'
                       f'{esc(s.get("faith"))}</text>')
        out.append(reward_stack(s.get("reward"), x + w / 2, y + 36, 9.5, 12))
        if occ is not None:
            out.append(shape(occ, x + w / 2, y + h - 11, 8))
        out.append("</g>")
    return "".join(out)


def draw_achievements(view: dict, box: L.Box, direct, choose) -> str:
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">'
           f'{esc(t("achievements"))}</text>']
    for i, a in enumerate(view.get("achievements", [])):
        x = box.x + 10 + i * 150
        y = box.y + 26
        w, h = 142, L.SPACE_H
        attrs, hot = hot_attrs("ach:" + a["id"], direct, choose)
        claims = a.get("claims", [])
        tip = t("ach_title", type=a.get("type"), text=a.get("text", ""),
                first=a.get("vp_first"), later=a.get("vp_later"),
                claims=", ".join(_name_of(c) for c in claims) or t("nobody"))
        out.append(f'<g class="ach{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(x, y, w, h, 6))
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="6" '
                   f'class="ach-bg"/><circle cx="{x + 14:.1f}" cy="{y + 14:.1f}" r="10" '
                   f'class="ach-type"/><text x="{x + 14:.1f}" y="{y + 18.5:.1f}" '
                   f'class="ach-letter">{esc(a.get("type", "?"))}</text>')
        for j, ln in enumerate(_wrap(a.get("text", ""), 21)[:4]):
            out.append(f'<text x="{x + 29:.1f}" y="{y + 13 + j * 12:.1f}" class="ach-text">'
                       f'{esc(ln)}</text>')
        out.append(f'<text x="{x + 8:.1f}" y="{y + 63:.1f}" class="ach-vp">'
                   f'{esc(t("ach_vp", first=a.get("vp_first"), later=a.get("vp_later")))}</text>')
        for j, c in enumerate(claims):
            out.append(shape(c, x + 14 + j * 20, y + h - 12, 7.5))
        out.append("</g>")
    return "".join(out)


def draw_supply(view: dict, box: L.Box) -> str:
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">'
           f'{esc(t("agents_supply"))}</text>']
    x = box.x + 12
    y = box.y + 30
    for country, n in (view.get("agent_supply") or {}).items():
        out.append(f'<g>{title(t("agent_supply_tip", n=n, country=country_name(country)))}'
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="56" height="24" rx="4" '
                   f'fill="{COUNTRY_COLOURS.get(country, "#666")}"/><text x="{x + 6:.1f}" '
                   f'y="{y + 16.5:.1f}" class="agent-t">{esc(country)} ×{n}</text></g>')
        x += 62
    y += 44
    station = view.get("station")
    lk_area = {a["pos"]: a["name"] for a in view.get("areas", [])}
    facts = [t("deck_orders", n=view.get("order_deck", 0)),
             t("deck_techs", n=view.get("tech_deck", 0)),
             t("station_at", area=lk_area.get(station, station)) if station
             else t("station_unplaced")]
    if view.get("end_triggered"):
        facts[-1] = t("final_rounds")
        out.append(f'<rect x="{box.x + 6:.1f}" y="{y + 19:.1f}" width="{box.w - 12}" '
                   f'height="18" rx="4" class="final-band"/>')
    for i, fact in enumerate(facts):
        cls = "final-text" if view.get("end_triggered") and i == 2 else "fact"
        out.append(f'<text x="{box.x + 12:.1f}" y="{y + i * 16:.1f}" class="{cls}">'
                   f'{esc(fact)}</text>')
    return "".join(out)


def draw_panel(p: dict, view: dict, ui: UiState, box: L.Box, direct, choose) -> str:
    seat = p.get("seat", 0)
    x, y, w = box.x, box.y, box.w
    current = view.get("current_player") == seat
    out = [f'<g class="player-panel" data-seat="{seat}">',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{box.h}" rx="10" '
           f'class="pp-bg{" current" if current else ""}" '
           f'style="stroke:{SEAT_COLOURS[seat % 4] if current else "#b9ad94"}"/>',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="30" rx="10" '
           f'fill="{SEAT_COLOURS[seat % 4]}" opacity=".18"/>',
           shape(seat, x + 17, y + 15, 9)]
    who = ui.seats[seat] if seat < len(ui.seats) else {}
    sub = t("computer_level", level=t("level_" + who.get("level", "normal"))) \
        if who.get("kind") == "computer" else ""
    if view.get("seat") == seat and who.get("kind") != "computer":
        sub = t("you")
    out.append(f'<text x="{x + 32:.1f}" y="{y + 20:.1f}" class="pp-name">{esc(p.get("name"))}'
               f'<tspan class="pp-sub"> {esc(sub)}</tspan></text>')
    mx = x + w - 10
    if current:
        out.append(f'<text x="{mx:.1f}" y="{y + 50:.1f}" text-anchor="end" class="turn-mark">'
                   f'{esc(t("turn_mark"))}</text>')
        mx -= 62
    if view.get("start_player") == seat:
        out.append(f'<g>{title(t("start_player"))}<rect x="{mx - 34:.1f}" y="{y + 37:.1f}" '
                   f'width="34" height="18" rx="9" class="start-mark"/><text '
                   f'x="{mx - 17:.1f}" y="{y + 50:.1f}" text-anchor="middle" '
                   f'class="start-t">{esc(t("start_short"))}</text></g>')
    out.append(f'<text x="{x + w - 10:.1f}" y="{y + 21:.1f}" text-anchor="end" class="pp-vp">'
               f'{esc(p.get("vp", 0))}<tspan font-size="11"> {esc(t("vp_unit"))}</tspan></text>')
    # resources
    ry = y + 50
    res = [f'<g>{title(t("money_tip"))}<text x="{x + 10:.1f}" y="{ry:.1f}" class="res">'
           f'¥{esc(p.get("yen", 0))}</text></g>']
    cx = x + 54
    for g in ("copper", "silk", "tea", "fish", "import"):
        n = p.get("imports", 0) if g == "import" else (p.get("goods") or {}).get(g, 0)
        res.append(f'<g>{title(t("holds", n=n, what=t("gp_" + g)))}'
                   f'{good_icon(g, cx, ry - 5, 8)}<text x="{cx + 11:.1f}" y="{ry:.1f}" '
                   f'class="res">{n}</text></g>')
        cx += 40
    out.extend(res)
    # pieces
    hand = p.get("hand") or {}
    wh = p.get("warehouse") or {}
    pres = p.get("president")
    lk_names = {a["pos"]: a["name"] for a in view.get("areas", [])}
    pres_txt = t("pres_at", area=lk_names.get(pres, pres)) if pres else t("pres_hand")
    out.append(f'<text x="{x + 10:.1f}" y="{y + 72:.1f}" class="pp-line">'
               f'{esc(_pieces_line("hand_line", hand))}'
               f'</text><text x="{x + 10:.1f}" y="{y + 88:.1f}" class="pp-line dim">'
               f'{esc(_pieces_line("warehouse_line", wh))}'
               f'</text><text x="{x + w - 10:.1f}" y="{y + 72:.1f}" text-anchor="end" '
               f'class="pp-line">{esc(pres_txt)}</text>')
    # orders in hand (own: faces; others: backs) or the starting choice
    oy = y + 98
    keep = p.get("keep_choice")
    orders = p.get("orders")
    if keep:
        out.append(f'<text x="{x + 10:.1f}" y="{oy + 10:.1f}" class="pp-label">'
                   f'{esc(t("keep_label"))}</text>')
        for i, c in enumerate(keep):
            out.append(order_card(c, x + 10 + i * 66, oy + 16, 62, 70))
    elif orders is not None:
        out.append(f'<text x="{x + 10:.1f}" y="{oy + 10:.1f}" class="pp-label">'
                   f'{esc(t("orders_hand", n=len(orders)))}</text>')
        for i, c in enumerate(orders):
            out.append(order_card(c, x + 10 + i * 66, oy + 16, 62, 70, "hand:" + c["id"],
                                  direct, choose))
    else:
        n = p.get("order_count", 0)
        out.append(f'<text x="{x + 10:.1f}" y="{oy + 10:.1f}" class="pp-label">'
                   f'{esc(t("orders_hidden", n=n))}</text>')
        for i in range(n):
            out.append(f'<g>{title(t("secret_order"))}<rect x="{x + 10 + i * 40:.1f}" '
                       f'y="{oy + 16:.1f}" width="34" height="48" rx="4" class="card-back"/></g>')
    # delivered orders, agents, tokens, achievements (right column)
    col = x + 10 + 3 * 66 + 8
    dy = oy + 10
    delivered = p.get("delivered") or []
    counts: dict[str, int] = {}
    for c in delivered:
        counts[c.get("country", "?")] = counts.get(c.get("country", "?"), 0) + 1
    out.append(f'<text x="{col:.1f}" y="{dy:.1f}" class="pp-label">'
               f'{esc(t("delivered", n=len(delivered)))}</text>')
    bx = col
    for country, n in counts.items():
        tip = "; ".join(order_text(c) for c in delivered if c.get("country") == country)
        out.append(f'<g>{title(tip)}<rect x="{bx:.1f}" y="{dy + 6:.1f}" width="40" height="18" '
                   f'rx="3" fill="{COUNTRY_COLOURS.get(country, "#666")}"/><text '
                   f'x="{bx + 4:.1f}" y="{dy + 19:.1f}" class="agent-t small">{esc(country)}'
                   f'×{n}</text></g>')
        bx += 44
        if bx > x + w - 44:
            bx = col
            dy += 22
    ay = max(dy + 42, oy + 52)
    agents = p.get("agents") or []
    out.append(f'<text x="{col:.1f}" y="{ay:.1f}" class="pp-label">'
               f'{esc(t("agents_label", n=len(agents)))}</text>')
    bx = col
    for a in agents:
        used = a.get("used")
        tip = t("agent_used" if used else "agent_unused", country=country_name(a.get("country")))
        out.append(f'<g>{title(tip)}<rect x="{bx:.1f}" y="{ay + 6:.1f}" width="30" height="18" '
                   f'rx="9" fill="{COUNTRY_COLOURS.get(a.get("country"), "#666")}" '
                   f'opacity="{0.35 if used else 1}"/><text x="{bx + 15:.1f}" y="{ay + 19:.1f}" '
                   f'text-anchor="middle" class="agent-t small">{esc(a.get("country"))}</text>'
                   + (f'<line x1="{bx + 3:.1f}" y1="{ay + 22:.1f}" x2="{bx + 27:.1f}" '
                      f'y2="{ay + 8:.1f}" stroke="#111" stroke-width="1.5"/>' if used else "")
                   + "</g>")
        bx += 34
    # techs
    ty = y + 194
    techs = p.get("techs") or []
    industry = sum(int(c.get("industry") or 0) for c in techs)
    out.append(f'<text x="{x + 10:.1f}" y="{ty:.1f}" class="pp-label">'
               f'{esc(t("techs_label", n=len(techs), industry=industry))}</text>')
    per_row = max(1, int((w - 20) // 122))
    for i, c in enumerate(techs):
        tx = x + 10 + (i % per_row) * 122
        tyy = ty + 6 + (i // per_row) * 22
        key = "tech:" + str(c.get("name_id"))
        tname = _short(c.get("name", "?"), 20)
        attrs, hot = hot_attrs(key, direct, choose) if view.get("seat") == seat else ("", False)
        out.append(f'<g class="tchip{" hot" if hot else ""}"{attrs}>{title(tech_text(c))}')
        if hot:
            out.append(ring(tx, tyy, 116, 19, 4))
        out.append(f'<rect x="{tx:.1f}" y="{tyy:.1f}" width="116" height="19" rx="4" '
                   f'class="tech-bg"/><rect x="{tx:.1f}" y="{tyy:.1f}" width="5" height="19" '
                   f'fill="{COUNTRY_COLOURS.get(c.get("country"), "#666")}"/><text '
                   f'x="{tx + 9:.1f}" y="{tyy + 13.5:.1f}" class="tchip-t"{_fit(tname, 14, 90)}>'
                   f'{esc(tname)}</text><text x="{tx + 112:.1f}" '
                   f'y="{tyy + 13.5:.1f}" text-anchor="end" class="tchip-n">'
                   f'{esc(c.get("industry", ""))}</text></g>')
    # tokens + achievements
    tokens = p.get("tokens") or []
    achs = p.get("achievements") or []
    by = y + box.h - 10
    ach_types = {a["id"]: a.get("type", "?") for a in view.get("achievements", [])}
    claimed = ", ".join(ach_types.get(a, a) for a in achs) or t("none")
    out.append(f'<g>{title("; ".join(reward_text(tk.get("reward")) for tk in tokens) or t("none"))}'
               f'<text x="{x + 10:.1f}" y="{by:.1f}" class="pp-line">'
               f'{esc(t("tokens_line", n=len(tokens)))}</text></g>'
               f'<text x="{x + w / 2:.1f}" y="{by:.1f}" class="pp-line">'
               f'{esc(t("achs_line", list=claimed))}'
               f'</text>')
    out.append("</g>")
    return "".join(out)


def _pieces_line(key: str, d: dict) -> str:
    return t(key, a=d.get("assistants", 0), s=d.get("shops", 0), h=d.get("houses", 0))


def _fit(text: str, max_chars: int, width: float) -> str:
    """Squeeze a long label into ``width`` instead of letting it run over its neighbours."""
    if len(text) <= max_chars:
        return ""
    return f' textLength="{width}" lengthAdjust="spacingAndGlyphs"'


def _short(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def svg_table(view: dict, ui: UiState, tg: Targets) -> str:
    global _NAMES
    _NAMES = list(view.get("names") or [])
    _CHOSEN[0] = ui.chooser
    direct = {k: v[0] for k, v in tg.by_key.items() if len(v) == 1}
    choose = {k: v for k, v in tg.by_key.items() if len(v) > 1}
    market_ids = list(view.get("ports", {})) + list(view.get("labs", {}))
    lay = L.compute(int(view.get("players", 2)), market_ids, ui.narrow)
    out = [f'<svg id="table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {lay.width:.0f} '
           f'{lay.height:.0f}" role="img" aria-label="{esc(t("table_label"))}" '
           f'class="{"narrow" if ui.narrow else "wide"}">',
           f'<rect width="{lay.width:.0f}" height="{lay.height:.0f}" class="table-bg"/>',
           draw_board(view, lay.board, direct, choose)]
    for mid in market_ids:
        cards = view.get("ports", {}).get(mid) or view.get("labs", {}).get(mid) or []
        out.append(draw_market(mid, cards, view, lay.markets[mid], direct, choose))
    out.append(draw_church(view, lay.church, direct, choose))
    out.append(draw_church(view, lay.customs, direct, choose, customs=True))
    out.append(draw_achievements(view, lay.achievements, direct, choose))
    out.append(draw_supply(view, lay.supply))
    players = list(view.get("players_info", []))
    me = view.get("seat")
    if isinstance(me, int) and 0 <= me < len(players):  # the person at the device first
        players = players[me:] + players[:me]
    for p, box in zip(players, lay.panels, strict=False):
        out.append(draw_panel(p, view, ui, box, direct, choose))
    out.append("</svg>")
    return "".join(out)


# --------------------------------------------------------------------------- HTML around

def _btn(label: str, *, move: str | None = None, action: str | None = None,
         cls: str = "", extra: str = "") -> str:
    data = ""
    if move is not None:
        data += f' data-move="{esc(move)}"'
    if action is not None:
        data += f' data-action="{esc(action)}"'
    return f'<button type="button" class="btn {cls}"{data}{extra}>{esc(label)}</button>'


def prompt_text(view: dict, ui: UiState, legal: list[str]) -> str:
    pending = view.get("pending") or {}
    kind = pending.get("kind") or view.get("phase")
    cur = view.get("current_player")
    names = view.get("names") or []
    if view.get("phase") == "over" or cur is None:
        return t("game_over")
    who = names[cur] if isinstance(cur, int) and cur < len(names) else "?"
    if not legal:
        return t("waiting_for", name=who)
    key = "prompt_" + str(kind)
    from web.messages import MESSAGES
    text = MESSAGES.get(key, MESSAGES["prompt_generic"])
    area = pending.get("area")
    lk = {a["pos"]: a["name"] for a in view.get("areas", [])}
    return text.format(area=lk.get(area, area or ""), power=pending.get("power") or "?")


def step_label(view: dict) -> str:
    pending = view.get("pending") or {}
    kind = pending.get("kind") or view.get("phase") or ""
    from web.messages import MESSAGES
    return MESSAGES.get("step_" + str(kind), str(kind))


def header_bar(title: str, ui: UiState, status: tuple[str, int | None, str, str] | None) -> str:
    """The top bar of either game: title, ``status`` = (round label, current seat, its name,
    step label) when a game is on, the thinking note, Undo and Menu."""
    out = ['<header class="bar">', f'<div class="brand">{esc(title)}</div>']
    if status is not None:
        round_label, cur, name, step = status
        parts = [f'<span class="round">{esc(round_label)}</span>']
        if isinstance(cur, int):
            parts.append(f'<span class="who seat-{cur}"><svg viewBox="-10 -10 20 20" '
                         f'class="seat-ico">{shape(cur, 0, 0, 8)}</svg>{esc(name)}</span>')
            parts.append(f'<span class="step" id="step">{esc(step)}</span>')
        else:
            parts.append(f'<span class="step" id="step">{esc(t("game_over"))}</span>')
        if ui.thinking:
            parts.append(f'<span class="thinking">{esc(t("thinking"))}</span>')
        out.append(f'<div class="status" id="status">{"".join(parts)}</div>')
    out.append('<div class="tools">')
    if status is not None:
        out.append(_btn(t("undo"), action="undo", cls="tool",
                        extra="" if ui.can_undo else " disabled"))
    out.append(_btn(t("menu"), action="menu", cls="tool"))
    out.append("</div></header>")
    return "".join(out)


def header(view: dict | None, ui: UiState) -> str:
    if not view:
        return header_bar(t("app_title"), ui, None)
    cur = view.get("current_player")
    names = view.get("names") or []
    pending = view.get("pending") or {}
    rnd = view.get("round") or 0
    name = names[cur] if isinstance(cur, int) and cur < len(names) else "?"
    step = ""
    if isinstance(cur, int):
        step = step_label(view)
        if pending.get("power"):
            step += " · " + t("power_n", n=pending["power"])
    label = t("round_n", n=rnd) if rnd else t("setup_round")
    return header_bar(t("app_title"), ui, (label, cur, name, step))


def actions_bar(view: dict, ui: UiState, legal: list[str], tg: Targets) -> str:
    lk = Lookup(view)
    out = ['<section class="actions" id="actions">',
           f'<div class="prompt" id="prompt">{esc(prompt_text(view, ui, legal))}</div>']
    if ui.message:
        out.append(f'<div class="msg {esc(ui.message_kind)}" id="message">{esc(ui.message)}'
                   f'{_btn(t("dismiss"), action="dismiss", cls="close")}</div>')
    if ui.chooser and ui.chooser in tg.by_key:
        out.append(f'<div class="chooser" id="chooser"><div class="chooser-title">'
                   f'{esc(t("choose_one"))}</div>')
        for m in tg.by_key[ui.chooser]:
            label = describe_move(m, view, lk)
            if ui.previews.get(m):
                label += " — " + ui.previews[m]
            out.append(_btn(label, move=m, cls="choice"))
        out.append(_btn(t("cancel"), action="close-chooser", cls="ghost"))
        out.append("</div>")
    if tg.buttons:
        out.append('<div class="decisions" id="decisions">')
        for m in tg.buttons:
            label = describe_move(m, view, lk)
            cls = "done" if m == "done" else "decision"
            out.append(_btn(label, move=m, cls=cls))
        out.append("</div>")
    elif legal and not ui.chooser:
        out.append(f'<div class="hint">{esc(t("click_hint"))}</div>')
    out.append("</section>")
    return "".join(out)


def log_panel(ui: UiState) -> str:
    items = "".join(f"<li>{esc(line)}</li>" for line in reversed(ui.log[-200:]))
    return (f'<details class="log" id="log"{" open" if ui.log_open else ""}><summary>'
            f'{esc(t("log_title", n=len(ui.log)))}</summary><ol reversed start="{len(ui.log)}">'
            f'{items}</ol></details>')


def menu(ui: UiState) -> str:
    out = ['<div class="overlay" id="menu"><div class="dialog menu-dialog">',
           f'<h2>{esc(t("menu"))}</h2>',
           _btn(t("new_game"), action="new", cls="wide"),
           _btn(t("export"), action="export", cls="wide"),
           f'<label class="btn wide file">{esc(t("import"))}<input type="file" id="import-file" '
           f'accept="application/json,.json" data-action="import"></label>',
           f'<div class="pace"><span>{esc(t("pace"))}</span>']
    for p in PACES:
        out.append(_btn(t("pace_" + p), action="pace:" + p,
                        cls="pace-btn" + (" on" if ui.pace == p else "")))
    out.append("</div>")
    out.append(_btn(t("close"), action="menu-close", cls="ghost wide"))
    out.append("</div></div>")
    return "".join(out)


def new_game_form(ui: UiState) -> str:
    d = ui.defaults or {}
    seats = d.get("seats") or []
    n = int(d.get("players", 2))
    out = ['<div class="overlay solid" id="new-game"><form class="dialog form" id="new-form" '
           'onsubmit="return false">',
           f'<h2>{esc(t("new_game"))}</h2>', game_tabs(getattr(ui, "game", "yokohama")),
           f'<label class="row">{esc(t("players_count"))} <select name="players" id="f-players">']
    for k in (2, 3, 4):
        out.append(f'<option value="{k}"{" selected" if k == n else ""}>{k}</option>')
    out.append("</select></label><div class='seats'>")
    for i in range(4):
        s = seats[i] if i < len(seats) else {}
        kind = s.get("kind", "human" if i == 0 else "computer")
        level = s.get("level", "normal")
        hidden = " hidden-seat" if i >= n else ""
        hidden += " is-human" if kind == "human" else ""
        out.append(f'<fieldset class="seat{hidden}" data-seat="{i}"><legend><svg '
                   f'viewBox="-10 -10 20 20" class="seat-ico">{shape(i, 0, 0, 8)}</svg>'
                   f'{esc(t("seat_n", n=i + 1))}</legend>'
                   f'<input name="name{i}" id="f-name{i}" maxlength="16" '
                   f'value="{esc(s.get("name", t("default_name_" + str(i))))}" '
                   f'aria-label="{esc(t("name"))}">'
                   f'<select name="kind{i}" id="f-kind{i}" aria-label="{esc(t("kind"))}">')
        for k in ("human", "computer"):
            out.append(f'<option value="{k}"{" selected" if k == kind else ""}>'
                       f'{esc(t("kind_" + k))}</option>')
        out.append(f'</select><select name="level{i}" id="f-level{i}" '
                   f'aria-label="{esc(t("level"))}">')
        for lv in LEVELS:
            out.append(f'<option value="{lv}"{" selected" if lv == level else ""}>'
                       f'{esc(t("level_" + lv))}</option>')
        out.append("</select></fieldset>")
    out.append("</div>")
    if ui.option_defs:
        out.append(f'<details class="options"><summary>{esc(t("rule_options"))}</summary>')
    chosen = d.get("options") or {}
    for o in ui.option_defs:
        oid = o["id"]
        out.append(f'<label class="opt"><span class="opt-name" '
                   f'title="{esc(o.get("description", ""))}">'
                   f'{esc(t("opt_" + oid) if ("opt_" + oid) in _catalogue() else oid)} '
                   f'<small>({esc(t("rules_clause", c=o.get("rules_clause", "")))})</small></span>'
                   f'<select name="opt-{esc(oid)}" data-opt="{esc(oid)}">')
        for v in o.get("values", []):
            val = chosen.get(oid, o.get("default"))
            sel = " selected" if str(v) == str(val) else ""
            dflt = " " + t("default_mark") if v == o.get("default") else ""
            out.append(f'<option value="{esc(_opt_str(v))}"{sel}>{esc(_opt_label(oid, v))}'
                       f'{esc(dflt)}</option>')
        out.append("</select></label>")
    if ui.option_defs:
        out.append("</details>")
    out.append(f'<label class="row">{esc(t("seed"))} <input name="seed" id="f-seed" '
               f'inputmode="numeric" placeholder="{esc(t("seed_random"))}" '
               f'value="{esc(d.get("seed", ""))}"></label>')
    out.append('<div class="row buttons">')
    out.append(_btn(t("start_game"), action="start", cls="primary"))
    if ui.screen == "new" and d.get("can_cancel"):
        out.append(_btn(t("cancel"), action="new-cancel", cls="ghost"))
    out.append("</div></form></div>")
    return "".join(out)


def _opt_str(v: object) -> str:
    if v is True:
        return "true"
    if v is False:
        return "false"
    return str(v)


def _opt_label(oid: str, v: object) -> str:
    cat = _catalogue()
    for key in (f"optv_{oid}_{_opt_str(v)}", f"optv_{_opt_str(v)}"):
        if key in cat:
            return cat[key]
    return _opt_str(v)


def _catalogue() -> dict:
    from web.messages import MESSAGES
    return MESSAGES


def pass_screen(ui: UiState) -> str:
    seats = ui.seats
    name = seats[ui.pass_to]["name"] if ui.pass_to is not None and ui.pass_to < len(seats) else "?"
    seat = ui.pass_to if ui.pass_to is not None else 0
    return (f'<div class="overlay solid" id="pass-screen"><div class="dialog pass">'
            f'<svg viewBox="-12 -12 24 24" class="pass-ico">{shape(seat, 0, 0, 10)}</svg>'
            f'<h2>{esc(t("pass_to", name=name))}</h2><p>{esc(t("pass_help", name=name))}</p>'
            f'{_btn(t("pass_ready", name=name), action="reveal", cls="primary")}</div></div>')


def final_screen(view: dict, ui: UiState) -> str:
    final = ui.final or {}
    names = view.get("names") or []
    rows = final.get("rows") or []
    cols = final.get("columns") or []
    out = ['<div class="overlay" id="final"><div class="dialog final">',
           f'<h2>{esc(t("final_title"))}</h2>']
    winner = final.get("winner")
    if isinstance(winner, int) and winner < len(names):
        out.append(f'<p class="winner"><svg viewBox="-10 -10 20 20" class="seat-ico">'
                   f'{shape(winner, 0, 0, 8)}</svg>{esc(t("winner", name=names[winner]))}</p>')
    out.append('<table class="scores"><thead><tr><th></th>')
    for r in rows:
        out.append(f'<th>{esc(r["name"])}</th>')
    out.append("</tr></thead><tbody>")
    for key, label in cols:
        out.append(f"<tr><th>{esc(label)}</th>")
        for r in rows:
            out.append(f'<td>{esc(r["parts"].get(key, 0))}</td>')
        out.append("</tr>")
    out.append(f'<tr class="total"><th>{esc(t("total"))}</th>')
    for r in rows:
        out.append(f'<td>{esc(r["total"])}</td>')
    out.append("</tr></tbody></table>")
    out.append('<div class="row buttons">' + _btn(t("play_again"), action="again", cls="primary")
               + _btn(t("new_game"), action="new", cls="")
               + _btn(t("view_table"), action="hide-final", cls="ghost") + "</div>")
    out.append("</div></div>")
    return "".join(out)


def render(view: dict | None, ui: UiState, legal_moves: list[str]) -> str:
    """The whole app markup for this moment. ``view`` is the viewer seat's view (or None)."""
    if ui.screen == "pass":
        # nothing of any seat is drawn while the device changes hands
        return header(None, ui) + pass_screen(ui) + (menu(ui) if ui.menu_open else "")
    if ui.screen == "new" or view is None:
        return header(None, ui) + _message_only(ui) + new_game_form(ui) + \
            (menu(ui) if ui.menu_open else "")
    legal = list(legal_moves)
    tg = classify(legal, view)
    parts = [header(view, ui), actions_bar(view, ui, legal, tg),
             f'<div class="table-wrap" id="table-wrap">{svg_table(view, ui, tg)}</div>',
             log_panel(ui)]
    if ui.final and ui.screen == "final":
        parts.append(final_screen(view, ui))
    if ui.menu_open:
        parts.append(menu(ui))
    return "".join(parts)


def _message_only(ui: UiState) -> str:
    if not ui.message:
        return ""
    return (f'<div class="msg {esc(ui.message_kind)} top" id="message">{esc(ui.message)}'
            f'{_btn(t("dismiss"), action="dismiss", cls="close")}</div>')
