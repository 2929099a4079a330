"""The Machi Koro renderer: ``render(view, ui, legal_moves) -> str``. Pure.

One SVG table: the supply (remaining count per building; a card is clickable when
``build <id>`` is legal), the last roll, and every player's city (buildings stacked with a
count, the four landmarks; the roller's unbuilt landmark is clickable when
``complete <id>`` is legal). Roll / keep / re-roll / TV target / Business Center / pass are
buttons. Every clickable element carries ``data-move`` with the canonical move text, and
the clickable moves are exactly the legal moves.
"""

from __future__ import annotations

from web.machikoro.describe import (
    Names,
    card_title,
    dice_text,
    landmark_title,
    move_label,
    move_name,
    numbers_text,
)
from web.machikoro.messages import t
from web.shell import frame
from web.shell.frame import btn, header_bar, message_bar, move_attrs, region_attrs
from web.shell.messages import has
from web.shell.pieces import SEAT_COLOURS, esc, shape, table_size, title_named_buttons, wrap
from web.shell.ui_state import UiState

COLOUR_FILL = {"blue": "#2f6db5", "green": "#2e7031", "red": "#c0392b", "purple": "#7d4fa8",
               "landmark": "#8a5a10"}
SOFT = ("blue", "green", "red", "purple", "landmark")  # card bodies: class mk-soft-<colour>
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
LANDMARKS = ("train_station", "shopping_mall", "amusement_park", "radio_tower")
BUTTON_HEADS = ("roll", "keep", "reroll", "target", "decline", "swap", "pass")


LABELS: dict[str, str] = {}  # move -> accessible name (set per render)


def _hot(move: str | None) -> str:
    if not move:
        return ""
    return f' data-move="{esc(move)}"{move_attrs(LABELS.get(move) or move)} class="hot"'


def _why(move: str | None, why: str, help_id: str) -> str:
    """Clickable (``data-move``), else the move it would be (``data-why``: the page asks the
    engine why not); always the how-to section about it (``data-help``)."""
    attrs = _hot(move) or f' data-why="{esc(why)}"'
    return attrs + f' data-help="{esc(help_id)}"'


def _ring(x: float, y: float, w: float, h: float) -> str:
    return (f'<rect class="ring" x="{x - 3:.0f}" y="{y - 3:.0f}" width="{w + 6:.0f}" '
            f'height="{h + 6:.0f}" rx="8"/>')


def changed_ring(x: float, y: float, w: float, h: float, fresh: bool) -> str:
    return (f'<rect class="changed-ring{" fresh" if fresh else ""}" x="{x - 2:.0f}" '
            f'y="{y - 2:.0f}" width="{w + 4:.0f}" height="{h + 4:.0f}" rx="9"/>')


def _lines(text: str, width: int) -> list[str]:
    """At most two lines of ``text`` wrapped at ``width`` characters."""
    return [line for line in wrap(text, width)[:2] if line]


# ------------------------------------------------------------------------- pieces
def die(x: float, y: float, s: float, value: int, i: int = 0) -> str:
    """A die showing ``value`` (``data-roll``: it rolls when its face changes, web/motion.js)."""
    out = [f'<g data-piece="die-{i}" data-roll="" data-n="{int(value)}">'
           f'<rect x="{x:.0f}" y="{y:.0f}" width="{s:.0f}" height="{s:.0f}" rx="{s / 6:.0f}" '
           f'fill="#fffdf7" stroke="#333" stroke-width="2"/>']
    cx, cy, d = x + s / 2, y + s / 2, s * 0.26
    for px, py in PIPS.get(int(value), []):
        out.append(f'<circle cx="{cx + px * d:.1f}" cy="{cy + py * d:.1f}" r="{s * 0.09:.1f}" '
                   f'fill="#222"/>')
    return "".join(out) + "</g>"


