"""What a game gives the page shell: one :class:`GameUI` value per game, and the registry.

The shell never imports a game by name; it asks the registered ``GameUI`` values (listed in
:mod:`web.games`, one line per game) for everything that differs between games. Pure Python.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

REGISTRY_MODULE = "web.games"  # the module whose import registers the page's games


@dataclass(frozen=True)
class GameUI:
    """One game as the page shell sees it.

    - ``id``: short name (``data-action="game:<id>"``, ``ui.game``, ``body[data-game]``).
    - ``title_key``: message key of the game's name (tab label, document title).
    - ``app_id``: the ``"app"`` field of the page's save files of this game.
    - ``storage_key`` / ``broken_key``: localStorage keys of the save and of a save that
      could not be read (kept aside, never overwritten).
    - ``new_session(narrow)``: a fresh session (a :class:`web.shell.session.Session`).
    - ``render(view, ui, legal) -> str``: the whole page markup; pure.
    - ``choosers(legal, view) -> {target key: moves}``: what a ``data-target`` element offers
      (games without choosers leave the default: none).
    - ``messages``: the game's text catalogue (added to :mod:`web.shell.messages`).
    - ``engine_save_format``: the ``"format"`` of the engine's own save files, if the page
      opens them too (e.g. ``python -m <engine>`` saves); ``None`` otherwise.
    - ``page_hooks``: ``{window attribute: callable}`` the binding exposes on ``window``
      (benchmarks, test hooks).
    """

    id: str
    title_key: str
    app_id: str
    storage_key: str
    broken_key: str
    new_session: Callable[[bool], object]
    render: Callable[[dict | None, object, list[str]], str]
    messages: dict[str, str]
    choosers: Callable[[list[str], dict | None], dict[str, list[str]]] = \
        lambda legal, view: {}
    engine_save_format: str | None = None
    page_hooks: dict[str, Callable] = field(default_factory=dict)


_GAMES: list[GameUI] = []


def register(game: GameUI) -> GameUI:
    """Add ``game`` to the page (again: replaces the one with its id). Returns it."""
    from web.shell.messages import add_catalogue

    add_catalogue(game.messages)
    _GAMES[:] = [g for g in _GAMES if g.id != game.id] + [game]
    return game


def unregister(game_id: str) -> None:
    _GAMES[:] = [g for g in _GAMES if g.id != game_id]


def games() -> list[GameUI]:
    """The registered games, in tab order (importing the registry module first)."""
    importlib.import_module(REGISTRY_MODULE)
    return list(_GAMES)


def game(game_id: str) -> GameUI | None:
    return next((g for g in games() if g.id == game_id), None)
