"""A third game, whole in one module, for the tests of the shell/game boundary
(test_plugin_protocol.py): its engine (``new_game``, ``load_game``, ``IllegalMoveError``), its
computer level (``choose_move``, ``Thinker``) and its descriptor (``KIND``), which it registers
itself on import like the real games. "Race to 10": the seats take turns adding 1 or 2 to a
shared total; whoever reaches 10 wins."""

from __future__ import annotations

import json
from typing import Any

from boardgame.kinds import GameKind, register

TARGET = 10
SAVE_FORMAT = "race-save"


class IllegalMoveError(ValueError):
    pass


class RaceGame:
    """The game: the total, the moves played, the winner."""

    def __init__(self, names: list[str], moves: list[str] | None = None) -> None:
        self.names = list(names)
        self.moves: list[str] = []
        self.events: list[dict[str, Any]] = []
        self.total, self.winner = 0, None
        for move in moves or []:
            self.play(move)

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else len(self.moves) % len(self.names)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_moves(self) -> list[str]:
        return [] if self.is_over else [f"add {n}" for n in (1, 2) if self.total + n <= TARGET]

    def play(self, move: str) -> None:
        if move not in self.legal_moves():
            raise IllegalMoveError(move)
        seat = self.current_player
        self.total += int(move.removeprefix("add "))
        self.moves.append(move)
        self.events = [{"type": "add", "seat": seat, "total": self.total}]
        if self.total == TARGET:
            self.winner = seat

    def clone(self) -> RaceGame:
        return RaceGame(self.names, self.moves)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"players": [{"seat": i, "name": n} for i, n in enumerate(self.names)],
                "names": list(self.names), "total": self.total, "seat": seat,
                "current_player": self.current_player}

    def to_json(self) -> str:
        return json.dumps({"format": SAVE_FORMAT, "setup": {"players": self.names},
                           "moves": self.moves})

    def scores(self) -> dict[str, Any]:
        return {"winner": self.winner,
                "players": [{"won": int(i == self.winner)} for i in range(len(self.names))]}


def new_game(players: list[str], seed: int = 0, options: dict[str, Any] | None = None
             ) -> RaceGame:
    return RaceGame(players)


def load_game(text: str | bytes) -> RaceGame:
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("not a race save")
    try:
        return RaceGame(data["setup"]["players"], data["moves"])
    except (KeyError, TypeError, IllegalMoveError) as error:
        raise ValueError(f"a broken race save: {error}") from None


# --- the computer level ----------------------------------------------------------------------

def choose_move(game: RaceGame, seat: int, level: str = "normal", seed: int = 0) -> str:
    """Reach the target when possible, else add 1."""
    legal = game.legal_moves()
    return "add 2" if game.total + 2 == TARGET else legal[0]


class Thinker:
    """Thinks in slices like the real levels (one slice is enough here)."""

    def __init__(self, game: RaceGame, seat: int, level: str, seed: int,
                 budget_ms: float | None = None) -> None:
        self.game, self.seat, self.level, self.seed = game, seat, level, seed
        self.move: str | None = None

    def step(self, slice_ms: float) -> bool:
        self.move = choose_move(self.game, self.seat, self.level, self.seed)
        return True

    def result(self) -> str:
        assert self.move is not None
        return self.move


# --- the descriptor ---------------------------------------------------------------------------

def totals(replay: Any) -> dict[str, Any]:
    """The total after every move."""
    return {"totals": [game.total for _, game in replay.walk()]}


KIND: GameKind[RaceGame] = register(GameKind(
    name="race", save_format=SAVE_FORMAT, share_code="rc", engine=__name__, ai=__name__,
    round_word="turn", round_of=lambda game: len(game.moves),
    fingerprint=lambda game: json.dumps([game.names, game.moves, game.total]),
    full_view=lambda game: {**game.view(None), "revealed": True},
    final_scores=lambda game: [int(i == game.winner) for i in range(len(game.names))],
    stats=totals,
))
