"""One player's panel (pure): money, goods, pieces, orders (own faces, others' backs),
delivered orders, agents, technologies, tokens and achievements."""

from __future__ import annotations

from web.shell.pieces import SEAT_COLOURS, esc, shape, squeeze
from web.shell.ui_state import UiState
from web.yokohama import layout as L
from web.yokohama.describe import country_name, order_text, reward_text, tech_text
from web.yokohama.messages import t
from web.yokohama.render.markets import order_card
from web.yokohama.render.pieces import COUNTRY_COLOURS, good_icon, hot_attrs, ring, title

NARROW_PANEL = 420  # a panel narrower than this puts the president on a line of its own
AGENT_STEP = 34
TECH_STEP = 122


def _narrow(w: float) -> bool:
    return w < NARROW_PANEL


COL = 10 + 3 * 66 + 8  # the right column (delivered orders, agents), from the panel's left
ORDERS_LABEL_CELLS = 30  # a longer label over the orders column is squeezed into it


def _wrapped(n: int, w: float, step: float, last_too: bool) -> int:
    """How many times a row of ``n`` chips ``step`` apart wraps in the right column (the
    drawing's own rule: the delivered orders' row also wraps after its last chip)."""
    bx: float = COL
    rows = 0
    for i in range(n):
        bx += step
        if bx > w - step and (last_too or i < n - 1):
            bx, rows = COL, rows + 1
    return rows


def tech_top(p: dict, w: float) -> float:
    """Where the technologies start, from the panel's top (narrow panels: under the agents)."""
    if not _narrow(w):
        return 194
    countries = {c.get("country", "?") for c in p.get("delivered") or []}
    ay = max(98 + 16 + 10 + 22 * _wrapped(len(countries), w, 44, True) + 42, 98 + 16 + 52)
    return max(194 + 16, ay + 22 * _wrapped(len(p.get("agents") or []), w, AGENT_STEP, False) + 46)


