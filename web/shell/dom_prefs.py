"""The binding's page settings (issue 23), kept in localStorage for every game: the log
sidebar open or folded to a strip, the colour theme, the turn sound; and the room the table
has on this screen, written into the UI state before each draw."""

from __future__ import annotations

import contextlib

import js

from web.shell.dom_state import S, py_value
from web.shell.dom_storage import stored
from web.shell.frame import SIDES, THEMES, rooms, side_width
from web.shell.ui_state import UiState

SIDE_KEY = "app.side"  # "open" | "strip"
THEME_KEY = "app.theme"  # "light" | "dark" (absent: follow the system)
SOUND_KEY = "app.sound"  # "on" (absent: no sound)


def _keep(key: str, value: str | None) -> None:
    with contextlib.suppress(Exception):  # storage off or full: the choice lasts this visit
        if value is None:
            js.window.localStorage.removeItem(key)
        else:
            js.window.localStorage.setItem(key, value)


def side() -> str:
    if S.side is None:
        kept = stored(SIDE_KEY)
        S.side = kept if kept in SIDES else "open"
    return S.side


def theme() -> str:
    if S.theme is None:
        kept = stored(THEME_KEY)
        S.theme = kept if kept in THEMES else "system"
    return S.theme


def sound() -> bool:
    if S.sound is None:
        S.sound = stored(SOUND_KEY) == "on"
    return S.sound


def set_side(mode: str) -> None:
    if mode in SIDES:
        S.side = mode
        _keep(SIDE_KEY, mode)


def set_theme(name: str) -> None:
    """Light, dark or the system's: ``<html data-theme>`` (index.html's first script reads
    the same key, so the next visit paints in this theme before anything else)."""
    if name not in THEMES:
        return
    S.theme = name
    _keep(THEME_KEY, None if name == "system" else name)
    js.window.yokoTheme(name)


def set_sound(on: bool) -> None:
    S.sound = on
    _keep(SOUND_KEY, "on" if on else None)


SCROLLBAR = 17  # room kept for a vertical scrollbar that is not there yet


def view_width() -> int:
    """The document's width without its vertical scrollbar; when the page has none at the
    moment, less the width of one (the table drawn now may bring one)."""
    outer = int(js.window.innerWidth)
    width = int(py_value(js.document.documentElement.clientWidth) or outer)
    return width - SCROLLBAR if width >= outer else width


def fill_in(ui: UiState) -> None:
    """Before a draw: the settings and the room the table has (``frame.rooms``)."""
    ui.side = side()
    ui.theme = theme()
    ui.sound = sound()
    width = view_width()
    ui.room, ui.room_alone = rooms(width, ui.side)
    ui.side_w = side_width(width)
