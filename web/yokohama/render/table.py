"""The renderer: ``render(view, ui, legal_moves) -> str`` (HTML with one SVG table). Pure.

Built as lists of strings joined once; the binding sets ``innerHTML`` of ``#app`` to it.
Every element that plays a move carries ``data-move``; an element that stands for several
moves carries ``data-target`` and opens a chooser of ``data-move`` buttons. The table is
assembled from one module per region (areas, markets, church_customs, players)."""

from __future__ import annotations

from web.shell import frame
from web.shell.frame import region_attrs
from web.shell.pieces import esc, table_size, title_named_buttons
from web.shell.regions import LOG
from web.shell.ui_state import UiState
from web.yokohama import layout as L
from web.yokohama.a11y import element_labels
from web.yokohama.messages import t
from web.yokohama.render import pieces
from web.yokohama.render.areas import draw_board
from web.yokohama.render.church_customs import draw_achievements, draw_church, draw_supply
from web.yokohama.render.dialogs import actions_bar, final_screen, header, prompt_text
from web.yokohama.render.markets import draw_market
from web.yokohama.render.players import draw_panel, panel_height
from web.yokohama.render.strip import seat_strip
from web.yokohama.render.tabs import regions
from web.yokohama.targets import Targets, classify


def changed_marks(view: dict, changed: set[str], fresh: set[str], lay: L.Layout,
                  panels: dict) -> str:
    """A ring around every part another seat changed since the person's last decision."""
    boxes: dict[str, L.Box] = {}
    for a in view.get("areas", []) if lay.board.w else []:
        x, y = L.tile_origin(a, lay.board, lay.tile)
        boxes["area:" + a["pos"]] = L.Box(x, y, lay.tile.w - L.TILE_GAP, lay.tile.h - L.TILE_GAP)
    boxes.update({"market:" + mid: box for mid, box in lay.markets.items()})
    boxes.update({"church": lay.church, "customs": lay.customs, **panels})
    return "".join(f'<rect class="changed-ring{" fresh" if k in fresh else ""}" '
                   f'x="{b.x - 2:.1f}" y="{b.y - 2:.1f}" width="{b.w + 4:.1f}" '
                   f'height="{b.h + 4:.1f}" rx="10"/>' for k, b in boxes.items()
                   if k in changed and b.w)


def _seated(view: dict) -> list[dict]:
    """The players' infos, the person at the device first."""
    players = list(view.get("players_info", []))
    me = view.get("seat")
    if isinstance(me, int) and 0 <= me < len(players):
        players = players[me:] + players[:me]
    return players


def _layout(view: dict, ui: UiState, market_ids: list[str], only: str) -> L.Layout:
    n = int(view.get("players", 2))
    if not only:
        seated = _seated(view)

        def heights(i: int, w: float) -> float:
            return panel_height(seated[i], w) if i < len(seated) else L.PANEL_H

        # the room beside the sidebar, unless even one column cannot have it there: then the
        # room of the whole width (the page draws the log below the table instead)
        room = ui.room if ui.room >= L.min_width(n) else ui.room_alone
        return L.compute(n, market_ids, ui.narrow, room, heights)
    region_hs = [panel_height(p, L.REGION_IN) for p in _seated(view)]
    spaces = (len(view.get("church", [])), len(view.get("customs", [])),
              len(view.get("achievements", [])))
    return L.region(only, n, market_ids, region_hs, spaces, ui.room_alone)


def svg_table(view: dict, ui: UiState, tg: Targets, only: str = "") -> str:
    """The table; ``only``: just that region (``board``, ``markets``, ``places``,
    ``players``), laid out to fit a phone's width (the board, in compact tiles, fits a
    tablet's; it pans on a phone)."""
    pieces.NAMES[:] = list(view.get("names") or [])
    pieces.CHOSEN[0] = ui.chooser
    pieces.LABELS.clear()
    pieces.LABELS.update(element_labels(tg, view, ui.move_names))
    pieces.VIEW[0] = view
    direct = {k: v[0] for k, v in tg.by_key.items() if len(v) == 1}
    choose = {k: v for k, v in tg.by_key.items() if len(v) > 1}
    market_ids = list(view.get("ports", {})) + list(view.get("labs", {}))
    lay = _layout(view, ui, market_ids, only)
    fit = 1.5 if only and only != "board" else L.MAX_SCALE  # a region alone: bigger on a tablet
    out = [f'<svg id="table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {lay.width:.0f} '
           f'{lay.height:.0f}" role="group" aria-label="{esc(t("table_label"))}" '
           f'class="{"narrow" if ui.narrow else "wide"}{" region-" + only if only else ""}"'
           f'{table_size(lay.width, fit)}>',
           f'<rect width="{lay.width:.0f}" height="{lay.height:.0f}" class="table-bg"/>']
    if only in ("", "board"):
        out += [f'<g{region_attrs("rg-board", t("a11y_board"))}>',
                draw_board(view, lay.board, direct, choose, ui.last_move, lay.tile), "</g>"]
    area_names = {a.get("kind"): a.get("name") for a in view.get("areas", [])}
    for mid in market_ids if only in ("", "markets") else []:
        cards = view.get("ports", {}).get(mid) or view.get("labs", {}).get(mid) or []
        name = t("a11y_market", name=area_names.get(mid) or mid)
        box = lay.markets[mid]
        out.append(f'<g{region_attrs("rg-" + mid, name)}>'
                   + draw_market(mid, cards, view, box, direct, choose,
                                 6 if box.w >= L.MARKET_W else L.MARKET_ROW) + "</g>")
    if only in ("", "places"):
        out.append(f'<g{region_attrs("rg-places", t("a11y_places"))}>')
        for box, customs in ((lay.church, False), (lay.customs, True)):
            out.append(draw_church(view, box, direct, choose, customs=customs,
                                   per_row=99 if box.w >= L.CHURCH_W else L.PLACE_ROW))
        per = 99 if lay.achievements.w >= L.ACH_W else L.ACH_ROW
        out.append(draw_achievements(view, lay.achievements, direct, choose, per_row=per))
        out.append(draw_supply(view, lay.supply))
        out.append("</g>")
    panel_boxes = {}
    if only in ("", "players"):
        out.append(f'<g{region_attrs("rg-players", t("a11y_players"))}>')
        for p, box in zip(_seated(view), lay.panels, strict=False):
            out.append(draw_panel(p, view, ui, box, direct, choose))
            panel_boxes[f"panel:{p.get('seat')}"] = box
        out.append("</g>")
    out.append(changed_marks(view, ui.changed, ui.fresh, lay, panel_boxes))
    out.append("</svg>")
    return title_named_buttons("".join(out))


def render(view: dict | None, ui: UiState, legal_moves: list[str]) -> str:
    """The whole app markup for this moment. ``view`` is the viewer seat's view (or None)."""

    regs = regions(view, ui, legal_moves) if view else []
    only = frame.shown_region(regs, ui)

    def body() -> tuple[str, str, str, str]:
        assert view is not None  # frame.page calls body() only with a table
        legal = list(legal_moves)
        tg = classify(legal, view)
        final = final_screen(view, ui) if ui.final and ui.screen == "final" else ""
        table = "" if only == LOG else svg_table(view, ui, tg, only)
        return (actions_bar(view, ui, legal, tg) + seat_strip(view, ui), table,
                frame.log_panel(ui, t("log_title", n=len(ui.log)), 200, only == LOG),
                final)

    prompt = prompt_text(view, ui, list(legal_moves)) if view else ""
    return frame.page(view, ui, lambda v: header(v, ui), body, (regs, prompt))
