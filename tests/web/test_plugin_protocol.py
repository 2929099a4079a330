"""The shell/game boundary: adding a game is its own folders plus one registry line.

A third game (race_engine.py: engine, computer level and its ``GameKind``, registered by the
game itself; its page plug-in here: a ``GameUI``) is registered into an EMPTY registry (no
Yokohama, no Machi Koro) and played to the end, saved, replayed, shared, archived and thought
about in the worker through the shell and the floor; and neither names any game."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from boardgame import kinds, share
from boardgame.remote import RemoteThinker
from boardgame.replay import Replay
from web import i18n
from web.shell import archive_screen, frame, protocol, replay_screen
from web.shell.pieces import esc
from web.shell.saves import LoadError, game_of_save, prepare_load
from web.shell.session import Session
from web.shell.ui_state import UiState

ROOT = Path(__file__).resolve().parents[2]


def race_session(engine):
    class RaceSession(Session):
        game_id = "race"
        app_id = "race-web"
        secret = False
        ai_package = engine.__name__

        def __init__(self, ui: UiState | None = None):
            super().__init__(engine, ui)

        def choose_ai_move(self, game, seat, level, seed):
            return engine.choose_move(game, seat, level, seed)

        def final_scores(self):
            return {"winner": self.game.winner, "rows": []}

    return RaceSession


def race_render(view, ui, legal) -> str:
    def header(v):
        if v is None:
            return frame.header_bar("Race", ui, None)
        cur = v["current_player"]
        return frame.header_bar("Race", ui, (f"total {v['total']}", cur,
                                             v["names"][cur] if cur is not None else "", "add"))

    def body():
        buttons = "".join(frame.btn(m, move=m) for m in legal)
        final = f'<div id="final">{frame.final_buttons()}</div>'
        return (f'<section id="actions">{buttons}</section>', race_table(view, ui),
                frame.log_panel(ui, "log", 50), final)

    return frame.page(view, ui, header, body)


def race_table(view, ui) -> str:
    return f'<svg id="table"><text>{esc(view["total"])}</text></svg>'


def race_log(replay, step) -> list[str]:
    return [f"{replay.names[replay.mover(step)]}: {replay.move(step)}"]


def race_ui(engine) -> protocol.GameUI:
    """The race game's page plug-in: everything the shell needs, as one value."""
    session = race_session(engine)
    return protocol.GameUI(
        kind=engine.KIND, id="race", title_key="game_race", app_id="race-web",
        storage_key="race.save", broken_key="race.save.broken",
        new_session=lambda narrow: session(UiState(narrow=narrow)), render=race_render,
        messages={"game_race": "Race to 10"},
        component_names=lambda: {"race.total": "The total"},
        table=race_table, replay_log=race_log,
        stats=lambda replay: f'<p id="totals">{engine.KIND.stats(replay)["totals"]}</p>',
    )


@pytest.fixture
def race(monkeypatch):
    """An empty registry (page and floor), then the race game's one registry line; the
    registries and the page's texts as they were afterwards."""
    monkeypatch.setattr(protocol, "_GAMES", [])
    monkeypatch.setattr(kinds, "_KINDS", {})
    monkeypatch.setattr(i18n, "_sources", list(i18n._sources))
    monkeypatch.setattr(i18n, "_added", list(i18n._added))
    texts = dict(i18n.MESSAGES)
    assert protocol.games() == [] and kinds.kinds() == []
    engine = importlib.import_module("race_engine")  # (its import registers its kind)
    gi = protocol.register(race_ui(engine))
    assert protocol.games() == [gi] and kinds.kinds() == [engine.KIND]
    yield gi
    i18n.MESSAGES.clear()
    i18n.MESSAGES.update(texts)


def config(kinds_, names=("Ann", "Bob")):
    return {"players": len(kinds_), "seed": 4, "options": {},
            "seats": [{"name": n, "kind": k, "level": "easy"}
                      for n, k in zip(names, kinds_, strict=False)]}


def finished(gi) -> Session:
    """A game of the race played to the end through the shell's session."""
    s = gi.new_session(False)
    s.new_game(config(("human", "computer")))
    for _ in range(40):
        if s.game.is_over:
            break
        if s.computer_to_move():
            s.ai_step()
            continue
        legal = s.legal_for_ui()
        html = gi.render(s.view(), s.ui, legal)
        assert set(re.findall(r'data-move="([^"]+)"', html)) == set(legal)
        s.play(legal[-1])
    assert s.game.is_over
    return s


def test_the_only_registered_game_gets_the_new_game_form(race):
    s = race.new_session(False)
    s.ui.screen = "new"
    html = race.render(None, s.ui, [])
    assert 'data-action="game:race"' in html and "Race to 10" in html
    assert re.findall(r'data-action="game:([^"]+)"', html) in ([], ["race"])


