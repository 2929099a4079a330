"""bench/fit_expert.py: weights fitted to how games end, by least squares (issue 20)."""

from __future__ import annotations

import pytest
from bench_scripts import load_bench

from yokohama.ai.evaluate import TERMS


@pytest.fixture(scope="module")
def fitter():
    return load_bench("fit_expert")


def test_least_squares_recover_the_weights_that_made_the_data(fitter) -> None:
    truth = [2.0, -0.5, 1.25]
    xs = [[float(i % 3), float(i % 5) - 2, float(i % 7) / 3] for i in range(60)]
    ys = [sum(a * b for a, b in zip(x, truth, strict=True)) for x in xs]
    fitted = fitter.ridge(xs, ys, [0.0, 0.0, 0.0], 0.0)
    assert fitted == pytest.approx(truth)
    assert fitter.mse(xs, ys, fitted) == pytest.approx(0.0, abs=1e-9)


def test_a_strong_pull_keeps_the_prior(fitter) -> None:
    xs = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
    ys = [5.0, -3.0, 2.0]
    assert fitter.ridge(xs, ys, [1.0, 1.0], 1e9) == pytest.approx([1.0, 1.0], abs=1e-6)


def test_a_position_gives_term_differences_and_the_margin_still_to_come(fitter) -> None:
    t0 = dict.fromkeys(TERMS, 1.0) | {"vp": 10.0, "imports": 4.0}
    t1 = dict.fromkeys(TERMS, 1.0) | {"vp": 7.0, "imports": 1.0}
    row = {"terms": [t0, t1], "final": [50, 40], "expert": 1, "late": 0.5}
    xs, ys = fitter.design([row], fitter.FITTED)
    features = dict(zip(fitter.FITTED, xs[0], strict=False))
    assert features["imports"] == 3.0 and features["shops"] == 0.0
    assert xs[0][-1] == -1.0  # the expert sits at seat 1
    assert ys == [(50 - 40) - (10 - 7)]
