"""The expert's build policy: rounds to win with per-card corrections tuned by self-play.

The quick policy of ``sim.py`` buys whatever most shortens ``coins still needed / expected
income per round`` now. That misses what a card is worth later: a Bakery or Convenience
Store pays more once the Shopping Mall stands (RULES 7.3), a Ranch feeds the Cheese Factory
(RULES 8.3.2), a two-dice earner waits for the Train Station (RULES 7.2). This policy keeps
the same yardstick and adds tuned corrections, stored as data (``data/policy.json``, written
by ``bench/tune_mk_policy.py`` from many simulated games against the quick policy):

* ``early[b]`` / ``late[b]``: coins per round credited to building ``b`` on top of its
  exact marginal income, at the start of the game and when nothing is lacking any more
  (interpolated by the share of the 52 landmark coins still lacking);
* ``per_copy[b]``: coins per round added to that credit for every copy of ``b`` owned;
* ``landmark[i]``: rounds credited to completing landmark ``i`` (its order);
* ``save``: rounds per coin kept (coins lying around can be taken; < 0: spend them);
* ``potential``: the share of two-dice income already counted before the Train Station.

``choose`` works on plain lists, like ``sim.choose_build``, so playouts can use it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..components import BUILDINGS, COST, L_COST, LANDMARKS, NB, NL, TWO_DICE_BIT
from ..state import State
from .heuristics import best_dice
from .sim import ALL, CAP, SAVE_BIAS, TS_I, income_rate, marginal, still_to_build, winning_landmark

POLICY_FILE = Path(__file__).with_name("data") / "policy.json"
TOTAL = sum(L_COST)  #: coins of all landmarks together
MIN_RATE = 0.25  #: coins per round below which a rate counts as this (as in ``sim.py``)


@dataclass(frozen=True, slots=True)
class Weights:
    """The policy's tuned corrections (see the module text)."""

    early: tuple[float, ...]
    late: tuple[float, ...]
    per_copy: tuple[float, ...]
    landmark: tuple[float, ...]
    save: float
    potential: float

    def vector(self) -> list[float]:
        """Return the weights as one flat list (the order of ``names()``)."""
        return [*self.early, *self.late, *self.per_copy, *self.landmark, self.save,
                self.potential]

    @classmethod
    def from_vector(cls, x: list[float]) -> Weights:
        """Return the weights of a flat list (``potential`` clipped to 0..1)."""
        assert len(x) == 3 * NB + NL + 2
        return cls(tuple(x[:NB]), tuple(x[NB:2 * NB]), tuple(x[2 * NB:3 * NB]),
                   tuple(x[3 * NB:3 * NB + NL]), x[-2], min(1.0, max(0.0, x[-1])))

    @staticmethod
    def names() -> list[str]:
        """Return the name of every coordinate of ``vector()``."""
        return ([f"early.{b}" for b in BUILDINGS] + [f"late.{b}" for b in BUILDINGS]
                + [f"per_copy.{b}" for b in BUILDINGS] + [f"landmark.{lm}" for lm in LANDMARKS]
                + ["save", "potential"])

    def to_dict(self) -> dict[str, float]:
        """Return ``{name: value}`` (the form stored in ``policy.json``)."""
        return {k: round(v, 4) for k, v in zip(self.names(), self.vector(), strict=True)}

    @classmethod
    def from_dict(cls, d: dict[str, float]) -> Weights:
        """Return the weights stored as ``{name: value}`` (a missing ``per_copy`` is 0)."""
        return cls.from_vector([float(d.get(k, 0.0) if k.startswith("per_copy.") else d[k])
                                for k in cls.names()])


#: The quick policy of ``sim.py`` as weights: no corrections (the tuning's starting point).
PLAIN = Weights((0.0,) * NB, (0.0,) * NB, (0.0,) * NB, (0.01,) * NL, 0.02, 0.0)


@lru_cache(maxsize=1)
def tuned() -> Weights:
    """Return the tuned weights of ``data/policy.json``."""
    data = json.loads(POLICY_FILE.read_text(encoding="utf-8"))
    return Weights.from_dict(data["weights"])