def panel_height(p: dict, w: float) -> float:
    """The height a panel ``w`` units wide needs for ``p`` (its agents and technologies)."""
    if not _narrow(w):
        return L.PANEL_H
    per_row = max(1, int((w - 20) // TECH_STEP))
    tech_rows = -(-len(p.get("techs") or []) // per_row)
    return max(L.PANEL_H + 16, tech_top(p, w) + 6 + 22 * tech_rows + 26)


def draw_panel(p: dict, view: dict, ui: UiState, box: L.Box, direct, choose) -> str:
    seat = p.get("seat", 0)
    x, y, w = box.x, box.y, box.w
    narrow = _narrow(w)
    drop = 16 if narrow else 0  # the president's own line
    current = view.get("current_player") == seat
    stroke = f' style="stroke:{SEAT_COLOURS[seat % 4]}"' if current else ""
    out = [f'<g class="player-panel" id="panel-{seat}" data-seat="{seat}" tabindex="-1">',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{box.h}" rx="10" '
           f'class="pp-bg{" current" if current else ""}"{stroke}/>',
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
    my = y + (104 if narrow else 50)  # narrow: on the president's line, clear of the goods
    if current:
        out.append(f'<text x="{mx:.1f}" y="{my:.1f}" text-anchor="end" class="turn-mark">'
                   f'{esc(t("turn_mark"))}</text>')
        mx -= 62
    if view.get("start_player") == seat:
        out.append(f'<g>{title(t("start_player"))}<rect x="{mx - 34:.1f}" y="{my - 13:.1f}" '
                   f'width="34" height="18" rx="9" class="start-mark"/><text '
                   f'x="{mx - 17:.1f}" y="{my:.1f}" text-anchor="middle" '
                   f'class="start-t">{esc(t("start_short"))}</text></g>')
    out.append(f'<text x="{x + w - 10:.1f}" y="{y + 21:.1f}" text-anchor="end" class="pp-vp" '
               f'data-piece="vp-{seat}" data-n="{esc(p.get("vp", 0))}" data-from="pres-{seat}">'
               f'{esc(p.get("vp", 0))}<tspan font-size="11"> {esc(t("vp_unit"))}</tspan></text>')
    # resources
    ry = y + 50
    gain = f'data-from="pres-{seat}"'  # what a seat gains comes from where its president is
    res = [f'<g data-piece="res-{seat}-yen" data-n="{esc(p.get("yen", 0))}" {gain}>'
           f'{title(t("money_tip"))}<text x="{x + 10:.1f}" y="{ry:.1f}" class="res">'
           f'¥{esc(p.get("yen", 0))}</text></g>']
    cx = x + 54
    step = 34 if narrow else 40
    for g in ("copper", "silk", "tea", "fish", "import"):
        n = p.get("imports", 0) if g == "import" else (p.get("goods") or {}).get(g, 0)
        res.append(f'<g data-piece="res-{seat}-{g}" data-n="{n}" {gain}>'
                   f'{title(t("holds", n=n, what=t("gp_" + g)))}'
                   f'{good_icon(g, cx, ry - 5, 8)}<text x="{cx + 11:.1f}" y="{ry:.1f}" '
                   f'class="res">{n}</text></g>')
        cx += step
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
               f'</text><text x="{x + (10 if narrow else w - 10):.1f}" '
               f'y="{y + (104 if narrow else 72):.1f}" '
               f'text-anchor="{"start" if narrow else "end"}" '
               f'class="pp-line">{esc(pres_txt)}</text>')
    # orders in hand (own: faces; others: backs) or the starting choice
    oy = y + 98 + drop
    keep = p.get("keep_choice")
    orders = p.get("orders")
    if keep:
        out.append(_orders_label(t("keep_label"), x, oy))
        for i, c in enumerate(keep):
            out.append(order_card(c, x + 10 + i * 66, oy + 16, 62, 70))
    elif orders is not None:
        out.append(_orders_label(t("orders_hand", n=len(orders)), x, oy))
        for i, c in enumerate(orders):
            out.append(order_card(c, x + 10 + i * 66, oy + 16, 62, 70, "hand:" + c["id"],
                                  direct, choose))
    else:
        n = p.get("order_count", 0)
        out.append(_orders_label(t("orders_hidden", n=n), x, oy))
        for i in range(n):
            out.append(f'<g data-piece="back-{seat}-{i}" data-from="pres-{seat}">'
                       f'{title(t("secret_order"))}<rect x="{x + 10 + i * 40:.1f}" '
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
        out.append(f'<g data-piece="dlv-{seat}-{esc(country)}" data-n="{n}" {gain}>'
                   f'{title(tip)}<rect x="{bx:.1f}" y="{dy + 6:.1f}" width="40" height="18" '
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
                      f'y2="{ay + 8:.1f}" class="used-mark" stroke-width="1.5"/>' if used else "")
                   + "</g>")
        bx += AGENT_STEP
        if narrow and bx > x + w - AGENT_STEP and a is not agents[-1]:
            bx = col
            ay += 22
    # techs
    ty = y + tech_top(p, w)
    techs = p.get("techs") or []
    industry = sum(int(c.get("industry") or 0) for c in techs)
    out.append(f'<text x="{x + 10:.1f}" y="{ty:.1f}" class="pp-label">'
               f'{esc(t("techs_label", n=len(techs), industry=industry))}</text>')
    per_row = max(1, int((w - 20) // TECH_STEP))
    for i, c in enumerate(techs):
        tx = x + 10 + (i % per_row) * 122
        tyy = ty + 6 + (i // per_row) * 22
        key = "tech:" + str(c.get("name_id"))
        tname = _short(c.get("name", "?"), 20)
        attrs, hot = hot_attrs(key, direct, choose) if view.get("seat") == seat else ("", False)
        out.append(f'<g class="tchip{" hot" if hot else ""}" data-piece="tech-{esc(c.get("id"))}"'
                   f'{attrs}>{title(tech_text(c))}')
        if hot:
            out.append(ring(tx, tyy, 116, 19, 4))
        out.append(f'<rect x="{tx:.1f}" y="{tyy:.1f}" width="116" height="19" rx="4" '
                   f'class="tech-bg"/><rect x="{tx:.1f}" y="{tyy:.1f}" width="5" height="19" '
                   f'fill="{COUNTRY_COLOURS.get(c.get("country"), "#666")}"/><text '
                   f'x="{tx + 9:.1f}" y="{tyy + 13.5:.1f}" class="tchip-t"{squeeze(tname, 14, 90)}>'
                   f'{esc(tname)}</text><text x="{tx + 112:.1f}" '
                   f'y="{tyy + 13.5:.1f}" text-anchor="end" class="tchip-n">'
                   f'{esc(c.get("industry", ""))}</text></g>')
    # tokens + achievements
    tokens = p.get("tokens") or []
    achs = p.get("achievements") or []
    by = y + box.h - 10
    ach_types = {a["id"]: a.get("type", "?") for a in view.get("achievements", [])}
    claimed = t("list_sep").join(ach_types.get(a, a) for a in achs) or t("none")
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


def _orders_label(text: str, x: float, oy: float) -> str:
    """The label over the orders column (three cards wide), squeezed to stay clear of the
    delivered orders' column beside it."""
    return (f'<text x="{x + 10:.1f}" y="{oy + 10:.1f}" class="pp-label"'
            f'{squeeze(text, ORDERS_LABEL_CELLS, 3 * 66 - 4)}>{esc(text)}</text>')


def _short(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
