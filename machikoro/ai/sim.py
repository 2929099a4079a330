"""A fast game model for the ``hard`` bot's playouts.

The playouts follow the rules of ``rules.py`` / ``income.py`` (red counter-clockwise with
partial payment, then blue and green, then purple; Amusement Park extra turns; Radio Tower
re-roll) on plain lists, without move texts or events, with every player following one
quick policy: ``rounds to win`` builds (coins still needed / expected income per round,
the same criterion as the ``normal`` bot), dice count by expected own income, TV Station on
the richest opponent, no Business Center swaps. Dice come from a ``random.Random`` seeded
by the bot, so a playout is reproducible and never touches the game's dice generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from boardgame.portable_math import plain_sum

from ..components import (
    ACTIVATES_ON,
    ACTIVATION,
    COLOUR,
    COST,
    EFFECT_AMOUNT,
    EFFECT_COUNTS,
    EFFECT_KIND,
    EXTRA_TURN_BIT,
    L_COST,
    MALL_AMOUNT,
    MALL_BIT,
    MALL_TARGETS,
    MAX_PER_CITY,
    NB,
    NL,
    REROLL_BIT,
    TWO_DICE_BIT,
)
from ..state import State

ALL = (1 << NL) - 1
P1 = tuple(1 / 6 if 1 <= v <= 6 else 0.0 for v in range(13))
P2 = tuple((6 - abs(v - 7)) / 36 if 2 <= v <= 12 else 0.0 for v in range(13))
#: HIT[d][b]: chance that a roll with d dice activates building b.
HIT: tuple[tuple[float, ...], ...] = (
    (), tuple(plain_sum(P1[v] for v in ACTIVATION[b]) for b in range(NB)),
    tuple(plain_sum(P2[v] for v in ACTIVATION[b]) for b in range(NB)))
P_DOUBLE = 1 / 6

BLUE = tuple(b for b in range(NB) if ACTIVATES_ON[b] == "any_turn")
GREEN = tuple(b for b in range(NB) if ACTIVATES_ON[b] == "own_turn" and COLOUR[b] != "purple")
RED = tuple(b for b in range(NB) if ACTIVATES_ON[b] == "others_turn")
PURPLE = tuple(b for b in range(NB) if COLOUR[b] == "purple")
BONUS = tuple(MALL_AMOUNT if b in MALL_TARGETS else 0 for b in range(NB))
AMOUNT = EFFECT_AMOUNT
COUNTS = EFFECT_COUNTS
#: For each building: the per_building cards that count it (combo partners).
COUNTED_BY = tuple(tuple(c for c in range(NB) if b in COUNTS[c]) for b in range(NB))
CAP = tuple(99 if (cap := MAX_PER_CITY[b]) is None else cap for b in range(NB))
STADIUM = next(b for b in PURPLE if EFFECT_KIND[b] == "from_each_other")
TV = next(b for b in PURPLE if EFFECT_KIND[b] == "steal_from_one")
BC = next(b for b in PURPLE if EFFECT_KIND[b] == "swap")
TS_I, MALL_I, PARK_I, RADIO_I = (
    next(i for i in range(NL) if 1 << i == bit)
    for bit in (TWO_DICE_BIT, MALL_BIT, EXTRA_TURN_BIT, REROLL_BIT))

# Per roll value: (building, amount, mall bonus, counted buildings) rows by colour rule.
_ROWS_ANY = tuple(tuple((b, AMOUNT[b], BONUS[b], COUNTS[b]) for b in BLUE if v in ACTIVATION[b])
                  for v in range(13))
_ROWS_OWN = tuple(tuple((b, AMOUNT[b], BONUS[b], COUNTS[b]) for b in GREEN if v in ACTIVATION[b])
                  for v in range(13))
_ROWS_RED = tuple(tuple((b, AMOUNT[b], BONUS[b]) for b in RED if v in ACTIVATION[b])
                  for v in range(13))
_PURPLE_V = tuple(any(v in ACTIVATION[b] for b in PURPLE) for v in range(13))
SAVE_BIAS = 0.02  #: rounds per coin left lying around (thieves: red, Stadium, TV Station)
#: A build policy on plain lists: (coins, city, marks, supply, n, p, modes) -> (kind, arg).
Chooser = Callable[[list[int], list[list[int]], list[int], list[int], int, int, list[int]],
                   tuple[int, int]]


def unit_income(city: list[int], b: int, mall: bool) -> int:
    """Coins one activated copy of bank building ``b`` pays its owner."""
    counts = COUNTS[b]
    if counts:
        return AMOUNT[b] * sum(city[c] for c in counts)
    return AMOUNT[b] + (BONUS[b] if mall else 0)


def own_gain(s_city: list[list[int]], marks: list[int], n: int, p: int, v: int) -> float:
    """p's own coin change when p rolls ``v`` (red payments not capped, purple estimated)."""
    city = s_city[p]
    mall = bool(marks[p] & MALL_BIT)
    g = 0.0
    for b, amount, _bonus, counts in _ROWS_ANY[v]:
        c = city[b]
        if c:
            g += c * (amount * sum(city[k] for k in counts) if counts else amount)
    for b, amount, bonus, counts in _ROWS_OWN[v]:
        c = city[b]
        if c:
            g += c * (amount * sum(city[k] for k in counts) if counts
                      else amount + (bonus if mall else 0))
    for b, amount, bonus in _ROWS_RED[v]:
        for o in range(n):
            if o != p:
                c = s_city[o][b]
                if c:
                    g -= c * (amount + (bonus if marks[o] & MALL_BIT else 0))
    if _PURPLE_V[v]:
        if city[STADIUM]:
            g += AMOUNT[STADIUM] * (n - 1)
        if city[TV]:
            g += AMOUNT[TV]
        if city[BC]:
            g += 1.0
    return g


