"""The expert bot: plans its whole turn, then looks further ahead over sampled worlds.

1. **Plan.** As ``hard`` does, every candidate is played on a determinised clone and the rest
   of the turn is completed by planning each later decision (``planning.plan_lines``), but
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

A turn that would trigger the end of the game (RULES 11.1) is never chosen on the plan's
score, which only guesses the final scoring and the others' last turns: the best plans are
all looked ahead, the end played out to the final scores, and the plan's score does not
count in the mean of an ending turn. (Before, in 100 two-player games against ``hard``, the
expert triggered the end in 11 of the 22 games that ended by round 7 and lost 6 of them, in
5 of which its evaluation had it ahead by 3 to 13 VP when it did.)

The budget is work, not time: it sets the search widths and the number of worlds, so the same
seed and budget always give the same move. The thinking announces its best move so far
(``yield move``) so that a page can play it at once ("move now").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from .. import components as C
from ..state import NOBODY
from .candidates import Judge, Think, finish_turn
from .evaluate import ValueMemo, Weights, score, value, weighted_score
from .planning import plan_lines

if TYPE_CHECKING:
    from ..game import Game

EXPERT_BUDGET = 3000.0
WEIGHTS_FILE = Path(__file__).with_name("data") / "expert.json"
PRIOR = 2.0  # weight (in worlds) of the plan's own score in a candidate's mean
CLOSE = 2.5  # candidates further below the best plan than this are not looked ahead
# Decisions whose candidates differ little beyond the turn: the plan alone decides them.
ENDGAME_TURNS = 3  # rounds at most played out to the end once the end has been triggered
PLAN_ONLY = frozenset(("keep", "bonus", "recovery", "build", "station", "C"))


@dataclass(frozen=True)
class Config:
    """Switches of the expert's search (the defaults are the expert; benches try others)."""

    replay_plan: bool = True  # the look-ahead replays the planned rest of the turn
    near_end: int = 1  # end conditions this close (pieces/cards) count as near (-1: never)
    near_extra: int = 0  # ... this much further with 3 or 4 players
    near_rounds: int = ENDGAME_TURNS  # rounds played on in the look-ahead when the end is near
    close: float = CLOSE  # candidates looked ahead: within this of the best plan
    close_near: float = CLOSE  # the same when the end is near (or triggered)
    top_near: int = 0  # extra candidates looked ahead when the end is near
    prior: float = PRIOR  # weight (in worlds) of the plan's score in a candidate's mean
    model_width: int = 4  # near the end every seat plans its turns with this width (0: greedy)
    # ... and each later decision of those turns with this width (hard's own turn planning is
    # width 12, inner 4). Measured, not adopted: against hard, inner 4 near the end turned 5
    # of 47 selection games into wins and none into losses, then 6 each way of 100 fresh
    # ones, at 3.8 times the CPU time of a near-end turn (7 s in CPython): more than the
    # page's turn allows.
    model_inner: int = 0
    model_self: bool = True  # the expert's own turns in the look-ahead use that model too
    near_worlds: int = 2  # at most this many worlds when the end is near (0: no limit)
    model_always: bool = False  # the planned turns also far from the end
    far_rounds: int = 1  # rounds played on in the look-ahead when the end is not near
    verify_end: bool = True  # a plan that triggers the end is judged by playing to the end


DEFAULT = Config()


def end_distance(g: Game) -> int:
    """The fewest pieces or cards that would still trigger the end (RULES 11.1): church or
    customs assistants, order cards the deck can still refill, shops or trading houses of
    the seat nearest to building all of them."""
    s = g.state
    threshold = C.BOARD_THRESHOLD[s.n]
    church = threshold - sum(1 for o in s.church if o != NOBODY)
    customs = threshold - sum(1 for o in s.customs if o != NOBODY)
    deck = len(s.order_deck) + 1
    shops = min(p.hand_shops + p.wh_shops for p in s.players)
    houses = min(p.hand_houses + p.wh_houses for p in s.players)
    return min(church, customs, deck, shops, houses)


def near_end(cfg: Config, players: int) -> int:
    """How close an end condition must be for the look-ahead to play on towards the end."""
    return cfg.near_end + (cfg.near_extra if players > 2 else 0)


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


