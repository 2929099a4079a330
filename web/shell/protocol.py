"""What a game gives the page shell: one :class:`GameUI` value per game, and the registry.

The shell never imports a game by name; it asks the registered ``GameUI`` values (listed in
:mod:`web.games`, one line per game) for everything that differs between games. Pure Python.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # types only: the shell's modules import this one
    from boardgame.replay import Replay
    from web.shell.regions import Region
    from web.shell.session import Session
    from web.shell.ui_state import UiState

REGISTRY_MODULE = "web.games"  # the module whose import registers the page's games


class EngineGame(Protocol):
    """What the shell reads and calls on a game of an engine (``yokohama.Game``,
    ``machikoro.Game``, the third game of the tests): any object of this shape, no base class.
    """

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

    def scores(self) -> Any: ...  # per-seat totals, in the engine's shape (read by its session)

    def clone(self) -> EngineGame: ...

    def to_json(self) -> str: ...  # the engine's save text (its ``load_game`` reads it)


View = dict[str, Any]  # ``game.view(seat)``: JSON-like


@dataclass(frozen=True)
class GameUI:
    """One game as the page shell sees it.

    - ``id``: short name (``data-action="game:<id>"``, ``ui.game``, ``body[data-game]``).
    - ``title_key``: message key of the game's name (tab label, document title).
    - ``app_id``: the ``"app"`` field of the page's save files of this game.
    - ``storage_key`` / ``broken_key``: localStorage keys of the save, and the base of the
      dated keys (``<broken_key>.<ISO date>``) that keep saves that could not be read.
    - ``new_session(narrow)``: a fresh session (a :class:`web.shell.session.Session`).
    - ``render(view, ui, legal) -> str``: the whole page markup; pure.
    - ``choosers(legal, view) -> {target key: moves}``: what a ``data-target`` element offers
      (games without choosers leave the default: none).
    - ``messages``: the game's text catalogue (added to :mod:`web.shell.messages`).
    - ``engine_save_format``: the ``"format"`` of the engine's own save files, if the page
      opens them too (e.g. ``python -m <engine>`` saves); ``None`` otherwise.
    - ``page_hooks``: ``{window attribute: callable}`` the binding exposes on ``window``
      (benchmarks, test hooks).

    Learning aids (optional; web/shell/learn.py, web/shell/tutorial.py, docs/learn.md):

    - ``howto``: the game has ``web/content/<id>/howto.<lang>.md`` (How to play, legend).
    - ``howto_context(view, ui) -> [(kind, value)]``: keys.json context of the moment, most
      specific first (selected element, pending decision), for where How to play opens.
    - ``explain(game, move, seat) -> (sentence, section) | None``: why ``move`` (the
      ``data-why`` text of a table element) is not possible, worded from the engine's refusal
      through the catalogue; ``section`` is the how-to section about it (or "").
    - ``hint(game, seat) -> (move, reason)``: the normal computer level's fair choice.
    - ``describe(move, view) -> str``: a move in words (tutorial texts).
    - ``tutorial() -> script | None``: the guided first game (web/shell/tutorial.py).
    - ``table(view, ui) -> str``: the table alone, with nothing to click (replay screen);
      ``None``: the game has no replay.
    - ``replay_log(replay, step) -> [str]``: the log lines of the move that led to ``step`` of
      a :class:`boardgame.replay.Replay` (default: none).
    - ``stats(replay) -> str``: charts and numbers of a replayed game (``None``: no charts).
    - ``regions(view, ui, legal) -> [web.shell.regions.Region]``: the parts of the table a
      narrow screen shows one at a time behind a tab bar (the shell adds the log), each with
      the legal moves its elements play; ``None``: the whole table always.
    - ``preload``: modules the shown game imports once the first screen is drawn and the page
      is idle (what a start needs and the start screen does not: starting is then quick).
    """

    id: str
    title_key: str
    app_id: str
    storage_key: str
    broken_key: str
    new_session: Callable[[bool], Session]
    render: Callable[[View | None, UiState, list[str]], str]
    messages: Mapping[str, str | tuple[str, str]]
    choosers: Callable[[list[str], View | None], dict[str, list[str]]] = \
        lambda legal, view: {}
    engine_save_format: str | None = None
    page_hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)
    howto: bool = False
    howto_context: Callable[[View | None, UiState], list[tuple[str, str]]] = \
        lambda view, ui: []
    explain: Callable[[EngineGame, str, int | None], tuple[str, str] | None] | None = None
    hint: Callable[[EngineGame, int], tuple[str, str]] | None = None
    describe: Callable[[str, View], str] = lambda move, view: move
    tutorial: Callable[[], dict[str, Any] | None] | None = None
    table: Callable[[View, UiState], str] | None = None
    replay_log: Callable[[Replay, int], list[str]] = lambda replay, step: []
    stats: Callable[[Replay], str] | None = None
    regions: Callable[[View | None, UiState, list[str]], list[Region]] | None = None
    preload: tuple[str, ...] = ()


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


def registered(game_id: str) -> GameUI:
    """The registered game ``game_id`` (one the page has: a LookupError otherwise)."""
    found = game(game_id)
    if found is None:
        raise LookupError(f"no game {game_id!r} is registered")
    return found


def lazy(module: str, name: str) -> Callable[..., Any]:
    """A function that imports ``module`` on its first call and calls its ``name``: a game's
    hooks load their modules only when used (a fast first screen)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        from importlib import import_module

        return getattr(import_module(module), name)(*args, **kwargs)

    call.__name__ = name
    return call


def not_run_yet(module: object) -> bool:
    """Is ``module`` a lazy module (:func:`lazy_module`) whose code has not run yet? (Its type
    says so without reading an attribute, which would run it.)"""
    from importlib.util import _LazyModule  # type: ignore[attr-defined]

    return type(module) is _LazyModule


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, run only when one of its attributes is first read (the standard
    library's ``importlib.util.LazyLoader``): the shell names the modules of screens the first
    draw does not show (replay, archive, share links, how to play, tutorial) without paying
    for their import at start. Already imported: that module."""
    import sys
    from importlib import import_module
    from importlib.util import LazyLoader, find_spec, module_from_spec

    if name in sys.modules:
        return sys.modules[name]
    spec = find_spec(name)
    if spec is None or spec.loader is None:
        return import_module(name)  # raises the usual ImportError
    spec.loader = LazyLoader(spec.loader)
    module = module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)
    return module
