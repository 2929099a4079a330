"""The binding's shared state: the session shown, timers, kept proxies and tasks, and the small
DOM helpers every ``dom_*`` module uses.

The binding (this module, the other ``web/shell/dom_*.py`` modules and :mod:`web.shell.main`)
is the only part of the web shell that touches the DOM, localStorage and timers. Its layers:
``dom_state`` <- ``dom_storage`` <- ``dom_draw`` <- ``dom_computer`` <- the event handlers
(``dom_language``, ``dom_learn``, ``dom_panel``, ``dom_replay``, ``dom_actions``,
``dom_keyboard``) <- ``main`` (start-up wiring).
"""

from __future__ import annotations

try:  # Pyodide 0.28+ turns JS null into ``jsnull`` (undefined stays None)
    from pyodide.ffi import jsnull
except ImportError:  # older Pyodide: null arrives as None
    jsnull = None

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from web.shell import notices, protocol
from web.shell.session import Session

if TYPE_CHECKING:
    from web.shell.replay_screen import ReplayScreen
    from web.shell.tutorial import Tutorial


@dataclass
class Binding:
    """What the binding keeps between events: the sessions, its timers and proxies, the
    screens open after a game, the computer's turn, focus and announcements, and the page
    settings read from localStorage once."""

    session: Session | None = None  # the game shown
    sessions: dict[str, Session] = field(default_factory=dict)  # game id -> its session
    # game id -> another tab wrote newer moves: this tab does not save
    stale: dict[str, bool] = field(default_factory=dict)
    # game id -> storage full: a broken save still sits under the save key
    held: dict[str, bool] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)  # game id -> that broken save's text
    # after the game (dom_replay): the open replay, the archive screen, the share link shown,
    # a shared replay open (nothing is saved meanwhile), the replay's play timer and what it
    # was started for, a lasting note (notices.lasting), the games archived this visit (game
    # id, seed, moves)
    replay: ReplayScreen | None = None
    archive: bool = False
    share: str | None = None
    shared: bool = False
    play_timer: Any = None
    play_sig: tuple[int, bool, str] | None = None
    note: object = ""
    archived: set[tuple[str, Any, int]] = field(default_factory=set)
    # computer seats (dom_computer): the pace timer, a thought still winding down, Move now
    # asked, how the last computer move was found, the computer turn under way so far
    ai_timer: Any = None
    ai_busy: bool = False
    move_now: bool = False
    ai_last: dict[str, Any] | None = None
    turn: dict[str, Any] | None = None
    # the tutorial open and the person's own session kept meanwhile (dom_learn)
    tutorial: Tutorial | None = None
    tutorial_from: Session | None = None
    # focus after the next draw, the help dialog's opener, the chooser's region, whether the
    # keyboard is in use, the highlight already scrolled to, what the live region last said
    focus: str | None = None
    help_opener: str | None = None
    chooser_region: str | None = None
    keyboard: bool = False
    highlight_seen: str | None = None
    said_prompt: str = ""
    said_message: str = ""
    lang_missing: str | None = None  # a language pack that failed: start in English
    resize_timer: Any = None
    resized_proxy: Any = None
    # the page settings (dom_prefs), None until read from localStorage
    side: str | None = None
    theme: str | None = None
    sound: bool | None = None


S = Binding()
PROXIES: list = []  # keep every proxy alive for the page's lifetime
# functions later layers add (online play, dom_net): "saved" after a session's save (the
# host sends its guests the new position), "draw" before each redraw
HOOKS: dict[str, list] = {"saved": [], "draw": []}
TASKS: list = []  # running asyncio tasks (kept referenced)
NARROW_PX = 1024  # below this width (phones, tablets upright) tables use their narrow layout
LAST_GAME_KEY = "app.game"  # localStorage: the game shown at start


def session() -> Session:
    """The session shown (set by the page's start before any event)."""
    assert S.session is not None
    return S.session


def game_ui(s=None) -> protocol.GameUI:
    """The GameUI of the session ``s`` (default: the one shown)."""
    return protocol.registered((s or session()).game_id)


def game_ids() -> list[str]:
    return [g.id for g in protocol.games()]


def py_value(value):
    """A JS value with null and undefined both as Python None."""
    return None if value is None or value is jsnull else value


def closest(el, selector):
    try:
        return py_value(el.closest(selector))
    except Exception:
        return None


def attr(el, name: str) -> str:
    return str(py_value(el.getAttribute(name)) or "")


def notify(text: str, kind: str = "info", actions: list[tuple[str, str]] | None = None,
           detail: str = "", section: str = "") -> None:
    """Show one short message (cut), with optional (label, action) buttons, a technical
    detail folded away and a link to a how-to section."""
    notices.keep(session().ui, text, list(actions or []), detail, kind, section)