def choose(coins: list[int], city: list[list[int]], marks: list[int], supply: list[int],
           n: int, p: int, modes: list[int], w: Weights) -> tuple[int, int]:
    """Return p's build: (0, -1) pass, (1, b) buy building b, (2, i) complete landmark i.

    ``modes[q]``: the dice count player q rolls (for the others' rolls that pay p's blue
    and red cards). ``marks`` is changed during the call and restored.
    """
    money = coins[p]
    mk = marks[p]
    need = still_to_build(mk)
    last = winning_landmark(money, mk)
    if last is not None:
        return 2, last
    two_ok = bool(mk & TWO_DICE_BIT)
    f2 = 1.0 if two_ok else w.potential
    i1 = income_rate(city, marks, n, p, modes, 1)
    i2 = income_rate(city, marks, n, p, modes, 2) if f2 else 0.0
    rem = need - money
    x = min(1.0, max(0.0, rem / TOTAL))
    save = w.save
    best = rem / max(i1, f2 * i2, MIN_RATE) + save * money
    best_kind, best_arg = 0, -1
    own = city[p]
    early, late, per_copy = w.early, w.late, w.per_copy
    for b in range(NB):
        cost = COST[b]
        if cost > money or not supply[b] or own[b] >= CAP[b]:
            continue
        inc = i1 + marginal(city, marks, n, p, b, modes, 1)
        if f2:
            inc = max(inc, f2 * (i2 + marginal(city, marks, n, p, b, modes, 2)))
        inc += late[b] + (early[b] - late[b]) * x + per_copy[b] * own[b]
        sc = (rem + cost) / max(inc, MIN_RATE) + save * (money - cost)
        if sc < best - 1e-9:
            best, best_kind, best_arg = sc, 1, b
    for i in range(NL):
        bit = 1 << i
        if mk & bit or L_COST[i] > money:
            continue
        marks[p] = mk | bit
        inc = income_rate(city, marks, n, p, modes, 1)
        g2 = 1.0 if two_ok or i == TS_I else w.potential
        if g2:
            inc = max(inc, g2 * income_rate(city, marks, n, p, modes, 2))
        marks[p] = mk
        sc = rem / max(inc, MIN_RATE) + save * (money - L_COST[i]) - w.landmark[i]
        if sc < best - 1e-9:
            best, best_kind, best_arg = sc, 2, i
    return best_kind, best_arg


def policy_move(s: State) -> str:
    """Return the tuned build policy's move at the build step, as a move text."""
    me = s.turn
    modes = [best_dice(s, q) for q in range(s.n)]
    kind, arg = choose(s.coins, s.city, s.marks[:], s.supply, s.n, me, modes, tuned())
    if kind == 1:
        return f"build {BUILDINGS[arg]}"
    if kind == 2:
        return f"complete {LANDMARKS[arg]}"
    return "pass"


_TEXT = sorted([(f"build {b}", 1, i) for i, b in enumerate(BUILDINGS)]
               + [(f"complete {lm}", 2, i) for i, lm in enumerate(LANDMARKS)])


def normal_like(coins: list[int], city: list[list[int]], marks: list[int], supply: list[int],
                n: int, p: int, modes: list[int]) -> tuple[int, int]:
    """The quick policy with the normal level's tie-break (the lowest score, then the text)."""
    money = coins[p]
    mk = marks[p]
    need = still_to_build(mk)
    missing = ALL ^ mk
    if missing and not missing & (missing - 1) and need <= money:
        return 2, missing.bit_length() - 1
    two_ok = bool(mk & TWO_DICE_BIT)
    i1 = income_rate(city, marks, n, p, modes, 1)
    i2 = income_rate(city, marks, n, p, modes, 2) if two_ok else -1.0
    rem = need - money
    best = (max(0, rem) / max(i1, i2, MIN_RATE) + SAVE_BIAS * money, "pass", 0, -1)
    for text, kind, a in _TEXT:
        if kind == 1:
            if COST[a] > money or not supply[a] or city[p][a] >= CAP[a]:
                continue
            inc = i1 + marginal(city, marks, n, p, a, modes, 1)
            if two_ok:
                inc = max(inc, i2 + marginal(city, marks, n, p, a, modes, 2))
            sc = max(0, rem + COST[a]) / max(inc, MIN_RATE) + SAVE_BIAS * (money - COST[a])
        else:
            if mk >> a & 1 or L_COST[a] > money:
                continue
            marks[p] = mk | 1 << a
            inc = income_rate(city, marks, n, p, modes, 1)
            if two_ok or a == TS_I:
                inc = max(inc, income_rate(city, marks, n, p, modes, 2))
            marks[p] = mk
            sc = max(0, rem) / max(inc, MIN_RATE) + SAVE_BIAS * (money - L_COST[a])
        if (sc, text) < best[:2]:
            best = (sc, text, kind, a)
    return best[2], best[3]
