"""The ``expert`` bot: a build policy tuned by self-play, checked by a look-ahead and playouts.

* **Race value.** A position is judged by the race to the last landmark: every player's
  rounds to win are the coins they still lack over their exact expected income per round
  (``ev.rates``: all cities, red and purple payments both ways, each roller's exact roll
  plan); the value for the bot is the best opponent's rounds minus its own. A coin is thus
  worth ``1 / rate`` rounds to whoever holds it.
* **Rolls** (1 or 2 dice, Radio Tower re-roll, RULES 4.2, 10.4): the outcome value is the
  race value of the coins every player gains, plus an extra turn on a kept double with the
  Amusement Park (RULES 7.4); ``dice.plan`` picks the exact best.
* **TV Station and Business Center** (RULES 8.5): the target or swap with the best race value.
* **Build step** (RULES 4.4): the first candidate is the move of the tuned build policy
  (``policy.py``: rounds to win with per-card corrections learnt from simulated games,
  ``data/policy.json``). The others: the best move of the one-turn look-ahead (every legal
  move played on a copy, the next opponent's roll enumerated exactly and their likely
  purchase applied, ranked by the mean race value) and the normal ranking's best two. They
  are compared by whole-game playouts (``search.py``'s, the same dice for every candidate)
  in which the bot builds with the tuned policy and the opponents with the normal level's
  rounds-to-win policy (their likely purchases); a candidate clearly below the leader is
  dropped, and the policy's move stands unless another beats it by ``SWITCH`` standard
  errors of the paired difference (playout noise alone must not overrule it). The best
  move so far is announced (yielded) as soon as the candidates are known and after every
  step of the comparison.

Deterministic for a seed and a budget (a number of playouts, never a clock); it reads only
the public state and thinks on copies with its own dice generator.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator

from boardgame.portable_math import plain_sum

from ..components import (
    COST,
    EXTRA_TURN_BIT,
    L_COST,
    NL,
    REROLL_BIT,
    TWO_DICE_BIT,
)
from ..game import Game
from ..moves import K_BUILD, K_COMPLETE, K_PASS, K_SWAP, MOVE_TABLE
from ..rng import Rng, derive
from ..state import BUILD, REROLL, ROLL, SWAP, TARGET, State
from .candidates import ranked_builds
from .dice import plan, reroll_value
from .ev import Table, gains, need, rates, roll_plan
from .policy import choose, normal_like, policy_move, tuned
from .search import BATCH, _playout
from .sim import ALL, Chooser, choose_build

PLAYOUTS = 600  #: playouts per build decision with 2 players (the default budget)
SHORTLIST = 1  #: build moves of the race ranking (look-ahead) compared by playouts
NORMAL_LIST = 2  #: build moves of the normal ranking compared by playouts
STEP = 16  #: playouts per candidate between two eliminations
Z = 2.0  #: standard errors of the paired difference that drop a candidate
MIN_RATE = 0.25  #: coins per round below which a rate counts as this (no division by ~0)
SWITCH = 2.0  #: standard errors by which a move must beat the policy's to replace it
WIN = 1000.0  #: race value of a won position
LANDMARK = 0.1  #: rounds credited to a completed landmark (coins safe from red and purple)
OPPONENT: Chooser = normal_like  #: the opponents' build policy in the playouts

Think = Generator[str | None, None, str]


def race(t: Table, me: int) -> float:
    """Return the best opponent's rounds to win minus ``me``'s (higher is better)."""
    r = rates(t)
    mine = need(t, me) / max(r[me], MIN_RATE)
    theirs = min(need(t, p) / max(r[p], MIN_RATE) for p in range(t.n) if p != me)
    return theirs - mine


def coin_weights(t: Table, me: int) -> list[float]:
    """Return the race value of one coin to each player (negative for opponents)."""
    r = rates(t)
    n = t.n
    return [1 / max(r[p], MIN_RATE) if p == me else -1 / ((n - 1) * max(r[p], MIN_RATE))
            for p in range(n)]


def outcome_values(t: Table, me: int) -> list[float]:
    """Return the race value of every roll total (0..12) for roller ``me``."""
    w = coin_weights(t, me)
    out = [0.0] * 13
    for v in range(1, 13):
        out[v] = plain_sum(x * y for x, y in zip(gains(t, me, v), w, strict=True))
    return out


def _value_fn(t: Table, me: int) -> Callable[[int, bool], float]:
    vals = outcome_values(t, me)
    mk = t.marks[me]
    if not mk & EXTRA_TURN_BIT or not mk & TWO_DICE_BIT:
        return lambda v, d: vals[v]
    base = plan(lambda v, d: vals[v], True, bool(mk & REROLL_BIT)).value
    extra = max(base, 0.0) + 0.5 / max(rates(t)[me], MIN_RATE)  # one more roll and build
    return lambda v, d: vals[v] + (extra if d else 0.0)


def roll_move(s: State) -> str:
    """Return ``roll 1`` or ``roll 2`` by the exact expected race value (RULES 4.2.2)."""
    t = Table.of(s)
    me = s.turn
    radio = bool(s.marks[me] & REROLL_BIT) and not s.rerolled
    p = plan(_value_fn(t, me), bool(s.marks[me] & TWO_DICE_BIT), radio)
    return f"roll {p.dice}"


def reroll_move(s: State) -> str:
    """Return ``keep`` or ``reroll`` by the exact expected race value (RULES 10.4)."""
    t = Table.of(s)
    me = s.turn
    f = _value_fn(t, me)
    dbl = len(s.dice) == 2 and s.dice[0] == s.dice[1]
    now = f(sum(s.dice), dbl)
    again = reroll_value(f, bool(s.marks[me] & TWO_DICE_BIT))
    return "reroll" if again > now + 1e-9 else "keep"


def target_move(s: State, legal: list[str]) -> str:
    """Return the TV Station target whose payment has the best race value (RULES 8.5.2)."""
    t = Table.of(s)
    w = coin_weights(t, s.turn)

    def value(m: str) -> tuple[float, int]:
        p = MOVE_TABLE[m][1]
        x = min(5, s.coins[p])
        return (x * (w[s.turn] - w[p]) + 1e-6 * x, -p)
    return max(legal, key=value)


def swap_move(s: State, legal: list[str]) -> str:
    """Return the Business Center swap with the best race value, or decline (RULES 10.7)."""
    t = Table.of(s)
    me = s.turn
    best, best_v = "decline", race(t, me) + 0.02
    for m in legal:
        kind, q, g, k = MOVE_TABLE[m]
        if kind != K_SWAP:
            continue
        x = t.copy()
        x.city[me][g] -= 1
        x.city[q][g] += 1
        x.city[q][k] -= 1
        x.city[me][k] += 1
        v = race(x, me)
        if v > best_v:
            best, best_v = m, v
    return best


def _apply_build(t: Table, supply: list[int], p: int, move: tuple[int, int]) -> bool:
    """Apply (kind, arg) of ``choose_build`` to copies; return True if p has won."""
    kind, arg = move
    if kind == 1:
        t.coins[p] -= COST[arg]
        t.city[p][arg] += 1
        supply[arg] -= 1
    elif kind == 2:
        t.coins[p] -= L_COST[arg]
        t.marks[p] |= 1 << arg
        return t.marks[p] == ALL
    return False


def _parsed(move: str) -> tuple[int, int]:
    kind, arg, _, _ = MOVE_TABLE[move]
    if kind == K_BUILD:
        return 1, arg
    if kind == K_COMPLETE:
        return 2, arg
    assert kind == K_PASS
    return 0, -1


def build_value(s: State, move: str) -> float:
    """Return the mean race value after ``move`` and the next opponent's roll and build."""
    me = s.turn
    t = Table.of(s)
    supply = s.supply[:]
    kind, arg = _parsed(move)
    if _apply_build(t, supply, me, (kind, arg)):
        return WIN
    bonus = LANDMARK if kind == 2 else 0.0
    if s.extra:  # our extra turn comes next (RULES 7.4)
        return race(t, me) + bonus
    o = (me + 1) % s.n
    pl = roll_plan(t, o)
    modes = [2 if t.marks[p] & TWO_DICE_BIT and roll_plan(t, p).dice == 2 else 1
             for p in range(s.n)]
    total = 0.0
    seen: dict[int, float] = {}
    for v, _, prob in pl.kept:
        if v not in seen:
            x = t.copy()
            for p, g in enumerate(gains(t, o, v)):
                x.coins[p] += int(g)
            sup = supply[:]
            if _apply_build(x, sup, o, choose_build(x.coins, x.city, x.marks, sup, s.n, o,
                                                    modes)):
                seen[v] = -WIN
            else:
                seen[v] = race(x, me)
        total += prob * seen[v]
    return total + bonus


