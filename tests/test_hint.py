"""Hints: the normal level's move for a person, always legal, with reasons from its evaluation."""

from __future__ import annotations

import random

import pytest

import yokohama
from tests.builders import KINDS_3, give_orders, holdings, make_game
from yokohama import components as C
from yokohama.ai import choose_move, hint
from yokohama.ai.hint import TEMPLATES, what_text


def _positions(seed: int, every: int = 9) -> list[yokohama.Game]:
    rng = random.Random(seed)
    g = yokohama.new_game(2 + seed % 3, seed)
    out = []
    while not g.is_over and len(g.moves) < 240:
        if len(g.moves) % every == 0:
            out.append(g.clone())
        g.play(rng.choice(g.legal_moves()))
    return out


def test_hint_is_always_legal_and_explained() -> None:
    count = 0
    for seed in range(4):
        for g in _positions(seed):
            seat = g.current_player
            before = g.fingerprint()
            h = hint(g, seat, seed=len(g.moves))
            assert h.move in g.legal_moves()
            assert h.reasons and all(r.code in TEMPLATES and r.text for r in h.reasons)
            assert g.fingerprint() == before  # the real game is untouched
            count += 1
    assert count > 60


def test_hint_is_the_normal_levels_move() -> None:
    for g in _positions(5, every=23):
        seat = g.current_player
        assert hint(g, seat, 3).move == choose_move(g, seat, "normal", 3)


def test_hint_is_fair_hidden_cards_do_not_matter() -> None:
    # RULES 2.14: other hands and the decks are hidden; the hint sees only the seat's view
    for g in _positions(6, every=31):
        seat = g.current_player
        other = g.determinized(seat, 99)
        assert hint(g, seat, 4).to_dict() == hint(other, seat, 4).to_dict()


def test_hint_only_for_the_deciding_seat() -> None:
    g = yokohama.new_game(3, 1)
    with pytest.raises(ValueError):
        hint(g, (g.current_player + 1) % 3, 0)


def test_delivery_reason_names_the_order_and_its_reward() -> None:
    # RULES 7.4.1: a deliverable order is a clear gain the hint reports with its VP
    g = make_game(3, kinds=KINDS_3)
    order = max(C.ORDER_IDS, key=lambda o: dict(C.ORDER_REWARD[o]).get("vp", 0))
    give_orders(g, 0, order)
    need = dict(zip(C.GOODS, C.ORDER_NEEDS[order], strict=True))
    holdings(g, 0, **need)
    h = hint(g, 0, 1)
    deliver = [r for r in h.reasons if r.code == "deliver"]
    assert deliver and deliver[0].params["order"] == order
    assert deliver[0].params["what"] == dict(C.ORDER_REWARD[order])
    assert f"delivers the {C.CARD_COUNTRY[order]} order" in h.text


def test_what_text() -> None:
    assert what_text({"vp": 6, "yen": 2, "tea": 1}) == "+6 VP, +¥2, +1 tea"


def test_starting_order_hint_says_what_it_needs_and_gives() -> None:
    # RULES 3.9.3: keep one of the two drawn orders
    g = yokohama.new_game(3, 2)
    h = hint(g, g.current_player, 1)
    order = h.move.split()[1]
    (reason,) = h.reasons
    assert reason.code == "keep_order" and reason.params["order"] == order
    assert reason.params["what"] == dict(C.ORDER_REWARD[order])
