"""The board (pure): the area tiles with their power tables, five-power tokens, building
spaces, pieces and the station."""

from __future__ import annotations

from web.shell.pieces import esc, shape, text_width
from web.yokohama import layout as L
from web.yokohama.describe import kinds, reward_text
from web.yokohama.messages import t
from web.yokohama.render.pieces import (
    CATEGORIES,
    GOOD_STYLE,
    good_icon,
    hot_attrs,
    name_of,
    president,
    reward_stack,
    ring,
    title,
)
from yokohama.moves import MoveTo, parse


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
    return t("power_table_title", values=t("list_sep").join(
        f"{i + 1}: {v}" for i, v in enumerate(vals)), unit=t("unit_" + unit) if unit else "")


def draw_area(area: dict, view: dict, box: L.Box, direct, choose, acting: str | None,
              via: dict[str, tuple[str, ...]] | None = None, tile: L.Tile = L.FULL) -> str:
    """One area tile; a ``compact`` tile (narrow screens) is narrower and taller: the name on
    a line of its own, the five-power token beside the power table, the house under the
    shops with the pieces beside it."""
    x, y = L.tile_origin(area, box, tile)
    w, h = tile.w - L.TILE_GAP, tile.h - L.TILE_GAP
    small = tile.compact
    pos = area["pos"]
    via = via or {}
    kind = area.get("kind", "")
    category = area.get("category", "none")
    cat = category if category in CATEGORIES else "none"
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
    adjacent = t("list_sep").join(names.get(p, p) for p in area.get("adjacent", []))
    tip.append(t("adjacent", areas=adjacent))
    out.append(title(" ".join(s for s in tip if s)))
    if hot:
        out.append(ring(x, y, w, h, 9))
    out.append(f'<rect class="tile cat-{cat}" x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" '
               f'rx="8"/>')
    if kind == "canal":
        waves = " t 34,0" * (2 if small else 3)  # as many as the tile's width holds
        for i in range(6 if small else 4):
            yy = y + 40 + i * 18
            out.append(f'<path d="M{x + 14:.1f},{yy:.1f} q 17,-9 34,0{waves}" class="wave"/>')
    name = area.get("name", pos)
    # squeezed to end before the five-power token (x + w - 26) when it would run under it;
    # a compact tile's name has the whole line
    longest, room = (11, w - 14) if small else (13, 114)
    fit = f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"' \
        if text_width(name) > longest else ""
    out.append(f'<text x="{x + 8:.1f}" y="{y + 17:.1f}" class="tile-name"{fit}>'
               f'{esc(name)}</text>')
    if vals:
        out.append(_power_row_compact(vals, unit, x + 2, y + 26) if small
                   else _power_row(vals, unit, x + 6, y + 26))
    token = area.get("token")
    tx, ty = (x + w - 13, y + 40) if small else (x + w - 15, y + 14)
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
    building = area.get("tile")
    if building:
        out.append(_building_tile(building, pos, x + 2, y + 58, direct, choose, w)
                   if small else _building_tile(building, pos, x + 4, y + 55, direct, choose))
    station = bool(area.get("station"))
    if small:  # beside the house, in rows (after the station on the first)
        out.append(_pieces(area, x + 6, y + 133, view, via.get(pos, ()),
                           right=x + w - 46, indent=30 * station))
    else:
        out.append(_pieces(area, x + 6, y + h - 18, view, via.get(pos, ())))
    if station:
        sx, sy = (x + 6, y + 126) if small else (x + w - 30, y + h - 24)
        out.append(f'<g class="station">{title(t("station_title"))}<rect x="{sx:.1f}" '
                   f'y="{sy:.1f}" width="26" height="14" rx="2" fill="#222"/><text '
                   f'x="{sx + 13:.1f}" y="{sy + 11:.1f}" font-size="11" fill="#fff" '
                   f'text-anchor="middle" font-weight="700">{esc(t("station_short"))}</text></g>')
    out.append("</g>")
    return "".join(out)


