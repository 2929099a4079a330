"""Analytic estimates for bots: expected income per roll and turns needed to win.

All figures are expectations over the dice (RULES 4.2.3): one die is uniform on 1-6, two
dice give the usual 2-12 triangle. Coin limits are applied with the current coin totals.
"""

from __future__ import annotations

from boardgame.portable_math import plain_sum

from ..components import (
    EFFECT_AMOUNT,
    EFFECT_KIND,
    EXTRA_TURN_BIT,
    L_COST,
    MALL_BIT,
    NL,
    REROLL_BIT,
    TWO_DICE_BIT,
)
from ..income import ANY_TURN, OWN_TURN, PURPLE, RED
from ..state import State

P1: tuple[float, ...] = tuple(1 / 6 if 1 <= v <= 6 else 0.0 for v in range(13))
P2: tuple[float, ...] = tuple(
    (6 - abs(v - 7)) / 36 if 2 <= v <= 12 else 0.0 for v in range(13))


def _bank(row: tuple[int, str, int, int, tuple[int, ...]], city: list[int], mall: bool) -> int:
    _, _, amount, bonus, counts = row
    if counts:
        return amount * sum(city[c] for c in counts)
    return amount + bonus if mall else amount


def _red_claim(s: State, o: int, v: int) -> int:
    oc = s.city[o]
    mall = s.marks[o] & MALL_BIT
    return sum(oc[row[0]] * (row[2] + row[3] if mall else row[2]) for row in RED[v])


def gains(s: State, q: int, v: int) -> list[float]:
    """Return every player's expected coin change if ``q`` rolls the value ``v``."""
    n = s.n
    city = s.city
    marks = s.marks
    coins = s.coins
    out = [0.0] * n
    left = coins[q]
    for k in range(1, n):  # red, counter-clockwise (RULES 5.3.4)
        o = (q - k) % n
        claim = _red_claim(s, o, v)
        if claim:
            paid = claim if claim <= left else left
            left -= paid
            out[o] += paid
            out[q] -= paid
    for row in ANY_TURN[v]:
        b = row[0]
        for p in range(n):
            c = city[p][b]
            if c:
                out[p] += c * _bank(row, city[p], bool(marks[p] & MALL_BIT))
    own = city[q]
    for row in OWN_TURN[v]:
        c = own[row[0]]
        if c:
            out[q] += c * _bank(row, own, bool(marks[q] & MALL_BIT))
    for b in PURPLE[v]:
        if not own[b]:
            continue
        kind = EFFECT_KIND[b]
        amount = EFFECT_AMOUNT[b]
        if kind == "from_each_other":
            for p in range(n):
                if p != q:
                    x = min(amount, coins[p])
                    out[p] -= x
                    out[q] += x
        elif kind == "steal_from_one":
            t = max((p for p in range(n) if p != q), key=lambda p: coins[p])
            x = min(amount, coins[t])
            out[t] -= x
            out[q] += x
        elif kind == "swap":
            out[q] += 1.0
    return out


def roll_table(s: State, q: int) -> list[list[float]]:
    """Return ``table[v]`` = gains for every player when ``q`` rolls ``v`` (v = 0..12)."""
    return [gains(s, q, v) if v else [0.0] * s.n for v in range(13)]


def mode_value(table: list[list[float]], q: int, dice: int) -> float:
    """Return q's own expected gain when rolling ``dice`` dice."""
    probs = P2 if dice == 2 else P1
    return plain_sum(probs[v] * table[v][q] for v in range(1, 13))


def best_dice(s: State, q: int, table: list[list[float]] | None = None) -> int:
    """Return the dice count (1 or 2) with the higher expected own gain for ``q``."""
    if not s.marks[q] & TWO_DICE_BIT:
        return 1
    table = table or roll_table(s, q)
    one = mode_value(table, q, 1)
    two = mode_value(table, q, 2)
    if s.marks[q] & EXTRA_TURN_BIT:
        two *= 1.2  # doubles come 1 time in 6 and give another turn (RULES 7.4)
    return 2 if two > one else 1


def income_rate(s: State, p: int) -> float:
    """Return p's expected coin gain over one round (every player rolls once)."""
    total = 0.0
    for q in range(s.n):
        table = roll_table(s, q)
        dice = best_dice(s, q, table)
        probs = P2 if dice == 2 else P1
        if q == p and s.marks[q] & REROLL_BIT:
            mean = plain_sum(probs[v] * table[v][q] for v in range(1, 13))
            val = plain_sum(probs[v] * max(table[v][q], mean) for v in range(1, 13))
        else:
            val = plain_sum(probs[v] * table[v][p] for v in range(1, 13))
        if q == p and dice == 2 and s.marks[q] & EXTRA_TURN_BIT:
            val *= 1.2
        total += val
    return total


def remaining_cost(s: State, p: int) -> int:
    """Return the coins p still needs to complete every landmark."""
    marks = s.marks[p]
    need = sum(L_COST[i] for i in range(NL) if not marks >> i & 1)
    return max(0, need - s.coins[p])


def turns_to_win(s: State, p: int) -> float:
    """Return a rough estimate of rounds until p can complete the last landmark."""
    return remaining_cost(s, p) / max(income_rate(s, p), 0.25)