def test_a_third_game_plays_to_the_end_through_the_shell(race):
    s = finished(race)
    assert s.game.total == 10
    assert s.ui.screen == "final" and s.ui.final["winner"] == s.game.winner
    html = race.render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="final"' in html and "data-move" not in html


def test_page_saves_of_the_third_game_round_trip(race):
    s = race.new_session(False)
    s.new_game(config(("human", "human")))
    s.play("add 2")
    s.play("add 1")
    text = s.to_save()
    assert game_of_save(text, protocol.games()) == "race"
    again = prepare_load(race, text)
    assert again.game.moves == ["add 2", "add 1"] and again.ui.log == s.ui.log
    assert again.ui.viewer == again.game.current_player == 0
    with pytest.raises(LoadError):
        again.load(json.dumps({**json.loads(text), "app": "other-web"}))
    assert again.game.moves == ["add 2", "add 1"]  # the game that was there is untouched


def test_the_third_game_replays_with_its_charts(race):
    s = finished(race)
    save = s.game.to_json()
    replay = Replay(save)
    assert len(replay) == len(s.game.moves) and replay.kind is race.kind
    assert replay.round_at(3) == 3 and replay.view(len(replay), None)["revealed"]
    rs = replay_screen.open_replay("race", save, "current")
    html = replay_screen.render(rs, "Race to 10", race.table, race.replay_log, s.ui)
    assert 'id="table"' in html and f"{s.game.names[replay.mover(len(replay))]}: " in html
    charts = replay_screen.render_stats(rs, "Race to 10", race.stats, s.ui)
    assert 'id="totals">[0, ' in charts and "10]" in charts


def test_the_third_game_is_shared_by_a_link_and_opened_from_it(race):
    s = finished(race)
    link = share.encode_game(s.game)
    assert link.startswith(share.PREFIX + "1.rc.")
    opened = share.decode(link, expected_game="race")
    assert opened.game == "race" and json.loads(opened.save)["moves"] == s.game.moves
    rs = replay_screen.open_replay(opened.game, opened.save, "shared")
    assert rs.finished and rs.step == len(s.game.moves)
    assert share.decode_save(s.game.to_json()).game == "race"  # a replay file
    unfinished = race.new_session(False)
    unfinished.new_game(config(("human", "human")))
    with pytest.raises(share.ShareError):
        share.encode_game(unfinished.game)


def test_the_third_game_goes_to_the_archive_of_finished_games(race):
    s = finished(race)
    added = archive_screen.add_finished(None, s.game.to_json(), "2026-12-01T10:00:00Z")
    assert added.text is not None, added.message
    archive, note = archive_screen.load(added.text)
    assert note == "" and [e.game for e in archive.entries] == ["race"]
    assert archive.entries[0].scores == race.kind.final_scores(s.game)
    html = archive_screen.render(archive, s.ui)
    assert 'data-game="race"' in html and "Race to 10" in html


def test_the_worker_thinks_for_the_third_game(race):
    s = race.new_session(False)
    s.new_game(config(("computer", "human")))
    request = s.ai_request()
    assert request["game"] == "race" and request["engine"] == "race_engine"
    thinker = RemoteThinker(json.dumps(request))
    assert thinker.step(10)
    assert thinker.answer()["move"] in s.game.legal_moves()


def test_the_third_games_texts_and_component_names_are_the_pages(race):
    assert i18n.has("game_race") and i18n.t("race.total") == "The total"
    assert i18n.english()["race.total"] == "The total"


def test_a_game_whose_kind_has_another_name_is_refused(race):
    from dataclasses import replace

    with pytest.raises(ValueError):
        protocol.register(replace(race, id="other"))


def test_two_games_cannot_share_a_save_format_or_a_link_code(race):
    from dataclasses import replace

    with pytest.raises(ValueError):
        kinds.register(replace(race.kind, name="race2"))
    with pytest.raises(ValueError):
        kinds.register(replace(race.kind, name="race2", save_format="race2-save"))


# --- neither the shell nor the floor names a game ------------------------------------------

GAME_NAMES = re.compile(r"yokohama|machikoro|mk_", re.IGNORECASE)
NAMING_NONE = ("boardgame/*.py", "web/*.py", "web/shell/*.py")
REGISTRY = ROOT / "web" / "games.py"  # the page's registry: one line per game


def _code(path: Path) -> str:
    """The code of a module without its docstrings and comments (they may say "e.g.")."""
    return re.sub(r'"""(?:.|\n)*?"""|#.*', "", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", sorted(p for pattern in NAMING_NONE for p in ROOT.glob(pattern)
                                        if p != REGISTRY), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_shell_and_the_floor_name_no_game(path):
    found = GAME_NAMES.search(_code(path))
    assert found is None, found.group(0)


def test_the_registry_is_one_line_per_game():
    code = _code(REGISTRY)
    assert re.findall(r"protocol\.register\((\w+)\.GAME\)", code) == ["yokohama", "machikoro"]
    assert len(GAME_NAMES.findall(code)) == 4  # the import line and one line per game
