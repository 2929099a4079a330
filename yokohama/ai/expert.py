"""The expert bot: plans its whole turn, then looks further ahead over sampled worlds.

1. **Plan.** As ``hard`` does, every candidate is played on a determinised clone and the rest
   of the turn is completed by planning each later decision (``planning.plan_scores``), but
   the positions are judged with the expert's tuned weights and its win-chance term
   (``evaluate.weighted_score``, weights in ``data/expert.json``).
2. **Look ahead.** The best few candidates (within ``CLOSE`` of the best plan) are played out
   in sampled worlds: ``game.determinized(seat, ...)`` deals everything hidden from the seat
   anew, and every candidate meets the same worlds (common random numbers, so the comparison
   is not drowned in luck). In each world the expert completes its turn, every other seat plays
   one greedy turn (the opponent model: the base evaluation, as the other levels play), and
   the expert plays its next turn greedily; then the position is judged. After each batch of
   worlds the worse half of the candidates is dropped (successive halving).
3. **Choose** the candidate with the best mean, the plan's score counting as ``PRIOR`` worlds.

The budget is work, not time: it sets the search widths and the number of worlds, so the same
seed and budget always give the same move. The thinking announces its best move so far
(``yield move``) so that a page can play it at once ("move now").
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from .candidates import Judge, Think, finish_turn
from .evaluate import Weights, score, weighted_score
from .planning import plan_scores

if TYPE_CHECKING:
    from ..game import Game

EXPERT_BUDGET = 3000.0
WEIGHTS_FILE = Path(__file__).with_name("data") / "expert.json"
PRIOR = 2.0  # weight (in worlds) of the plan's own score in a candidate's mean
CLOSE = 2.5  # candidates further below the best plan than this are not looked ahead
# Decisions whose candidates differ little beyond the turn: the plan alone decides them.
ENDGAME_TURNS = 3  # rounds at most played out to the end once the end has been triggered
PLAN_ONLY = frozenset(("keep", "bonus", "recovery", "build", "station", "C"))


class Effort(NamedTuple):
    """How much the expert searches: plan widths, candidates and worlds looked ahead."""

    width: int
    inner: int
    top: int
    worlds: int


# (budget at least, effort): the largest row whose budget is reached applies.
EFFORTS: tuple[tuple[float, Effort], ...] = (
    (0.0, Effort(6, 2, 2, 1)),
    (300.0, Effort(8, 3, 3, 2)),
    (1000.0, Effort(12, 4, 3, 4)),
    (2000.0, Effort(12, 4, 4, 6)),
    (4000.0, Effort(14, 4, 5, 10)),
)


def effort(budget: float, players: int = 2) -> Effort:
    """The search effort ``budget`` buys at a table of ``players``: a world looked ahead
    costs about one turn per seat, so bigger tables get fewer worlds for the same budget."""
    chosen = EFFORTS[0][1]
    for at_least, row in EFFORTS:
        if budget >= at_least:
            chosen = row
    worlds = max(1, -(-chosen.worlds * 2 // players)) if chosen.worlds else 0
    return chosen._replace(worlds=worlds)


@lru_cache(maxsize=1)
def tuned_weights() -> Weights:
    """The expert's evaluation weights (``data/expert.json``, written by the tuning bench)."""
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    return Weights().with_values(data["weights"])


def expert_judge(w: Weights) -> Judge:
    """Judge positions with weights ``w`` (the passed opponents' share is ignored)."""

    def judge(g: Game, seat: int, _opp_weight: float) -> float:
        return weighted_score(g, seat, w)

    return judge


def look_ahead(world: Game, seat: int, move: str, judge: Judge) -> Think[float]:
    """Play ``move`` in ``world`` (a determinised clone), the rest of the turn, one turn of
    every other seat and the expert's next turn; return the judged position.

    Once the end has been triggered the few turns left are all played (greedily), so the
    world is judged by its final scores: near the end the expert counts, it does not guess."""
    world.play(move)
    yield from finish_turn(world, seat, judge=judge)
    turns = 0
    while not world.is_over:
        if turns >= (ENDGAME_TURNS * world.state.n if world.state.end_triggered else world.state.n):
            break
        who = world.current_player
        assert who is not None
        yield from finish_turn(world, who, judge=judge if who == seat else score)
        turns += 1
    return judge(world, seat, 0.5)


def think_expert(game: Game, seat: int, seed: int, budget: float,
                 w: Weights | None = None) -> Think[str]:
    """Expert: the best move by whole-turn planning and a look-ahead over sampled worlds."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    judge = expert_judge(tuned_weights() if w is None else w)
    size = effort(budget, game.state.n)
    g = game.determinized(seat, seed)
    g.state.record = False
    planned = yield from plan_scores(g, seat, width=size.width, inner=size.inner, judge=judge)
    best_plan = planned[0][0]
    yield planned[0][1]
    alive = [m for s, m in planned[: size.top] if s >= best_plan - CLOSE]
    if len(alive) == 1 or size.worlds <= 0 or g.state.stage in PLAN_ONLY:
        return planned[0][1]
    prior = {m: s for s, m in planned}
    total = dict.fromkeys(alive, 0.0)
    seen = 0
    batch = max(1, size.worlds // max(1, len(alive).bit_length() - 1))
    while seen < size.worlds:
        worlds = range(seen, min(size.worlds, seen + batch))
        for k in worlds:
            dealt = game.determinized(seat, seed * 7919 + 101 * k + 1)  # one deal per world
            dealt.state.record = False
            for m in alive:
                total[m] += yield from look_ahead(dealt.clone(), seat, m, judge)
        seen = worlds.stop
        means = {m: (total[m] + PRIOR * prior[m]) / (seen + PRIOR) for m in alive}
        alive.sort(key=lambda m: (-means[m], m))
        yield alive[0]
        if seen < size.worlds and len(alive) > 1:
            alive = alive[: max(1, (len(alive) + 1) // 2)]
    return alive[0]
