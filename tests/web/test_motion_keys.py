"""Moves you can watch (issue 23): the renderers stay pure and write, on each piece, the key that
finds it again in the next drawing (``data-piece``) and the hints web/motion.js animates from:
a president's route, where new pieces and gains come from, money that flows, dice."""

from __future__ import annotations

import random
import re

import machikoro
import yokohama
from web.machikoro.session import MkSession
from web.shell.ui_state import UiState
from web.yokohama.render import render
from web.yokohama.render.areas import routes
from web.yokohama.session import YokohamaSession


def _played(session, moves: int, seed: int = 3):
    session.new_game({"players": 2, "seed": seed, "options": {},
                      "seats": [{"name": "Aiko", "kind": "human"},
                                {"name": "Ben", "kind": "human"}]})
    rng = random.Random(seed)
    for _ in range(moves):
        session._apply(rng.choice(session.game.legal_moves()))
    return session


def test_a_presidents_route_is_drawn_on_it():
    assert routes("move r2c1 via r1c2,r1c1") == {"r2c1": ("r1c2", "r1c1")}
    assert routes("move r2c1") == {} and routes("pass") == {} and routes("") == {}


def test_every_yokohama_piece_has_one_key_in_a_drawing():
    s = _played(YokohamaSession(yokohama), 60)
    ui = s.ui
    ui.viewer, ui.screen = 0, "play"
    html = render(s.game.view(0), ui, [])
    keys = re.findall(r'data-piece="([^"]+)"', html)
    assert len(keys) == len(set(keys)) > 20
    assert any(k.startswith("pres-") for k in keys) and any(k.startswith("res-0-") for k in keys)
    assert any(k.startswith("tech-") for k in keys) and any(k.startswith("order-") for k in keys)
    # pieces placed on the table come from their owner's panel; gains from the president
    assert re.search(r'data-piece="asst-[^"]+-(\d)" data-n="\d+" data-from="panel-\1"', html)
    assert re.search(r'data-piece="res-(\d)-silk" data-n="\d+" data-from="pres-\1"', html)


def test_a_president_that_moved_along_a_route_carries_it():
    view = _played(YokohamaSession(yokohama), 0).game.view(0)
    pos = view["areas"][0]["pos"]
    view["areas"][0]["presidents"] = [1]
    ui = UiState(viewer=0, last_move=f"move {pos} via r9c9,r8c8")
    html = render(view, ui, [])
    assert 'data-piece="pres-1" data-from="panel-1" data-via="r9c9 r8c8"' in html


def test_machikoro_dice_roll_and_coins_flow_between_cities():
    from web.machikoro.render import render as mk_render

    s = _played(MkSession(machikoro), 12)
    s.ui.screen = "play"
    html = mk_render(s.game.view(0), s.ui, [])
    assert re.search(r'data-piece="die-0" data-roll="" data-n="[1-6]"', html)
    assert html.count('data-flow="coins"') == 2 and 'data-bank="coins"' in html
    assert re.search(r'data-piece="bld-0-[a-z_]+" data-n="\d+" data-from="supply-', html)
