"""bench/tune_expert.py: the tuned coordinates of the expert's weights (issue 20)."""

from __future__ import annotations

import pytest
from bench_scripts import load_bench

from boardgame.pool import mapper
from yokohama.ai.expert import tuned_weights


@pytest.fixture(scope="module")
def tuner():
    return load_bench("tune_expert")


def test_the_stored_weights_round_trip_through_the_tuned_coordinates(tuner) -> None:
    start = tuned_weights(2).with_values({"haste": 0.25})  # additive terms: 0 or any sign
    x = tuner.to_vector(start, tuner.TUNED)
    back = tuner.from_vector(x, tuner.TUNED, start)
    for name in start.names():
        assert getattr(back, name) == pytest.approx(getattr(start, name))


def test_additive_terms_are_kept_as_they_start(tuner) -> None:
    start = tuned_weights(2).with_values({"haste": -0.25, "future": 0.0})
    assert {"haste", "future", "learnt"}.isdisjoint(tuner.TUNED)
    moved = tuner.from_vector([v + 0.1 for v in tuner.to_vector(start, tuner.TUNED)],
                              tuner.TUNED, start)
    assert (moved.haste, moved.future) == (-0.25, 0.0)
    assert moved.majority != start.majority


def test_a_result_against_a_level_is_the_margin_over_the_best_other_and_the_win(tuner) -> None:
    assert tuner.versus_result([50, 40, 45], winner=0, seat=0) == 5 + tuner.WIN_BONUS
    assert tuner.versus_result([50, 40, 45], winner=0, seat=2) == -5 - tuner.WIN_BONUS
    assert tuner.versus_result([40, 40], winner=1, seat=0) == -tuner.WIN_BONUS


def test_against_a_level_plays_both_weight_sets_on_the_same_deals(tuner) -> None:
    """Equal ``+`` and ``-`` weights on the same seed and seat play the same game, so the
    difference a step is taken along is exactly zero (common random numbers)."""
    w = tuned_weights(2)
    with mapper(1) as map_jobs:
        m = tuner.spsa_margin(map_jobs, w, w, 2, 5, "normal", 1, 20.0)
    assert m == 0.0
