"""bench/expert_strength.py: games kept in a file (resumed, one variant per file) and paired
comparisons of two variants of the expert on the same seeds (issue 20)."""

from __future__ import annotations

import json

import pytest
from bench_scripts import load_bench

from yokohama.ai.arena import Result


@pytest.fixture(scope="module")
def bench():
    module = load_bench("expert_strength")
    module.MATCHES["2p-easy-random"] = (["easy", "random"], 0.5)  # fast games for the tests
    return module


def _run(bench, *extra: str) -> None:
    bench.main(["--only", "2p-easy-random", "--seed", "40", "--workers", "1", *extra])


def test_a_games_file_resumes_where_it_stopped(bench, tmp_path, capsys):
    kept = tmp_path / "games.jsonl"
    _run(bench, "--games", "2", "--games-file", str(kept))
    first = kept.read_text(encoding="utf-8").splitlines()
    _run(bench, "--games", "3", "--games-file", str(kept))
    lines = kept.read_text(encoding="utf-8").splitlines()
    assert lines[:2] == first and len(lines) == 3  # only the third game was played
    assert [json.loads(x)["seed"] for x in lines] == [40, 41, 42]
    _run(bench, "--games", "3")
    fresh = capsys.readouterr().out.split("2p-easy-random")[-1]
    _run(bench, "--games", "3", "--games-file", str(kept))
    resumed = capsys.readouterr().out.split("2p-easy-random")[-1]
    strip = lambda text: text.split("s/game")[0].rsplit(";", 1)[0]  # noqa: E731 (timing)
    assert strip(resumed) == strip(fresh)


def test_a_games_file_holds_one_variant_of_the_expert(bench, tmp_path):
    kept = tmp_path / "games.jsonl"
    _run(bench, "--games", "1", "--games-file", str(kept))
    with pytest.raises(SystemExit, match="another variant"):
        _run(bench, "--games", "2", "--games-file", str(kept), "--weights", '{"win": 0.3}')
    assert len(kept.read_text(encoding="utf-8").splitlines()) == 1


def test_paired_counts_the_games_that_changed_hands(bench):
    def game(winner: int) -> Result:
        return Result(["easy", "random"], [5, 3] if winner == 0 else [3, 5], winner, 4, 0.1)

    mine = [game(0), game(0), game(1), game(1)]  # seeds 40..43
    other = {40: game(0), 41: game(1), 42: game(0), 43: game(1), 99: game(0)}
    assert bench.paired("2p-easy-random", mine, 40, other) == (
        "  paired on 4 seeds: easy wins 2 here, 2 there; 1 games gained, 1 lost")


def test_a_match_between_levels_prints_the_win_share_without_a_goal(bench):
    games = [Result(["expert", "expert-vp"], [60, 50], 0, 10, 1.0),
             Result(["expert-vp", "expert"], [55, 52], 0, 11, 1.0)]
    text = bench.summary("2p-expert-vp", ["expert", "expert-vp"], None, games)
    assert "expert wins 1/2 = 50.0% ± 35.4\n" in text and "goal" not in text


def test_self_play_and_a_table_to_itself_print_no_win_share(bench):
    self_play = [Result(["expert", "expert"], [60, 50], 0, 10, 1.0)]
    solo = [Result(["expert-vp", "idle"], [120, 0], 0, 28, 1.0)]
    assert "wins" not in bench.summary("2p-expert-self", ["expert", "expert"], None, self_play)
    assert "wins" not in bench.summary("2p-vp-solo", ["expert-vp", "idle"], None, solo)