def dice_values(city: list[list[int]], marks: list[int], n: int, p: int
                ) -> tuple[list[float], float, float]:
    """Return (own gain per value, expected gain with one die, with two dice)."""
    gv = [own_gain(city, marks, n, p, v) if v else 0.0 for v in range(13)]
    one = plain_sum(P1[v] * gv[v] for v in range(1, 7))
    two = plain_sum(P2[v] * gv[v] for v in range(2, 13))
    return gv, one, two


def income_rate(city: list[list[int]], marks: list[int], n: int, p: int,
                modes: list[int], own_mode: int) -> float:
    """p's expected income per round when p rolls ``own_mode`` dice, others ``modes``."""
    own = city[p]
    hp = HIT[own_mode]
    mall = bool(marks[p] & MALL_BIT)
    others = [0.0] * NB
    for q in range(n):
        if q != p:
            h = HIT[modes[q]]
            for b in range(NB):
                others[b] += h[b]
    total = 0.0
    for b in BLUE:
        c = own[b]
        if c:
            total += c * AMOUNT[b] * (hp[b] + others[b])
    for b in GREEN:
        c = own[b]
        if c:
            total += c * unit_income(own, b, mall) * hp[b]
    for b in RED:
        c = own[b]
        if c:
            total += c * (AMOUNT[b] + (BONUS[b] if mall else 0)) * others[b]
        for o in range(n):
            if o != p and city[o][b]:
                total -= city[o][b] * (AMOUNT[b] + (BONUS[b] if marks[o] & MALL_BIT else 0)) * hp[b]
    if own[STADIUM]:
        total += AMOUNT[STADIUM] * (n - 1) * hp[STADIUM]
    if own[TV]:
        total += AMOUNT[TV] * hp[TV]
    if own[BC]:
        total += 1.0 * hp[BC]
    if own_mode == 2 and marks[p] & EXTRA_TURN_BIT:
        total *= 1 + P_DOUBLE
    if marks[p] & REROLL_BIT:
        total *= 1.1
    return total


def marginal(city: list[list[int]], marks: list[int], n: int, p: int, b: int,
             modes: list[int], own_mode: int) -> float:
    """Extra income per round for p from one more copy of building ``b``."""
    own = city[p]
    hp = HIT[own_mode]
    mall = bool(marks[p] & MALL_BIT)
    kind_col = COLOUR[b]
    if kind_col == "purple":
        if b == STADIUM:
            return AMOUNT[b] * (n - 1) * hp[b]
        if b == TV:
            return AMOUNT[b] * hp[b]
        return 0.5 * hp[b]
    oth = 0.0
    for q in range(n):
        if q != p:
            oth += HIT[modes[q]][b]
    if b in BLUE:
        d = AMOUNT[b] * (hp[b] + oth)
    elif b in RED:
        d = (AMOUNT[b] + (BONUS[b] if mall else 0)) * oth
    else:
        d = unit_income(own, b, mall) * hp[b]
    for c in COUNTED_BY[b]:
        if own[c]:
            d += own[c] * AMOUNT[c] * hp[c]
    return d


