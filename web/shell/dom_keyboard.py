"""The binding's keyboard: Enter/Space play a table element, arrow keys move inside a region
(roving tabindex), Escape closes the innermost dialog, and the shortcuts of ``keys.SHORTCUTS``
(the rules are pure, in :mod:`web.shell.keys`)."""

from __future__ import annotations

import js
from pyodide.ffi import to_js

from web.shell import keys
from web.shell.dom_actions import run_action
from web.shell.dom_draw import rove_setup
from web.shell.dom_state import S, attr, closest, py_value, session


def _click(selector: str) -> bool:
    el = py_value(js.document.querySelector(selector))
    if el is None:
        return False
    el.click()
    return True


def _app_items() -> list:
    items = js.document.getElementById("app").querySelectorAll(keys.ITEMS)
    return [items.item(i) for i in range(items.length)]


def _step_focus(items: list, current, cmd: str) -> bool:
    """Move the focus from ``current`` to the item ``cmd`` names (wrapping)."""
    index = next((i for i, x in enumerate(items) if current is not None
                  and x.isSameNode(current)), -1)
    j = keys.step(index, len(items), cmd)
    if j < 0:
        return False
    items[j].focus()
    rove_setup()
    return True


def _rove(el, cmd: str) -> bool:
    box = closest(el, "[data-roving]") if el is not None else None
    if box is None or closest(el, keys.ITEMS) is None:
        return False
    items = box.querySelectorAll(keys.ITEMS)
    return _step_focus([items.item(i) for i in range(items.length)], el, cmd)


def _activate(el) -> bool:
    """Enter or Space on a focused table element plays it, like a click."""
    hot = closest(el, "#table [data-move], #table [data-target]") if el is not None else None
    if hot is None:
        return False
    init = to_js({"bubbles": True}, dict_converter=js.Object.fromEntries)
    hot.dispatchEvent(js.MouseEvent.new("click", init))
    return True


def _tab_key(el, cmd: str) -> bool:
    """Arrow keys, Home and End in the tab bar: show the next (previous, first, last) region
    and keep the focus on its tab (roving tabindex: the tab bar is one Tab stop)."""
    tabs = js.document.querySelectorAll("[role=tab]")
    items = [tabs.item(i) for i in range(tabs.length)]
    index = next((i for i, x in enumerate(items) if x.isSameNode(el)), -1)
    j = keys.step(index, len(items), cmd)
    if j < 0:
        return False
    action = attr(items[j], "data-action")
    S.focus = keys.selector_for(action=action)
    run_action(action)
    return True


def _open_log() -> bool:
    log = py_value(js.document.getElementById("log"))
    if log is None and py_value(js.document.querySelector("#side.strip")) is not None:
        run_action("side:open")  # the sidebar was folded to a strip: open it
        log = py_value(js.document.getElementById("log"))
    if log is None:
        return False
    log.open = True
    session().ui.log_open = True
    lst = py_value(js.document.getElementById("log-list"))
    if lst is not None:
        lst.focus()
    return True


def _escape() -> bool:
    s = session()
    ui = s.ui
    action = keys.escape_action(help_open=ui.help_open, menu_open=ui.menu_open,
                                chooser=bool(ui.chooser), screen=ui.screen,
                                can_cancel_new=bool((ui.defaults or {}).get("can_cancel")),
                                confirm=bool(getattr(ui, "confirm", None)))
    if action is None:
        return False
    run_action(action)
    return True


def on_key(evt) -> None:
    """The keyboard: Enter/Space play a table element, arrow keys move inside a region,
    Escape closes the innermost dialog, and the shortcuts of :data:`keys.SHORTCUTS`."""
    el = py_value(evt.target)
    tag = str(getattr(el, "tagName", "") or "")
    editable = bool(getattr(el, "isContentEditable", False))
    cmd = keys.command(str(evt.key), ctrl=bool(evt.ctrlKey), meta=bool(evt.metaKey),
                       alt=bool(evt.altKey), in_field=keys.typing(tag, editable))
    S.keyboard = True
    if cmd is None or S.session is None:
        return
    ui = session().ui
    modal = ui.help_open or ui.menu_open or ui.screen in ("pass", "new")
    if cmd == "activate":
        done = _activate(el)
    elif cmd.startswith("rove-") and closest(el, "[role=tab]") is not None:
        done = _tab_key(el, cmd)
    elif cmd.startswith("rove-"):
        done = _rove(el, cmd)
    elif cmd == "escape":
        done = _escape()
    elif cmd == "help":
        run_action("help-close" if ui.help_open else "help")
        done = True
    elif modal:
        done = False
    elif cmd in ("next", "prev"):
        active = py_value(js.document.activeElement)
        done = _step_focus(_app_items(), active, cmd)
    elif cmd == "undo":
        done = _click("[data-action=undo]:not([disabled])")
    elif cmd == "done":
        done = _click("#decisions .done")
    elif cmd == "log":
        done = _open_log()
    else:
        done = False
    if done:
        evt.preventDefault()
