"""Church, customs, achievements and the supply panel (pure)."""

from __future__ import annotations

from web.shell.pieces import esc, shape, squeeze, wrap
from web.yokohama import layout as L
from web.yokohama.describe import country_name, reward_text
from web.yokohama.messages import t
from web.yokohama.render.pieces import (
    COUNTRY_COLOURS,
    good_icon,
    hot_attrs,
    name_of,
    reward_stack,
    ring,
    title,
)


def draw_church(view: dict, box: L.Box, direct, choose, customs: bool = False,
                per_row: int = 99) -> str:
    spaces = view.get("customs" if customs else "church", [])
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">'
           f'{esc(t("customs_board" if customs else "church_board"))}</text>']
    for i, s in enumerate(spaces):
        x = box.x + 12 + (i % per_row) * L.SPACE_W
        y = box.y + 26 + (i // per_row) * (L.SPACE_H + 8)
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
            tip += " " + t("occupied_by", name=name_of(occ))
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
        if isinstance(occ, int):
            out.append(f'<g data-piece="{key.replace(":", "-")}" data-from="panel-{occ}">'
                       f'{shape(occ, x + w / 2, y + h - 11, 8)}</g>')
        elif occ is not None:
            out.append(shape(occ, x + w / 2, y + h - 11, 8))
        out.append("</g>")
    return "".join(out)


def draw_achievements(view: dict, box: L.Box, direct, choose, per_row: int = 99) -> str:
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">'
           f'{esc(t("achievements"))}</text>']
    for i, a in enumerate(view.get("achievements", [])):
        x = box.x + 10 + (i % per_row) * 150
        y = box.y + 26 + (i // per_row) * (L.SPACE_H + 8)
        w, h = 142, L.SPACE_H
        attrs, hot = hot_attrs("ach:" + a["id"], direct, choose)
        claims = a.get("claims", [])
        tip = t("ach_title", type=a.get("type"), text=a.get("text", ""),
                first=a.get("vp_first"), later=a.get("vp_later"),
                claims=t("list_sep").join(name_of(c) for c in claims) or t("nobody"))
        out.append(f'<g class="ach{" hot" if hot else ""}"{attrs}>{title(tip)}')
        if hot:
            out.append(ring(x, y, w, h, 6))
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="6" '
                   f'class="ach-bg"/><circle cx="{x + 14:.1f}" cy="{y + 14:.1f}" r="10" '
                   f'class="ach-type"/><text x="{x + 14:.1f}" y="{y + 18.5:.1f}" '
                   f'class="ach-letter">{esc(a.get("type", "?"))}</text>')
        for j, ln in enumerate(wrap(a.get("text", ""), 21)[:4]):
            out.append(f'<text x="{x + 29:.1f}" y="{y + 13 + j * 12:.1f}" class="ach-text"'
                       f'{squeeze(ln, 19, w - 33)}>{esc(ln)}</text>')
        vp = t("ach_vp", first=a.get("vp_first"), later=a.get("vp_later"))
        out.append(f'<text x="{x + 8:.1f}" y="{y + 63:.1f}" class="ach-vp"'
                   f'{squeeze(vp, 22, w - 16)}>{esc(vp)}</text>')
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
