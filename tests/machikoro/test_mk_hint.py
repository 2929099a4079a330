"""Machi Koro hints: the normal level's move, always legal, with the figures it chose by."""

from __future__ import annotations

import random

import machikoro
from machikoro.ai import choose_move, hint


def test_hint_is_always_legal_and_the_normal_move() -> None:
    rng = random.Random(0)
    count = 0
    for seed in range(6):
        g = machikoro.new_game(players=2 + seed % 3, seed=seed)
        while not g.is_over and len(g.moves) < 200:
            seat = g.current_player
            h = hint(g, seat, seed)
            assert h.move in g.legal_moves()
            assert h.move == choose_move(g, seat, "normal", seed)
            assert h.reasons and h.text
            count += 1
            g.play(rng.choice(g.legal_moves()))
    assert count > 500


def test_winning_landmark_is_hinted_as_the_win() -> None:
    # RULES 9.1: completing the fourth landmark wins at once
    g = machikoro.from_position({"players": [
        {"coins": 30, "landmarks": ["train_station", "shopping_mall", "amusement_park"]},
        {"coins": 3}], "dice": [5]})
    g.play("roll 1")
    h = hint(g, 0)
    assert h.move == "complete radio_tower"
    assert h.reasons[0].code == "wins"


def test_roll_reason_gives_expected_income() -> None:
    # RULES 4.2: one die without a Train Station; the hint says what it should earn
    g = machikoro.new_game(players=2, seed=1)
    h = hint(g, 0)
    assert h.move == "roll 1" and h.reasons[0].code == "roll"
    assert h.reasons[0].params["expected"] > 0
