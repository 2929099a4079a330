"""What a game gives the page shell: one :class:`GameUI` value per game, and the registry.

The shell never imports a game by name; it asks the registered ``GameUI`` values for
everything that differs between games. The registry is filled from outside: the page's
entry point imports :mod:`web.games` (one line per game), a test registers the games it
needs. Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from boardgame import kinds
from boardgame.kinds import GameKind, PlayedGame
from web import i18n
from web.shell.messages import add_catalogue

if TYPE_CHECKING:  # types only
    from boardgame.replay import Replay
    from web.shell.regions import Region
    from web.shell.session import Session
    from web.shell.ui_state import UiState

#: What the shell reads and calls on a game of an engine (``boardgame.kinds.PlayedGame``).
EngineGame = PlayedGame
#: Where the page's games keep their how-to-play texts and tutorials, one folder per game
#: (``content/<id>/``; the language packs unpack there too).
CONTENT_ROOT = Path(__file__).resolve().parents[1] / "content"

View = dict[str, Any]  # ``game.view(seat)``: JSON-like


@dataclass(frozen=True)
class GameUI:
    """One game as the page shell sees it.

    - ``kind``: the game's own descriptor for the shared modules (:mod:`boardgame.kinds`: save
      format, share-link code, round counter, fingerprint, full view, final scores,
      statistics, its engine and AI packages); registering the ``GameUI`` registers it too.
    - ``id``: short name (``data-action="game:<id>"``, ``ui.game``, ``body[data-game]``); the
      kind's ``name``.
    - ``title_key``: message key of the game's name (tab label, document title).
    - ``app_id``: the ``"app"`` field of the page's save files of this game.
    - ``storage_key`` / ``broken_key``: localStorage keys of the save, and the base of the
      dated keys (``<broken_key>.<ISO date>``) that keep saves that could not be read.
    - ``new_session(narrow)``: a fresh session (a :class:`web.shell.session.Session`).
    - ``render(view, ui, legal) -> str``: the whole page markup; pure.
    - ``choosers(legal, view) -> {target key: moves}``: what a ``data-target`` element offers
      (games without choosers leave the default: none).
    - ``messages``: the game's text catalogue (added to :mod:`web.i18n`).
    - ``component_names() -> {key: English}``: the names of the game's components for
      translation (read from its data when first needed).
    - ``engine_save_format``: the ``"format"`` of the engine's own save files, if the page
      opens them too (e.g. ``python -m <engine>`` saves); ``None`` otherwise.
    - ``page_hooks``: ``{window attribute: callable}`` the binding exposes on ``window``
      (benchmarks, test hooks).

    Learning aids (optional; web/shell/learn.py, web/shell/tutorial.py, docs/learn.md):

    - ``content``: the folder of the game's How to play (``howto.<lang>.md``, ``keys.json``)
      and guided first game (``tutorial.json``), usually ``CONTENT_ROOT / id``; ``None``: none.
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

    kind: GameKind[Any]
    id: str
    title_key: str
    app_id: str
    storage_key: str
    broken_key: str
    new_session: Callable[[bool], Session]
    render: Callable[[View | None, UiState, list[str]], str]
    messages: Mapping[str, str | tuple[str, str]]
    component_names: Callable[[], Mapping[str, str]] = dict
    choosers: Callable[[list[str], View | None], dict[str, list[str]]] = \
        lambda legal, view: {}
    engine_save_format: str | None = None
    page_hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)
    content: Path | None = None
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

    @property
    def howto(self) -> bool:
        """Whether the game has How to play (a content folder)."""
        return self.content is not None


_GAMES: list[GameUI] = []


def register(game: GameUI) -> GameUI:
    """Add ``game`` to the page (again: replaces the one with its id) with its texts, and its
    kind to the shared modules. Returns it."""
    if game.kind.name != game.id:
        raise ValueError(f"the game {game.id!r} has the kind of {game.kind.name!r}")
    add_catalogue(game.messages)
    i18n.add_message_source(game.component_names)
    kinds.register(game.kind)
    _GAMES[:] = [g for g in _GAMES if g.id != game.id] + [game]
    return game


def unregister(game_id: str) -> None:
    _GAMES[:] = [g for g in _GAMES if g.id != game_id]


def games() -> list[GameUI]:
    """The registered games, in tab order."""
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
    return type(module).__name__ == "_LazyModule"  # (importlib.util's, made by LazyLoader)


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
