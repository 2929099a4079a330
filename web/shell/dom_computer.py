"""The binding's computer seats: a timer at the chosen pace, then the move thought in slices
of ~12 ms with the browser free in between."""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy

from web.shell.dom_draw import redraw
from web.shell.dom_state import PROXIES, TASKS, S, notify, session
from web.shell.dom_storage import save
from web.shell.notices import said
from web.shell.saves import short
from web.shell.ui_state import PACES


def schedule_ai() -> None:
    s = session()
    if S["ai_timer"] is not None:
        js.clearTimeout(S["ai_timer"])
        S["ai_timer"] = None
    if S.get("tutorial") is not None:
        return  # the tutorial plays the script's moves itself
    if S["replay"] is not None or S["archive"]:
        return  # the game waits while its replay or the archive is looked at
    if s.computer_to_move() and not S["stale"].get(s.game_id):
        S["ai_timer"] = js.setTimeout(_ai_proxy, PACES.get(s.ui.pace, 700))


def ai_tick(*_args) -> None:
    S["ai_timer"] = None
    if S.get("ai_busy"):  # an older thought is still winding down: look again shortly
        S["ai_timer"] = js.setTimeout(_ai_proxy, 30)
    else:
        TASKS.append(asyncio.ensure_future(ai_run()))
        TASKS[:] = [x for x in TASKS if not x.done()]


async def ai_run() -> None:
    """Think in slices of ~12 ms, yielding to the browser in between: the page never freezes."""
    s = session()
    if not s.computer_to_move():
        return
    S["ai_busy"] = True
    game, n = s.playing, len(s.playing.moves)
    try:
        thinker = s.ai_thinker()
        while not thinker.step(12):
            await asyncio.sleep(0)
            if s.game is not game or len(game.moves) != n or session() is not s \
                    or S["replay"] is not None or S["archive"]:
                return  # new game, undo, import or other game meanwhile: forget it
        await asyncio.sleep(0)  # let the browser paint between the last slice and the move
        if s.game is game and len(game.moves) == n and s.computer_to_move() \
                and session() is s:
            s.ai_play(thinker.result())
    except Exception as e:
        notify(said("ai_failed", reason=short(e, 120)), "error")
    finally:
        S["ai_busy"] = False
    save()
    redraw()
    schedule_ai()


def bind() -> None:
    """Make the computer seats' timer callback (once, at start)."""
    global _ai_proxy
    _ai_proxy = create_proxy(ai_tick)
    PROXIES.append(_ai_proxy)


_ai_proxy = None
