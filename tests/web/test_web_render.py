"""The renderer is a pure function: legal moves <-> clickable elements, no leaked secrets."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from web_fixtures import make_view, sample_legal

import yokohama
from web.shell.ui_state import UiState
from web.yokohama.render import render
from web.yokohama.targets import classify

MOVE_RE = re.compile(r'data-move="([^"]*)"')
TARGET_RE = re.compile(r'data-target="([^"]*)"')


def unescape(s: str) -> str:
    return s.replace("&amp;", "&").replace("&quot;", '"').replace("&#x27;", "'") \
        .replace("&lt;", "<").replace("&gt;", ">")


def clickable_moves(view: dict, legal: list[str], seats: int) -> tuple[list[str], set[str]]:
    """All moves a person can click: direct data-move plus every chooser's buttons."""
    ui = UiState(seats=[{"name": f"P{i}", "kind": "human"} for i in range(seats)],
                 viewer=view.get("seat"))
    html = render(view, ui, legal)
    direct = [unescape(m) for m in MOVE_RE.findall(html)]
    reachable = set(direct)
    for key in {unescape(k) for k in TARGET_RE.findall(html)}:
        ui.chooser = key
        chooser_html = render(view, ui, legal)
        box = chooser_html[chooser_html.index('id="chooser"'):]
        box = box[: box.index("</div></section>") if "</div></section>" in box else len(box)]
        found = [unescape(m) for m in MOVE_RE.findall(box)]
        assert found, key
        reachable.update(found)
    return direct, reachable


def svg_of(html: str) -> str:
    return html[html.index("<svg id=\"table\""): html.index("</svg>", html.index('id="table"')) + 6]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fixture_view_every_move_is_clickable(players):
    view = make_view(players, pending={"kind": "build", "seat": 0,
                                       "area": make_view(players)["areas"][1]["pos"], "power": 4})
    legal = sample_legal(view)
    _, reachable = clickable_moves(view, legal, players)
    assert reachable == set(legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_svg_is_well_formed(players):
    view = make_view(players)
    html = render(view, UiState(seats=[{"name": "x", "kind": "human"}] * players, viewer=0),
                  sample_legal(view))
    ET.fromstring(svg_of(html))


def play_random(players: int, seed: int, steps: int):
    game = yokohama.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


# one game per player count by default; two more in the slow sweep (make slow)
@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3),
                                          pytest.param(2, 4, marks=pytest.mark.slow),
                                          pytest.param(3, 5, marks=pytest.mark.slow)])
def test_clickable_set_equals_legal_moves_in_real_games(players, seed):
    game = yokohama.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    checked = 0
    while not game.is_over and checked < 400:
        seat = game.current_player
        legal = game.legal_moves()
        view = game.view(seat)
        direct, reachable = clickable_moves(view, legal, players)
        assert reachable == set(legal), (view["pending"], set(legal) ^ reachable)
        assert len(direct) == len(set(direct))  # one element per directly clickable move
        game.play(rng.choice(legal))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_no_other_seats_secret_orders_in_svg(players, seed):
    game = yokohama.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for step in range(600):
        if game.is_over:
            break
        if step % 7 == 0:
            for seat in range(players):
                html = render(game.view(seat), UiState(
                    seats=[{"name": f"P{i}", "kind": "human"} for i in range(players)],
                    viewer=seat), game.legal_moves() if seat == game.current_player else [])
                for other in range(players):
                    if other == seat:
                        continue
                    info = game.view(other)["players_info"][other]
                    secret = (info.get("orders") or []) + (info.get("keep_choice") or [])
                    for card in secret:
                        assert card["id"] not in html, (seat, other, card["id"])
        game.play(rng.choice(game.legal_moves()))


def test_every_legal_move_has_a_classification():
    game = play_random(3, 9, 60)
    tg = classify(game.legal_moves(), game.view(game.current_player))
    assert tg.all_moves() == set(game.legal_moves())


def test_render_is_fast_enough_natively():
    import time

    game = play_random(4, 3, 120)
    view = game.view(game.current_player)
    ui = UiState(seats=[{"name": "x", "kind": "human"}] * 4, viewer=game.current_player)
    start = time.perf_counter()
    for _ in range(10):
        render(view, ui, game.legal_moves())
    assert (time.perf_counter() - start) / 10 < 0.05


PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def test_every_screen_fills_its_message_fields():
    from web.yokohama.session import YokohamaSession as Session

    s = Session(yokohama)
    s.ui.screen = "new"
    screens = [render(None, s.ui, [])]
    cfg = s.default_config()
    cfg["seats"][1]["kind"] = "human"
    s.new_game(cfg)
    screens.append(render(s.view(), s.ui, s.legal_for_ui()))  # pass screen
    s.reveal()
    s.ui.menu_open = True
    screens.append(render(s.view(), s.ui, s.legal_for_ui()))
    s.ui.menu_open = False
    for _ in range(400):
        if s.game.is_over:
            break
        if s.ui.screen == "pass":
            s.reveal()
        legal = s.legal_for_ui()
        html = render(s.view(), s.ui, legal)
        assert not PLACEHOLDER.search(html), PLACEHOLDER.search(html).group(0)
        s.play(legal[len(legal) // 2])
    s.ui.screen = "final"
    s.ui.final = s.final_scores()
    screens.append(render(s.view() or s.game.view(0), s.ui, []))
    for html in screens:
        assert not PLACEHOLDER.search(html), PLACEHOLDER.search(html).group(0)


def test_a_narrow_market_leaves_its_deck_count_to_the_supply():
    """Research Center in a market two rows of three wide (1280 px, 4 players): its name and
    "Technology deck: 15" would run into each other, so the header keeps the name alone; the
    supply's facts still give the count. A full-width market, or a short name, keeps both."""
    from web.yokohama import layout as L
    from web.yokohama.render.markets import draw_market

    view = make_view(4)  # lab_b is the Research Center, port_a the Port
    compact, wide = L.Box(0, 0, L.COMPACT_W, 260), L.Box(0, 0, L.MARKET_W, 134)
    assert 'class="deck"' not in draw_market("lab_b", view["labs"]["lab_b"], view, compact,
                                             {}, {}, 3)
    assert 'class="deck"' in draw_market("lab_b", view["labs"]["lab_b"], view, wide, {}, {})
    assert 'class="deck"' in draw_market("port_a", view["ports"]["port_a"], view, compact,
                                         {}, {}, 3)
