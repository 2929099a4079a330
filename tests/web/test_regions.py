"""Narrow screens: one region of the table at a time behind a tab bar (web/shell/regions.py,
web/yokohama/render/tabs.py). Pure parts: the tab bar's markup, which region is shown, the
automatic switch when the person's decision begins, and every legal move reachable through
some tab."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from test_web_render import MOVE_RE, TARGET_RE, svg_of, unescape

import yokohama
from web.shell import regions as R
from web.shell.regions import Region
from web.shell.ui_state import UiState
from web.yokohama import layout as L
from web.yokohama.render import render
from web.yokohama.render.players import panel_height
from web.yokohama.render.tabs import regions as yokohama_regions

REGS = [Region("board", "Board", ("place r0c1",), zoom=True), Region("markets", "Markets"),
        Region("players", "Players", ("deliver o1", "deliver o2"))]


def narrow_ui(players: int, viewer: int = 0, region: str = "", room: int = 0) -> UiState:
    return UiState(seats=[{"name": f"P{i}", "kind": "human"} for i in range(players)],
                   viewer=viewer, narrow=True, region=region, room_alone=room)


def test_tab_bar_is_a_tablist_with_one_tab_stop():
    ui = narrow_ui(2, region="markets")
    html = R.tab_bar(R.with_log(REGS), ui, 1, "Ben", "Choose an order")
    tabs = re.findall(r'<button[^>]*role="tab"[^>]*>', html)
    assert 'role="tablist"' in html and len(tabs) == 4  # the game's three and the log
    selected = [x for x in tabs if 'aria-selected="true"' in x]
    assert len(selected) == 1 and 'id="tab-markets"' in selected[0]
    assert [x for x in tabs if 'tabindex="0"' in x] == selected
    assert all('aria-controls="region-panel"' in x for x in tabs)


def test_tab_bar_shows_whose_turn_and_what_is_asked():
    html = R.tab_bar(R.with_log(REGS), narrow_ui(2), 1, "Ben", "Choose an order")
    prompt = html[html.index('id="region-prompt"'):html.index("</p>")]
    assert "Ben" in prompt and "Choose an order" in prompt and "seat-1" in prompt


def test_tabs_holding_a_legal_move_carry_a_marker():
    html = R.tab_bar(R.with_log(REGS), narrow_ui(2), 0, "Aiko", "")
    marked = re.findall(r'id="tab-(\w+)"[^>]*>[^<]*<span class="tab-mark"', html)
    assert marked == ["board", "players"]


def test_shown_region_falls_back_to_the_first():
    assert R.shown(REGS, narrow_ui(2, region="players")) == "players"
    assert R.shown(REGS, narrow_ui(2, region="nowhere")) == "board"


def test_new_decision_switches_to_the_first_region_with_a_move():
    key = R.decision_key(0, ["deliver o1", "deliver o2"])
    assert R.auto_switch(REGS, "markets", "old", key, ["deliver o1"]) == "board"


def test_no_switch_while_the_shown_region_holds_a_move():
    assert R.auto_switch(REGS, "players", "old", "new", ["deliver o1"]) == "players"


def test_within_one_decision_the_person_switches_freely():
    assert R.auto_switch(REGS, "markets", "same", "same", ["deliver o1"]) == "markets"


def test_no_switch_without_a_decision():
    assert R.auto_switch(REGS, "markets", "old", "new", []) == "markets"


def test_follow_decision_only_on_narrow_screens():
    ui = narrow_ui(2, region="markets")
    ui.narrow = False
    R.follow_decision(ui, REGS, ["place r0c1"])
    assert ui.region == "markets" and ui.region_key == ""
    ui.narrow = True
    R.follow_decision(ui, REGS, ["place r0c1"])
    assert ui.region == "board"
    ui.region = "markets"  # the person looks elsewhere during the same decision
    R.follow_decision(ui, REGS, ["place r0c1"])
    assert ui.region == "markets"


def _region_moves(html: str) -> set[str]:
    return {unescape(m) for m in MOVE_RE.findall(svg_of(html))} | \
        {unescape(k) for k in TARGET_RE.findall(svg_of(html))}


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 5)])
def test_every_legal_move_is_reachable_through_some_tab(players, seed):
    """RULES-neutral: the union of the tabs' clickable elements and the decision buttons
    offers every legal move, and each tab draws exactly the moves its marker announces."""
    game = yokohama.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(120):
        if game.is_over:
            break
        seat = game.current_player
        legal = game.legal_moves()
        view = game.view(seat)
        regs = yokohama_regions(view, None, legal)
        reachable: set[str] = set()
        for reg in regs:  # (4 players: a tablet's room, the board in compact tiles)
            ui = narrow_ui(players, seat, reg.id, 791 if players == 4 else 0)
            html = render(view, ui, legal)
            assert 'role="tablist"' in html and f'data-region="{reg.id}"' in html
            _, moves = clickable_moves_in(view, legal, ui, html)
            reachable |= moves
            in_svg = _region_moves(html)
            assert bool(in_svg) == bool(reg.moves), (reg.id, in_svg, reg.moves)
        assert reachable == set(legal), set(legal) ^ reachable
        game.play(rng.choice(legal))


def clickable_moves_in(view, legal, ui, html):
    direct = {unescape(m) for m in MOVE_RE.findall(html)}
    out = set(direct)
    for key in {unescape(k) for k in TARGET_RE.findall(html)}:
        ui.chooser = key
        box = render(view, ui, legal)
        box = box[box.index('id="chooser"'):]
        box = box[: box.index("</div></section>") if "</div></section>" in box else len(box)]
        out.update(unescape(m) for m in MOVE_RE.findall(box))
    ui.chooser = None
    return direct, out


@pytest.mark.parametrize("region", ["markets", "places", "players"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_region_other_than_the_board_fits_a_phone(region, players):
    """Drawn at scale 1 (text >= 11 px) it is at most REGION_W px wide: a 390 px phone shows
    it without scrolling sideways; its parts stay inside the drawing."""
    game = yokohama.new_game(players=players, seed=2)
    view = game.view(game.current_player)
    html = render(view, narrow_ui(players, game.current_player, region), game.legal_moves())
    svg = ET.fromstring(svg_of(html))
    _, _, w, _h = (float(x) for x in svg.get("viewBox").split())
    assert w == L.REGION_W <= 370
    for el in svg.iter():
        if el.tag.endswith("rect") and el.get("x") and el.get("width"):
            assert float(el.get("x")) + float(el.get("width")) <= w + 1, ET.tostring(el)[:120]


def test_the_board_region_keeps_the_zoom_buttons_and_the_others_not():
    game = yokohama.new_game(players=3, seed=2)
    view, legal = game.view(game.current_player), game.legal_moves()
    board = render(view, narrow_ui(3, game.current_player, "board"), legal)
    markets = render(view, narrow_ui(3, game.current_player, "markets"), legal)
    assert 'id="zoom-bar"' in board and 'id="zoom-bar"' not in markets


def test_the_log_region_shows_the_open_log_instead_of_the_table():
    game = yokohama.new_game(players=2, seed=2)
    ui = narrow_ui(2, game.current_player, "log")
    ui.log, ui.log_open = ["Aiko places an assistant."], False
    html = render(game.view(game.current_player), ui, game.legal_moves())
    assert '<details class="log" id="log" open>' in html and 'id="table"' not in html


def test_wide_screens_keep_the_whole_table_without_tabs():
    game = yokohama.new_game(players=4, seed=2)
    ui = narrow_ui(4, game.current_player)
    ui.narrow = False
    html = render(game.view(game.current_player), ui, game.legal_moves())
    assert 'role="tablist"' not in html and 'id="rg-players"' in html and 'id="rg-board"' in html


def test_a_narrow_panel_grows_with_its_technologies():
    from web_fixtures import tech

    few = {"techs": [tech(0)], "agents": []}
    many = {"techs": [tech(i) for i in range(7)], "agents": [{"country": "UK"}] * 5}
    assert panel_height(few, L.REGION_IN) == L.PANEL_H + 16
    assert panel_height(many, L.REGION_IN) > panel_height(few, L.REGION_IN)
    assert panel_height(many, 580) == L.PANEL_H  # wide panels unchanged


@pytest.mark.parametrize("players", [2, 4])
def test_a_seat_chip_shows_the_region_holding_its_panel(players):
    """Each chip of the seat strip names the region (tab) holding that seat's panel and the
    panel's id; drawn with that region shown, the panel is on screen and can take focus."""
    game = yokohama.new_game(players=players, seed=2)
    view, legal = game.view(game.current_player), game.legal_moves()
    html = render(view, narrow_ui(players, game.current_player, "board"), legal)
    actions = re.findall(r'class="seat-chip[^"]*" href="#(panel-\d)" data-action="([^"]+)"', html)
    assert len(actions) == players
    for anchor, action in actions:
        assert action == f"seat-panel:players:{anchor}"
        assert f'id="{anchor}"' not in html  # the board's tab does not draw the panels
    shown = render(view, narrow_ui(players, game.current_player, "players"), legal)
    for anchor, _ in actions:
        assert re.search(f'<g class="player-panel" id="{anchor}"[^>]*tabindex="-1"', shown)


