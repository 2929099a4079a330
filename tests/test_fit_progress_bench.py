"""bench/fit_progress.py: the learnt progress table's fit (issue 20)."""

from __future__ import annotations

import pytest
from bench_scripts import load_bench

from yokohama.ai.evaluate import _progress_table, progress_features


@pytest.fixture(scope="module")
def fitter():
    return load_bench("fit_progress")


def test_least_squares_finds_the_coefficients_of_a_linear_target(fitter) -> None:
    rows = [([1.0, x / 10, (x * 7 % 10) / 10], 0.1 + 0.5 * x / 10 - 0.2 * (x * 7 % 10) / 10, 0.0)
            for x in range(40)]
    coef = fitter.solve(rows, ridge=0.0)
    assert coef == pytest.approx([0.1, 0.5, -0.2], abs=1e-9)


def test_every_turn_before_the_end_is_a_sample_of_the_share_played(fitter) -> None:
    marks = [0.2, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0]
    rec = {"players": 2, "turns": 4, "marks": [
        {"round": 1, "end": False, "marks": marks, "now": 0.2},
        {"round": 1, "end": False, "marks": marks, "now": 0.2},
        {"round": 2, "end": True, "marks": marks, "now": 0.93},
        {"round": 2, "end": True, "marks": marks, "now": 0.93}]}
    rows = fitter.samples([rec])
    assert [y for _, y, _ in rows] == [0.0, 0.25]
    assert rows[1][0] == progress_features(2, 1, 1, tuple(marks))


def test_the_stored_table_fits_the_features() -> None:
    table = _progress_table()
    assert 2 in table
    assert all(len(coef) == len(progress_features(n, 1, 0, (0.0,) * 7))
               for n, coef in table.items())
