"""Geometry of the table drawing: where every part goes, in SVG user units. Pure data."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

TILE_W = 160
TILE_H = 146
TILE_GAP = 4
CARD_W = 84
CARD_H = 100
CARD_GAP = 6
MARKET_W = 6 * (CARD_W + CARD_GAP) + 40  # label column on the left
MARKET_H = CARD_H + 34
SPACE_W = 66
SPACE_H = 86
BOARD_ROW_H = SPACE_H + 34
PANEL_H = 284
MARGIN = 16


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Tile:
    """An area tile's step on the board (its size with the gap) and its form: ``compact``
    is the narrow screens' taller one (four shops a row, the house under them, the pieces
    beside the house in rows), so that the board fits a tablet's width at scale 1."""

    w: float = TILE_W
    h: float = TILE_H
    compact: bool = False


FULL = Tile()
COMPACT = Tile(128, 180, True)  # a 4-player board: 6 x 128 + 2 x 8 = 784 units (fits 820 px)
BOARD_EDGE = 8  # the board region's side margin on narrow screens


@dataclass
class Layout:
    width: float
    height: float
    board: Box
    markets: dict[str, Box] = field(default_factory=dict)
    church: Box = Box(0, 0, 0, 0)
    customs: Box = Box(0, 0, 0, 0)
    achievements: Box = Box(0, 0, 0, 0)
    supply: Box = Box(0, 0, 0, 0)
    panels: list[Box] = field(default_factory=list)
    tile: Tile = FULL


def tile_origin(area: dict, board: Box, tile: Tile = FULL) -> tuple[float, float]:
    """Top-left corner of an area tile: centre (c + r/2, r) in tile units (layout.coordinates)."""
    return board.x + float(area["x"]) * tile.w, board.y + float(area["y"]) * tile.h


def board_width(players: int) -> float:
    """The board's width: its top row has 4, 5 or 6 areas."""
    return {2: 4, 3: 5, 4: 6}.get(players, 6) * TILE_W


# ---------------------------------------------------------------------- wide screens
EDGE = 8  # the table's outer margin on wide screens
GAP = 12  # between two columns
ROW_GAP = 8  # between two parts one above the other
CHURCH_W = 8 * SPACE_W + 30  # church or customs with its eight spaces in one row
COMPACT_W = 3 * (CARD_W + CARD_GAP) + 14  # a market with its cards in two rows of three
PLACES_W = 4 * SPACE_W + 24  # church or customs in two rows of four
ACH_W = 3 * 150 + 20  # the achievements side by side
ACH2_W = 2 * 150 + 20  # the achievements two a row
SUPPLY_MIN = 5 * 62 + 24  # the foreign agents' supply (five countries)
PANEL_MIN = 316  # a player's panel in its narrow form (the president on a line of its own)
PANEL_WIDE = 420  # a player's panel in its wide form
PANEL_MAX = 600  # a player's panel is never drawn wider
MAX_SCALE = 1.35  # a wide table narrower than its room is drawn up to this much bigger


PanelHeight = Callable[[int, float], float]  # (panel index, width) -> height


def _fixed_panels(_i: int, _w: float) -> float:
    return PANEL_H


def min_width(players: int) -> float:
    """The narrowest wide layout (one column as wide as the board): a table that cannot
    have this much room beside the sidebar is drawn without it."""
    return board_width(players) + 2 * EDGE


def compute(players: int, market_ids: list[str], narrow: bool = False, room: float = 0,
            panel_h: PanelHeight | None = None) -> Layout:
    """Where every part of the table goes. ``narrow``: the phone and tablet layout (one long
    column); else the wide layout for ``room`` CSS px (0: the classic width, two columns with
    full markets), never wider than the room when it can fit: two columns when the markets
    and panels have at least ``PANEL_MIN`` beside the board, else one column. ``panel_h``
    gives a player's panel height at a width (panels are ``PANEL_H`` high when omitted)."""
    heights = panel_h or _fixed_panels
    if narrow:
        return _narrow(players, market_ids)
    two = _two_columns(players, market_ids, room, heights)
    if room <= 0 and two is not None:
        return two
    one = _one_column(players, market_ids, room, heights)
    if two is None:
        return one

    def cost(lay: Layout) -> float:  # on screen: the table's height and how far down the
        scale = min(room / lay.width, MAX_SCALE)  # person's own panel is (lower is better)
        return (lay.height + lay.panels[0].y) * max(scale, 1.0)

    return two if cost(two) <= cost(one) else one