# Rows of a table size's own (worlds as given, not scaled), each taking over from the row of
# EFFORTS at the same budget: at 4 players the default budgets (the arenas' 3000, the page's
# 2500) search as budget 4000 does, 5 worlds instead of 3, which won 153 of 250 games against
# three hard where 3 worlds won 136 (docs/expert.md).
TABLE_EFFORTS: dict[int, tuple[tuple[float, Effort], ...]] = {
    4: ((2000.0, Effort(14, 4, 5, 5)),),
}


def _scaled(row: Effort, players: int) -> Effort:
    """``row`` (worlds counted for 2 players) at a table of ``players``."""
    return row._replace(worlds=max(1, -(-row.worlds * 2 // players)) if row.worlds else 0)


def effort(budget: float, players: int = 2) -> Effort:
    """The search effort ``budget`` buys at a table of ``players``: a world looked ahead
    costs about one turn per seat, so bigger tables get fewer worlds for the same budget,
    unless the table size has a row of its own (``TABLE_EFFORTS``)."""
    rows = [(at_least, _scaled(row, players)) for at_least, row in EFFORTS]
    rows += TABLE_EFFORTS.get(players, ())
    rows.sort(key=lambda r: r[0])  # stable: a table's own row after EFFORTS' at its budget
    chosen = rows[0][1]
    for at_least, row in rows:
        if budget >= at_least:
            chosen = row
    return chosen


@lru_cache(maxsize=4)
def tuned_weights(players: int) -> Weights:
    """The expert's evaluation weights at a table of ``players`` (``data/expert.json``,
    written by the tuning bench): ``weights``, or those of that table size alone
    (``by_players``) where there are some: tuned for it, or another size's (``as_players``)
    where those measured stronger there."""
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    sizes = data.get("by_players", {})
    own = sizes.get(str(players))
    if own and "as_players" in own:
        own = sizes[str(own["as_players"])]
    return Weights().with_values(own["weights"] if own else data["weights"])


def expert_judge(w: Weights) -> Judge:
    """Judge positions with weights ``w`` (the passed opponents' share is ignored). Weights
    blind to the others (``opponents`` and ``win`` 0) judge by the seat's own value alone,
    a finished game by its own final VP. The expert's judge keeps the values it worked out
    (``evaluate.ValueMemo``): a search meets the others' values again and again, and takes
    about a third less time with them kept."""

    def own(g: Game, seat: int, _opp_weight: float) -> float:
        return value(g, seat, True, None, w)

    if w.opponents == 0 and w.win == 0:
        return own
    memo = ValueMemo(w)

    def judge(g: Game, seat: int, _opp_weight: float) -> float:
        return weighted_score(g, seat, w, memo)

    return judge


def look_ahead(world: Game, seat: int, move: str, judge: Judge,
               line: tuple[str, ...] = (), cfg: Config = DEFAULT) -> Think[float]:
    """Play ``move`` in ``world`` (a determinised clone), the rest of the turn (``line``, the
    planned rest, as far as it stays legal, then greedily), one turn of every other seat and
    the expert's next turn; return the judged position.

    Once the end has been triggered the few turns left are all played (greedily), so the
    world is judged by its final scores: near the end the expert counts, it does not guess."""
    yield from play_turn(world, seat, move, line, judge)
    state = world.state
    n = state.n
    near = cfg.near_end >= 0 and end_distance(world) <= near_end(cfg, n)
    turns = 0
    while not world.is_over:
        if state.end_triggered:
            limit = ENDGAME_TURNS * n
        elif near:
            limit = cfg.near_rounds * n
        else:
            limit = cfg.far_rounds * n
        if turns >= limit:
            break
        who = world.current_player
        assert who is not None
        rule = judge if who == seat else score
        if cfg.model_width and (near or state.end_triggered or cfg.model_always):
            inner = cfg.model_inner if who != seat or cfg.model_self else 0
            yield from planned_turn(world, who, cfg.model_width, rule, inner)
        else:
            yield from finish_turn(world, who, judge=rule)
        turns += 1
    return judge(world, seat, 0.5)


def ending_plans(g: Game, seat: int, planned: list[tuple[float, str, tuple[str, ...]]]
                 ) -> set[str]:
    """``seat``'s planned moves whose completed turn (the move and its planned rest) triggers
    the end of the game (RULES 11.1), when it has not been triggered yet."""
    if g.state.end_triggered:
        return set()
    out = set()
    for _, move, line in planned:
        c = g.clone()
        c.play(move)
        replay_line(c, seat, line)
        if c.state.end_triggered:
            out.add(move)
    return out


def planned_turn(world: Game, who: int, width: int, judge: Judge, inner: int = 0
                 ) -> Think[None]:
    """Play ``who``'s turn as planned from its first decision (``width`` candidates, each
    completed greedily, or with every later decision planned with ``inner`` candidates; the
    best completed turn is played)."""
    _, move, line = (yield from plan_lines(world, who, width, inner, judge))[0]
    yield from play_turn(world, who, move, line, judge)


def play_turn(world: Game, who: int, move: str, line: tuple[str, ...],
              judge: Judge) -> Think[None]:
    """Play ``move``, then the planned rest of ``who``'s turn (``line``) as far as it stays
    legal, then the turn's remaining decisions greedily."""
    world.play(move)
    replay_line(world, who, line)
    yield from finish_turn(world, who, judge=judge)


def replay_line(world: Game, who: int, line: tuple[str, ...]) -> None:
    """Play the planned rest of ``who``'s turn (``line``) as far as it stays legal."""
    for m in line:
        if world.current_player != who or m not in world.legal_moves():
            break
        world.play(m)


def think_expert(game: Game, seat: int, seed: int, budget: float,
                 w: Weights | None = None, cfg: Config = DEFAULT) -> Think[str]:
    """Expert: the best move by whole-turn planning and a look-ahead over sampled worlds."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    judge = expert_judge(tuned_weights(game.state.n) if w is None else w)
    size = effort(budget, game.state.n)
    g = game.determinized(seat, seed)
    g.state.record = False
    planned = yield from plan_lines(g, seat, size.width, size.inner, judge)
    best_plan = planned[0][0]
    yield planned[0][1]
    endgame = g.state.end_triggered or (
        cfg.near_end >= 0 and end_distance(g) <= near_end(cfg, g.state.n) + 1)
    close = cfg.close_near if endgame else cfg.close
    top = size.top + (cfg.top_near if endgame else 0)
    worlds = min(size.worlds, cfg.near_worlds) if endgame and cfg.near_worlds else size.worlds
    alive = [m for s, m, _ in planned[:top] if s >= best_plan - close]
    ending = ending_plans(g, seat, planned[:top]) if cfg.verify_end else set()
    if ending and worlds > 0:
        # A turn that triggers the end is judged by how the game ends, never by the plan's
        # evaluation (which guesses the final scoring and the others' last turns): the best
        # plans are all played out, with the best one that does not end the game.
        alive = [m for _, m, _ in planned[:top]]
        if not set(alive) - ending:
            alive += [m for _, m, _ in planned if m not in ending][:1]
    elif len(alive) == 1 or worlds <= 0 or g.state.stage in PLAN_ONLY:
        return planned[0][1]
    if len(alive) == 1:
        return alive[0]
    prior = {m: s for s, m, _ in planned}
    lines = {m: line for _, m, line in planned} if cfg.replay_plan else {}
    weight = {m: 0.0 if m in ending else cfg.prior for m in alive}
    total = dict.fromkeys(alive, 0.0)
    seen = 0
    batch = max(1, worlds // max(1, len(alive).bit_length() - 1))
    while seen < worlds:
        dealt_now = range(seen, min(worlds, seen + batch))
        for k in dealt_now:
            dealt = game.determinized(seat, seed * 7919 + 101 * k + 1)  # one deal per world
            dealt.state.record = False
            for m in alive:
                total[m] += yield from look_ahead(dealt.clone(), seat, m, judge,
                                                  lines.get(m, ()), cfg)
        seen = dealt_now.stop
        means = {m: (total[m] + weight[m] * prior[m]) / (seen + weight[m]) for m in alive}
        alive.sort(key=lambda m: (-means[m], m))
        yield alive[0]
        if seen < worlds and len(alive) > 1:
            alive = alive[: max(1, (len(alive) + 1) // 2)]
    return alive[0]
