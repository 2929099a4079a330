"""The shell/game boundary: a third game defined only here plugs in through ``GameUI`` and is
played to the end through the shell's session, page frame and saves; the shell names no game."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from web.shell import frame, protocol
from web.shell.pieces import esc
from web.shell.saves import LoadError, game_of_save
from web.shell.session import Session
from web.shell.ui_state import UiState

TARGET = 10  # race to 10: each move adds 1 or 2; whoever reaches 10 wins


class RaceGame:
    """A tiny engine game: the seats take turns adding 1 or 2 to a shared total."""

    def __init__(self, players: list[str], moves: list[str] | None = None):
        self.players, self.moves, self.events = list(players), [], []
        self.total, self.winner = 0, None
        for m in moves or []:
            self.play(m)

    @property
    def current_player(self):
        return None if self.is_over else len(self.moves) % len(self.players)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_moves(self) -> list[str]:
        return [] if self.is_over else [f"add {n}" for n in (1, 2) if self.total + n <= TARGET]

    def play(self, move: str) -> None:
        if move not in self.legal_moves():
            raise RaceEngine.IllegalMoveError(move)
        seat = self.current_player
        self.total += int(move.split()[1])
        self.moves.append(move)
        self.events = [{"type": "add", "seat": seat, "total": self.total}]
        if self.total == TARGET:
            self.winner = seat

    def clone(self) -> RaceGame:
        return RaceGame(self.players, self.moves)

    def view(self, seat) -> dict:
        return {"players": [{"seat": i, "name": n} for i, n in enumerate(self.players)],
                "names": self.players, "total": self.total, "seat": seat,
                "current_player": self.current_player}

    def to_json(self) -> str:
        return json.dumps({"players": self.players, "moves": self.moves})

    def scores(self) -> list[int]:
        return [1 if i == self.winner else 0 for i in range(len(self.players))]


class RaceEngine:
    class IllegalMoveError(ValueError):
        pass

    @staticmethod
    def new_game(players, seed, options):
        return RaceGame(players)

    @staticmethod
    def load_game(text: str) -> RaceGame:
        data = json.loads(text)
        return RaceGame(data["players"], data["moves"])


class RaceSession(Session):
    game_id = "race"
    app_id = "race-web"
    secret = False

    def __init__(self, ui: UiState | None = None):
        super().__init__(RaceEngine, ui)


def race_render(view, ui, legal) -> str:
    def header(v):
        if v is None:
            return frame.header_bar("Race", ui, None)
        cur = v["current_player"]
        return frame.header_bar("Race", ui, (f"total {v['total']}", cur,
                                             v["names"][cur] if cur is not None else "", "add"))

    def body():
        buttons = "".join(frame.btn(m, move=m) for m in legal)
        table = f'<svg id="table"><text>{esc(view["total"])}</text></svg>'
        final = f'<div id="final">{frame.final_buttons()}</div>'
        return (f'<section id="actions">{buttons}</section>', table,
                frame.log_panel(ui, "log", 50), final)

    return frame.page(view, ui, header, body)


RACE = protocol.GameUI(
    id="race", title_key="game_race", app_id="race-web", storage_key="race.save",
    broken_key="race.save.broken", new_session=lambda narrow: RaceSession(UiState(narrow=narrow)),
    render=race_render, messages={"game_race": "Race to 10"},
)


@pytest.fixture
def race():
    protocol.register(RACE)
    yield RACE
    protocol.unregister(RACE.id)


def config(kinds):
    return {"players": len(kinds), "seed": 4, "options": {},
            "seats": [{"name": n, "kind": k, "level": "easy"}
                      for n, k in zip(("Ann", "Bob"), kinds, strict=False)]}


def test_a_registered_game_gets_a_tab_on_the_new_game_form(race):
    s = race.new_session(False)
    s.ui.screen = "new"
    html = race.render(None, s.ui, [])
    assert 'data-action="game:race"' in html and "Race to 10" in html
    assert 'aria-pressed="true">Race to 10' in html


def test_a_third_game_plays_to_the_end_through_the_shell(race):
    s = race.new_session(False)
    s.new_game(config(("human", "computer")))
    for _ in range(40):
        if s.game.is_over:
            break
        if s.computer_to_move():
            s.ai_step()
            continue
        legal = s.legal_for_ui()
        html = race.render(s.view(), s.ui, legal)
        assert set(re.findall(r'data-move="([^"]+)"', html)) == set(legal)
        s.play(legal[-1])
    assert s.game.is_over and s.game.total == TARGET
    assert s.ui.screen == "final" and s.ui.final["winner"] == s.game.winner
    html = race.render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="final"' in html and "data-move" not in html


def test_save_round_trip_of_the_third_game(race):
    s = race.new_session(False)
    s.new_game(config(("human", "human")))
    s.play("add 2")
    s.play("add 1")
    text = s.to_save()
    assert game_of_save(text, protocol.games()) == "race"
    again = race.new_session(False)
    again.load(text)
    assert again.game.moves == ["add 2", "add 1"] and again.ui.log == s.ui.log
    assert again.ui.viewer == again.game.current_player == 0
    with pytest.raises(LoadError):
        again.load(json.dumps({**json.loads(text), "app": "other-web"}))
    assert again.game.moves == ["add 2", "add 1"]  # the game that was there is untouched


GAME_NAMES = re.compile(r"yokohama|machikoro|mk_", re.IGNORECASE)


def test_the_shell_names_no_game():
    shell = Path(protocol.__file__).parent
    for path in sorted(shell.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        code = re.sub(r'"""(?:.|\n)*?"""|#.*', "", text)  # docstrings and comments may say "e.g."
        assert not GAME_NAMES.search(code), (path.name, GAME_NAMES.search(code).group(0))
