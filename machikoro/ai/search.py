"""The ``hard`` bot: whole-game Monte Carlo playouts with sequential halving.

For every decision with a real choice the bot lists candidates (build step: the tuned
build policy's move of ``policy.py``, which the expert plays too, then the normal bot's best
``SHORTLIST`` moves, every landmark and pass; dice count, re-roll and TV target: every legal
move, the normal bot's first; Business Center: the normal bot's swap and decline); the first
gets a small bonus (``PRIOR``), so hard leaves it only on evidence. (With normal's build
first, hard won 53.5% of 400 games against normal; with the tuned policy's, 63.5% of 1,000.)
Each candidate is played on a clone of the state and then the game is played
**to the end** with the fast model of ``sim.py`` (every player uses the rounds-to-win
policy), so the value of a candidate is its share of won playouts, the real goal, over the
real dice distribution. The playout budget is split by sequential halving: every round the
better half of the candidates survives and gets more playouts. All candidates see the same
dice in playout ``k`` (common random numbers), the dice come from the bot's own seeded
generator (never the game's), and the budget is a number of playouts, so the choice is
deterministic given the seed.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence

from boardgame.portable_math import plain_sum

from ..components import NL, TWO_DICE_BIT
from ..game import Game
from ..moves import K_COMPLETE, K_PASS, MOVE_TABLE
from ..rng import MASK64, Rng, derive
from ..rules import apply
from ..state import BUILD, OVER, REROLL, ROLL, SWAP, TARGET, State
from .candidates import best_swap, best_target, keep_or_reroll, ranked_builds
from .heuristics import best_dice, turns_to_win
from .policy import policy_move
from .sim import P1, P2, Chooser, Sim, dice_values

PLAYOUTS = 480  #: total playouts per decision (the default budget)
SHORTLIST = 3  #: build-step candidates taken from the normal bot's ranking
ALWAYS = (K_COMPLETE, K_PASS)  #: build-step move kinds searched whatever their rank
BATCH = 8  #: playouts between two yields of the thinking generator
PRIOR = 0.02  #: win-share bonus of the normal bot's first choice (deviate only on evidence)
LONG_GAME = 30.0  #: turns left at which the budget is PLAYOUTS; shorter games get more
MAX_SCALE = 1.0  #: up to this many times PLAYOUTS for short (late) playouts; 4.0 measured no gain


def _advance(s: State, me: int, rnd: random.Random, fresh: bool,
             pick: Sequence[Chooser] | None = None) -> float:
    """Finish the current turn with quick choices, then play out; return me's result.

    ``fresh``: a new turn has just begun (nothing of it is decided yet); ``pick``: every
    player's build policy in the playout (default: the quick policy for everyone).
    """
    while not fresh and s.phase not in (OVER, BUILD):
        ph = s.phase
        r = s.turn
        if ph == ROLL:
            _, one, two = dice_values(s.city, s.marks, s.n, r)
            apply(s, MOVE_TABLE["roll 2" if s.marks[r] & TWO_DICE_BIT and two > one else "roll 1"])
        elif ph == REROLL:
            gv, one, two = dice_values(s.city, s.marks, s.n, r)
            mean = plain_sum((P2 if len(s.dice) == 2 else P1)[v] * gv[v] for v in range(1, 13))
            apply(s, MOVE_TABLE["reroll" if gv[sum(s.dice)] < mean - 0.5 else "keep"])
        elif ph == TARGET:
            t = max((p for p in range(s.n) if p != r), key=lambda p: (s.coins[p], -p))
            apply(s, MOVE_TABLE[f"target {t}"])
        elif ph == SWAP:
            apply(s, MOVE_TABLE["decline"])
        else:  # pragma: no cover
            raise AssertionError(ph)
    if s.phase == OVER:
        return 1.0 if s.winner == me else 0.0
    sim = Sim(s, pick)
    if s.phase == BUILD:
        r = s.turn
        if sim.build(r):
            return 1.0 if r == me else 0.0
        sim.turn = r if s.extra else (r + 1) % s.n
    winner = sim.run(rnd)
    if winner is None:  # pragma: no cover - games end long before the cap
        best = min(range(s.n), key=sim.progress)
        return 1.0 if best == me else 0.0
    return 1.0 if winner == me else 0.0


def _playout(s: State, move: str, me: int, seed: int,
             pick: Sequence[Chooser] | None = None) -> float:
    c = s.clone()
    c.rng = seed & MASK64
    c.queue = ()
    c.qpos = 0
    apply(c, MOVE_TABLE[move])
    return _advance(c, me, random.Random(seed), c.turn_no != s.turn_no, pick)


def candidates(game: Game) -> list[str]:
    """Return the moves worth searching, the one played without evidence first (``PRIOR``).

    Build step: the tuned build policy's move (``policy.py``, the expert's too) first, then
    the normal ranking's best ``SHORTLIST`` builds, every landmark and pass; otherwise every
    legal move (Business Center: the normal bot's swap and decline), the one the normal
    level plays first.
    """
    s = game.state
    legal = game.legal_moves()
    if s.phase == BUILD:
        ranked = [m for _, m in ranked_builds(s, legal)]
        top = ranked[:SHORTLIST]
        for m in ranked[SHORTLIST:]:  # landmarks and pass are always considered
            if MOVE_TABLE[m][0] in ALWAYS and m not in top:
                top.append(m)
        first = policy_move(s)  # the tuned build policy's move leads (it is always legal)
        return [first, *(m for m in top if m != first)]
    if s.phase == SWAP:
        return list(dict.fromkeys([best_swap(s, legal), "decline"]))
    if s.phase == ROLL:
        first = "roll 2" if best_dice(s, s.turn) == 2 else "roll 1"
    elif s.phase == REROLL:
        first = keep_or_reroll(s)
    elif s.phase == TARGET:
        first = best_target(s, legal)
    else:  # pragma: no cover
        return legal
    return [first, *(m for m in legal if m != first)]


def think_hard(game: Game, rng: Rng, playouts: int = PLAYOUTS) -> Generator[None, None, str]:
    """Generator version of ``hard_move``: yields between playout batches."""
    s = game.state
    legal = game.legal_moves()
    if s.phase == BUILD:
        for m in legal:
            kind, i, _, _ = MOVE_TABLE[m]
            if kind == K_COMPLETE and bin(s.marks[s.turn] | 1 << i).count("1") == NL:
                return m  # RULES 9.1: completing the last landmark wins at once
    cands = candidates(game)
    if len(cands) == 1:
        return cands[0]
    me = s.turn
    left = min(turns_to_win(s, p) for p in range(s.n)) * s.n  # turns until someone wins
    playouts = round(playouts * min(MAX_SCALE, max(1.0, LONG_GAME / max(left, 1.0))))
    base = rng.below(1 << 62)
    alive = list(range(len(cands)))
    total = [0.0] * len(cands)
    done = [0] * len(cands)
    rounds = max(1, (len(cands) - 1).bit_length())
    used = 0
    k_next = 0
    for rnd_i in range(rounds):
        left_rounds = rounds - rnd_i
        per = max(4, (playouts - used) // (left_rounds * len(alive)))
        seeds = [derive(base, k) for k in range(k_next, k_next + per)]
        k_next += per
        for i in alive:
            for j in range(0, per, BATCH):
                for sd in seeds[j:j + BATCH]:
                    total[i] += _playout(s, cands[i], me, sd)
                done[i] += len(seeds[j:j + BATCH])
                used += len(seeds[j:j + BATCH])
                yield
        alive.sort(key=lambda i: (-total[i] / done[i] - (PRIOR if i == 0 else 0.0), i))
        if len(alive) > 1 and rnd_i < rounds - 1:
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    best = max(alive, key=lambda i: (total[i] / done[i] + (PRIOR if i == 0 else 0.0), -i))
    return cands[best]


def hard_move(game: Game, rng: Rng, playouts: int = PLAYOUTS) -> str:
    """Return the candidate with the best share of won playouts."""
    gen = think_hard(game, rng, playouts)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return str(stop.value)