def supply_card(cid: str, left: int, x: float, y: float, w: float, h: float, nm: Names,
                move: str | None) -> str:
    from web.machikoro.describe import card_data

    d = card_data().get(cid) or {}
    colour = d.get("colour", "blue")
    fill = COLOUR_FILL.get(colour, "#777")
    out = [f'<g id="supply-{esc(cid)}" data-card="{esc(cid)}"'
           f'{_why(move, f"build {cid}", cid)}>',
           f"<title>{esc(card_title(cid, nm, left=left))}</title>"]
    if move:
        out.append(_ring(x, y, w, h))
    op = "" if left else ' opacity="0.45"'
    out.append(f'<g{op}><rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="7" '
               f'class="mk-soft-{colour if colour in SOFT else "blue"}" stroke="{fill}" '
               f'stroke-width="2"/>')
    out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="20" rx="7" '
               f'fill="{fill}"/>')
    out.append(f'<text x="{x + w / 2:.0f}" y="{y + 15:.0f}" class="mk-num" '
               f'text-anchor="middle">{esc(numbers_text(list(d.get("activation") or [])))}</text>')
    small = w < 120
    for i, line in enumerate(_lines(nm.card(cid), 16)):
        out.append(f'<text x="{x + w / 2:.0f}" y="{y + 36 + i * 14:.0f}" '
                   f'class="{"mk-name-s" if small else "mk-name"}" '
                   f'text-anchor="middle">{esc(line)}</text>')
    out.append(f'<circle cx="{x + 15:.0f}" cy="{y + h - 14:.0f}" r="11" fill="#f2c230" '
               f'stroke="#8a6a00"/><text x="{x + 15:.0f}" y="{y + h - 10:.0f}" class="mk-cost" '
               f'text-anchor="middle">{d.get("cost", 0)}</text>')
    out.append(f'<text x="{x + w - 8:.0f}" y="{y + h - 9:.0f}" class="mk-left" '
               f'text-anchor="end">×{left}</text></g></g>')
    return "".join(out)


def city_tile(cid: str, n: int, x: float, y: float, w: float, h: float, nm: Names,
              seat: int = 0) -> str:
    from web.machikoro.describe import card_data

    d = card_data().get(cid) or {}
    colour = d.get("colour", "blue")
    fill = COLOUR_FILL.get(colour, "#777")
    out = [f'<g class="mk-tile" data-card="{esc(cid)}" data-count="{n}" '
           f'data-help="{esc(cid)}" data-piece="bld-{seat}-{esc(cid)}" data-n="{n}" '
           f'data-from="supply-{esc(cid)}">'
           f"<title>{esc(card_title(cid, nm, owned=n))}</title>"]
    for k in range(min(n, 3) - 1, 0, -1):  # the stack: offset copies behind
        out.append(f'<rect x="{x + 3 * k:.0f}" y="{y - 3 * k:.0f}" width="{w:.0f}" '
                   f'height="{h:.0f}" rx="5" fill="{fill}" opacity="0.5"/>')
    out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="5" '
               f'class="mk-soft-{colour if colour in SOFT else "blue"}" stroke="{fill}" '
               f'stroke-width="2"/>'
               f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="15" rx="5" fill="{fill}"/>'
               f'<text x="{x + 5:.0f}" y="{y + 12:.0f}" class="mk-num-s">'
               f'{esc(numbers_text(list(d.get("activation") or [])))}</text>')
    for i, line in enumerate(_lines(nm.card(cid), 12)):
        out.append(f'<text x="{x + w / 2:.0f}" y="{y + 28 + i * 12:.0f}" class="mk-name-s" '
                   f'text-anchor="middle">{esc(line)}</text>')
    if n > 1:
        out.append(f'<circle cx="{x + w - 8:.0f}" cy="{y + 8:.0f}" r="10" fill="#222"/>'
                   f'<text x="{x + w - 8:.0f}" y="{y + 12:.0f}" class="mk-count" '
                   f'text-anchor="middle">{n}</text>')
    out.append("</g>")
    return "".join(out)


def _ink(cls: str, ink: str) -> str:
    """A text's class and colour: ``ink`` is an inline fill (`` fill="…"``) or more classes."""
    if ink.startswith(" fill="):
        return f'class="{cls}"{ink}'
    return f'class="{cls}{ink}"'


