"""The ports' order cards and the laboratories' technology cards (pure)."""

from __future__ import annotations

from web.shell.pieces import esc, squeeze, text_width, wrap
from web.yokohama import layout as L
from web.yokohama.describe import order_text, tech_text
from web.yokohama.messages import t
from web.yokohama.render.pieces import (
    COUNTRY_COLOURS,
    SURCHARGE,
    TIERS,
    good_icon,
    hot_attrs,
    reward_row,
    ring,
    title,
)


def order_card(card: dict | None, x: float, y: float, w: float = L.CARD_W,
               h: float = L.CARD_H, key: str = "", direct=None, choose=None,
               extra_tip: str = "") -> str:
    if not card:
        return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="empty-card">'
                f'{title(t("empty_slot"))}</rect>')
    attrs, hot = hot_attrs(key, direct or {}, choose or {}) if key else ("", False)
    country = card.get("country", "?")
    out = [f'<g class="card order{" hot" if hot else ""}" data-card="{esc(card.get("id", ""))}"'
           f' data-piece="order-{esc(card.get("id", ""))}"{attrs}>',
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
    out = [f'<g class="card tech{" hot" if hot else ""}" data-piece="tech-{esc(card.get("id"))}"'
           f'{attrs}>', title(tip)]
    if hot:
        out.append(ring(x, y, w, h, 7))
    out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="tech-bg"/>')
    lines = wrap(card.get("name", "?"), 11)
    for i, ln in enumerate(lines[:3]):
        out.append(f'<text x="{x + 6:.1f}" y="{y + 16 + i * 13:.1f}" class="tech-name"'
                   f'{squeeze(ln, 11, w - 12)}>{esc(ln)}</text>')
    out.append(f'<circle cx="{x + w - 15:.1f}" cy="{y + h - 30:.1f}" r="11" class="industry"/>'
               f'<text x="{x + w - 15:.1f}" y="{y + h - 25.5:.1f}" class="industry-n">'
               f'{esc(card.get("industry", "?"))}</text>')
    out.append(f'<rect x="{x:.1f}" y="{y + h - 14:.1f}" width="{w}" height="14" rx="4" '
               f'fill="{COUNTRY_COLOURS.get(country, "#666")}"/>'
               f'<text x="{x + 5:.1f}" y="{y + h - 3.5:.1f}" class="card-country">'
               f'{esc(country)}</text>')
    out.append("</g>")
    return "".join(out)


# generous widths per character cell (text_width) of the two header texts: the name in
# .section (15 px, bold), the deck in .deck (12 px)
NAME_CELL = 10.0
DECK_CELL = 7.2


def header_fits(name: str, deck: str, width: float) -> bool:
    """Whether a market's name and its deck's count both fit on its header line (10 px in
    from each side, 12 px apart): not in a narrow market with a long name (Research Center
    at 1280 px, or in Dutch). The deck's count is also among the supply's facts."""
    return 10 + text_width(name) * NAME_CELL + 12 + text_width(deck) * DECK_CELL + 10 <= width


def draw_market(mid: str, cards: list, view: dict, box: L.Box, direct, choose,
                per_row: int = 6) -> str:
    """One market's six slots, ``per_row`` cards a row (centred when fewer than six)."""
    is_port = mid.startswith("port")
    area = next((a for a in view.get("areas", []) if a.get("kind") == mid), None)
    name = area["name"] if area else mid
    out = [f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="8" '
           f'class="panel-bg"/>',
           f'<text x="{box.x + 10:.1f}" y="{box.y + 17:.1f}" class="section">{esc(name)}</text>']
    deck = t("deck_orders" if is_port else "deck_techs",
             n=view.get("order_deck" if is_port else "tech_deck", 0))
    if header_fits(name, deck, box.w):  # else the supply's facts alone say it
        out.append(f'<text x="{box.x + box.w - 10:.1f}" y="{box.y + 17:.1f}" class="deck" '
                   f'text-anchor="end">{esc(deck)}</text>')
    for i in range(6):
        card = cards[i] if i < len(cards) else None
        left = box.x + 10 if per_row >= 6 else \
            box.x + (box.w - per_row * (L.CARD_W + L.CARD_GAP) + L.CARD_GAP) / 2
        cx = left + (i % per_row) * (L.CARD_W + L.CARD_GAP)
        cy = box.y + 28 + (i // per_row) * (L.CARD_H + 16)
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
