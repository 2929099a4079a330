"""Fixed-seed games of the expert against hard (and normal) are played move for move as
recorded.

They catch any change to what the expert plays (its race value, playouts, the tuned build
policy, the significance test that drops a candidate), here and, in ``make pyodide``, in the
page's Python. If a change is meant, re-record them with ``python -m
tests.machikoro.test_mk_expert_recorded`` and say in the commit why the moves differ.
"""

from __future__ import annotations

import hashlib
import sys

import machikoro
from machikoro.ai import choose_move
from machikoro.rng import derive

#: Budgets of 180 playouts (expert) and 48 (hard): the whole search, quick.
BUDGET_MS = {"expert": 120.0, "hard": 40.0, "normal": None}
#: The games (levels by seat, seed), with the sha1 of their moves (one a line).
RECORDED: dict[tuple[tuple[str, ...], int], str] = {
    (("expert", "hard"), 4104): "5c5026a42bfaabb2f03b6a41bdf8156017b6a9fe",  # 56 moves
    (("hard", "expert"), 4105): "fcc94f36a3e12d9e11c3cf9d90a3d1a4253e536f",  # 77 moves
    (("expert", "hard", "normal"), 4106): "bfc5e1d39d32811a6fc23cc9309ce08c5771fba2",  # 90 moves
}


def game_moves(levels: tuple[str, ...], seed: int) -> list[str]:
    """The moves of the whole game."""
    g = machikoro.new_game(players=len(levels), seed=seed)
    step = 0
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        level = levels[seat]
        g.play(choose_move(g, seat, level, derive(seed, step), budget_ms=BUDGET_MS[level]))
        step += 1
    return list(g.moves)


def digest(moves: list[str]) -> str:
    return hashlib.sha1("\n".join(moves).encode()).hexdigest()


def test_expert_plays_the_recorded_games() -> None:
    for (levels, seed), sha1 in RECORDED.items():
        assert digest(game_moves(levels, seed)) == sha1, (levels, seed)


if __name__ == "__main__":  # re-record the games (prints the table)
    for levels, seed in RECORDED:
        moves = game_moves(levels, seed)
        print(f'    ({levels!r}, {seed}): "{digest(moves)}",  # {len(moves)} moves',
              file=sys.stdout)
