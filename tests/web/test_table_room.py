"""The table reflows to the room it has (issue 23): every wide layout fits its room (nothing runs
under the sidebar or scrolls sideways), no two parts overlap, and the page draws the log
below the table when even the narrowest layout needs more than the room beside it."""

from __future__ import annotations

import itertools

import pytest
from web_fixtures import make_view, sample_legal

from web.machikoro.render import MIN_WIDE_W, _table_dims
from web.shell import frame
from web.shell.ui_state import UiState
from web.yokohama import layout as L

MARKETS = {2: ["port_a", "lab_a"], 3: ["port_a", "port_b", "lab_a"],
           4: ["port_a", "port_b", "lab_a", "lab_b"]}


def _boxes(lay: L.Layout) -> dict[str, L.Box]:
    out = {"board": L.Box(lay.board.x, lay.board.y - 22, lay.board.w, lay.board.h + 22),
           "church": lay.church, "customs": lay.customs, "achievements": lay.achievements,
           "supply": lay.supply}
    out.update({f"market:{k}": b for k, b in lay.markets.items()})
    out.update({f"panel:{i}": b for i, b in enumerate(lay.panels)})
    return out


def _overlap(a: L.Box, b: L.Box) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def _heights(i: int, w: float) -> float:  # panels of different heights, as in a game
    return 284 + 16 * (i % 2) + (40 if w < L.PANEL_WIDE else 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_wide_layout_fits_its_room_and_nothing_overlaps(players):
    for room in range(700, 2001, 37):
        lay = L.compute(players, MARKETS[players], room=room, panel_h=_heights)
        assert lay.width <= max(room, L.min_width(players)) + 0.01, (players, room)
        boxes = _boxes(lay)
        for name, box in boxes.items():
            assert box.w > 0 and box.x >= 0 and box.x + box.w <= lay.width + 0.01, (name, room)
            assert box.y >= 0 and box.y + box.h <= lay.height + 0.01, (name, room)
        for (na, a), (nb, b) in itertools.combinations(boxes.items(), 2):
            assert not _overlap(a, b), (players, room, na, nb)
        assert len(lay.panels) == players


def test_the_persons_panel_is_near_the_top_beside_a_narrow_column():
    """1280 px with the sidebar open, two players: two columns, the person's own panel first
    in the right column (it used to start at the bottom edge of the screen)."""
    room, _ = frame.rooms(1280 - 17, "open")
    lay = L.compute(2, MARKETS[2], room=room, panel_h=_heights)
    assert lay.width <= room and lay.panels[0].y < 20
    assert lay.panels[0].x > lay.board.x + lay.board.w


def test_the_classic_layout_when_the_room_is_unknown():
    lay = L.compute(2, MARKETS[2])
    assert {b.w for b in lay.markets.values()} == {L.MARKET_W}


def test_rooms_beside_the_open_sidebar_the_strip_and_alone():
    open_room, alone = frame.rooms(1263, "open")
    strip_room, alone2 = frame.rooms(1263, "strip")
    assert alone == alone2 == 1263 - frame.WRAP_PAD
    assert open_room == alone - frame.side_width(1263) - frame.SIDE_MARGIN
    assert strip_room == alone - frame.STRIP_W - frame.SIDE_MARGIN > open_room


def test_the_log_goes_below_a_table_that_needs_the_whole_width():
    ui = UiState(room=900, room_alone=1200)
    assert frame.side_mode(ui, '<svg style="--min-w:880px;--max-w:1000px">') == "open"
    assert frame.side_mode(ui, '<svg style="--min-w:980px;--max-w:1000px">') == ""
    ui.side = "strip"
    assert frame.side_mode(ui, '<svg style="--min-w:880px">') == "strip"
    ui.narrow = True
    assert frame.side_mode(ui, '<svg style="--min-w:300px">') == ""


@pytest.mark.parametrize("room", [700, 737, 820, 993, 1200])
def test_machikoro_fits_its_room(room):
    d = _table_dims({"players": [{"buildings": {"wheat_field": 1}}]}, False, room)
    assert MIN_WIDE_W <= d["W"] <= max(room, MIN_WIDE_W)
    supply_w = d["sc"] * (d["cw"] + 10) + 10
    assert supply_w + (0 if d["dice_top"] else 220 + 20) <= d["W"]
    assert d["pc"] * d["pw"] + (d["pc"] - 1) * 10 + 20 <= d["W"] + 0.01


def test_yokohama_page_draws_the_sidebar_or_the_log_below_the_table():
    from web.yokohama.render import render

    view = make_view(players=2)
    ui = UiState(room=993, room_alone=1253, side_w=248, viewer=0)
    html = render(view, ui, sample_legal(view))
    assert 'class="play-area side-open"' in html and 'id="side"' in html
    assert 'style="--side-w:248px"' in html
    ui.room = 600  # less than the board: the log goes below the table
    html = render(view, ui, sample_legal(view))
    assert 'id="side"' not in html and 'class="play-area"' in html


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_alone_fits_a_tablet_at_scale_1(players):
    """Narrow screens (issue 23): the board region takes compact tiles when full ones do not
    fit, so a tablet (820 px: 791 px of room) shows it whole; the room unknown: full tiles."""
    lay = L.region("board", players, [], [], room=791)
    assert lay.width <= 791
    assert lay.tile == (L.FULL if players == 2 else L.COMPACT)
    assert L.region("board", players, [], [], room=0).tile == L.FULL
    assert L.region("board", players, [], [], room=358).tile == L.COMPACT  # a phone: it pans


def test_pieces_in_a_compact_tile_stay_beside_the_house_in_two_rows():
    from web.yokohama.render.areas import PIECE_HALF, piece_places

    x, right = 6.0, 78.0  # a compact tile's pieces (tile at 0): x + 6 up to the house at w - 46
    cases = [(["pres"], 30), (["pres"] * 4 + ["asst"] * 4, 0), (["asst"] * 4, 30),
             (["pres", "asst"] * 3, 30)]  # indent: the station first
    for kinds, indent in cases:
        places = piece_places(kinds, x, right, indent)
        assert max(row for _, row in places) <= 1, kinds
        assert all(cx + PIECE_HALF[k] <= right + 0.5 and cx - PIECE_HALF[k] >= 0
                   for k, (cx, _) in zip(kinds, places, strict=True)), (kinds, places)
