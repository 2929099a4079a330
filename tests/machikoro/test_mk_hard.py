"""The hard level: the tuned build policy's move is its first candidate at the build step
and the normal level's choice in every other kind of decision, and a fixed-seed game against
normal is played move for move as recorded.

The recorded game catches any change to what hard or normal play (a shared helper in
``heuristics``/``candidates``/``sim`` changing meaning, the engine's dice, the seeds the
bots derive): if a change is meant, re-record it with ``python -m
tests.machikoro.test_mk_hard`` and say in the commit why the moves differ.
"""

from __future__ import annotations

import hashlib
import sys

import pytest

import machikoro
from machikoro.ai import choose_move
from machikoro.ai.policy import policy_move
from machikoro.ai.search import candidates
from machikoro.rng import derive

SEED = 8675309
BUDGET_MS = 40.0  #: 48 playouts a decision: quick, and still the whole search
MOVES = 80
#: First moves of the game below (hard in seat 0, normal in seat 1) and the sha1 of them all.
GOLDEN_HEAD: list[str] = [
    "roll 1", "build convenience_store", "roll 1", "build convenience_store", "roll 1",
    "build ranch", "roll 1", "build convenience_store", "roll 1", "build bakery", "roll 1",
    "build convenience_store", "roll 1", "build convenience_store", "roll 1",
    "build convenience_store", "roll 1", "build bakery", "roll 1", "build tv_station",
    "roll 1", "complete shopping_mall", "roll 1", "build ranch", "roll 1", "build bakery",
    "roll 1", "build bakery", "roll 1", "build tv_station",
]
GOLDEN_SHA1 = "856d42558e8d6d2d3b416dc01fd748d0691a1ecf"


def _game_moves(levels: list[str], seed: int = SEED, moves: int = MOVES) -> list[str]:
    g = machikoro.new_game(players=len(levels), seed=seed)
    for i in range(moves):
        if g.is_over:
            break
        seat = g.current_player
        assert seat is not None
        g.play(choose_move(g, seat, levels[seat], derive(seed, i), budget_ms=BUDGET_MS))
    return list(g.moves)


def test_hard_against_normal_plays_the_recorded_moves():
    moves = _game_moves(["hard", "normal"])
    assert moves[:len(GOLDEN_HEAD)] == GOLDEN_HEAD
    assert hashlib.sha1("\n".join(moves).encode()).hexdigest() == GOLDEN_SHA1


def _normal(g: machikoro.Game) -> str:
    seat = g.current_player
    assert seat is not None
    return choose_move(g, seat, "normal", seed=1)


def test_hard_considers_the_tuned_build_and_normals_other_choices_first(mk):
    # RULES 4.2 (dice count), 10.4 (re-roll), 10.7 (TV target), 10.8 (swap), 8 (build)
    g = mk.game(mk.player(14, mk.start(tv_station=1, business_center=1, cheese_factory=1,
                                       ranch=2),
                          ["train_station", "radio_tower"]),
                mk.player(9, mk.start(ranch=2, forest=1)), mk.player(4),
                dice=[3, 4, 6, 6, 6])
    seen = set()
    while g.current_player == 0:
        if len(g.legal_moves()) > 1:
            seen.add(g.phase)
            first = policy_move(g.state) if g.phase == "build" else _normal(g)
            assert candidates(g)[0] == first, g.phase
            assert set(candidates(g)) <= set(g.legal_moves())
        g.play(_normal(g))
    assert {"roll", "reroll", "build"} <= seen


@pytest.mark.parametrize("phase", ["tv_target", "swap"])
def test_hard_considers_normals_purple_choice_first(mk, phase):
    # RULES 10.7, 10.8: the TV Station's target and the Business Center's swap
    g = mk.game(mk.player(10, mk.start(tv_station=1, business_center=1)),
                mk.player(6, mk.start(ranch=2)), mk.player(7, mk.start(forest=1)), dice=[6])
    g.play("roll 1")
    if phase == "swap":
        g.play(_normal(g))
    assert g.phase == phase
    assert candidates(g)[0] == _normal(g)


if __name__ == "__main__":  # re-record the golden game (prints the two constants)
    recorded = _game_moves(["hard", "normal"])
    print(f"GOLDEN_HEAD = {recorded[:30]!r}")
    print(f'GOLDEN_SHA1 = "{hashlib.sha1(chr(10).join(recorded).encode()).hexdigest()}"',
          file=sys.stdout)
