"""Machi Koro renderer: clickable moves == legal moves, well-formed SVG, tooltips, log words."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import machikoro
from web.machikoro.describe import Names, card_title, event_line, log_lines
from web.machikoro.render import render
from web.machikoro.session import MkUiState

MOVE_RE = re.compile(r'data-move="([^"]*)"')
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def clickable(html: str) -> list[str]:
    return [m.replace("&amp;", "&") for m in MOVE_RE.findall(html)]


def ui_for(game, narrow=False) -> MkUiState:
    n = len(game.view(None)["players"])
    return MkUiState(seats=[{"name": f"P{i}", "kind": "human"} for i in range(n)],
                     viewer=game.current_player, narrow=narrow)


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (4, 9)])
@pytest.mark.parametrize("narrow", [False, True])
def test_clickable_set_equals_legal_moves_through_whole_games(players, seed, narrow):
    game = machikoro.new_game(players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and steps < 600:
        legal = game.legal_moves()
        html = render(game.view(game.current_player), ui_for(game, narrow), legal)
        found = clickable(html)
        assert set(found) == set(legal)
        assert len(found) == len(set(found)), "each move is one element"
        assert not PLACEHOLDER.search(html)
        game.play(rng.choice(legal) if rng.random() < 0.6 else legal[-1])
        steps += 1
    assert game.is_over


def test_positions_with_every_decision_kind():
    """TV Station target, Business Center swaps, Radio Tower keep/re-roll, Train Station."""
    game = machikoro.from_position({
        "players": [{"coins": 9, "buildings": {"wheat_field": 1, "bakery": 1, "tv_station": 1,
                                               "business_center": 1, "ranch": 1},
                     "landmarks": ["train_station", "radio_tower"]},
                    {"coins": 5}, {"coins": 4}],
        "dice": [3, 3, 6], "current_player": 0})
    seen = set()
    for move in ("roll 2", "reroll", "roll 1", None, None, None):
        legal = game.legal_moves()
        seen.add(game.phase)
        html = render(game.view(0), ui_for(game), legal)
        assert set(clickable(html)) == set(legal)
        game.play(move if move in legal else legal[-1] if move is None else move)
        if game.current_player != 0:
            break
    assert {"roll", "reroll", "tv_target", "swap"} <= seen


def test_svg_well_formed_and_cards_have_titles():
    game = machikoro.new_game(["Aiko", "Ben"], seed=1)
    game.play("roll 1")
    html = render(game.view(0), ui_for(game), game.legal_moves())
    svg = html[html.index('<svg id="table"'): html.index("</svg>", html.index('id="table"')) + 6]
    root = ET.fromstring(svg)
    # a card's explanation is its title, or its desc when it is a button named by its move
    titles = [el.text for tag in ("title", "desc")
              for el in root.iter("{http://www.w3.org/2000/svg}" + tag)]
    assert any(tt.startswith("Café — cost ¥2, activates on 3") for tt in titles)
    assert any("Train Station" in tt and "landmark" in tt for tt in titles)
    # the supply shows remaining counts, the city shows the start buildings and the coins
    assert 'id="supply-mine"' in svg and "×6" in svg
    assert 'id="city-0"' in svg and 'data-card="wheat_field"' in svg
    assert 'data-coins="' in svg


def test_card_title_explains_effects():
    text = card_title("cheese_factory")
    assert "¥5" in text and "7" in text and "Green" in text and "Ranch" in text
    assert "1–2" not in card_title("bakery") and "2–3" in card_title("bakery")
    assert "9–10" in card_title("family_restaurant")
    assert "11–12" in card_title("fruit_and_vegetable_market")


def test_log_lines_say_who_paid_whom_and_why():
    view = {"names": ["Aiko", "Ben"]}
    nm = Names(view)
    ev = {"type": "pay", "from": 1, "to": 0, "amount": 1, "owed": 1, "card": "cafe"}
    assert event_line(ev, nm) == "Café: Aiko takes ¥1 from Ben"
    short = {"type": "pay", "from": 1, "to": 0, "amount": 1, "owed": 2, "card": "cafe"}
    assert "owed" in event_line(short, nm)
    inc = {"type": "income", "to": 1, "amount": 2, "card": "bakery", "copies": 2}
    assert event_line(inc, nm) == "Bakery ×2: Ben gets ¥2 from the bank"
    game = machikoro.new_game(["Aiko", "Ben"], seed=1)
    game.play("roll 1")
    lines = log_lines(game.events, game.view(None))
    assert lines[0].startswith("Aiko rolls")


def test_final_and_new_screens():
    from web.machikoro.session import MkSession

    s = MkSession()
    s.ui.screen = "new"
    html = render(None, s.ui, [])
    assert 'data-action="game:machikoro"' in html and 'data-action="game:yokohama"' in html
    assert 'id="new-game"' in html and "rule_options" not in html
    cfg = s.default_config()
    cfg["seats"][1]["kind"] = "computer"
    cfg["seats"][0]["kind"] = "computer"
    cfg["seed"] = 3
    s.new_game(cfg)
    while not s.game.is_over:
        s.ai_step()
    html = render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="final"' in html and "wins!" in html
    assert not PLACEHOLDER.search(html)
