"""Issue 20 on the page: the expert level in both games' lists and saves, the measured ratings
beside the levels, the thinking mark with Move now, and the worker's side of thinking
(boardgame.remote) giving the page's own moves; all without a browser."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import web.games  # noqa: F401  (registers both games)
from boardgame.remote import RemoteThinker
from web.shell import frame, protocol, ratings
from web.shell.saves import Rules, prepare_load
from web.shell.ui_state import LEVELS, UiState

GAMES = ("yokohama", "machikoro")
ROOT = Path(__file__).resolve().parents[2]


def session_with(game_id: str, level: str, seed: int = 3, pace: str = "instant"):
    """A 2-seat game of ``game_id``: a person, then a computer at ``level``."""
    s = protocol.game(game_id).new_session(False)
    s.ui.pace = pace
    s.new_game({"players": 2, "seed": seed, "options": {},
                "seats": [{"name": "Aiko", "kind": "human", "level": "normal"},
                          {"name": "Ben", "kind": "computer", "level": level}]})
    return s


def to_computer(s) -> None:
    """Play the person's first legal moves until the computer seat is to move."""
    for _ in range(60):
        if s.computer_to_move():
            return
        s.play(s.legal_for_ui()[0])
    raise AssertionError("the computer never got a turn")


# ---------------------------------------------------------------------- levels and saves
def test_every_level_list_names_the_expert():
    assert LEVELS == ("easy", "normal", "hard", "expert")
    assert Rules().levels == LEVELS
    for gid in GAMES:
        s = protocol.game(gid).new_session(False)
        assert s.levels == LEVELS
        ai = __import__(s.ai_package, fromlist=["LEVELS"])
        assert set(LEVELS) <= set(ai.LEVELS)  # the engine knows every level the page offers


