"""web.yokohama.bot: benchmark positions, and page-style sliced thinking (the same moves)."""

from __future__ import annotations

import asyncio

import yokohama.ai as ai
from web.yokohama import bot
from web.yokohama.session import YokohamaSession
from yokohama.ai.expert import EXPERT_BUDGET, effort


def test_bench_positions_are_real_choices_of_every_player_count():
    games = bot.bench_positions(20, seed=3)
    assert len(games) == 20
    assert {g.state.n for g in games} == {2, 3, 4}
    assert all(not g.is_over and len(g.legal_moves()) > 1 for g in games)
    again = bot.bench_positions(20, seed=3)
    assert [g.fingerprint() for g in games] == [g.fingerprint() for g in again]


def test_bench_thinks_in_slices_and_plays_what_choose_move_plays():
    games = bot.bench_positions(6, seed=2)
    saves = [g.to_json() for g in games]
    rows = asyncio.run(bot.bench("normal", saves, seed=2, slice_ms=1.0))
    assert [r["i"] for r in rows] == list(range(6))
    for i, (g, r) in enumerate(zip(games, rows, strict=True)):
        assert r["move"] == ai.choose_move(g, g.current_player, "normal", 2 * 1009 + i)
        assert r["slices"] >= 1 and r["wall_ms"] >= r["busy_ms"] >= 0
    assert max(r["slices"] for r in rows) > 1  # 1 ms slices: some decision was sliced


def test_page_budget_is_passed_to_the_engine(monkeypatch):
    game = bot.bench_positions(1, seed=4)[0]
    seen = {}

    class Spy:
        def __init__(self, *args):
            seen["args"] = args

    monkeypatch.setattr(ai, "Thinker", Spy)
    monkeypatch.setitem(bot.PAGE_BUDGET_MS, "hard", 123.0)
    s = YokohamaSession()
    s.make_thinker(game, game.current_player, "hard", 1)
    assert seen["args"][-1] == 123.0
    s.ui.pace = "instant"
    s.make_thinker(game, game.current_player, "expert", 1)
    assert seen["args"][-1] == bot.INSTANT_BUDGET_MS["expert"]


def test_the_page_expert_searches_as_the_arenas_expert():
    # the page's budget buys the measured search (docs/expert.md) at every table size
    for players in (2, 3, 4):
        assert effort(bot.page_budget("expert"), players) == effort(EXPERT_BUDGET, players)
