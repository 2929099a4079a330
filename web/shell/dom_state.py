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

from web.shell import notices, protocol
from web.shell.session import Session

S: dict = {"session": None, "ai_timer": None, "resize_timer": None,
           "stale": {},  # game id -> another tab wrote newer moves: this tab does not save
           "held": {},  # game id -> storage full: a broken save still sits under the save key
           "broken": {},  # game id -> text of the last broken save (for its download button)
           # after the game (replay_binding): open replay, archive screen, share link shown,
           # a shared replay open (nothing is saved meanwhile), the play timer, a notice
           "replay": None, "archive": False, "share": None, "shared": False,
           "play_timer": None, "play_sig": None, "note": "", "archived": set(),
           # computer seats: Move now asked, how the last computer move was found, the
           # computer turn under way and its thinking so far (dom_computer._turn)
           "move_now": False, "ai_last": None, "turn": None}
PROXIES: list = []  # keep every proxy alive for the page's lifetime
# functions later layers add (online play, dom_net): "saved" after a session's save (the
# host sends its guests the new position), "draw" before each redraw
HOOKS: dict[str, list] = {"saved": [], "draw": []}
TASKS: list = []  # running asyncio tasks (kept referenced)
NARROW_PX = 1024  # below this width (phones, tablets upright) tables use their narrow layout
LAST_GAME_KEY = "app.game"  # localStorage: the game shown at start


def session() -> Session:
    return S["session"]


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
           detail: str = "") -> None:
    """Show one short message (cut), with optional (label, action) buttons and a technical
    detail folded away."""
    s = session()
    notices.keep(s.ui, text, list(actions or []), detail)  # recorded texts follow a switch
    s.ui.message_kind = kind
