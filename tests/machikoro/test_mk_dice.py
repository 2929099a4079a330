"""machikoro.ai.dice: exact roll probabilities against enumeration of the faces."""

from __future__ import annotations

import itertools

import pytest

from machikoro.ai.dice import OUTCOMES, expect, plan, reroll_value, totals


def _enumerate(dice):
    out = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        key = (sum(faces), dice == 2 and faces[0] == faces[1])
        out[key] = out.get(key, 0) + 1 / 6 ** dice
    return out


@pytest.mark.parametrize("dice", [1, 2])
def test_outcomes_match_enumeration_of_the_faces(dice):
    # RULES 4.2.3, 4.2.4: one die 1-6; two dice sum 2-12, doubles only with two
    got = {(v, d): p for v, d, p in OUTCOMES[dice]}
    want = _enumerate(dice)
    assert got.keys() == want.keys()
    assert all(got[k] == pytest.approx(want[k]) for k in want)


def test_two_dice_total_seven_is_one_in_six():
    # RULES 4.2.3
    assert totals(2)[7] == pytest.approx(1 / 6) and totals(2)[1] == 0.0


def test_best_dice_count_is_the_higher_expectation():
    # RULES 4.2.2: with a Train Station the player picks 1 or 2 dice
    big = plan(lambda v, d: 5.0 if v == 9 else 0.0, two_dice=True, reroll=False)
    assert big.dice == 2 and big.value == pytest.approx(5 * 4 / 36)


def test_reroll_plan_matches_enumeration_of_both_rolls():
    # RULES 10.4: the first result is discarded when re-rolled; the second stands
    def value(v, d):
        return float(v == 4)
    p = plan(value, two_dice=False, reroll=True)
    want = 1 / 6 + 5 / 6 * 1 / 6  # hit first, or miss and hit the re-roll
    assert p.value == pytest.approx(want)
    kept = {(v, d): q for v, d, q in p.kept}
    assert kept[(4, False)] == pytest.approx(want) and sum(kept.values()) == pytest.approx(1)


def test_reroll_value_is_the_best_fresh_roll():
    # RULES 10.4 (e): the re-roll chooses its dice count again
    def value(v, d):
        return float(v)
    assert reroll_value(value, two_dice=True) == pytest.approx(7.0)
    assert expect(value, 1) == pytest.approx(3.5)


def test_a_double_with_two_dice_comes_one_time_in_six():
    # RULES 7.4: Amusement Park extra turn on doubles
    assert sum(p for _, d, p in OUTCOMES[2] if d) == pytest.approx(1 / 6)
