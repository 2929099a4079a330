"""Keyboard and focus rules of the page (pure): which command a key press means, the
shortcut list shown in the help dialog, and how an element is found again after a redraw.

The binding (``web/shell/dom_keyboard.py``) reads the key event and the focused element, asks
:func:`command` what to do and uses :func:`selector_for` / :data:`FALLBACKS` to put the
focus back after ``#app`` was redrawn."""

from __future__ import annotations

FIELD_TAGS = frozenset({"INPUT", "SELECT", "TEXTAREA"})

# (message key of the keys, message key of what they do): the help dialog, in this order
SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("keys_tab", "key_tab"),
    ("keys_arrows", "key_arrows"),
    ("keys_play", "key_play"),
    ("keys_next", "key_next"),
    ("keys_done", "key_done"),
    ("keys_undo", "key_undo"),
    ("keys_log", "key_log"),
    ("keys_escape", "key_escape"),
    ("keys_help", "key_help"),
)

LETTERS = {"u": "undo", "d": "done", "l": "log", "n": "next", "N": "prev", "?": "help"}
ROVE = {"ArrowRight": "rove-next", "ArrowDown": "rove-next", "ArrowLeft": "rove-prev",
        "ArrowUp": "rove-prev", "Home": "rove-first", "End": "rove-last"}

# legal moves and choice openers, in document order
ITEMS = "[data-move]:not([disabled]), [data-target]"

# where the focus goes when the element that had it is gone, best first
FALLBACKS: tuple[str, ...] = (
    "#help .btn", "#menu .btn", "#pass-screen .btn", "#final .btn", "#new-game select",
    "#chooser .btn", "#decisions .btn:not([disabled])", "#table [data-move], #table [data-target]",
    "#prompt", "h1",
)


def typing(tag: str, editable: bool) -> bool:
    """Is the person typing in a form field (where no shortcut may fire)?"""
    return str(tag).upper() in FIELD_TAGS or bool(editable)


def command(key: str, *, ctrl: bool = False, meta: bool = False, alt: bool = False,
            in_field: bool = False) -> str | None:
    """The command of one key press, or None (then the browser does what it does)."""
    if key == "Escape":
        return "escape"
    if in_field or alt:
        return None
    if ctrl or meta:
        return "undo" if key in ("z", "Z") else None
    if key in ("Enter", " "):
        return "activate"
    if key in ROVE:
        return ROVE[key]
    if key in LETTERS:
        return LETTERS[key]
    if key == "U":
        return "undo"
    return None


def css_str(value: str) -> str:
    """``value`` as a double-quoted CSS string (for attribute selectors)."""
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def selector_for(*, id_: str = "", move: str = "", target: str = "",
                 action: str = "") -> str | None:
    """A selector that finds the same element in the next drawing of the page, if any."""
    if move:
        return f"[data-move={css_str(move)}]"
    if target:
        return f"[data-target={css_str(target)}]"
    if action:
        return f"[data-action={css_str(action)}]"
    if id_:
        return f"[id={css_str(id_)}]"
    return None


def region_items(region_id: str) -> str:
    """The legal moves inside the region with this id."""
    r = f"[id={css_str(region_id)}]"
    return f"{r} [data-move]:not([disabled]), {r} [data-target]"


def step(index: int, count: int, cmd: str) -> int:
    """The index the roving focus moves to inside a region of ``count`` items (wraps)."""
    if count <= 0:
        return -1
    if cmd == "rove-first":
        return 0
    if cmd == "rove-last":
        return count - 1
    delta = 1 if cmd in ("rove-next", "next") else -1
    return (index + delta) % count if index >= 0 else (0 if delta > 0 else count - 1)


def escape_action(*, help_open: bool, menu_open: bool, chooser: bool, screen: str,
                  can_cancel_new: bool, confirm: bool = False) -> str | None:
    """What Escape closes, innermost first: a question, help, menu, chooser, final scores,
    new-game form."""
    if confirm:
        return "confirm-cancel"
    if help_open:
        return "help-close"
    if menu_open:
        return "menu-close"
    if chooser:
        return "close-chooser"
    if screen == "final":
        return "hide-final"
    if screen == "new" and can_cancel_new:
        return "new-cancel"
    return None
