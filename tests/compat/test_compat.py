"""Saves, share links, replay files and archived games made by an earlier build still load,
and read exactly as that build read them (tests/compat/make_fixtures.py wrote both, at the
commit named in each fixture's ``made_at``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from make_fixtures import digest

from boardgame import kinds, share
from boardgame.archive import load_archive
from boardgame.replay import Replay
from web import games  # noqa: F401  (registers the page's games)
from web.shell import protocol
from web.shell.saves import game_of_save, prepare_load

HERE = Path(__file__).resolve().parent
GAMES = ("yokohama", "machikoro")


def fixture(name: str) -> dict[str, Any]:
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def cases(part: str) -> list[tuple[str, str, Any]]:
    out = []
    for game_id in GAMES:
        data = fixture(game_id)[part]
        items = data.items() if isinstance(data, dict) else enumerate(data)
        out += [(game_id, str(key), value) for key, value in items]
    return out


def ids(part: str) -> list[str]:
    return [f"{game}-{key}" for game, key, _ in cases(part)]


@pytest.mark.parametrize("game_id, name, case", cases("engine_saves"), ids=ids("engine_saves"))
def test_engine_saves_load_to_the_same_game(game_id, name, case):
    kind = kinds.kind(game_id)
    game = kind.module().load_game(case["save"])
    want = case["reading"]
    assert digest(kind.fingerprint(game)) == want["fingerprint"]
    assert list(game.legal_moves()) == want["legal"]
    assert game.current_player == want["current_player"]
    assert game.is_over == want["is_over"]
    assert digest(game.scores()) == want["scores"]
    assert [digest(game.view(seat)) for seat in [None, *range(len(game.names))]] \
        == want["views"]
    assert game.to_json() == want["resave"]
    assert len(game.moves) == want["moves"]


@pytest.mark.parametrize("game_id, name, case", cases("page_saves"), ids=ids("page_saves"))
def test_page_saves_load_as_before(game_id, name, case):
    gi = protocol.registered(game_id)
    s = prepare_load(gi, case["save"])
    want = case["reading"]
    assert game_of_save(case["save"], protocol.games()) == want["game_of_save"]
    assert digest(kinds.kind(game_id).fingerprint(s.game)) == want["fingerprint"]
    assert list(s.legal_for_ui()) == want["legal_for_ui"]
    assert digest(s.view()) == want["view"]
    assert s.log_text() == want["log_text"]
    assert (s.ui.screen, s.ui.pass_to, s.ui.viewer) == \
        (want["screen"], want["pass_to"], want["viewer"])
    assert s.config == want["config"]
    assert s.writes == want["writes"]


@pytest.mark.parametrize("game_id, name, case", cases("share_links"), ids=ids("share_links"))
def test_share_links_open_to_the_same_save(game_id, name, case):
    opened = share.decode(case["link"])
    assert (opened.game, opened.save) == (case["game"], case["save"])
    assert share.decode(case["link"], expected_game=game_id).game == game_id
    assert share.encode(opened.save) == case["link"]


@pytest.mark.parametrize("game_id, name, case", cases("replay_files"), ids=ids("replay_files"))
def test_replay_files_replay_as_before(game_id, name, case):
    kind = kinds.kind(game_id)
    assert share.decode_save(case["save"]).game == game_id  # opened as a replay file
    replay = Replay(case["save"])
    want = case["reading"]
    middle = len(replay) // 2
    assert len(replay) == want["steps"]
    assert [replay.round_at(k) for k in range(len(replay) + 1)] == want["rounds"]
    assert kind.round_word == want["round_word"]
    assert replay.finished == want["finished"]
    assert digest(kind.fingerprint(replay.final())) == want["final_fingerprint"]
    assert digest(replay.view(middle, None)) == want["full_view_middle"]
    assert digest(replay.view(len(replay), None)) == want["full_view_end"]
    assert digest(replay.view(middle, 0)) == want["seat_view_middle"]
    assert list(kind.final_scores(replay.final())) == want["final_scores"]
    assert json.loads(json.dumps(kind.stats(replay))) == want["stats"]
    gi = protocol.registered(game_id)
    assert {str(k): gi.replay_log(replay, k) for k in (1, middle, len(replay))} \
        == want["log_lines"]


def test_the_archive_of_finished_games_loads_as_before():
    data = fixture("archive")
    loaded = load_archive(data["stored"])
    assert loaded.error is None and loaded.skipped == 0
    assert loaded.archive.list() == data["list"]
    assert {e.game for e in loaded.archive.entries} == set(GAMES)
    for entry in loaded.archive.entries:
        kind = kinds.kind(entry.game)
        game = kind.module().load_game(entry.save)
        assert digest(kind.fingerprint(game)) == data["final_fingerprints"][entry.id]
        assert Replay(entry.save).finished
