"""The bots' arithmetic that gives the same bits in CPython and Pyodide (``boardgame``)."""

from __future__ import annotations

import functools
import math
import operator

from boardgame.portable_math import TANH_ONE, exp_neg, plain_sum, tanh

GRID = [i / 997.0 for i in range(-25_000, 25_001, 7)]


def test_tanh_is_within_4_units_in_the_last_place_of_the_librarys() -> None:
    for x in [*GRID, 1e-300, 1e-10, -3e-5]:
        assert abs(tanh(x) - math.tanh(x)) <= 4 * math.ulp(math.tanh(x))


def test_tanh_is_odd_and_reaches_one() -> None:
    assert all(tanh(-x) == -tanh(x) for x in GRID)
    assert tanh(0.0) == 0.0
    assert tanh(TANH_ONE) == 1.0 == math.tanh(TANH_ONE)
    assert tanh(-1e9) == -1.0


def test_exp_neg_is_within_a_unit_in_the_last_place_of_the_librarys() -> None:
    for y in GRID[len(GRID) // 2:]:
        assert abs(exp_neg(y) - math.exp(-y)) <= math.ulp(math.exp(-y))


def test_plain_sum_adds_one_by_one_left_to_right() -> None:
    values = [1e16, 1.0, -1e16, 0.1, 0.2, 0.3]
    assert plain_sum(values) == functools.reduce(operator.add, values, 0.0)
    assert plain_sum([1e16, 1.0, -1e16]) == 0.0  # no compensation (math.fsum gives 1.0)
    assert plain_sum([]) == 0.0
