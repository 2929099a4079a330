"""The binding's entry points: ``prepare_language()`` before the first draw and ``start()``,
which wires the page. :mod:`web.app` calls both.

The binding is this module and the ``web/shell/dom_*.py`` modules, the only web shell modules
that touch the DOM, localStorage and timers: one delegated ``click`` (and ``change``,
``keydown``) listener on the stable ``#app`` container; every redraw sets ``#app.innerHTML``
once from the shown game's ``GameUI.render``. Everything that differs between games comes from
the registered :class:`web.shell.protocol.GameUI` values.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js

from web import i18n
from web.shell import dom_computer, dom_net, dom_worker, protocol, startup
from web.shell.dom_actions import (
    do_action,
    on_change,
    on_click,
    on_panel_click,
    on_resize,
    on_storage,
    on_wheel,
    read_form,
)
from web.shell.dom_computer import schedule_ai
from web.shell.dom_draw import redraw
from web.shell.dom_keyboard import on_key
from web.shell.dom_language import prepare_language, start_language, use_language
from web.shell.dom_learn import on_howto_input
from web.shell.dom_panel import on_over
from web.shell.dom_replay import open_link_in_address, share_link_in_address, start_replay_binding
from web.shell.dom_state import (
    HOOKS,
    LAST_GAME_KEY,
    NARROW_PX,
    PROXIES,
    S,
    game_ids,
    game_ui,
    notify,
    py_value,
    session,
)
from web.shell.dom_storage import stored, use_game
from web.shell.notices import said
from web.shell.saves import short, url_choice
from web.shell.session import Session
from web.shell.ui_state import PACES

__all__ = ["prepare_language", "start"]


def start() -> None:
    """Wire the page: the language, the shown game (its save loaded), every listener and
    ``window`` hook, the first draw, then the computer seats and the idle preload."""
    js.window.yokoPyStart = js.performance.now()
    missing, S.lang_missing = S.lang_missing, None
    use_language(i18n.SOURCE_LANGUAGE if missing else start_language())
    last = stored(LAST_GAME_KEY)
    ids = game_ids()
    S.shared = share_link_in_address()  # read-only until opened
    try:
        ui = use_game(last if last in ids else ids[0]).ui
    except Exception as e:  # the page always starts: the start screen of the first game
        S.session = protocol.registered(ids[0]).new_session(js.window.innerWidth < NARROW_PX)
        ui = session().ui
        ui.screen = "new"
        notify(said("load_corrupt", reason=short(e, 120)), "error")
    if missing:
        notify(said("lang_unavailable", language=i18n.LANGUAGES[missing]), "error")
    adopt_first_screen(session())
    params = js.URLSearchParams.new(js.location.search)
    pace = url_choice(py_value(params.get("pace")), PACES)
    if pace is not None:
        ui.pace = pace
    dom_computer.bind()
    click = create_proxy(on_click)
    change = create_proxy(on_change)
    resize = create_proxy(on_resize)
    key = create_proxy(on_key)
    wheel = create_proxy(on_wheel)
    typed = create_proxy(on_howto_input)
    modules = create_proxy(startup.loaded_modules)
    PROXIES.extend([click, change, resize, key, wheel, typed, modules])
    js.window.yokoModules = modules
    start_replay_binding(app_listen=js.document.getElementById("app"))
    for gi in protocol.games():
        for name, hook in gi.page_hooks.items():
            proxy = create_proxy(hook)
            PROXIES.append(proxy)
            setattr(js.window, name, proxy)
    app = js.document.getElementById("app")
    app.addEventListener("click", click)
    app.addEventListener("change", change)
    js.document.addEventListener("keydown", key)
    app.addEventListener("input", typed)
    over = create_proxy(on_over)
    panel_click = create_proxy(on_panel_click)
    PROXIES.extend([over, panel_click])
    app.addEventListener("pointerover", over)
    app.addEventListener("focusin", over)
    panel = js.document.createElement("aside")
    panel.id = "info-panel"
    panel.className = "info-panel"
    panel.hidden = True
    panel.addEventListener("click", panel_click)
    js.document.body.appendChild(panel)
    app.addEventListener("wheel", wheel, to_js({"passive": False},
                                               dict_converter=js.Object.fromEntries))
    js.window.addEventListener("resize", resize)
    storage = create_proxy(on_storage)
    PROXIES.append(storage)
    js.window.addEventListener("storage", storage)
    open_link_in_address()
    dom_net.start()
    try:
        redraw()
    except Exception as e:  # a drawing error at start: show the start screen instead
        s = session()
        s.game = None
        s.ui.screen = "new"
        notify(said("load_corrupt", reason=short(e, 120)), "error")
        redraw()
    startup.mark("ready")
    js.window.yokoReadyAt = js.performance.now()
    js.document.body.setAttribute("data-ready", "true")
    js.window.yokoRegisterSW()
    run_early_action()
    schedule_ai()
    startup.preload_when_idle(game_ui().preload)
    HOOKS["draw"].append(dom_worker.start_if_wanted)
    dom_worker.start_if_wanted()


def adopt_first_screen(s: Session) -> None:
    """On a first visit the start screen was plain HTML (index.html, built by the same
    renderer) and the person may have filled it in while Python loaded: keep what they wrote."""
    form = py_value(js.document.querySelector("#app[data-first] #new-game"))
    if form is not None and s.ui.screen == "new":
        s.ui.defaults = {**s.ui.defaults, **read_form()}


def run_early_action() -> None:
    """A start-screen button pressed before Python was ready (boot.js kept it): do it now."""
    action = py_value(js.window.yokoTakeEarlyAction())
    if action is None or not (action == "start" or str(action).startswith("game:")):
        return
    if action == "start":
        adopt_first_screen(session())
    do_action(str(action))
    redraw()
