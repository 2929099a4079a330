"""bench/ratings.py: the stored table says where every added pair's results came from."""

from __future__ import annotations

import json
import shlex

import pytest
from bench_scripts import load_bench

ARENA = "python -m machikoro.ai.arena --players 2 --a hard --b normal --seed 8500000 --games 400"


@pytest.fixture(scope="module")
def bench():
    return load_bench("ratings")


def test_an_added_pair_keeps_the_command_that_measured_it(bench, tmp_path) -> None:
    out = tmp_path / "ratings.json"
    argv = ["--game", "machikoro", "--games", "0", "--out", str(out),
            "--add", "hard,normal,265,135", "--source", f"hard,normal={ARENA}"]
    bench.main(argv)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["added"] == {"hard-normal": [265, 135]}
    assert data["added_from"] == {"hard-normal": ARENA}
    assert shlex.split(data["command"])[2:] == argv  # the command re-runs as written
    assert data["levels"]["normal"] == 1500 < data["levels"]["hard"]


def test_a_source_needs_an_added_pair(bench) -> None:
    extra = bench.added(["hard,normal,3,1"], ["normal", "hard"])
    with pytest.raises(SystemExit, match="--source"):
        bench.sources([f"expert,hard={ARENA}"], extra)
    with pytest.raises(SystemExit, match="--source"):
        bench.sources(["hard,normal="], extra)
    assert bench.sources([f"hard,normal={ARENA}"], extra) == {"hard-normal": ARENA}