def _power_row(vals: list[str], unit: str, x: float, y: float) -> str:
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="128" height="28" rx="3" class="power-bg"/>']
    for i, v in enumerate(vals):
        cx = x + 12 + i * 24
        out.append(f'<text x="{cx:.1f}" y="{y + 10:.1f}" class="power-idx">{i + 1}</text>'
                   f'<text x="{cx:.1f}" y="{y + 24:.1f}" class="power-val">{esc(v)}</text>')
    if unit in GOOD_STYLE:
        out.append(good_icon(unit, x + 140, y + 12, 7))
    return "".join(out)


def _power_row_compact(vals: list[str], unit: str, x: float, y: float) -> str:
    """The power table in a compact tile: the good's icon first (when it has one), then the
    five columns, in 98 units (the five-power token beside it)."""
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="98" height="28" rx="3" class="power-bg"/>']
    icon = unit in GOOD_STYLE
    if icon:
        out.append(good_icon(unit, x + 9, y + 14, 7))
    elif vals and all(v.startswith("¥") for v in vals):  # the bank: ¥ once, as its unit
        vals, icon = [v[1:] for v in vals], True
        out.append(f'<text x="{x + 9:.1f}" y="{y + 19:.1f}" class="power-val">¥</text>')
    first, step = (x + 24, 16.5) if icon else (x + 11, 19.0)
    for i, v in enumerate(vals):
        cx = first + i * step
        out.append(f'<text x="{cx:.1f}" y="{y + 10:.1f}" class="power-idx">{i + 1}</text>'
                   f'<text x="{cx:.1f}" y="{y + 24:.1f}" class="power-val">{esc(v)}</text>')
    return "".join(out)