def landmark_tile(lid: str, built: bool, x: float, y: float, w: float, h: float, nm: Names,
                  move: str | None, seat: int, mine: bool = False) -> str:
    fill = COLOUR_FILL["landmark"]
    attrs = _why(move, f"complete {lid}", lid) if mine else _hot(move) + \
        f' data-help="{esc(lid)}"'
    out = [f'<g id="lm-{seat}-{esc(lid)}" data-landmark="{esc(lid)}" '
           f'data-built="{"true" if built else "false"}"{attrs}>',
           f"<title>{esc(landmark_title(lid, nm, built))}</title>"]
    if move:
        out.append(_ring(x, y, w, h))
    if built:
        out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="6" '
                   f'fill="{fill}" stroke="#5a3d00" stroke-width="2"/>')
        ink = ' fill="#fff"'
    else:
        out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="6" '
                   f'class="mk-lm-open" stroke="{fill}" stroke-width="2" stroke-dasharray="5 3"/>')
        ink = " mk-lm-open-ink"
    lines = _lines(nm.card(lid), 9 if w < 90 else 13)
    for i, line in enumerate(lines):
        out.append(f'<text x="{x + w / 2:.0f}" y="{y + 16 + i * 12:.0f}" '
                   f'{_ink("mk-lm", ink)} text-anchor="middle">{esc(line)}</text>')
    mark = "✓" if built else f"¥{nm.cost(lid)}"
    out.append(f'<text x="{x + w / 2:.0f}" y="{y + h - 5:.0f}" {_ink("mk-lm-cost", ink)} '
               f'text-anchor="middle">{esc(mark)}</text></g>')
    return "".join(out)


# ------------------------------------------------------------------------- layout
WIDE_W = 1000  # the wide table's width when it has the room (else as wide as its room)
MIN_WIDE_W = 700  # the narrowest wide table: five supply cards a row, the dice above them
DICE_MIN_W = 220  # the dice panel beside the supply


