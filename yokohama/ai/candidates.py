"""Candidate moves and one-step turn completion shared by every level.

``candidates`` drops moves that are plainly dominated (the same church space or technology
card paid in a dearer way), ``ranked`` scores every candidate by playing it on a clone and
evaluating the result, ``finish_turn`` completes the current seat's turn greedily.

Search functions are generators: they ``yield`` between small units of work so that
``Thinker`` can slice them; ``boardgame.thinking.run`` drives one to its result.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, TypeVar

from .. import components as C
from ..moves import Church, Tech, parse
from .evaluate import ACTION_STAGES, Ctx, score

if TYPE_CHECKING:
    from ..game import Game

T = TypeVar("T")
Think = Generator[str | None, None, T]
#: How a search judges a position: ``judge(game, seat, opp_weight)`` (``evaluate.score``).
Judge = Callable[["Game", int, float], float]


def _payment_cost(move: Church | Tech, ctx: Ctx, g: Game) -> float:
    """Worth given up by a church offer or a lab payment."""
    if isinstance(move, Tech):
        return move.yen * ctx.yen + move.imports * ctx.imp
    cost = 0.0
    for item in move.offer:
        if item == "yen":
            cost += g.state.options["church_yen_per_faith"] * ctx.yen
        elif item == "import":
            cost += ctx.imp
        else:
            cost += ctx.good[C.GOOD_INDEX[item]]
    return cost


def candidates(g: Game) -> list[str]:
    """Legal moves minus dominated payment variants (church offers, lab payments)."""
    moves = g.legal_moves()
    if g.state.stage not in ("church", "lab") or len(moves) <= 4:
        return list(moves)
    ctx = Ctx(g, g.state.players[g.state.current])
    best: dict[str, tuple[float, str]] = {}
    out: list[str] = []
    for m in moves:
        move = parse(m)
        if not isinstance(move, Church | Tech):
            out.append(m)
            continue
        key = move.card if isinstance(move, Tech) else move.space + " hand" * move.from_hand
        cost = _payment_cost(move, ctx, g)
        if key not in best or cost < best[key][0]:
            best[key] = (cost, m)
    out.extend(m for _, m in best.values())
    return out


def ranked(g: Game, seat: int, moves: list[str], opp_weight: float = 0.5,
           settle: bool = True, judge: Judge = score) -> Think[list[tuple[float, str]]]:
    """Each move with the score after playing it on a clone, best first.

    With ``settle`` a move that opens an area action (port, lab, church, ...) is followed
    greedily until the action is over, so that it is judged by what it gives."""
    out: list[tuple[float, str]] = []
    for m in moves:
        c = g.clone()
        c.play(m)
        if settle and g.state.stage not in ACTION_STAGES:
            steps = 0
            while c.current_player == seat and c.state.stage in ACTION_STAGES and steps < 12:
                follow = yield from greedy_move(c, seat, settle=False, judge=judge)
                c.play(follow)
                steps += 1
        out.append((judge(c, seat, opp_weight), m))
        yield None
    out.sort(key=lambda t: -t[0])
    return out


def greedy_move(g: Game, seat: int, settle: bool = True, judge: Judge = score) -> Think[str]:
    """The one-step best move for ``seat`` (who must be the current player)."""
    moves = candidates(g)
    if len(moves) == 1:
        return moves[0]
    scores = yield from ranked(g, seat, moves, settle=settle, judge=judge)
    return scores[0][1]


def finish_turn(g: Game, seat: int, limit: int = 40, judge: Judge = score) -> Think[None]:
    """Play ``seat``'s turn to its end greedily (in place)."""
    steps = 0
    while g.current_player == seat and steps < limit:
        move = yield from greedy_move(g, seat, judge=judge)
        g.play(move)
        steps += 1
    while g.current_player == seat:  # safety net: end the turn plainly
        g.play("done" if "done" in g.legal_moves() else g.legal_moves()[-1])