def _building_tile(tile: dict, pos: str, x: float, y: float, direct, choose,
                   compact_w: float = 0) -> str:
    """The building tile's shops and house: in one row, or (``compact_w``: the compact
    tile's width) the house under the shops, at the right."""
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{compact_w - 4 if compact_w else 148:g}" '
           f'height="56" rx="4" class="btile"/>']
    for i, space in enumerate(tile.get("shops", [])):
        sx = x + 3 + i * 29
        n = space.get("space", i + 1)
        attrs, hot = hot_attrs(f"shop:{pos}:{n}", direct, choose)
        owner = space.get("owner")
        tip = t("shop_title", n=n, reward=reward_text(space.get("reward")),
                owner=t("built_by", name=name_of(owner, tile)) if owner is not None else t("free"))
        out.append(f'<g class="shop{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(sx, y + 2, 27, 52, 4))
        out.append(f'<rect x="{sx:.1f}" y="{y + 2:.1f}" width="27" height="52" rx="3" '
                   f'class="slot"/>')
        if owner is not None:
            out.append(f'<g data-piece="shop-{pos}-{n}" data-from="panel-{owner}">'
                       f'{shape(owner, sx + 13.5, y + 12, 6.5)}</g>')
        else:
            out.append(f'<path d="M{sx + 8:.1f},{y + 16:.1f}v-6l5.5,-4l5.5,4v6z" '
                       'class="shop-ico"/>')
        out.append(reward_stack(space.get("reward"), sx + 13.5, y + 30, 9, 11))
        out.append("</g>")
    house = tile.get("house")
    if house and compact_w:
        hx = x + compact_w - 44
        y += 60
        out.append(f'<rect x="{hx - 2:.1f}" y="{y:.1f}" width="40" height="56" rx="4" '
                   f'class="btile"/>')
    elif house:
        hx = x + 3 + 4 * 29 + 1
    if house:
        attrs, hot = hot_attrs("house:" + pos, direct, choose)
        owner = house.get("owner")
        tip = t("house_title", reward=reward_text(house.get("reward")),
                owner=t("built_by", name=name_of(owner, tile)) if owner is not None else t("free"))
        out.append(f'<g class="house{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(hx, y + 2, 36, 52, 4))
        out.append(f'<rect x="{hx:.1f}" y="{y + 2:.1f}" width="36" height="52" rx="3" '
                   f'class="slot house-slot"/>')
        if owner is not None:
            out.append(f'<g data-piece="house-{pos}" data-from="panel-{owner}">'
                       f'{shape(owner, hx + 18, y + 12, 7)}</g>')
        else:
            out.append(f'<path d="M{hx + 10:.1f},{y + 17:.1f}v-7l8,-5l8,5v7z" class="house-ico"/>')
        # (a compact tile: a little higher, its third line inside the tile)
        out.append(reward_stack(house.get("reward"), hx + 18, y + (27 if compact_w else 30),
                                9, 11))
        out.append("</g>")
    return "".join(out)


PIECE_STEP = {"pres": 30.0, "asst": 24.0}  # a president's disc and an assistant, side by side
PIECE_HALF = {"pres": 13.0, "asst": 9.0}
PIECE_ROW = 25.0  # between two rows of pieces (a compact tile)


def piece_places(kinds: list[str], x: float, right: float = 0, indent: float = 0,
                 rows: int = 2) -> list[tuple[float, int]]:
    """(centre x, row) of each piece, from ``x + 10`` (``+ indent`` on the first row): one
    row, or (``right``) rows ending before ``right``, closer together when ``rows`` rows
    would not hold them at their usual spacing."""
    for squeeze in (1.0, 0.85, 0.7, 0.5):  # (at the last: a third row, when it must)
        places, cx, row = [], x + 10 + indent, 0
        for k in kinds:
            if right and cx + PIECE_HALF[k] > right and cx > x + 10:
                cx, row = x + 10, row + 1
            places.append((cx, row))
            cx += PIECE_STEP[k] * squeeze
        if not right or row < rows:
            break
    return places


def _pieces(area: dict, x: float, y: float, view: dict, via: tuple[str, ...] = (),
            right: float = 0, indent: float = 0) -> str:
    """Presidents and assistants in an area, each with its key for moves you can watch
    (``data-piece``; web/motion.js): a president that came along ``via`` passes those areas;
    assistants come from their owner's panel. ``right``: they wrap into rows before it."""
    route = f' data-via="{esc(" ".join(via))}"' if via else ""
    presidents = list(area.get("presidents", []))
    helpers = [(seat, n) for seat, n in enumerate(area.get("assistants", [])) if n]
    places = piece_places(["pres"] * len(presidents) + ["asst"] * len(helpers), x, right,
                          indent)
    out = []
    for seat, (cx, row) in zip(presidents, places, strict=False):
        out.append(f'<g data-piece="pres-{seat}" data-from="panel-{seat}"{route}>'
                   f'{title(t("president_of", name=name_of(seat)))}'
                   f'{president(seat, cx, y + row * PIECE_ROW)}</g>')
    for (seat, n), (cx, row) in zip(helpers, places[len(presidents):], strict=False):
        out.append(f'<g data-piece="asst-{area["pos"]}-{seat}" data-n="{n}" '
                   f'data-from="panel-{seat}">'
                   f'{title(t("assistants_of", n=n, name=name_of(seat)))}'
                   f'{shape(seat, cx, y + row * PIECE_ROW, 8.5, str(n))}</g>')
    return "".join(out)


def draw_board(view: dict, box: L.Box, direct, choose, last_move: str = "",
               tile: L.Tile = L.FULL) -> str:
    """The board; ``last_move``: the move just played (a president's route is drawn on it,
    for the moves you can watch); ``tile``: the tiles' size and form."""
    acting = (view.get("pending") or {}).get("area")
    out = [f'<text x="{box.x:.1f}" y="{box.y - 8:.1f}" class="section">{esc(t("board_title"))}'
           f'</text>']
    via = routes(last_move)
    for area in view.get("areas", []):
        out.append(draw_area(area, view, box, direct, choose, acting, via, tile))
    return "".join(out)


def routes(move: str) -> dict[str, tuple[str, ...]]:
    """{destination: the areas passed on the way} of a president's move (else empty)."""
    try:
        value = parse(move) if move else None
    except Exception:  # not a move text of this game: nothing to show
        return {}
    return {value.area: value.via} if isinstance(value, MoveTo) and value.via else {}
