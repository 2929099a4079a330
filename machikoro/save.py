"""Save format v1: setup plus move list (replayed on load), with a snapshot riding along.

::

    {"format": "machikoro-save", "version": 1,
     "setup": {"players": 3, "names": [...], "seed": 7, "options": {}, "dice": [],
               "position": {...}},           # "position" only for from_position games
     "moves": ["roll 1", "build ranch", ...],
     "snapshot": {...}}                       # optional; checked against the replay
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgame.safe_json import InputError, cut, loads, quote

from .moves import IllegalMoveError
from .save_text import FORMAT, VERSION, to_json

if TYPE_CHECKING:
    from .game import Game

__all__ = ["FORMAT", "VERSION", "SaveError", "load_game", "to_json"]

MAX_SAVE_CHARS = 1_000_000  # a long 4-player game is about 20 KB
MAX_SAVE_DEPTH = 8  # object > setup > position > players > player > buildings is 5


class SaveError(ValueError):
    """A save text cannot be loaded; ``reason`` is a short code, the message explains."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{message} [{reason}]")
        self.reason = reason


def _need(obj: dict[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise SaveError("missing_field", f"save is missing the field {where}{key!r}")
    return obj[key]


def _setup_game(setup: dict[str, Any]) -> Game:
    from .start import from_position, new_game

    try:
        if "position" in setup:
            if not isinstance(setup["position"], dict):
                raise SaveError("bad_setup", "save setup.position must be an object")
            pos = dict(setup["position"])
            pos["seed"] = setup.get("seed", 0)
            pos["dice"] = setup.get("dice") or []
            return from_position(pos)
        count = _need(setup, "players", "setup.")
        players = setup.get("names") or count
        if isinstance(players, list) and count != len(players):
            raise SaveError("bad_setup", f"setup has {quote(count)} players but "
                                         f"{len(players)} names")
        return new_game(players=players, seed=_need(setup, "seed", "setup."),
                        options=setup.get("options") or None, dice=setup.get("dice") or None)
    except SaveError:
        raise
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError("bad_setup", f"save setup is invalid: {cut(str(exc))}") from None


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from save text, replaying and checking every move."""
    try:
        data = loads(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_SAVE_DEPTH)
    except InputError as exc:
        raise SaveError("not_json", f"save cannot be read: {exc}") from None
    if not isinstance(data, dict):
        raise SaveError("not_json", "save must be a JSON object")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise SaveError("foreign", f"not a Machi Koro save: format is {quote(fmt)}, "
                                   f"expected {quote(FORMAT)}")
    version = _need(data, "version", "")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("bad_version", f"save version {quote(version)} is not a positive int")
    if version > VERSION:
        raise SaveError("future_version", f"save version {quote(version)} is newer than this "
                                          f"engine (supports up to {VERSION})")
    setup = _need(data, "setup", "")
    moves = _need(data, "moves", "")
    if not isinstance(setup, dict):
        raise SaveError("bad_field", "save field 'setup' must be an object")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError("bad_field", "save field 'moves' must be a list of move texts")
    game = _setup_game(setup)
    for i, move in enumerate(moves):
        try:
            game.play(move)
        except IllegalMoveError as exc:
            raise SaveError("illegal_move", f"move {i + 1} of {len(moves)} is illegal: "
                                            f"{exc}") from None
    snap = data.get("snapshot")
    if snap is not None and snap != game.state.snapshot():
        raise SaveError("snapshot_mismatch", "save snapshot does not match the replayed game")
    game.state.events = []
    return game
