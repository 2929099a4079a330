"""The binding's learning aids: How to play (and its search box), hints and the guided first
game (the tutorial runs in its own session; the person's game is never touched)."""

from __future__ import annotations

import js

from web.shell import protocol
from web.shell.dom_state import NARROW_PX, S, game_ui, notify, py_value, session
from web.shell.dom_storage import save, tutorial_key, use_game
from web.shell.notices import said

# screens the first draw does not show: imported when first used (a faster start)
learn = protocol.lazy_module("web.shell.learn")
tutorial = protocol.lazy_module("web.shell.tutorial")


def learn_action(action: str) -> None:
    """How to play, hints and the guided first game."""
    s = session()
    ui = s.ui
    gi = game_ui(s)
    if action == "howto":
        ui.menu_open = False
        ui.howto = learn.open_section(gi.id, s.view(), ui) if gi.howto else None
    elif action.startswith("howto:"):
        ui.menu_open = False
        ui.howto = action.split(":", 1)[1]
    elif action == "howto-close":
        ui.howto = None
    elif action == "hint" and gi.hint is not None:
        if s.give_hint(gi.hint) is None:
            notify(said("hint_none"), "info")
        save()
    elif action == "hint-close":
        ui.hint = None
        ui.highlight = []
    elif action == "tutorial":
        start_tutorial()
    elif action.startswith("tutorial-leave"):
        leave_tutorial(new=action.endswith(":new"))


def start_tutorial() -> None:
    """The guided first game in its own session, resumed at the step stored last time."""
    s = session()
    gi = game_ui(s)
    script = gi.tutorial() if gi.tutorial is not None else None
    if script is None:
        return
    s.ui.menu_open = False
    tut_session = gi.new_session(js.window.innerWidth < NARROW_PX)
    tut_session.ui.pace = s.ui.pace
    tut = tutorial.Tutorial(tut_session, script, gi.describe)
    S.tutorial_from = s
    S.tutorial = tut
    S.session = tut_session
    stored_step = js.window.localStorage.getItem(tutorial_key(tut_session))
    step = tutorial.Tutorial.step_of(py_value(stored_step))
    tut.start(step)
    if step:
        notify(said("tutorial_resumed"), "info")
    save()


def leave_tutorial(new: bool = False) -> None:
    """Back to the person's own game (its session was never touched)."""
    tut, back = S.tutorial, S.tutorial_from
    S.tutorial = S.tutorial_from = None
    if tut is None:
        return
    S.session = back or use_game(tut.session.game_id)
    if new:
        S.session.ui.screen = "new"


def on_howto_input(evt) -> None:
    """Typing in the how-to search box: show only the sections with every word."""
    el = evt.target
    if getattr(el, "id", "") != "howto-search":
        return
    keep = set(learn.search(session().ui.game, str(el.value)))
    for sec in js.document.querySelectorAll("#howto-body [data-section]"):
        sec.hidden = str(sec.getAttribute("data-section")) not in keep
    for item in js.document.querySelectorAll("#howto-toc [data-toc]"):
        item.hidden = str(item.getAttribute("data-toc")) not in keep
    none = py_value(js.document.getElementById("howto-none"))
    if none is not None:
        none.hidden = bool(keep)
