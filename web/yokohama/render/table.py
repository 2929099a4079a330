"""The renderer: ``render(view, ui, legal_moves) -> str`` (HTML with one SVG table). Pure.

Built as lists of strings joined once; the binding sets ``innerHTML`` of ``#app`` to it.
Every element that plays a move carries ``data-move``; an element that stands for several
moves carries ``data-target`` and opens a chooser of ``data-move`` buttons. The table is
assembled from one module per region (areas, markets, church_customs, players)."""

from __future__ import annotations

from web.shell import frame
from web.shell.pieces import esc
from web.shell.ui_state import UiState
from web.yokohama import layout as L
from web.yokohama.messages import t
from web.yokohama.render import pieces
from web.yokohama.render.areas import draw_board
from web.yokohama.render.church_customs import draw_achievements, draw_church, draw_supply
from web.yokohama.render.dialogs import actions_bar, final_screen, header
from web.yokohama.render.markets import draw_market
from web.yokohama.render.players import draw_panel
from web.yokohama.targets import Targets, classify


def svg_table(view: dict, ui: UiState, tg: Targets) -> str:
    pieces.NAMES[:] = list(view.get("names") or [])
    pieces.CHOSEN[0] = ui.chooser
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


def render(view: dict | None, ui: UiState, legal_moves: list[str]) -> str:
    """The whole app markup for this moment. ``view`` is the viewer seat's view (or None)."""

    def body() -> tuple[str, str, str, str]:
        legal = list(legal_moves)
        tg = classify(legal, view)
        final = final_screen(view, ui) if ui.final and ui.screen == "final" else ""
        return (actions_bar(view, ui, legal, tg), svg_table(view, ui, tg),
                frame.log_panel(ui, t("log_title", n=len(ui.log)), 200), final)

    return frame.page(view, ui, lambda v: header(v, ui), body)
