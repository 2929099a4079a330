"""bench/fit_mk_value.py: a learnt value of Machi Koro positions, its greedy builds (issue 20)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from bench_scripts import load_bench

import machikoro
from machikoro.components import COST, L_COST


@pytest.fixture(scope="module")
def bench():
    return load_bench("fit_mk_value")


def _net(bench, coins_weight: float):
    """A net whose value only grows (or falls) with the builder's own coins."""
    row = [coins_weight if f == "me.coins" else 0.0 for f in bench.FEATURES]
    return np.array([row]), np.zeros(1), np.ones(1), 0.0


def test_features_are_the_same_from_either_seat(bench, mk) -> None:
    # swapping the two cities swaps the sides: the features of "me" follow the player
    for g in mk.build_steps():
        s = g.state
        swap = (s.coins[::-1], [c[:] for c in s.city[::-1]], s.marks[::-1])
        assert bench.features(s.coins, s.city, s.marks, 0, True) == bench.features(*swap, 1, True)
        assert len(bench.features(s.coins, s.city, s.marks, 1, False)) == len(bench.FEATURES)


def test_an_afterstate_pays_for_the_build(bench) -> None:
    s = machikoro.new_game(players=2, seed=1).state
    coins, city, _ = bench.afterstate([20, 20], s.city, [0, 0], 0, (1, 0))
    assert coins == [20 - COST[0], 20] and city[0][0] == s.city[0][0] + 1
    assert s.city[0][0] == city[0][0] - 1  # copies: the position itself is unchanged
    coins, _, marks = bench.afterstate([20, 20], s.city, [0, 0], 1, (2, 1))
    assert coins == [20, 20 - L_COST[1]] and marks == [0, 2]


def test_greedy_takes_the_move_with_the_best_value(bench) -> None:
    s = machikoro.new_game(players=2, seed=1).state
    coins = [8, 3]
    # the value grows with own coins: keep them (pass); it falls: spend the most
    assert bench.Greedy(_net(bench, 1.0))(coins, s.city, s.marks, s.supply, 2, 0, [1, 1]) == (0, -1)
    kind, arg = bench.Greedy(_net(bench, -1.0))(coins, s.city, s.marks, s.supply, 2, 0, [1, 1])
    assert (COST[arg] if kind == 1 else L_COST[arg]) == 8


def test_greedy_completes_the_winning_landmark(bench) -> None:
    # RULES 9.1: the last landmark wins at once, whatever the value says
    s = machikoro.new_game(players=2, seed=1).state
    move = bench.Greedy(_net(bench, 1.0))([30, 0], s.city, [0b0111, 0], s.supply, 2, 0, [1, 1])
    assert move == (2, 3)


def test_self_play_labels_each_afterstate_from_both_sides(bench) -> None:
    x, y = bench.games_data((5, 3, 0.1, None))
    assert x.shape[1] == len(bench.FEATURES)
    assert len(x) % 2 == 0 and len(x) == len(y)
    assert set(y[0::2] + y[1::2]) == {1.0}  # one side of every afterstate wins


def test_fitting_learns_and_rounds_the_weights(bench) -> None:
    x, y = bench.games_data((7, 400, 0.05, None))
    _, before = bench.fit(x, y, hidden=8, epochs=0, seed=1)
    net, loss = bench.fit(x, y, hidden=8, epochs=3, seed=1, batch=256)
    assert net[0].shape == (8, len(bench.FEATURES))
    assert loss < min(before, 0.6)  # it learnt, far better than a coin toss (log 2 = 0.693)
    assert all(float(f"{w:.5g}") == w for w in net[0].ravel())


def test_the_pipeline_is_reproducible(bench, tmp_path) -> None:
    argv = ["--rounds", "2", "--games", "40", "--jobs", "2", "--hidden", "3", "--epochs", "1",
            "--check", "2"]
    outs = []
    for k in range(2):
        out = tmp_path / f"v{k}.json"
        bench.main([*argv, "--out", str(out)])
        outs.append(json.loads(out.read_text(encoding="utf-8")))
    assert outs[0] == {**outs[1], "commands": outs[0]["commands"]}
    assert [r["round"] for r in outs[0]["rounds"]] == [1, 2]
    assert np.array(outs[0]["net"]["w1"]).shape == (3, len(bench.FEATURES))


def test_more_rounds_continue_a_stored_file(bench, tmp_path) -> None:
    first, more = tmp_path / "first.json", tmp_path / "more.json"
    small = ["--games", "20", "--jobs", "2", "--hidden", "2", "--epochs", "1", "--check", "0"]
    bench.main(["--rounds", "1", *small, "--out", str(first)])
    bench.main(["--rounds", "1", *small, "--more", str(first), "--out", str(more)])
    data = json.loads(more.read_text(encoding="utf-8"))
    assert [r["round"] for r in data["rounds"]] == [1, 2]
    assert len(data["commands"]) == 2 and "--more" in data["commands"][1]


def test_a_net_fitted_on_other_features_is_refused(bench) -> None:
    d = bench.net_dict(_net(bench, 1.0))
    assert bench.net_of(d)[0].shape == (1, len(bench.FEATURES))
    with pytest.raises(ValueError, match="other features"):
        bench.net_of({**d, "features": d["features"][:-1]})


def test_a_check_plays_both_seats_of_every_seed(bench) -> None:
    got = bench.check(_net(bench, -1.0), 3, lambda f, jobs: [f(j) for j in jobs])
    assert set(got) == {"tuned", "normal"}
    for share, _se in got.values():
        assert round(share * 6, 6) == round(share * 6)  # 3 seeds x 2 seats