def dice_mode(mk: int, one: float, two: float) -> int:
    """The dice count of a player with landmarks ``mk`` whose expected own gain is ``one``
    with one die and ``two`` with two (a double's extra turn counted, RULES 7.4)."""
    if not mk & TWO_DICE_BIT:
        return 1
    if mk & EXTRA_TURN_BIT:
        two *= 1 + P_DOUBLE
    return 2 if two > one else 1


def still_to_build(mk: int) -> int:
    """Coins the landmarks not yet built (not in ``mk``) cost together."""
    return sum(L_COST[i] for i in range(NL) if not mk >> i & 1)


def winning_landmark(money: int, mk: int) -> int | None:
    """The landmark to complete now when it is the last one missing and ``money`` pays for
    it: that build wins at once (RULES 9.1), whatever the policy would say. Else None."""
    missing = ALL ^ mk
    if missing and not missing & (missing - 1):
        i = missing.bit_length() - 1
        if L_COST[i] <= money:
            return i
    return None


def choose_build(coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], n: int, p: int, modes: list[int]) -> tuple[int, int]:
    """Return the quick policy's build: (0, -1) pass, (1, b) buy b, (2, i) complete i."""
    money = coins[p]
    mk = marks[p]
    need = still_to_build(mk)
    last = winning_landmark(money, mk)
    if last is not None:
        return 2, last
    two_ok = bool(mk & TWO_DICE_BIT)
    i1 = income_rate(city, marks, n, p, modes, 1)
    i2 = income_rate(city, marks, n, p, modes, 2) if two_ok else -1.0
    base = i1 if i1 >= i2 else i2
    rem = need - money
    best_kind, best_arg = 0, -1
    best = rem / max(base, 0.25) + SAVE_BIAS * money
    own = city[p]
    for b in range(NB):
        cost = COST[b]
        if cost > money or not supply[b] or own[b] >= CAP[b]:
            continue
        inc = i1 + marginal(city, marks, n, p, b, modes, 1)
        if two_ok:
            inc2 = i2 + marginal(city, marks, n, p, b, modes, 2)
            if inc2 > inc:
                inc = inc2
        sc = (rem + cost) / max(inc, 0.25) + SAVE_BIAS * (money - cost)
        if sc < best - 1e-9:
            best, best_kind, best_arg = sc, 1, b
    for i in range(NL):
        bit = 1 << i
        if mk & bit or L_COST[i] > money:
            continue
        marks[p] = mk | bit
        inc = income_rate(city, marks, n, p, modes, 1)
        if two_ok or i == TS_I:
            inc = max(inc, income_rate(city, marks, n, p, modes, 2))
        marks[p] = mk
        sc = rem / max(inc, 0.25) + SAVE_BIAS * (money - L_COST[i]) - 0.01
        if sc < best - 1e-9:
            best, best_kind, best_arg = sc, 2, i
    return best_kind, best_arg


