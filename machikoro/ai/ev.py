"""Expected income per card, given every player's city (the expert's exact expectations).

``flows(t, q, v)`` lists what the roll ``v`` of roller ``q`` moves, card by card: who gains
or loses how much because of whose card (RULES 5: red counter-clockwise with partial
payment at the roller's current coins, then blue and green, then purple). ``card_income``
weighs those flows by each roller's exact roll plan (``dice.plan``: dice count, Radio Tower
re-roll, Amusement Park extra turns as a geometric series) into coins per round, so a
player's table holds their own earners and, with negative amounts, what the others' red and
purple cards take from them. ``rates`` sums the table per player.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgame.portable_math import plain_sum

from ..components import (
    EXTRA_TURN_BIT,
    L_COST,
    MALL_BIT,
    NL,
    REROLL_BIT,
    TWO_DICE_BIT,
)
from ..state import State
from .dice import Plan, plan
from .sim import (
    _PURPLE_V,
    _ROWS_ANY,
    _ROWS_OWN,
    _ROWS_RED,
    AMOUNT,
    BC,
    STADIUM,
    TV,
)

BC_VALUE = 1.0  #: coins a Business Center swap is taken to be worth to its owner
Flow = tuple[int, int, int, float]  #: (card, owner, player, coins): player's change by that card


@dataclass(slots=True)
class Table:
    """A position as plain lists: ``coins[p]``, ``city[p][b]``, landmark ``marks[p]``."""

    n: int
    coins: list[int]
    city: list[list[int]]
    marks: list[int]

    @classmethod
    def of(cls, s: State) -> Table:
        """Return a copy of the public position of ``s``."""
        return cls(s.n, s.coins[:], [c[:] for c in s.city], s.marks[:])

    def copy(self) -> Table:
        """Return an independent copy."""
        return Table(self.n, self.coins[:], [c[:] for c in self.city], self.marks[:])

    def key(self) -> tuple[tuple[int, ...], ...]:
        """Return a hashable fingerprint (cities, marks and coins)."""
        return (tuple(self.coins), tuple(self.marks), *(tuple(c) for c in self.city))


def tv_target(t: Table, q: int) -> int:
    """Return the TV Station target of roller ``q``: most coins taken, then the leader."""
    return max((p for p in range(t.n) if p != q),
               key=lambda p: (min(AMOUNT[TV], t.coins[p]), -need(t, p), -p))


def need(t: Table, p: int) -> int:
    """Return the coins p still lacks for every landmark (0 when affordable now)."""
    mk = t.marks[p]
    return max(0, sum(L_COST[i] for i in range(NL) if not mk >> i & 1) - t.coins[p])


def flows(t: Table, q: int, v: int) -> list[Flow]:
    """Return every coin movement of roller ``q``'s roll ``v``, card by card (RULES 5.3)."""
    n = t.n
    city = t.city
    marks = t.marks
    out: list[Flow] = []
    left = t.coins[q]
    reds = _ROWS_RED[v]
    if reds:
        for k in range(1, n):  # RULES 5.3.4: counter-clockwise, partial payment (5.4)
            o = (q - k) % n
            mall = marks[o] & MALL_BIT
            for b, amount, bonus in reds:
                c = city[o][b]
                if c and left:
                    x = min(c * (amount + bonus if mall else amount), left)
                    left -= x
                    out.append((b, o, o, float(x)))
                    out.append((b, o, q, -float(x)))
    for b, amount, _bonus, counts in _ROWS_ANY[v]:
        for p in range(n):
            c = city[p][b]
            if c:
                unit = amount * sum(city[p][k] for k in counts) if counts else amount
                out.append((b, p, p, float(c * unit)))
    own = city[q]
    mall = marks[q] & MALL_BIT
    for b, amount, bonus, counts in _ROWS_OWN[v]:
        c = own[b]
        if c:
            unit = (amount * sum(own[k] for k in counts) if counts
                    else amount + bonus if mall else amount)
            out.append((b, q, q, float(c * unit)))
    if _PURPLE_V[v] and (own[STADIUM] or own[TV] or own[BC]):
        coins = t.coins[:]  # whole coins: every flow so far is a whole number of coins
        coins[q] = left + round(sum(x for _, _, p, x in out if p == q and x > 0))
        if own[STADIUM]:  # RULES 8.5.1, 10.9
            for k in range(1, n):
                o = (q - k) % n
                x = min(AMOUNT[STADIUM], coins[o])
                coins[o] -= x
                out.append((STADIUM, q, o, -float(x)))
                out.append((STADIUM, q, q, float(x)))
        if own[TV]:  # RULES 8.5.2, 10.8
            target = tv_target(Table(n, coins, city, marks), q)
            x = min(AMOUNT[TV], coins[target])
            out.append((TV, q, target, -float(x)))
            out.append((TV, q, q, float(x)))
        if own[BC]:
            out.append((BC, q, q, BC_VALUE))
    return out


def gains(t: Table, q: int, v: int) -> list[float]:
    """Return every player's coin change from roller ``q``'s roll ``v``."""
    g = [0.0] * t.n
    for _, _, p, x in flows(t, q, v):
        g[p] += x
    return g


def roll_plan(t: Table, q: int, table: list[list[float]] | None = None) -> Plan:
    """Return roller ``q``'s best plan for its own coins (extra turns valued, RULES 7.4)."""
    table = table or [gains(t, q, v) if v else [0.0] * t.n for v in range(13)]
    mk = t.marks[q]
    own = [row[q] for row in table]
    two, radio, park = bool(mk & TWO_DICE_BIT), bool(mk & REROLL_BIT), bool(mk & EXTRA_TURN_BIT)
    base = plan(lambda v, d: own[v], two, radio)
    if not park or not two:
        return base
    bonus = base.value  # a double kept gives one more whole turn (about one more such roll)
    return plan(lambda v, d: own[v] + (bonus if d else 0.0), two, radio)


def turn_weight(p: Plan, park: bool) -> float:
    """Return the expected number of turns per turn slot (extra turns on kept doubles)."""
    if not park:
        return 1.0
    dbl = plain_sum(q for _, d, q in p.kept if d)
    return 1.0 / (1.0 - dbl)


def card_income(t: Table) -> list[dict[tuple[int, int], float]]:
    """Return ``out[p][(owner, card)]``: p's expected coins per round from owner's card."""
    out: list[dict[tuple[int, int], float]] = [{} for _ in range(t.n)]
    for q in range(t.n):
        rows = [flows(t, q, v) if v else [] for v in range(13)]
        table = [[0.0] * t.n for _ in range(13)]
        for v in range(1, 13):
            for _, _, p, x in rows[v]:
                table[v][p] += x
        pl = roll_plan(t, q, table)
        w = turn_weight(pl, bool(t.marks[q] & EXTRA_TURN_BIT))
        for v, _, prob in pl.kept:
            for card, owner, p, x in rows[v]:
                key = (owner, card)
                out[p][key] = out[p].get(key, 0.0) + w * prob * x
    return out


def rates(t: Table) -> list[float]:
    """Return every player's expected coin change per round (sum of ``card_income``)."""
    out = [0.0] * t.n
    for q in range(t.n):
        table = [gains(t, q, v) if v else [0.0] * t.n for v in range(13)]
        pl = roll_plan(t, q, table)
        w = turn_weight(pl, bool(t.marks[q] & EXTRA_TURN_BIT))
        for v, _, prob in pl.kept:
            row = table[v]
            for p in range(t.n):
                out[p] += w * prob * row[p]
    return out