def ranked(s: State, legal: list[str]) -> Generator[None, None, list[tuple[float, str]]]:
    """Return ``(race value, move)`` for every build-step move, best first (yields often)."""
    out = []
    for m in legal:
        out.append((build_value(s, m), m))
        yield
    out.sort(key=lambda x: (-x[0], legal.index(x[1])))
    return out


def _winning(s: State, legal: list[str]) -> str | None:
    for m in legal:
        kind, i, _, _ = MOVE_TABLE[m]
        if kind == K_COMPLETE and bin(s.marks[s.turn] | 1 << i).count("1") == NL:
            return m  # RULES 9.1
    return None


def think_expert(game: Game, rng: Rng, playouts: int = PLAYOUTS) -> Think:
    """Decide the move of the player to move; yields often, announcing the best so far."""
    s = game.state
    legal = game.legal_moves()
    if s.phase == ROLL:
        return roll_move(s)
    if s.phase == REROLL:
        return reroll_move(s)
    if s.phase == TARGET:
        return target_move(s, legal)
    if s.phase == SWAP:
        return swap_move(s, legal)
    assert s.phase == BUILD
    win = _winning(s, legal)
    if win:
        return win
    first = [policy_move(s)]
    order = (yield from ranked(s, legal)) if SHORTLIST else []
    usual = [m for _, m in ranked_builds(s, legal)[:NORMAL_LIST]]
    cands = list(dict.fromkeys(first + usual + [m for _, m in order[:SHORTLIST]]))
    yield cands[0]
    if len(cands) == 1 or playouts <= 0:
        return cands[0]
    return (yield from _compare(s, cands, rng, round(playouts * 2 / s.n)))