@pytest.mark.parametrize("game_id", GAMES)
def test_the_form_offers_the_expert_in_both_games(game_id):
    s = protocol.game(game_id).new_session(False)
    s.ui.screen = "new"
    html = frame.new_game_form(s.ui)
    for i in range(4):
        assert f'<select name="level{i}"' in html
    assert html.count('<option value="expert"') == 4


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_with_an_expert_seat_resumes_with_the_expert(game_id):
    s = session_with(game_id, "expert")
    assert s.config["seats"][1]["level"] == "expert"
    again = prepare_load(protocol.game(game_id), s.to_save())
    assert again.config["seats"][1]["level"] == "expert"
    assert again.ai_level() == "expert" or not again.computer_to_move()
    assert json.loads(again.to_save())["config"] == json.loads(s.to_save())["config"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_older_saves_with_the_three_levels_still_load(game_id, level):
    s = session_with(game_id, level)
    assert prepare_load(protocol.game(game_id), s.to_save()).config["seats"][1]["level"] == level


def test_an_unknown_level_becomes_normal():
    s = session_with("yokohama", "grandmaster")
    assert s.config["seats"][1]["level"] == "normal"


# ---------------------------------------------------------------------- ratings
RATED = {"game": "test", "command": "bench", "games_per_pair": 10,
         "levels": {"easy": 1180, "normal": 1500.4, "expert": 1850}}


def test_a_ratings_file_gives_each_level_its_number():
    assert ratings.parse(json.dumps(RATED)) == {"easy": 1180, "normal": 1500, "expert": 1850}


@pytest.mark.parametrize("text", ["", "[]", "{", '{"levels": {"easy": "x"}}',
                                  '{"levels": {"easy": true}}', '{"levels": 3}', "9" * 30_000])
def test_a_broken_ratings_file_gives_no_numbers(text):
    assert ratings.parse(text) == {}


def test_ratings_are_read_beside_the_ai_package_without_importing_it(tmp_path, monkeypatch):
    data = tmp_path / "fakegame" / "ai" / "data"
    data.mkdir(parents=True)
    for d in (tmp_path / "fakegame", tmp_path / "fakegame" / "ai"):
        (d / "__init__.py").write_text("raise RuntimeError('imported')\n")
    (data / "ratings.json").write_text(json.dumps(RATED))
    monkeypatch.syspath_prepend(str(tmp_path))
    ratings.forget()
    try:
        assert ratings.ratings("fakegame.ai")["expert"] == 1850
        assert "fakegame" not in sys.modules
        assert ratings.ratings("nosuchgame.ai") == {}
        assert ratings.ratings("") == {}
    finally:
        ratings.forget()


def test_the_chooser_shows_a_rating_only_where_there_is_one():
    ui = UiState(screen="new", ratings={"easy": 1180, "expert": 1850})
    html = frame.new_game_form(ui)
    assert ">expert (≈1850)</option>" in html
    assert 'aria-label="expert, rated about 1850"' in html
    assert ">easy (≈1180)</option>" in html
    assert ">normal</option>" in html and ">hard</option>" in html  # no number: none shown
    assert 'id="levels-note"' in html and 'aria-describedby="levels-note"' in html
    bare = frame.new_game_form(UiState(screen="new"))
    assert "≈" not in bare and "levels-note" not in bare


def test_the_session_reads_its_games_ratings(monkeypatch):
    monkeypatch.setattr(ratings, "_CACHE", {"yokohama.ai": {"expert": 1900}})
    s = protocol.game("yokohama").new_session(False)
    assert s.ui.ratings == {"expert": 1900}


def test_the_site_ships_each_games_ratings_file(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    import build_site

    pkg = tmp_path / "somegame"
    (pkg / "ai" / "data").mkdir(parents=True)
    (pkg / "ai" / "__init__.py").write_text("")
    (pkg / "ai" / "data" / "ratings.json").write_text(json.dumps(RATED))
    build_site.write_zip(pkg, tmp_path / "somegame.zip")
    import zipfile

    with zipfile.ZipFile(tmp_path / "somegame.zip") as zf:
        assert json.loads(zf.read("ai/data/ratings.json")) == RATED


# ---------------------------------------------------------------------- the thinking mark
def test_the_thinking_mark_names_the_seat_counts_seconds_and_offers_move_now():
    html = frame.thinking_mark("Ben", 3)
    assert "Ben is thinking…" in html
    assert '<span class="think-secs">3 s</span>' in html
    assert 'data-action="move-now"' in html and 'id="move-now"' in html
    assert html.count("<button") == 1  # a real button: keyboard reachable


def test_the_seat_chip_of_the_thinking_seat_is_marked():
    entries = [{"seat": 0, "name": "Aiko", "facts": []},
               {"seat": 1, "name": "Ben", "facts": [], "current": True}]
    html = frame.seat_strip(entries, thinking=4)
    assert html.count("is-thinking") == 1 and "4 s" in html
    assert "is-thinking" not in frame.seat_strip(entries)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_shows_the_mark_while_the_computer_is_to_move(game_id):
    s = session_with(game_id, "expert")
    to_computer(s)
    s.ui.think_secs = 2
    gi = protocol.game(game_id)
    html = gi.render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="thinking"' in html and 'id="move-now"' in html
    assert "Ben is thinking…" in html and 'class="seat-chip' in html and "is-thinking" in html
    s.ai_play(s.legal_for_ui()[0] if s.legal_for_ui() else s.game.legal_moves()[0])


# ---------------------------------------------------------------------- the worker's side
@pytest.mark.parametrize("game_id", GAMES)
def test_the_worker_thinks_the_pages_own_move(game_id):
    """The same request, thought in the worker (boardgame.remote, from the save text) and on
    the page (the session's thinker): the same move."""
    s = session_with(game_id, "hard", pace="instant")
    to_computer(s)
    request = s.ai_request()
    assert request["game"] == request["engine"] == game_id
    remote = RemoteThinker(json.dumps(request))
    while not remote.step(50):
        pass
    thinker = s.ai_thinker()
    while not thinker.step(50):
        pass
    assert remote.answer() == {"move": thinker.result(), "how": "result"}
    assert remote.answer(now=True)["how"] == "result"  # finished: Move now changes nothing


@pytest.mark.parametrize("game_id", GAMES)
def test_move_now_before_anything_is_found_plays_the_normal_move(game_id):
    s = session_with(game_id, "expert")
    to_computer(s)
    request = s.ai_request()
    remote = RemoteThinker(request)
    answer = remote.answer(now=True)
    assert answer["how"] in ("quick", "best")
    assert answer["move"] in s.game.legal_moves()
    if answer["how"] == "quick":
        assert answer["move"] == s.ai_quick_move()
    with pytest.raises(RuntimeError):
        RemoteThinker(request).answer()  # not finished and not asked to move now


def test_move_now_after_some_thinking_plays_the_best_move_so_far():
    s = session_with("yokohama", "expert", pace="normal")
    to_computer(s)
    remote = RemoteThinker(s.ai_request())
    for _ in range(20):
        if remote.step(20):
            break
    answer = remote.answer(now=True)
    assert answer["move"] in s.game.legal_moves()
    best = remote.thinker.best()
    if answer["how"] == "best":
        assert answer["move"] == best


@pytest.mark.parametrize("bad", [{"engine": "os.path"}, {"engine": "machikoro"},
                                 {"game": "machikoro"}, {"game": "chess"},
                                 {"engine": "yoko hama"}])
def test_the_worker_thinks_only_with_a_registered_games_engine(bad):
    s = session_with("yokohama", "expert")
    to_computer(s)
    with pytest.raises((ValueError, ImportError)):
        RemoteThinker({**s.ai_request(), **bad})


def test_the_instant_pace_gives_the_expert_a_short_budget():
    for gid in GAMES:
        s = session_with(gid, "expert", pace="instant")
        short = s.ai_budget("expert")
        s.ui.pace = "normal"
        assert short is not None and (s.ai_budget("expert") is None
                                      or s.ai_budget("expert") > short)
