"""Geometry of the table drawing: where every part goes, in SVG user units. Pure data."""

from __future__ import annotations

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


def tile_origin(area: dict, board: Box) -> tuple[float, float]:
    """Top-left corner of an area tile: centre (c + r/2, r) in tile units (layout.coordinates)."""
    return board.x + float(area["x"]) * TILE_W, board.y + float(area["y"]) * TILE_H


def compute(players: int, market_ids: list[str], narrow: bool = False) -> Layout:
    top_row = {2: 4, 3: 5, 4: 6}.get(players, 6)
    board_w, board_h = top_row * TILE_W, 4 * TILE_H
    church_w = 8 * SPACE_W + 30
    ach_w = 3 * 150 + 20
    if narrow:
        width = max(board_w, MARKET_W, church_w) + 2 * MARGIN
        y = MARGIN
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
    # wide: left column = board, church, customs (+ achievements, supply);
    #       right column = markets, then the player panels (2-3 players) or a bottom row (4)
    left_w = max(board_w, church_w)
    mx = MARGIN + left_w + 24
    width = mx + MARKET_W + MARGIN
    board = Box(MARGIN + (left_w - board_w) / 2, MARGIN + 24, board_w, board_h)
    y = MARGIN + board_h + 34
    church = Box(MARGIN, y, church_w, BOARD_ROW_H)
    y += BOARD_ROW_H + 8
    customs = Box(MARGIN, y, church_w, BOARD_ROW_H)
    y += BOARD_ROW_H + 8
    markets = {}
    ry = MARGIN
    for mid in market_ids:
        markets[mid] = Box(mx, ry, MARKET_W, MARKET_H)
        ry += MARKET_H + 8
    panels = []
    if players <= 3:
        for _ in range(players):
            panels.append(Box(mx, ry, MARKET_W, PANEL_H))
            ry += PANEL_H + 8
        if left_w >= ach_w + 10 + 300:
            achievements = Box(MARGIN, y, ach_w, BOARD_ROW_H)
            supply = Box(MARGIN + ach_w + 10, y, left_w - ach_w - 10, BOARD_ROW_H)
            y += BOARD_ROW_H + 8
        else:
            achievements = Box(MARGIN, y, ach_w, BOARD_ROW_H)
            y += BOARD_ROW_H + 8
            supply = Box(MARGIN, y, ach_w, BOARD_ROW_H)
            y += BOARD_ROW_H + 8
        return Layout(width, max(y, ry) + MARGIN - 8, board, markets, church, customs,
                      achievements, supply, panels)
    # 4 players: the first panel (the person at the device) goes under the markets, so it is on
    # screen with the board; achievements and supply go under customs; the others below
    panels.append(Box(mx, ry, MARKET_W, PANEL_H))
    ry += PANEL_H + 8
    supply_w = left_w - ach_w - 10
    if supply_w >= 320:
        achievements = Box(MARGIN, y, ach_w, BOARD_ROW_H)
        supply = Box(MARGIN + ach_w + 10, y, supply_w, BOARD_ROW_H)
        y += BOARD_ROW_H + 8
    else:
        achievements = Box(MARGIN, y, ach_w, BOARD_ROW_H)
        y += BOARD_ROW_H + 8
        supply = Box(MARGIN, y, ach_w, BOARD_ROW_H)
        y += BOARD_ROW_H + 8
    y = max(y, ry) + 6
    inner = width - 2 * MARGIN
    rest = players - 1
    panel_w = (inner - (rest - 1) * 10) / rest
    panels += [Box(MARGIN + i * (panel_w + 10), y, panel_w, PANEL_H) for i in range(rest)]
    y += PANEL_H + MARGIN
    return Layout(width, y, board, markets, church, customs, achievements, supply, panels)


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


def region(rid: str, players: int, market_ids: list[str], panel_hs: list[float],
           spaces: tuple[int, int, int] = (8, 8, 3)) -> Layout:
    """The geometry of one region drawn alone (narrow screens): ``board`` (as wide as it is),
    ``markets``, ``places`` (church, customs, achievements, supply) or ``players`` (panels of
    heights ``panel_hs``); the others get empty boxes. ``spaces``: church, customs and
    achievement counts."""
    zero = Box(0, 0, 0, 0)
    y: float = MARGIN
    if rid == "board":
        top_row = {2: 4, 3: 5, 4: 6}.get(players, 6)
        board = Box(MARGIN, MARGIN + 22, top_row * TILE_W, 4 * TILE_H)
        return Layout(board.w + 2 * MARGIN, board.y + board.h + MARGIN, board)
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
