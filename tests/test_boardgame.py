"""Shared sliced thinking: the same result driven at once or in slices."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from boardgame.thinking import SlicedThinker, run


def _count_to(n: int) -> Generator[None, None, str]:
    for _ in range(n):
        yield
    return f"move {n}"


def test_run_returns_the_generator_result() -> None:
    assert run(_count_to(1000)) == "move 1000"


def test_sliced_thinker_gives_the_same_result_however_sliced() -> None:
    thinker = SlicedThinker(_count_to(100_000))
    slices = 1
    while not thinker.step(0.01):
        slices += 1
    assert thinker.done and thinker.result() == "move 100000"
    assert slices > 1


def test_result_before_the_end_is_an_error() -> None:
    thinker = SlicedThinker(_count_to(10**9))
    thinker.step(0.01)
    with pytest.raises(RuntimeError):
        thinker.result()
