"""The ``hard`` bot: Monte Carlo lookahead over clones of the game.

For every decision with a real choice the bot shortlists candidates (build step: the
normal bot's best few; swap: decline or the normal bot's swap; dice, re-roll, TV target:
all), plays each one out on clones for one round plus its own next turn with a fast
greedy policy for every player, and scores the end position with the race estimate (best
opponent's rounds to win minus its own). ``PRIOR`` can blend in the normal bot's cost.
Clones get their own dice generator seeded from the bot's seed, and the same dice for
every candidate (common random numbers), so the real game's generator is never touched
and results are reproducible. The budget is a number of playouts, not a time, so the
choice is deterministic.
"""

from __future__ import annotations

from ..components import B_INDEX, L_COST, NL
from ..game import Game
from ..legal import legal_moves
from ..moves import MOVE_TABLE
from ..rng import Rng, derive
from ..rules import apply
from ..state import BUILD, OVER, REROLL, ROLL, SWAP, TARGET, State
from .bots import normal_move, ranked_builds
from .heuristics import turns_to_win

PLAYOUTS = 64  #: total playouts per decision, shared by the candidates
SHORTLIST = 4  #: build-step candidates taken from the normal bot's ranking
WIN = 60.0  #: score of a finished game (rounds)
PRIOR = 0.0  #: weight of the normal bot's heuristic cost in the final value
HORIZON_ROUNDS = 1  #: playout length: this many rounds plus our next turn

_TWO_DICE_CARDS = tuple(B_INDEX[b] for b in ("cheese_factory", "furniture_factory", "mine",
                                             "apple_orchard", "fruit_and_vegetable_market"))
# Greedy buying order for playouts: a fixed list of solid purchases (RULES 8.1).
_FAST_BUYS = tuple(f"build {b}" for b in (
    "cheese_factory", "furniture_factory", "mine", "apple_orchard", "convenience_store",
    "ranch", "bakery", "forest", "cafe", "wheat_field"))


def _fast_move(s: State, legal: list[str]) -> str:
    """Return a cheap greedy move for playouts."""
    if len(legal) == 1:
        return legal[0]
    phase = s.phase
    me = s.turn
    if phase == ROLL:
        return "roll 2" if any(s.city[me][b] for b in _TWO_DICE_CARDS) else "roll 1"
    if phase == REROLL:
        return "keep"
    if phase == TARGET:
        return max(legal, key=lambda m: s.coins[MOVE_TABLE[m][1]])
    if phase == SWAP:
        return "decline"
    completes = [m for m in legal if m.startswith("complete ")]
    if completes:
        return max(completes, key=lambda m: L_COST[MOVE_TABLE[m][1]])
    coins = s.coins[me]
    marks = s.marks[me]
    need = min((L_COST[i] for i in range(NL) if not marks >> i & 1), default=0)
    if coins + 3 >= need:
        return "pass"  # save up for the next landmark
    for m in _FAST_BUYS:
        if m in legal:
            return m
    return "pass"


def _score(s: State, me: int) -> float:
    """Return the race score of ``me``: best opponent's rounds to win minus ours."""
    if s.phase == OVER:
        return WIN if s.winner == me else -WIN
    mine = turns_to_win(s, me)
    theirs = min(turns_to_win(s, p) for p in range(s.n) if p != me)
    return max(-WIN, min(WIN, theirs - mine))


def _playout(s: State, first: str, me: int, horizon: int) -> float:
    """Play ``first`` then fast moves until ``horizon`` turns have started; return score."""
    apply(s, MOVE_TABLE[first])
    stop = s.turn_no + horizon
    while s.phase != OVER and s.turn_no < stop:
        apply(s, MOVE_TABLE[_fast_move(s, legal_moves(s))])
    return _score(s, me)


def candidates(game: Game) -> list[tuple[float, str]]:
    """Return the shortlist ``(heuristic cost, move)`` worth searching.

    Build step: the normal bot's best few. Business Center: decline or the normal bot's
    swap. Dice, re-roll and TV target: every legal move (cost 0).
    """
    s = game.state
    legal = game.legal_moves()
    if s.phase == BUILD:
        return ranked_builds(s, legal)[:SHORTLIST]
    if s.phase == SWAP:
        return [(0.0, m) for m in dict.fromkeys(["decline", normal_move(game, Rng(0))])]
    return [(0.0, m) for m in legal]


def hard_move(game: Game, rng: Rng, playouts: int = PLAYOUTS) -> str:
    """Return the move with the best value: mean playout score - PRIOR x extra cost."""
    s = game.state
    legal = game.legal_moves()
    if s.phase == BUILD:
        win = [m for m in legal if m.startswith("complete ")
               and bin(s.marks[s.turn] | 1 << MOVE_TABLE[m][1]).count("1") == NL]
        if win:
            return win[0]  # RULES 9.1: completing the last landmark wins at once
    cands = candidates(game)
    if len(cands) == 1:
        return cands[0][1]
    me = s.turn
    horizon = HORIZON_ROUNDS * s.n + 1
    per = max(2, playouts // len(cands))
    seeds = [derive(rng.below(1 << 62), k) for k in range(per)]
    base = cands[0][0]
    best, best_val = cands[0][1], float("-inf")
    for cost, m in cands:
        total = 0.0
        for sd in seeds:
            c = s.clone()
            c.rng = sd
            c.queue = ()
            c.qpos = 0
            total += _playout(c, m, me, horizon)
        val = total / per - PRIOR * (cost - base)
        if val > best_val + 1e-9:
            best, best_val = m, val
    return best