def _narrow(players: int, market_ids: list[str]) -> Layout:
    top_row = {2: 4, 3: 5, 4: 6}.get(players, 6)
    board_w, board_h = top_row * TILE_W, 4 * TILE_H
    church_w = 8 * SPACE_W + 30
    ach_w = 3 * 150 + 20
    width = max(board_w, MARKET_W, church_w) + 2 * MARGIN
    y: float = MARGIN
    board = Box((width - board_w) / 2, y + 22, board_w, board_h)
    y += board_h + 40
    markets = {}
    for mid in market_ids:
        markets[mid] = Box(MARGIN, y, MARKET_W, MARKET_H)
        y += MARKET_H + 8
    church = Box(MARGIN, y, church_w, BOARD_ROW_H)
    y += BOARD_ROW_H + 8
    customs = Box(MARGIN, y, church_w, BOARD_ROW_H)
    y += BOARD_ROW_H + 8
    achievements = Box(MARGIN, y, ach_w, BOARD_ROW_H)
    y += BOARD_ROW_H + 8
    supply = Box(MARGIN, y, width - 2 * MARGIN, BOARD_ROW_H)
    y += BOARD_ROW_H + 10
    panel_w: float = width - 2 * MARGIN
    panels = []
    for _ in range(players):
        panels.append(Box(MARGIN, y, panel_w, PANEL_H))
        y += PANEL_H + 10
    return Layout(width, y + MARGIN, board, markets, church, customs, achievements,
                  supply, panels)


def market_size(w: float) -> tuple[float, float]:
    """A market drawn in ``w`` units: its cards in one row when they fit, else in two."""
    return (MARKET_W, MARKET_H) if w >= MARKET_W else (COMPACT_W, market_h(MARKET_ROW))


