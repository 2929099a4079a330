"""Exact dice probabilities: one or two dice, doubles, and the Radio Tower re-roll.

An *outcome* is ``(total, double)``: one die gives totals 1-6 (never a double, RULES 4.2.4),
two dice give 2-12, a double only on even totals (RULES 4.2.3, 7.4). A *value* is a function
of the outcome (coins, or anything else a bot maximises); ``plan`` finds the dice counts and
re-roll choice with the highest expectation (RULES 4.2.2, 10.4) and the exact distribution
of the result that stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from boardgame.portable_math import plain_sum

from ..components import DIE_SIDES

Outcome = tuple[int, bool]
Value = Callable[[int, bool], float]


def _outcomes(dice: int) -> tuple[tuple[int, bool, float], ...]:
    faces = range(1, DIE_SIDES + 1)
    if dice == 1:
        return tuple((f, False, 1 / DIE_SIDES) for f in faces)
    acc: dict[Outcome, float] = {}
    for a in faces:
        for b in faces:
            key = (a + b, a == b)
            acc[key] = acc.get(key, 0.0) + 1 / DIE_SIDES ** 2
    return tuple((v, d, p) for (v, d), p in sorted(acc.items()))


#: ``OUTCOMES[dice]``: every ``(total, double, probability)`` of a roll with 1 or 2 dice.
OUTCOMES: dict[int, tuple[tuple[int, bool, float], ...]] = {1: _outcomes(1), 2: _outcomes(2)}
MAX_TOTAL = 2 * DIE_SIDES


def totals(dice: int) -> tuple[float, ...]:
    """Return ``p[v]``, the chance of total ``v`` (0..12) with ``dice`` dice."""
    p = [0.0] * (MAX_TOTAL + 1)
    for v, _, q in OUTCOMES[dice]:
        p[v] += q
    return tuple(p)


def expect(value: Value, dice: int) -> float:
    """Return the expectation of ``value`` over one roll of ``dice`` dice."""
    return plain_sum(p * value(v, d) for v, d, p in OUTCOMES[dice])


@dataclass(frozen=True, slots=True)
class Plan:
    """The best way to roll: first dice count, when to re-roll, the re-roll's dice count."""

    dice: int  #: dice for the first roll
    again: int  #: dice for a re-roll (0: no Radio Tower)
    threshold: float  #: re-roll an outcome whose value is below this (expected re-roll)
    value: float  #: expected value of the standing result
    kept: tuple[tuple[int, bool, float], ...]  #: distribution of the standing result


def _best_dice(value: Value, choices: Sequence[int]) -> tuple[int, float]:
    return max(((d, expect(value, d)) for d in choices), key=lambda x: (x[1], -x[0]))


def plan(value: Value, two_dice: bool, reroll: bool) -> Plan:
    """Return the roll plan with the highest expected ``value`` (exact, RULES 10.4).

    ``two_dice``: Train Station completed (choose 1 or 2 dice before each roll);
    ``reroll``: Radio Tower completed and not used yet this turn.
    """
    choices = (1, 2) if two_dice else (1,)
    if not reroll:
        d, ev = _best_dice(value, choices)
        return Plan(d, 0, float("-inf"), ev, OUTCOMES[d])
    again, r = _best_dice(value, choices)
    best: Plan | None = None
    for d in choices:
        kept: dict[Outcome, float] = {}
        ev = 0.0
        redo = 0.0
        for v, dbl, p in OUTCOMES[d]:
            x = value(v, dbl)
            if x < r:
                redo += p
                ev += p * r
            else:
                kept[(v, dbl)] = kept.get((v, dbl), 0.0) + p
                ev += p * x
        for v, dbl, p in OUTCOMES[again]:
            kept[(v, dbl)] = kept.get((v, dbl), 0.0) + redo * p
        cand = Plan(d, again, r, ev, tuple((v, dbl, p) for (v, dbl), p in sorted(kept.items())))
        if best is None or cand.value > best.value + 1e-12:
            best = cand
    assert best is not None
    return best


def reroll_value(value: Value, two_dice: bool) -> float:
    """Return the expected value of a re-roll (the Radio Tower's alternative to keeping)."""
    return _best_dice(value, (1, 2) if two_dice else (1,))[1]