def _mine(coins: list[int], city: list[list[int]], marks: list[int], supply: list[int],
          n: int, p: int, modes: list[int]) -> tuple[int, int]:
    return choose(coins, city, marks, supply, n, p, modes, tuned())


def playout_policies(n: int, me: int) -> list[Chooser]:
    """Return the playouts' build policies: the tuned one for ``me``, normal's for the rest."""
    return [_mine if p == me else OPPONENT for p in range(n)]


def _compare(s: State, cands: list[str], rng: Rng, playouts: int) -> Think:
    """Race the candidates by won playouts on common dice; keep the first unless beaten.

    Every alive candidate plays the same seeds (common random numbers), ``STEP`` at a time;
    a candidate whose paired difference to the leader exceeds ``Z`` standard errors is
    dropped, so the playouts go to the close calls. The first candidate (the tuned policy's
    move) stands unless the leader beats it by ``SWITCH`` standard errors.
    """
    me = s.turn
    pick = playout_policies(s.n, me)
    base = rng.below(1 << 62)
    res: list[list[float]] = [[] for _ in cands]
    alive = list(range(len(cands)))
    used = 0

    def choice() -> int:
        best = max(alive, key=lambda i: (plain_sum(res[i]) / max(len(res[i]), 1), -i))
        if best == 0 or 0 not in alive or _worse(res[best], res[0], SWITCH):
            return best
        return 0

    while len(alive) > 1 and used + STEP * len(alive) <= playouts:
        k = len(res[alive[0]])
        seeds = [derive(base, x) for x in range(k, k + STEP)]
        for i in alive:
            for j, sd in enumerate(seeds):
                res[i].append(_playout(s, cands[i], me, sd, pick))
                if j % BATCH == BATCH - 1:
                    yield None
            used += STEP
        best = choice()
        yield cands[best]
        alive = [i for i in alive if i == best or not _worse(res[best], res[i], Z)]
    return cands[choice()]


def _worse(a: list[float], b: list[float], z: float) -> bool:
    """Return True if ``b`` is below ``a`` by over ``z`` standard errors on the same seeds."""
    n = len(a)
    if n < 2 * STEP:
        return False
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = plain_sum(d) / n
    var = plain_sum((x - mean) * (x - mean) for x in d) / (n - 1)
    return bool(mean > z * math.sqrt(var / n))
