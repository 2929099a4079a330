"""Recorded bot games: the levels play, move for move, the games recorded below, and the
evaluation gives, to the last bit, the values recorded for the positions of those games.

They catch any unintended change to what the bots play or how they judge a position (a
speed-up of the evaluation must keep every float; a shared helper must keep its meaning).
If a change is meant, re-record with ``python -m tests.test_ai_recorded`` and say in the
commit why the moves or values differ.
"""

from __future__ import annotations

import hashlib
import sys
from functools import cache

from yokohama import Game, new_game
from yokohama.ai import choose_move
from yokohama.ai.evaluate import BASE, score, terms, value, weighted_score
from yokohama.ai.expert import tuned_weights

#: (levels by seat, seed, budget): whole games; small budgets keep the whole search.
GAMES: dict[str, tuple[tuple[str, ...], int, float]] = {
    "2p expert-hard": (("expert", "hard"), 4101, 150.0),
    "3p expert-expert-hard": (("expert", "expert", "hard"), 4103, 150.0),
    "4p expert-hard-normal-easy": (("expert", "hard", "normal", "easy"), 4102, 150.0),
}
#: Each game's first moves in plain sight, the sha1 of all its moves (one a line), and the
#: sha1 of every value, weighted score, score and term of every seat after every move.
RECORDED: dict[str, tuple[list[str], str, str]] = {
    "2p expert-hard": (
        ["keep order_12", "keep order_04", "place r1c0", "place r0c2", "place r0c1",
         "move r0c1", "done", "pair r1c0", "move r1c0",
         "church church_6 offer copper,silk,tea,fish,yen", "done", "pair r0c2"],
        "ab0208d13ba1c4abe4d2a4d3ff5c23d1acb6612c", "7e0dc03f4f92bfb47a840418800d109b2419aa4e"),
    "3p expert-expert-hard": (
        ["keep order_21", "keep order_24", "keep order_15", "pair r3c0", "move r3c0",
         "tech tech_09", "done", "pair r1c3", "move r1c3",
         "church church_6 offer copper,silk,tea,fish,yen", "done", "pair r0c0"],
        "7bff30a4003e2daf0f0ccb85beae12a63c8edab3", "951954d214454524c68224adf240ebecb4849a87"),
    "4p expert-hard-normal-easy": (
        ["keep order_05", "keep order_14", "keep order_18", "keep order_35", "place r1c2",
         "place r3c1", "place r3c0", "move r3c0", "tech tech_15 yen 2", "done", "place r1c2",
         "place r2c2"],
        "ac813bf0b6a088f33c159431684f05565df944bc", "fdf3ad96a4d9ea7999d623c490e513d5d0a5c409"),
}


@cache
def play(name: str) -> tuple[list[str], list[Game]]:
    """The recorded game's moves, and a copy of the game after each of them (played once)."""
    levels, seed, budget = GAMES[name]
    game = new_game(len(levels), seed)
    game.state.record = False
    moves: list[str] = []
    positions: list[Game] = []
    step = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        move = choose_move(game, seat, levels[seat], seed * 1000 + step, budget)
        game.play(move)
        moves.append(move)
        positions.append(game.clone())
        step += 1
    return moves, positions


def values_digest(positions: list[Game]) -> str:
    """sha1 of the exact reprs of what the evaluation says about every seat of every position."""
    h = hashlib.sha1()
    for g in positions:
        w = tuned_weights(g.state.n)
        for seat in range(g.state.n):
            row = (value(g, seat), value(g, seat, False), value(g, seat, True, None, w),
                   weighted_score(g, seat, w), weighted_score(g, seat, BASE),
                   score(g, seat), score(g, seat, 0.7, True), sorted(terms(g, seat).items()))
            h.update(repr(row).encode())
    return h.hexdigest()


def moves_digest(moves: list[str]) -> str:
    return hashlib.sha1("\n".join(moves).encode()).hexdigest()


def test_the_levels_play_the_recorded_games() -> None:
    for name in GAMES:
        head, moves_sha1, _ = RECORDED[name]
        moves, positions = play(name)
        assert positions[-1].is_over, name
        assert moves[:len(head)] == head, name
        assert moves_digest(moves) == moves_sha1, name


def test_the_evaluation_gives_the_recorded_values() -> None:
    for name in GAMES:
        _, positions = play(name)
        assert values_digest(positions) == RECORDED[name][2], name


if __name__ == "__main__":  # print the records to paste above
    for name in GAMES:
        moves, positions = play(name)
        print(f"{name}: {len(moves)} moves, round {positions[-1].state.round}\n"
              f"    {moves[:12]!r}\n    moves {moves_digest(moves)}\n"
              f"    values {values_digest(positions)}", file=sys.stdout)
