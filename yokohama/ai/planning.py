"""Whole-turn planning shared by the normal and hard levels.

Every candidate move (the best ``width`` by one-step evaluation) is played on a clone and
the rest of the turn is completed greedily (placement, movement, the area action and its
sub-decisions, bonus, building, phase C), or planned again decision by decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .candidates import Judge, Think, candidates, finish_turn, ranked
from .evaluate import score

if TYPE_CHECKING:
    from ..game import Game

WIDTH = 8


def plan_scores(g: Game, seat: int, width: int = WIDTH, inner: int = 0,
                judge: Judge = score) -> Think[list[tuple[float, str]]]:
    """Candidates with the score of their completed turn, best first.

    The rest of the turn is completed greedily, or (``inner`` > 0) by planning each later
    decision of the turn the same way with ``inner`` candidates."""
    lines = yield from plan_lines(g, seat, width, inner, judge)
    return [(s, m) for s, m, _ in lines]


def plan_lines(g: Game, seat: int, width: int = WIDTH, inner: int = 0,
               judge: Judge = score) -> Think[list[tuple[float, str, tuple[str, ...]]]]:
    """As ``plan_scores``, with each candidate's planned rest of the turn (the moves that
    completed it), so that a caller can replay the plan it judged."""
    moves = candidates(g)
    if len(moves) == 1:
        return [(0.0, moves[0], ())]
    first = yield from ranked(g, seat, moves, judge=judge)
    out: list[tuple[float, str, tuple[str, ...]]] = []
    start = len(g.moves) + 1
    for _, m in first[:width]:
        c = g.clone()
        c.play(m)
        if inner:
            yield from finish_turn_planned(c, seat, inner, judge=judge)
        else:
            yield from finish_turn(c, seat, judge=judge)
        out.append((judge(c, seat, 0.5), m, tuple(c.moves[start:])))
        yield None
    out.sort(key=lambda t: -t[0])
    return out


def finish_turn_planned(g: Game, seat: int, width: int, limit: int = 40,
                        judge: Judge = score) -> Think[None]:
    """Play ``seat``'s turn to its end, each decision planned with ``width`` candidates."""
    steps = 0
    while g.current_player == seat and steps < limit:
        scores = yield from plan_scores(g, seat, width, judge=judge)
        g.play(scores[0][1])
        steps += 1
    yield from finish_turn(g, seat, judge=judge)