@pytest.mark.parametrize("players", [3, 4])
def test_the_board_in_compact_tiles_fits_a_tablet(players):
    """At a tablet's room the board region is drawn in compact tiles, at most that wide; the
    parts of every area stay inside its tile."""
    game = yokohama.new_game(players=players, seed=4)
    rng = random.Random(4)
    for _ in range(30):  # pieces and shops on the board
        game.play(rng.choice(game.legal_moves()))
    view = game.view(game.current_player)
    ui = narrow_ui(players, game.current_player, "board", room=791)
    svg = ET.fromstring(svg_of(render(view, ui, game.legal_moves())))
    _, _, w, _h = (float(x) for x in svg.get("viewBox").split())
    assert w <= 791
    for area in svg.iter("{http://www.w3.org/2000/svg}g"):
        if area.get("data-area") is None:
            continue
        tile = next(el for el in area if el.get("class", "").startswith("tile "))
        left, top = float(tile.get("x")), float(tile.get("y"))
        right, bottom = left + float(tile.get("width")), top + float(tile.get("height"))
        for el in area.iter():
            if el.tag.endswith("rect") and el.get("class") != "ring" and el.get("width"):
                x, y = float(el.get("x")), float(el.get("y"))
                assert left <= x and x + float(el.get("width")) <= right + 0.5, ET.tostring(el)
                assert top <= y and y + float(el.get("height")) <= bottom + 0.5, ET.tostring(el)
