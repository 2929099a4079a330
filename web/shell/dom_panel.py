"""The binding's explanation panel: what the element under the pointer (or the first tap on
touch) is, with a "play this" or "choose" button and a link to its how-to section."""

from __future__ import annotations

from dataclasses import dataclass

import js

from web.shell import protocol
from web.shell.dom_state import S, closest, py_value
from web.shell.messages import t

learn = protocol.lazy_module("web.shell.learn")


@dataclass
class Info:
    """The explanation panel's state: what a first tap on touch explained (a second tap plays
    it): a move, or ``TARGET + key`` for an element that opens a chooser; whether the last
    press was a touch."""

    armed: str | None = None
    touch: bool = False


INFO = Info()
TARGET = "target:"


def info_text(node) -> str | None:
    """The explanation of the element under ``node``: its ``<desc>`` (a button's ``<title>``
    is its accessible name), else its ``<title>`` (moved into ``data-info`` the first time, so
    the slow native tooltip does not also appear)."""
    el = node
    for _ in range(8):
        if el is None or getattr(el, "id", "") == "app":
            return None
        try:
            if el.hasAttribute("data-info"):
                return str(el.getAttribute("data-info"))
            desc = py_value(el.querySelector(":scope > desc"))
            tt = desc or py_value(el.querySelector(":scope > title"))
        except Exception:
            tt = None
        if tt is not None:
            text = str(tt.textContent)
            el.setAttribute("data-info", text)
            if desc is None and str(py_value(el.getAttribute("role")) or "") != "button":
                tt.remove()
            return text
        el = py_value(el.parentElement)
    return None


def show_panel(text: str | None, move: str | None = None, help_section: str = "",
               target: str | None = None) -> None:
    """The explanation panel: ``text``, a "play this" button for a legal ``move`` (or a
    "choose" button opening the chooser of ``target``) and a link to the how-to section;
    None hides it."""
    panel = py_value(js.document.getElementById("info-panel"))
    if panel is None:
        return
    if not text:
        panel.hidden = True
        INFO.armed = None
        return
    from web.shell.pieces import esc

    play = (f'<button type="button" class="btn primary" data-info-play="{esc(move)}">'
            f'{esc(t("info_play"))}</button>' if move else "")
    if target and not move:
        play = (f'<button type="button" class="btn primary" data-info-choose="{esc(target)}">'
                f'{esc(t("info_choose"))}</button>')
    more = learn.help_link(help_section) if help_section else ""
    panel.innerHTML = f'<p>{esc(text)}</p>{play}{more}'
    panel.hidden = False


def show_info(node) -> None:
    """Tap or click on something that is not a move: show its explanation, with a link to
    its how-to section."""
    helped = closest(node, "[data-help]")
    show_panel(info_text(node), help_section="" if helped is None
               else str(helped.getAttribute("data-help")))


def on_over(evt) -> None:
    """Hover or keyboard focus with a mouse: the explanation of what is under it; none once
    the pointer (or focus) leaves the table."""
    if getattr(evt, "pointerType", "") == "touch" or INFO.armed or INFO.touch:
        return  # touch explains on the first tap (also ignores the browser's hover after it)
    if str(evt.type) == "focusin" and not S.keyboard:
        return  # focus put back after a redraw, not moved by the person
    if closest(evt.target, "#table") is None:
        show_panel(None)  # off the table (the bar, the log): it no longer explains what is under
        return
    show_panel(info_text(evt.target))