class Sim:
    """Playout engine on a copy of an engine ``State`` at the start of a turn."""

    __slots__ = ("city", "coins", "gv", "marks", "modes", "n", "pick", "supply", "turn",
                 "turns")

    def __init__(self, s: State, pick: Sequence[Chooser] | None = None) -> None:
        """``pick[p]``: p's build policy (default: ``choose_build`` for everyone)."""
        self.n = s.n
        self.pick = pick
        self.coins = s.coins[:]
        self.city = [c[:] for c in s.city]
        self.marks = s.marks[:]
        self.supply = s.supply[:]
        self.turn = s.turn
        self.turns = 0
        self.modes = [1] * s.n
        self.gv: list[list[float]] = [[] for _ in range(s.n)]
        for p in range(s.n):
            self.refresh(p)

    def refresh(self, p: int) -> None:
        """Recompute p's dice mode and own gain table after a change to p's city."""
        gv, one, two = dice_values(self.city, self.marks, self.n, p)
        self.gv[p] = gv
        self.modes[p] = dice_mode(self.marks[p], one, two)

    def income(self, r: int, v: int) -> None:
        """Resolve roll ``v`` of roller ``r`` (RULES 5.3; TV on the richest, no swap)."""
        n = self.n
        city = self.city
        coins = self.coins
        marks = self.marks
        reds = _ROWS_RED[v]
        if reds:
            for k in range(1, n):
                o = (r - k) % n
                oc = city[o]
                mall = marks[o] & MALL_BIT
                claim = 0
                for b, amount, bonus in reds:
                    c = oc[b]
                    if c:
                        claim += c * (amount + bonus if mall else amount)
                if claim:
                    x = claim if claim <= coins[r] else coins[r]
                    coins[r] -= x
                    coins[o] += x
        for b, amount, _bonus, _counts in _ROWS_ANY[v]:
            for p in range(n):
                c = city[p][b]
                if c:
                    coins[p] += c * amount
        own = city[r]
        mall = marks[r] & MALL_BIT
        for b, amount, bonus, counts in _ROWS_OWN[v]:
            c = own[b]
            if c:
                if counts:
                    coins[r] += c * amount * sum(own[k] for k in counts)
                else:
                    coins[r] += c * (amount + bonus if mall else amount)
        if _PURPLE_V[v]:
            if own[STADIUM]:
                for k in range(1, n):
                    o = (r - k) % n
                    x = min(AMOUNT[STADIUM], coins[o])
                    coins[o] -= x
                    coins[r] += x
            if own[TV]:
                t = max((o for o in range(n) if o != r), key=lambda o: coins[o])
                x = min(AMOUNT[TV], coins[t])
                coins[t] -= x
                coins[r] += x

    def build(self, p: int) -> bool:
        """Play p's build step with the quick policy; return True if p has won."""
        choose = self.pick[p] if self.pick else choose_build
        kind, arg = choose(self.coins, self.city, self.marks, self.supply, self.n, p, self.modes)
        if kind == 1:
            self.coins[p] -= COST[arg]
            self.city[p][arg] += 1
            self.supply[arg] -= 1
            self.refresh(p)
            if arg in RED:
                for q in range(self.n):
                    if q != p:
                        self.refresh(q)
        elif kind == 2:
            self.coins[p] -= L_COST[arg]
            self.marks[p] |= 1 << arg
            if self.marks[p] == ALL:
                return True
            self.refresh(p)
            if arg == MALL_I:
                for q in range(self.n):
                    if q != p:
                        self.refresh(q)
        return False

    def roll(self, p: int, rnd: random.Random, dice: int | None = None) -> tuple[int, bool]:
        """Roll for p (policy dice count unless given; Radio Tower re-roll); (value, double)."""
        r = rnd.random
        d = dice or self.modes[p]
        if d == 2:
            a = int(r() * 6) + 1
            b = int(r() * 6) + 1
            v, dbl = a + b, a == b
        else:
            v, dbl = int(r() * 6) + 1, False
        if self.marks[p] & REROLL_BIT:
            gv = self.gv[p]
            mean = plain_sum((P2 if d == 2 else P1)[k] * gv[k] for k in range(1, 13))
            if gv[v] < mean - 0.5:
                d = self.modes[p]
                if d == 2:
                    a = int(r() * 6) + 1
                    b = int(r() * 6) + 1
                    v, dbl = a + b, a == b
                else:
                    v, dbl = int(r() * 6) + 1, False
        return v, dbl and bool(self.marks[p] & EXTRA_TURN_BIT)

    def run(self, rnd: random.Random, max_turns: int = 400) -> int | None:
        """Play whole turns from the current roller until someone wins; return the winner."""
        p = self.turn
        n = self.n
        for _ in range(max_turns):
            v, extra = self.roll(p, rnd)
            self.income(p, v)
            if self.build(p):
                return p
            if not extra:
                p = (p + 1) % n
            self.turns += 1
        self.turn = p
        return None

    def progress(self, p: int) -> float:
        """Coins still needed by p for every landmark (lower is better)."""
        mk = self.marks[p]
        return still_to_build(mk) - self.coins[p]