def _table_dims(view: dict, narrow: bool, room: float = 0) -> dict:
    """The table's sizes: the phone layout, or the wide one for ``room`` CSS px (0: 1000)."""
    players = view.get("players") or []
    most = max([sum(1 for v in p.get("buildings", {}).values() if v) for p in players] or [1])
    d: dict[str, float]
    if narrow:
        d = {"W": 380, "sc": 3, "cw": 116, "ch": 78, "pc": 1, "tc": 4, "tw": 84, "th": 52,
             "lw": 84, "lh": 46, "dice_top": 1}
    else:
        w = WIDE_W if room <= 0 else max(MIN_WIDE_W, min(WIDE_W, int(room)))
        d = {"W": w, "sc": 5, "cw": 128, "ch": 82, "pc": 2, "tc": 5, "tw": 86, "th": 54,
             "lw": 104, "lh": 48, "dice_top": 0}
        if w - (5 * 138 + 10) - 30 < DICE_MIN_W:  # no room for the dice beside five cards
            d["dice_top"] = 1
            d["sc"] = max(3, min(7, int((w - 10) // 138)))
        if (w - 30) / 2 < 450:  # one city a row, its buildings across the width
            d["pc"] = 1
            d["tc"] = max(5, min(8, int((w - 44) // 92)))
    d["tile_rows"] = max(1, -(-most // d["tc"]))
    d["ph"] = 34 + d["lh"] + 14 + d["tile_rows"] * (d["th"] + 10) + 6
    d["pw"] = (d["W"] - 20 - (d["pc"] - 1) * 10) / d["pc"]
    return d


def draw_dice(view: dict, x: float, y: float, w: float, h: float) -> str:
    nm = Names(view)
    out = [f'<g id="dice" data-bank="coins"><rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" '
           f'height="{h:.0f}" '
           f'rx="10" class="mk-panel"/>',
           f'<text x="{x + 12:.0f}" y="{y + 22:.0f}" class="mk-h">{esc(t("mk_dice"))}</text>']
    dice = [int(v) for v in view.get("dice") or []]
    if dice:
        s = min(54.0, h - 40)
        for i, v in enumerate(dice):
            out.append(die(x + 14 + i * (s + 10), y + 32, s, v, i))
        total = sum(dice)
        out.append(f'<text x="{x + 14 + len(dice) * (s + 10) + 4:.0f}" y="{y + 32 + s * 0.7:.0f}" '
                   f'class="mk-total">= {total}</text>')
    else:
        out.append(f'<text x="{x + 14:.0f}" y="{y + 52:.0f}" class="mk-sub">'
                   f'{esc(t("mk_no_roll"))}</text>')
    cur = view.get("current_player")
    if isinstance(cur, int):
        out.append(f'<text x="{x + w - 12:.0f}" y="{y + 22:.0f}" class="mk-sub" '
                   f'text-anchor="end">{esc(t("mk_turn_n", n=view.get("turn_number", 1)))} · '
                   f'{esc(nm.seat(cur))}</text>')
    out.append("</g>")
    return "".join(out)


def draw_city(p: dict, view: dict, x: float, y: float, d: dict, legal: set[str],
              current: bool) -> str:
    nm = Names(view)
    seat = int(p.get("seat", 0))
    w, h = d["pw"], d["ph"]
    col = SEAT_COLOURS[seat % 4]
    out = [f'<g id="city-{seat}" class="mk-city" data-seat="{seat}">',
           f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="10" '
           f'class="mk-panel{" mk-current" if current else ""}"/>',
           f'<rect x="{x:.0f}" y="{y:.0f}" width="8" height="{h:.0f}" rx="4" fill="{col}"/>',
           f'<g transform="translate({x + 24:.0f},{y + 18:.0f})">{shape(seat, 0, 0, 8)}</g>',
           f'<text x="{x + 38:.0f}" y="{y + 23:.0f}" class="mk-h">{esc(p.get("name", "?"))}</text>']
    coins = p.get("coins", 0)
    out.append(f'<g class="mk-coins" data-coins="{coins}" data-piece="coins-{seat}" '
               f'data-n="{coins}" data-flow="coins"><circle cx="{x + w - 60:.0f}" '
               f'cy="{y + 18:.0f}" r="12" fill="#f2c230" stroke="#8a6a00"/>'
               f'<text x="{x + w - 60:.0f}" y="{y + 22:.0f}" class="mk-cost" '
               f'text-anchor="middle">¥</text><text x="{x + w - 42:.0f}" y="{y + 24:.0f}" '
               f'class="mk-coin-n">{coins}</text></g>')
    if current:
        out.append(f'<text x="{x + w - 80:.0f}" y="{y + 23:.0f}" class="mk-tomove" '
                   f'text-anchor="end">{esc(t("mk_to_move"))}</text>')
    lms = p.get("landmarks") or {}
    lx, ly = x + 16, y + 34
    gap = (w - 24 - 4 * d["lw"]) / 3
    for i, lid in enumerate(LANDMARKS):
        move = f"complete {lid}" if current and f"complete {lid}" in legal else None
        out.append(landmark_tile(lid, bool(lms.get(lid)), lx + i * (d["lw"] + gap), ly,
                                 d["lw"], d["lh"], nm, move, seat,
                                 mine=seat == view.get("seat", view.get("current_player"))))
    ty = ly + d["lh"] + 16
    owned = [(cid, n) for cid, n in (p.get("buildings") or {}).items() if n]
    tgap = (w - 24 - d["tc"] * d["tw"]) / max(1, d["tc"] - 1)
    for i, (cid, n) in enumerate(owned):
        r, c = divmod(i, d["tc"])
        out.append(city_tile(cid, n, x + 16 + c * (d["tw"] + tgap), ty + r * (d["th"] + 10),
                             d["tw"] - 6, d["th"], nm, seat))
    out.append("</g>")
    return "".join(out)


def svg_table(view: dict, ui: UiState, legal: list[str]) -> str:
    # the room beside the sidebar, or the whole width if even the narrowest table needs it
    room = ui.room if ui.room >= MIN_WIDE_W else ui.room_alone
    d = _table_dims(view, ui.narrow, room)
    W = d["W"]
    nm = Names(view)
    legal_set = set(legal)
    LABELS.clear()
    LABELS.update({m: ui.move_names.get(m) or move_name(m, view) for m in legal})
    out: list[str] = []
    marks: list[str] = []  # rings around what other seats changed since the last decision
    y = 10
    supply = view.get("supply") or {}
    ids = list(supply)
    rows = -(-len(ids) // d["sc"])
    if d["dice_top"]:
        out.append(draw_dice(view, 10, y, W - 20, 96))
        y += 106
        sx, sw = 10, W - 20
    else:
        sw = d["sc"] * (d["cw"] + 10) + 10
        sx = 10
        out.append(draw_dice(view, sx + sw + 10, y + 24, W - sw - 30, 120))
    out.append(f'<g{region_attrs("rg-supply", t("mk_a11y_supply"))}>')
    out.append(f'<text x="{sx + 4}" y="{y + 17}" class="mk-h">{esc(t("mk_supply"))}</text>')
    y += 24
    cgap = (sw - d["sc"] * d["cw"]) / (d["sc"] + (0 if ui.narrow else 1))
    for i, cid in enumerate(ids):
        r, c = divmod(i, d["sc"])
        cx = sx + (0 if ui.narrow else cgap) + c * (d["cw"] + cgap)
        move = f"build {cid}" if f"build {cid}" in legal_set else None
        out.append(supply_card(cid, int(supply.get(cid, 0)), cx, y + r * (d["ch"] + 10),
                               d["cw"], d["ch"], nm, move))
        if "supply:" + cid in ui.changed:
            marks.append(changed_ring(cx, y + r * (d["ch"] + 10), d["cw"], d["ch"],
                                      "supply:" + cid in ui.fresh))
    y += rows * (d["ch"] + 10) + 6
    out.append(f'</g><g{region_attrs("rg-cities", t("mk_a11y_cities"))}>')
    players = list(view.get("players") or [])
    cur = view.get("current_player")
    for i, p in enumerate(players):
        r, c = divmod(i, d["pc"])
        out.append(draw_city(p, view, 10 + c * (d["pw"] + 10), y + r * (d["ph"] + 10), d,
                             legal_set, p.get("seat") == cur))
        if f"city:{p.get('seat')}" in ui.changed:
            marks.append(changed_ring(10 + c * (d["pw"] + 10), y + r * (d["ph"] + 10),
                                      d["pw"], d["ph"], f"city:{p.get('seat')}" in ui.fresh))
    y += -(-len(players) // d["pc"]) * (d["ph"] + 10)
    out.append("</g>")
    head = (f'<svg id="table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {y:.0f}" '
            f'role="group" aria-label="{esc(t("mk_table_label"))}" '
            f'class="mk {"narrow" if ui.narrow else "wide"}"'
            f'{table_size(W, 1.8 if ui.narrow else 1.3)}>'
            f'<rect width="{W}" height="{y:.0f}" class="table-bg"/>')
    return head + title_named_buttons("".join(out)) + "".join(marks) + "</svg>"


# ------------------------------------------------------------------------- HTML around
def header(view: dict | None, ui: UiState) -> str:
    if not view:
        return header_bar(t("mk_title"), ui, None)
    cur = view.get("current_player")
    name = Names(view).seat(cur) if isinstance(cur, int) else ""
    phase = str(view.get("phase") or "")
    step = t("mk_step_" + phase) if has("mk_step_" + phase) else phase
    label = t("mk_turn_n", n=view.get("turn_number", 1))
    return header_bar(t("mk_title"), ui, (label, cur, name, step))


def prompt_text(view: dict, legal: list[str]) -> str:
    nm = Names(view)
    cur = view.get("current_player")
    if view.get("is_over") or cur is None:
        return t("game_over")
    name = nm.seat(cur)
    if not legal:
        return t("waiting_for", name=name)
    phase = view.get("phase")
    if phase == "roll":
        return t("mk_prompt_roll2" if "roll 2" in legal else "mk_prompt_roll", name=name)
    if phase == "reroll":
        return t("mk_prompt_reroll", name=name, total=view.get("roll") or "?")
    if phase in ("tv_target", "swap"):
        return t("mk_prompt_" + phase, name=name)
    coins = 0
    for p in view.get("players") or []:
        if p.get("seat") == cur:
            coins = p.get("coins", 0)
    return t("mk_prompt_build", name=name, coins=coins)


def actions_bar(view: dict, ui: UiState, legal: list[str]) -> str:
    out = ['<section class="actions" id="actions">',
           f'<div class="prompt" id="prompt" tabindex="-1">{esc(prompt_text(view, legal))}'
           '</div>']
    out.append(message_bar(ui))
    buttons = [m for m in legal if m.split()[0] in BUTTON_HEADS]
    if buttons:
        many = len(buttons) > 6
        out.append(f'<div class="decisions{" mk-many" if many else ""}" id="decisions" '
                   f'role="group" aria-label="{esc(t("a11y_decisions"))}" data-roving="true">')
        for m in buttons:
            cls = "done" if m in ("pass", "decline") else "decision"
            if m.startswith(("roll", "keep")):
                cls = "primary"
            label = move_label(m, view)
            name = ui.move_names.get(m, label)
            out.append(btn(label, move=m, cls=cls,
                           extra=f' aria-label="{esc(name)}"' if name != label else ""))
        out.append("</div>")
    out.append("</section>")
    return "".join(out)


def final_screen(view: dict, ui: UiState) -> str:
    """Players by rank, one column per score part."""
    final = ui.final or {}
    rows = sorted(final.get("rows") or [], key=lambda r: (r.get("rank") or 9, r["seat"]))
    cols = final.get("columns") or []
    out = ['<table class="scores"><thead><tr><th></th>']
    for _, label in cols:
        out.append(f"<th>{esc(t(label) if has(label) else label)}</th>")
    out.append("</tr></thead><tbody>")
    for r in rows:
        out.append(f'<tr><th>{frame.score_name(r)}</th>')
        for key, _ in cols:
            out.append(f'<td>{esc(r["parts"].get(key, 0))}</td>')
        out.append("</tr>")
    out.append("</tbody></table>")
    return frame.final_dialog(view, ui, t("mk_final_title"), "".join(out))


def roll_results(view: dict, ui: UiState) -> str:
    """Beside the dice: who received or paid how much, and for which card, on the last roll."""
    dice = view.get("dice") or []
    if not dice:
        return ""
    lines = list(getattr(ui, "roll_results", []) or []) or [t("mk_roll_nothing")]
    items = "".join(f"<li>{frame.log_item(line, ui)}</li>" for line in lines)
    return (f'<section class="roll-results" id="roll-results"><h2>'
            f'{esc(t("mk_roll_results", dice=dice_text(dice)))}</h2><ul>{items}</ul></section>')


def seat_strip(view: dict, ui: UiState | None = None) -> str:
    """One chip per seat: coins, landmarks built, buildings; links to the seat's city."""
    cur = view.get("current_player")
    me = view.get("viewer", view.get("seat"))
    entries = []
    for p in view.get("players") or []:
        seat = int(p.get("seat", 0))
        built = sum(1 for v in (p.get("landmarks") or {}).values() if v)
        n = sum(int(v or 0) for v in (p.get("buildings") or {}).values())
        entries.append({"seat": seat, "name": p.get("name", "?"), "current": seat == cur,
                        "you": seat == me, "href": f"#city-{seat}",
                        "facts": [t("mk_strip_coins", n=p.get("coins", 0)),
                                  t("mk_strip_landmarks", n=built, of=len(LANDMARKS)),
                                  t("mk_strip_buildings", n=n)]})
    return frame.seat_strip(entries, frame.thinking_secs(ui))


def render(view: dict | None, ui: UiState, legal_moves: list[str]) -> str:
    """The whole app markup for this moment (Machi Koro)."""

    def body() -> tuple[str, str, str, str]:
        assert view is not None  # frame.page calls body() only with a table
        legal = list(legal_moves)
        final = final_screen(view, ui) if ui.final and ui.screen == "final" else ""
        return (actions_bar(view, ui, legal) + seat_strip(view, ui) + roll_results(view, ui),
                svg_table(view, ui, legal),
                frame.log_panel(ui, t("mk_log_title"), 300), final)

    return frame.page(view, ui, lambda v: header(v, ui), body)
