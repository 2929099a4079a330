"""Command line tools and data loading (the doctests: tests/test_doctests.py)."""

from __future__ import annotations

import json
import re

from machikoro import __main__ as cli
from machikoro import components
from machikoro.ai import arena


def test_components_copy_matches_the_shared_data():
    # RULES 2.1, 7.1, 8.1: numbers come from components.json, 15 buildings, 4 landmarks
    data = json.loads(components.DATA_PATH.read_text(encoding="utf-8"))
    assert len(components.BUILDINGS) == 15 and len(data["buildings"]) == 15
    assert components.L_COST == (4, 10, 16, 22)
    assert sum(components.SUPPLY) == 84


def test_bench_prints_games_per_second(capsys):
    # RULES 2.1, 8.1: engine data and tools built on the component tables
    cli.main(["bench", "--games", "3"])
    assert re.match(r"\d+ games/s", capsys.readouterr().out)


def test_simulate_prints_winners_and_turns(capsys):
    # RULES 2.1, 8.1: engine data and tools built on the component tables
    cli.main(["simulate", "--players", "4", "--games", "6", "--seed", "1"])
    out = capsys.readouterr().out
    assert "seat 3:" in out and "turns per game" in out


def test_arena_prints_a_win_rate_table(capsys):
    # RULES 2.1, 8.1: engine data and tools built on the component tables
    arena.main(["--games", "2", "--levels", "normal,easy,random"])
    out = capsys.readouterr().out
    assert "win rate" in out and "normal" in out
