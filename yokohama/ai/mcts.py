"""The hard bot: deeper search of the whole turn, optionally Monte Carlo beyond it.

Like the planner, hard plays each candidate on a determinised clone and evaluates the
completed turn, but it completes the turn with *planned* later decisions (each one chosen by
the planner's own look-ahead) instead of greedy ones, and it looks at more candidates. The
budget sets how wide the search is (``widths``).

A budget above ``MC_FROM_MS`` is spent on flat Monte Carlo among the candidates within
``CLOSE`` of the best: each simulation deals the hidden information anew
(``game.determinized(seat, seed)``), plays the candidate, completes the bot's turn, lets
every other player play a greedy turn and the bot a further greedy turn, and evaluates the
position against the best opponent (successive halving, planner score as a prior). At short
budgets this did not beat the deeper planning, so it is off by default.

The budget is converted into search widths and simulation counts, never read from a clock,
so the same seed and budget always give the same move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .candidates import Think, finish_turn
from .evaluate import score
from .planning import plan_scores

if TYPE_CHECKING:
    from ..game import Game

DEFAULT_BUDGET_MS = 1000.0
SIM_COST_MS_PER_PLAYER = 5.5  # rough CPython cost of one simulation per seat (budget)
TOP = 4
MC_FROM_MS = 2000.0  # budget beyond this goes to Monte Carlo simulations
PRIOR = 3.0  # weight (in simulations) of the planner score in the mean
CLOSE = 1.0  # candidates further than this below the planner's best are not simulated


def widths(budget_ms: float) -> tuple[int, int]:
    """Candidates planned at the top and at each later decision of the turn."""
    if budget_ms >= 900:
        return 12, 4
    if budget_ms >= 400:
        return 10, 3
    if budget_ms >= 150:
        return 8, 3
    return 6, 2


def simulate(game: Game, seat: int, move: str, seed: int) -> Think[float]:
    """One determinised continuation after ``move``: score of the bot at the horizon."""
    g = game.determinized(seat, seed)
    g.state.record = False
    g.play(move)
    yield from finish_turn(g, seat)
    turns = 0
    while not g.is_over and turns < g.state.n:
        who = g.current_player
        assert who is not None
        yield from finish_turn(g, who)
        turns += 1
    return score(g, seat, opp_weight=1.0, full_opponents=True)


def think_hard(game: Game, seat: int, seed: int, budget_ms: float) -> Think[str]:
    """Hard: the best move by deeper turn planning (Monte Carlo among near-ties if the
    budget is large)."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    g = game.determinized(seat, seed)
    g.state.record = False
    width, inner = widths(budget_ms)
    planned = yield from plan_scores(g, seat, width=width, inner=inner)
    best_plan = planned[0][0]
    top = [(s, m) for s, m in planned[:TOP] if s >= best_plan - CLOSE]
    mc_ms = budget_ms - MC_FROM_MS
    if len(top) == 1 or mc_ms <= 0 or g.state.stage in ("bonus", "recovery", "keep"):
        return planned[0][1]
    sims = max(len(top), int(mc_ms / (SIM_COST_MS_PER_PLAYER * g.state.n)))
    total = {m: 0.0 for _, m in top}
    count = {m: 0 for _, m in top}
    prior = {m: s for s, m in top}
    alive = [m for _, m in top]
    rounds = max(1, len(alive).bit_length() - 1)
    per_round = sims // rounds
    k = 0
    for r in range(rounds):
        each = max(1, per_round // len(alive))
        for _ in range(each):
            for m in alive:
                value = yield from simulate(game, seat, m, seed * 7919 + k)
                k += 1
                total[m] += value
                count[m] += 1
        if r < rounds - 1:
            alive.sort(key=lambda m: -_mean(m, total, count, prior))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
    return max(alive, key=lambda m: _mean(m, total, count, prior))


def _mean(m: str, total: dict[str, float], count: dict[str, int], prior: dict[str, float]) -> float:
    return (total[m] + PRIOR * prior[m]) / (count[m] + PRIOR)