def _panel_row(players: list[int], x: float, y: float, w: float, heights: PanelHeight
               ) -> tuple[list[Box], float]:
    """Panels side by side across ``w`` (as many a row as fit in their wide form, equal
    widths, never wider than ``PANEL_MAX``); returns the boxes and the bottom."""
    per = max(1, min(len(players), int((w + GAP) // (PANEL_WIDE + GAP))))
    pw = min(PANEL_MAX, (w - (per - 1) * GAP) / per)
    boxes = []
    bottom = y
    for k in range(0, len(players), per):
        row = players[k:k + per]
        h = max(heights(i, pw) for i in row)
        boxes += [Box(x + j * (pw + GAP), y, pw, heights(i, pw)) for j, i in enumerate(row)]
        y += h + ROW_GAP
        bottom = y - ROW_GAP
    return boxes, bottom


def _two_columns(players: int, market_ids: list[str], room: float, heights: PanelHeight
                 ) -> Layout | None:
    """Board, church, customs, achievements and supply on the left; the markets and the
    person's own panel on the right, the other panels where there is room (the shorter
    column, then a row under both). None when the right column would be narrower than a
    panel."""
    board_w = board_width(players)
    left_w = max(board_w, CHURCH_W)
    right_w = float(MARKET_W) if room <= 0 else min(MARKET_W, room - 2 * EDGE - GAP - left_w)
    if right_w < PANEL_MIN:
        return None
    width = 2 * EDGE + left_w + GAP + right_w
    board = Box(EDGE + (left_w - board_w) / 2, EDGE + 22, board_w, 4 * TILE_H)
    y = board.y + board.h + 12
    church = Box(EDGE, y, CHURCH_W, BOARD_ROW_H)
    y += BOARD_ROW_H + ROW_GAP
    customs = Box(EDGE, y, CHURCH_W, BOARD_ROW_H)
    y += BOARD_ROW_H + ROW_GAP
    achievements = Box(EDGE, y, ACH_W, BOARD_ROW_H)
    if left_w - ACH_W - 10 >= SUPPLY_MIN:
        supply = Box(EDGE + ACH_W + 10, y, left_w - ACH_W - 10, BOARD_ROW_H)
    else:
        y += BOARD_ROW_H + ROW_GAP
        supply = Box(EDGE, y, ACH_W, BOARD_ROW_H)
    left_bottom = y + BOARD_ROW_H
    rx = EDGE + left_w + GAP
    mw, mh = market_size(right_w)
    ry: float = EDGE
    panels = []
    rest = list(range(players))
    if mw < MARKET_W:  # a narrow right column: the person's own panel first, then markets
        panels.append(Box(rx, ry, right_w, heights(rest.pop(0), right_w)))
        ry += panels[-1].h + ROW_GAP
    markets = {}
    for mid in market_ids:
        markets[mid] = Box(rx + (right_w - mw) / 2, ry, mw, mh)
        ry += mh + ROW_GAP
    while rest and (not panels or ry - ROW_GAP <= left_bottom):
        i = rest.pop(0)
        panels.append(Box(rx, ry, right_w, heights(i, right_w)))
        ry += panels[-1].h + ROW_GAP
    bottom = max(left_bottom, ry - ROW_GAP)
    if rest:
        boxes, bottom = _panel_row(rest, EDGE, bottom + ROW_GAP, width - 2 * EDGE, heights)
        panels += boxes
    return Layout(width, bottom + EDGE, board, markets, church, customs, achievements,
                  supply, panels)


def _one_column(players: int, market_ids: list[str], room: float, heights: PanelHeight
                ) -> Layout:
    """The board on top, then the markets side by side (the person's panel beside the last
    ones when there is room), church and customs, achievements and supply, the other panels;
    ``room`` wide (at least the board's width)."""
    board_w = board_width(players)
    width = max(room, board_w + 2 * EDGE)
    inner = width - 2 * EDGE
    board = Box(EDGE + (inner - board_w) / 2, EDGE + 22, board_w, 4 * TILE_H)
    y = board.y + board.h + 12
    mw, mh = COMPACT_W, market_h(MARKET_ROW)
    rest = list(range(players))
    # the person's own panel under the board, with as many markets beside it as fit
    beside = min(len(market_ids), max(0, int((inner - PANEL_WIDE) // (mw + GAP))))
    pw = min(PANEL_MAX, inner - beside * (mw + GAP))
    panels = [Box(EDGE, y, pw, heights(rest.pop(0), pw))]
    markets = {}
    for k, mid in enumerate(market_ids[:beside]):
        markets[mid] = Box(EDGE + inner - (beside - k) * (mw + GAP) + GAP, y, mw, mh)
    y += max([panels[0].h] + [mh] * bool(beside)) + ROW_GAP
    per = max(1, int((inner + GAP) // (mw + GAP)))
    later = market_ids[beside:]
    for k, mid in enumerate(later):
        markets[mid] = Box(EDGE + (k % per) * (mw + GAP), y + (k // per) * (mh + ROW_GAP), mw, mh)
    if later:
        y += -(-len(later) // per) * (mh + ROW_GAP)
    cw, ch = (CHURCH_W, BOARD_ROW_H) if inner >= CHURCH_W else (PLACES_W, places_h(8, PLACE_ROW))
    church = Box(EDGE, y, cw, ch)
    if inner >= 2 * cw + GAP:
        customs = Box(EDGE + cw + GAP, y, cw, ch)
    else:
        y += ch + ROW_GAP
        customs = Box(EDGE, y, cw, ch)
    y += ch + ROW_GAP
    aw, ah = (ACH_W, BOARD_ROW_H) if inner >= ACH_W else (ACH2_W, places_h(3, ACH_ROW))
    achievements = Box(EDGE, y, aw, ah)
    if inner - aw - GAP >= SUPPLY_MIN:
        supply = Box(EDGE + aw + GAP, y, min(PANEL_MAX, inner - aw - GAP), BOARD_ROW_H)
        y += max(ah, BOARD_ROW_H) + ROW_GAP
    else:
        y += ah + ROW_GAP
        supply = Box(EDGE, y, min(PANEL_MAX, inner), BOARD_ROW_H)
        y += BOARD_ROW_H + ROW_GAP
    bottom = y - ROW_GAP
    if rest:
        boxes, bottom = _panel_row(rest, EDGE, y, inner, heights)
        panels += boxes
    return Layout(width, bottom + EDGE, board, markets, church, customs, achievements,
                  supply, panels)


# ---------------------------------------------------------------------- one region at a time
REGION_IN = 330  # inner width of a narrow screen's region (a 390 px phone: scale ≈ 1.07)
REGION_W = REGION_IN + 2 * MARGIN
MARKET_ROW = 3  # cards per row of a market in its region
PLACE_ROW = 4  # church / customs spaces per row
ACH_ROW = 2  # achievements per row


def market_h(per_row: int) -> float:
    return 28 + -(-6 // per_row) * (CARD_H + 16)


def places_h(count: int, per_row: int, step: float = SPACE_H + 8) -> float:
    return 30 + -(-max(count, 1) // per_row) * step


def board_tile(players: int, room: float) -> Tile:
    """The tiles of the board drawn alone: full ones when they fit ``room`` CSS px at scale
    1 (or the room is not known), else compact ones (narrower: fewer sideways, more down)."""
    top_row = {2: 4, 3: 5, 4: 6}.get(players, 6)
    return FULL if room <= 0 or top_row * TILE_W + 2 * MARGIN <= room else COMPACT


def region(rid: str, players: int, market_ids: list[str], panel_hs: list[float],
           spaces: tuple[int, int, int] = (8, 8, 3), room: float = 0) -> Layout:
    """The geometry of one region drawn alone (narrow screens): ``board`` (its tiles fit to
    ``room``, :func:`board_tile`),
    ``markets``, ``places`` (church, customs, achievements, supply) or ``players`` (panels of
    heights ``panel_hs``); the others get empty boxes. ``spaces``: church, customs and
    achievement counts."""
    zero = Box(0, 0, 0, 0)
    y: float = MARGIN
    if rid == "board":
        tile = board_tile(players, room)
        edge = BOARD_EDGE if tile.compact else MARGIN
        top_row = {2: 4, 3: 5, 4: 6}.get(players, 6)
        board = Box(edge, MARGIN + 22, top_row * tile.w, 4 * tile.h)
        return Layout(board.w + 2 * edge, board.y + board.h + MARGIN, board, tile=tile)
    lay = Layout(REGION_W, 0, zero, church=zero, customs=zero, achievements=zero, supply=zero)
    if rid == "markets":
        for mid in market_ids:
            lay.markets[mid] = Box(MARGIN, y, REGION_IN, market_h(MARKET_ROW))
            y += lay.markets[mid].h + 8
    elif rid == "places":
        church, customs, achs = spaces
        lay.church = Box(MARGIN, y, REGION_IN, places_h(church, PLACE_ROW))
        y += lay.church.h + 8
        lay.customs = Box(MARGIN, y, REGION_IN, places_h(customs, PLACE_ROW))
        y += lay.customs.h + 8
        lay.achievements = Box(MARGIN, y, REGION_IN, places_h(achs, ACH_ROW))
        y += lay.achievements.h + 8
        lay.supply = Box(MARGIN, y, REGION_IN, BOARD_ROW_H)
        y += BOARD_ROW_H + 8
    elif rid == "players":
        for h in panel_hs:
            lay.panels.append(Box(MARGIN, y, REGION_IN, h))
            y += h + 10
    lay.height = y + MARGIN - 8
    return lay
