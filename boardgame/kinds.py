"""The games the shared modules know: a registry that the games fill, and that names none.

Each game describes itself with one :class:`GameKind` and registers it, as OpenSpiel's games
end with ``register_game`` (a game's ``<engine>/kind.py`` ends with ``register(KIND)``;
importing the engine package registers it). Replays, share links, the archive and the
thinking worker look a game up here, by its name, its save format or its link code, and never
import one by name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar


class PlayedGame(Protocol):
    """What the shared modules call on an engine's game (each engine's ``Game``, the third
    game of the tests): any object of this shape, no base class."""

    @property
    def names(self) -> Sequence[str]: ...  # the seats' names

    @property
    def current_player(self) -> int | None: ...  # None: nobody (the game is over)

    @property
    def is_over(self) -> bool: ...

    @property
    def moves(self) -> Sequence[str]: ...  # the moves played, in order

    @property
    def events(self) -> Sequence[dict[str, Any]] | None: ...  # what the last move did

    def legal_moves(self) -> Sequence[str]: ...

    def play(self, move: str) -> None: ...  # raises the engine's IllegalMoveError

    def view(self, seat: int | None) -> dict[str, Any]: ...  # what ``seat`` may see

    def scores(self) -> Any: ...  # per-seat totals, in the engine's shape

    def clone(self) -> PlayedGame: ...

    def to_json(self) -> str: ...  # the engine's save text (its ``load_game`` reads it)


G = TypeVar("G", bound=PlayedGame)


@dataclass(frozen=True)
class GameKind(Generic[G]):
    """One game as the shared modules see it; the game owns it (``<engine>/kind.py``).

    - ``name``: short id (archive entries, the page's registry, share links).
    - ``save_format``: the ``"format"`` field of the engine's saves (how a save is recognised).
    - ``share_code``: two lower-case letters naming the game in share links (``#replay=1.yh.…``).
    - ``engine``: the engine package: ``new_game``, ``load_game``, ``IllegalMoveError``,
      ``OPTIONS``; importing it registers this kind.
    - ``ai``: its computer levels: ``Thinker``, ``choose_move``, ``data/ratings.json``.
    - ``round_word``: what ``round_of`` counts, ``"round"`` or ``"turn"`` (a page label key).
    - ``round_of(game)``, ``fingerprint(game)`` (a canonical text of the whole state),
      ``full_view(game)`` (every seat's information, for replays of finished games),
      ``final_scores(game)`` (one number per seat for the archive list).
    - ``stats(replay)``: JSON-like statistics of a replayed game, a
      :class:`boardgame.replay.Replay` (typed ``Any`` here: replay.py imports this module);
      ``None``: none.
    """

    name: str
    save_format: str
    share_code: str
    engine: str
    ai: str
    round_word: str
    round_of: Callable[[G], int]
    fingerprint: Callable[[G], str]
    full_view: Callable[[G], dict[str, Any]]
    final_scores: Callable[[G], list[int]]
    stats: Callable[[Any], dict[str, Any]] | None = None

    def module(self) -> ModuleType:
        """The engine package (``new_game``, ``load_game``...)."""
        return importlib.import_module(self.engine)

    def ai_module(self) -> ModuleType:
        """The engine's computer levels (``Thinker``, ``choose_move``)."""
        return importlib.import_module(self.ai)

    def load_game(self, save: str | bytes) -> G:
        """The engine's game of ``save`` (raises the engine's ``ValueError``s)."""
        game: G = self.module().load_game(save)
        return game


_KINDS: dict[str, GameKind[Any]] = {}


def register(kind: GameKind[G]) -> GameKind[G]:
    """Add ``kind`` (again: replaces the one with its name). Returns it. Another game's save
    format or link code is refused: they must tell the games apart."""
    for other in _KINDS.values():
        if other.name != kind.name and (other.save_format == kind.save_format
                                        or other.share_code == kind.share_code):
            raise ValueError(f"{kind.name!r} and {other.name!r} share a save format or a "
                             f"link code")
    _KINDS[kind.name] = kind
    return kind


def unregister(name: str) -> None:
    _KINDS.pop(name, None)


def kinds() -> list[GameKind[Any]]:
    """The registered games, in registration order."""
    return list(_KINDS.values())


def kind(name: object) -> GameKind[Any] | None:
    """The registered game called ``name``, or None."""
    return _KINDS.get(name) if isinstance(name, str) else None


def kind_of_format(save_format: object) -> GameKind[Any] | None:
    """The registered game whose saves carry ``save_format``, or None."""
    return next((k for k in _KINDS.values() if k.save_format == save_format), None)


def kind_of_code(code: object) -> GameKind[Any] | None:
    """The registered game whose share links carry ``code``, or None."""
    return next((k for k in _KINDS.values() if k.share_code == code), None)
