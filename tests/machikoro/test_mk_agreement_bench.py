"""bench/mk_agreement.py: where the expert and hard differ, and the tuned policy alone against
hard (issue 20; the figures in docs/machikoro.md). Tiny budgets: the counting, not the
figures."""

from __future__ import annotations

from collections import Counter

import pytest
from bench_scripts import load_bench

BUDGET_MS = 40.0  # 100 playouts a decision instead of the full count


@pytest.fixture(scope="module")
def bench():
    return load_bench("mk_agreement")


@pytest.fixture(scope="module")
def one_game(bench) -> dict:
    return bench.play((1, 7_500_001, True, False, BUDGET_MS))


def test_every_move_of_the_game_has_a_decision_kind(bench):
    kinds = {m: bench.kind_of(m) for m in ("roll 2", "keep", "reroll", "build bakery",
                                           "complete train_station", "pass")}
    assert kinds == {"roll 2": "roll", "keep": "keep", "reroll": "reroll",
                     "build bakery": "build", "complete train_station": "build",
                     "pass": "build"}


def test_the_counts_of_a_game_add_up(one_game):
    c = Counter(one_game)
    assert c["won"] in (0, 1)
    assert c["build decisions"] > 0
    for kind in ("roll", "keep", "reroll", "build"):
        assert 0 <= c[f"{kind} same"] <= c[f"{kind} decisions"]
    differ = c["build decisions"] - c["build same"]
    assert c["build: a building for a building"] <= differ
    for bot in ("expert", "hard"):
        assert c[f"{bot} leaves the policy"] <= c["build decisions"]


def test_a_game_is_the_same_game_when_played_again(bench, one_game):
    assert bench.play((1, 7_500_001, True, False, BUDGET_MS)) == one_game


def test_the_policy_alone_is_counted_by_its_wins_only(bench):
    counts = bench.play((0, 7_500_000, False, True, BUDGET_MS))
    assert set(counts) <= {"won"}


def test_the_report_names_the_share_and_every_row(bench):
    report = bench.report
    total = Counter({"won": 3, "roll decisions": 10, "roll same": 9, "build decisions": 20,
                     "build same": 15, "build: a building for a building": 4,
                     "expert leaves the policy": 2, "hard leaves the policy": 5})
    lines = report(total, 4, asked_policy=True)
    assert lines[0] == "the expert won 3 of 4 against hard = 75.0% ± 21.7"
    assert any(line.startswith("roll") and "9 (90.0%)" in line for line in lines)
    total.update({"swap decisions": 2, "swap same": 1})  # a kind of its own: a row of its own
    assert any(line.startswith("swap") and "1 (50.0%)" in line
               for line in report(total, 4))
    assert "differing builds: 5, a building for a building in 4" in lines
    assert any("hard leaves the tuned policy's move in 5 of 20" in line for line in lines)
    assert report(total, 4, alone=True) == [
        "the tuned policy alone won 3 of 4 against hard = 75.0% ± 21.7"]
