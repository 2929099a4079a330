"""The binding's click, change, wheel and resize handlers and the page's actions: the single
delegated handler on ``#app`` plays a move, opens a chooser or runs a ``data-action``."""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy, to_js

from web.shell import dom_prefs, dom_worker, keys, notices, protocol
from web.shell.dom_computer import move_now, schedule_ai
from web.shell.dom_draw import focus_memory, redraw
from web.shell.dom_language import choose_language
from web.shell.dom_learn import learn_action, leave_tutorial
from web.shell.dom_net import action as net_action
from web.shell.dom_net import after_start as net_after_start
from web.shell.dom_net import preload as net_preload
from web.shell.dom_panel import INFO, TARGET, info_text, show_info, show_panel
from web.shell.dom_replay import after_action, sync_play
from web.shell.dom_state import (
    NARROW_PX,
    TASKS,
    S,
    closest,
    game_ids,
    game_ui,
    notify,
    py_value,
    session,
)
from web.shell.dom_storage import (
    keep_replaced,
    load_newer,
    mark_stale,
    save,
    unfinished_text,
    use_game,
)
from web.shell.frame import option_str, rooms
from web.shell.notices import said
from web.shell.saves import is_stale, short
from web.shell.ui_state import PACES, ZOOMS

learn = protocol.lazy_module("web.shell.learn")
rps = protocol.lazy_module("web.shell.replay_screen")
# the save-file import: imported when a file is first chosen
dom_import = protocol.lazy_module("web.shell.dom_import")


def on_click(evt) -> None:
    if evt.detail:  # a real pointer click (a key's click has detail 0)
        S.keyboard = False
        INFO.touch = str(getattr(evt, "pointerType", "") or "") == "touch"
    el = closest(evt.target, "[data-move],[data-target],[data-action]")
    s = session()
    if el is None:
        why = closest(evt.target, "[data-why]")
        if why is not None:
            explain_click(str(why.getAttribute("data-why")), why)
        else:
            show_info(evt.target)
        return
    if el.hasAttribute("disabled"):
        return
    move = el.getAttribute("data-move")
    target = el.getAttribute("data-target")
    action = el.getAttribute("data-action")
    tut = S.tutorial
    touch = getattr(evt, "pointerType", "") == "touch"
    if move and touch and closest(el, "#table") is not None and INFO.armed != move:
        text = info_text(el)
        if text:  # first tap on the table: explain, and offer to play it
            show_panel(text, move)
            INFO.armed = move
            return
    if target and touch and closest(el, "#table") is not None and \
            INFO.armed != TARGET + target:
        text = info_text(el)
        if text:  # first tap on an element with several moves: explain, offer the choice
            show_panel(text, target=target)
            INFO.armed = TARGET + target
            return
    show_panel(None)
    if move:
        notices.clear(s.ui)
        if tut is not None and tut.session is s:
            if not tut.click(move):
                notify(tut.wants_text(), "error")
        else:
            try:
                s.play(move)
            except Exception as e:
                notify(learn.refused_text(game_ui(s), s.game, move, s.ui.viewer, e), "error")
        save()
    elif target:
        open_target(target, el)
    elif action:
        if action == "import":
            return  # the file input: handled by on_change
        if action.startswith(("howto", "seat-panel:")):
            evt.preventDefault()  # section links are page actions, not navigation
        run_action(action)
        return
    redraw()
    schedule_ai()


def play_move(move: str) -> None:
    s = session()
    notices.clear(s.ui)
    try:
        s.play(move)
    except Exception as e:
        notify(learn.refused_text(game_ui(s), s.game, move, s.ui.viewer, e), "error")
    save()


def _table_target(target: str):
    """The table element that opens the chooser ``target`` (None when it is gone)."""
    from web.shell.pieces import esc

    return py_value(js.document.querySelector(f'#table [data-target="{esc(target)}"]'))


def open_target(target: str, el=None) -> None:
    """Offer the moves behind the table element ``target`` as chooser buttons (the tutorial
    refuses a choice that is not its next step)."""
    s = session()
    tut = S.tutorial
    moves = game_ui(s).choosers(s.legal_for_ui(), s.view()).get(target, [])
    if tut is not None and tut.session is s and tut.expected() not in moves:
        notify(tut.wants_text(), "error")
    elif moves:
        s.open_chooser(target, moves)
        S.focus = "#chooser .btn"
        region = closest(el, "[data-roving][id]") if el is not None else None
        S.chooser_region = str(region.id) if region is not None else None


def run_action(action: str) -> None:
    """Do ``action`` and redraw, with the focus where that action sends it."""
    ui = session().ui
    if action == "menu":
        S.focus = "#menu .btn"
    elif action == "menu-close":
        S.focus = keys.selector_for(action="menu")
    elif action == "help":
        S.help_opener = (keys.selector_for(action="menu") if ui.menu_open
                         else focus_memory()[0])
        S.focus = "#help .btn"
    elif action == "help-close":
        S.focus, S.help_opener = S.help_opener, None
    elif action == "close-chooser" and ui.chooser:
        S.focus = keys.selector_for(target=ui.chooser)
    do_action(action)
    redraw()
    if action.startswith("seat-panel:"):
        show_seat_panel(action.split(":", 2)[2])
    schedule_ai()


def show_seat_panel(anchor: str) -> None:
    """After a seat chip's click (its region now shown): scroll to the seat's panel and
    focus it, so a phone shows the panel the chip names."""
    el = py_value(js.document.getElementById(anchor))
    if el is not None:
        el.scrollIntoView(to_js({"block": "center"}, dict_converter=js.Object.fromEntries))
        el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))


def explain_click(move: str, el) -> None:
    """A click on a table element that is not a legal move: why not, in one sentence."""
    s = session()
    gi = game_ui(s)
    if getattr(s, "online_guest", False):  # the host answers why not (its engine decides)
        s.play(move)
        redraw()
        return
    if s.game is None or gi.explain is None:
        show_info(el)
        return
    seat = s.ui.viewer if isinstance(s.ui.viewer, int) else None
    answer = gi.explain(s.game, move, seat)
    if answer is None:  # legal after all (e.g. only offered through another element)
        show_info(el)
        return
    text, section = answer
    tut = S.tutorial
    if tut is not None and tut.session is s:
        text = f"{text} {tut.wants_text()}"
    notify(text, "error", section=section or str(el.getAttribute("data-help") or ""))
    redraw()


def on_panel_click(evt) -> None:
    INFO.touch = str(getattr(evt, "pointerType", "") or "") == "touch"
    link = closest(evt.target, "[data-action]")
    if link is not None:  # "more in How to play"
        evt.preventDefault()
        show_panel(None)
        run_action(str(link.getAttribute("data-action")))
        return
    choose = closest(evt.target, "[data-info-choose]")
    if choose is not None:
        target = str(choose.getAttribute("data-info-choose"))
        show_panel(None)
        el = _table_target(target)
        open_target(target, el)
        redraw()
        return
    button = closest(evt.target, "[data-info-play]")
    if button is not None:
        move = str(button.getAttribute("data-info-play"))
        show_panel(None)
        play_move(move)
        redraw()
        schedule_ai()


def do_action(action: str) -> None:
    if S.tutorial is not None and (action in ("new", "start", "again", "export")
                                   or action.startswith("game:")):
        leave_tutorial(new=action in ("new", "again"))  # these are the person's own game's
        if action in ("new", "again"):
            return
    if net_action(action) or after_action(action):
        return
    s = session()
    ui = s.ui
    if action == "undo":
        s.undo()
        save()
    elif action == "move-now":
        move_now()
    elif action == "menu":
        ui.menu_open = True
    elif action == "menu-close":
        ui.menu_open = False
    elif action == "new":
        ui.menu_open = False
        if s.game is not None and not s.game.is_over and ui.screen != "new":
            ui.confirm = "new"  # a game in progress: ask first
        else:
            ui.screen = "new"
    elif action == "new-confirm":
        ui.confirm = None
        ui.screen = "new"
    elif action == "confirm-cancel":
        ui.confirm = None
    elif action == "new-cancel":
        ui.screen = "play" if s.game is not None else "new"
        s._after_change()
    elif action == "start":
        config = read_form()
        replaced = unfinished_text(s)
        try:
            s.new_game(config)
        except Exception as e:
            notify(said("start_bad", reason=short(e, 120)), "error")
            return
        kept = keep_replaced(game_ui(s), replaced)
        if kept:
            notify(kept, "info")
        save()
        net_after_start(s)
    elif action == "again":
        cfg = dict(s.config)
        cfg["seed"] = ""
        s.new_game(cfg)
        save()
        net_after_start(s)
    elif action == "hide-final":
        ui.screen = "play"
    elif action == "reveal":
        s.reveal()
        save()
    elif action == "help":
        ui.menu_open = False
        ui.help_open = True
    elif action == "help-close":
        ui.help_open = False
    elif action == "close-chooser":
        ui.chooser = None
        ui.previews = {}
    elif action == "dismiss":
        notices.clear(ui)
    elif action == "load-newer":
        load_newer()
    elif action == "download-broken":
        text = S.broken.get(s.game_id)
        if text is not None:
            js.window.yokoDownload(f"{s.game_id}-broken-save.json", text)
            S.held[s.game_id] = False
            notify(said("broken_downloaded"), "info")
    elif action.startswith("howto") or action.startswith("hint") or \
            action.startswith("tutorial"):
        learn_action(action)
    elif action.startswith("game:"):
        game = action.split(":", 1)[1]
        if game in game_ids():
            use_game(game).ui.screen = "new"
            session().ui.menu_open = False
    elif action == "export":
        if s.game is not None:  # the seed (every hidden card) only in a finished game's name
            seed = f"{s.config.get('seed', 0)}-" if s.game.is_over else ""
            js.window.yokoDownload(f"{s.game_id}-{seed}{len(s.game.moves)}.json", s.to_save())
            if ui.confirm is None:
                notify(said("export_note"), "info")
        ui.menu_open = False
    elif action.startswith("zoom:"):
        set_zoom(action.split(":", 1)[1])
    elif action.startswith("region:"):
        ui.region = action.split(":", 1)[1]
    elif action.startswith("side:"):  # the log sidebar: open, or folded to a strip (kept)
        dom_prefs.set_side(action.split(":", 1)[1])
        S.focus = "#side .side-toggle"
    elif action.startswith("theme:"):
        dom_prefs.set_theme(action.split(":", 1)[1])
    elif action == "sound":
        dom_prefs.set_sound(not dom_prefs.sound())
    elif action.startswith("seat-panel:"):  # a seat chip: its panel's region (narrow screens)
        ui.region = action.split(":", 2)[1]
    elif action.startswith("pace:"):
        pace = action.split(":", 1)[1]
        if pace in PACES:
            ui.pace = pace
            save()
    elif action.startswith("lang:"):
        if ui.screen == "new" and py_value(js.document.getElementById("new-form")) is not None:
            ui.defaults = {**(ui.defaults or {}), **read_form()}  # keep what was typed
        choose_language(action.split(":", 1)[1])


def read_form() -> dict:
    doc = js.document

    def val(id_: str) -> str:
        el = py_value(doc.getElementById(id_))
        return "" if el is None else str(el.value)

    try:
        players = int(val("f-players")[:2] or 2)
    except ValueError:
        players = 2
    seats = [{"name": val(f"f-name{i}"), "kind": val(f"f-kind{i}"), "level": val(f"f-level{i}")}
             for i in range(4)]
    options = {}
    defs = {o["id"]: o for o in session().ui.option_defs}
    for el in doc.querySelectorAll("select[data-opt]"):
        oid = str(el.getAttribute("data-opt"))
        raw = str(el.value)
        for v in defs.get(oid, {}).get("values", []):
            if option_str(v) == raw:
                options[oid] = v
    return {"players": players, "seats": seats, "options": options, "seed": val("f-seed").strip(),
            "hints_allowed": val("f-hints") != "no"}


def set_zoom(step: str) -> None:
    """One step bigger or smaller on the ZOOMS scale, or back to the readable size."""
    ui = session().ui
    i = min(range(len(ZOOMS)), key=lambda k: abs(ZOOMS[k] - ui.zoom))
    if step == "in":
        i = min(i + 1, len(ZOOMS) - 1)
    elif step == "out":
        i = max(i - 1, 0)
    else:
        i = 0
    ui.zoom = ZOOMS[i]


# ---------------------------------------------------------------------- other events


def on_change(evt) -> None:
    el = evt.target
    if el.id == "f-players":
        n = int(el.value)
        for fs in js.document.querySelectorAll("fieldset.seat"):
            i = int(fs.getAttribute("data-seat"))
            fs.classList.toggle("hidden-seat", i >= n)
    elif el.id in ("rp-speed", "rp-round") and S.replay is not None:
        rps.act(S.replay, f"{el.id}:{el.value}")
        redraw()
        sync_play()
    elif el.id == "rp-slider" and S.replay is not None:
        rps.go(S.replay, int(el.value))
        redraw()
    elif str(el.id).startswith("f-kind"):
        fs = closest(el, "fieldset")
        if fs is not None:
            fs.classList.toggle("is-human", str(el.value) != "computer")
        if str(el.value) == "remote":
            net_preload()  # online play's pack, fetched while the form is filled in
        _worker_for_form()
    elif str(el.id).startswith("f-level"):
        _worker_for_form()
    elif el.id == "import-file":
        files = py_value(el.files)
        if files is not None and files.length:
            TASKS.append(asyncio.ensure_future(dom_import.import_file(files.item(0))))


def _worker_for_form() -> None:
    """A level that thinks in the worker chosen in the form: the worker boots while the
    form is filled in, so it is ready when the game starts."""
    form = read_form()
    if dom_worker.wanted(form["seats"][:form["players"]]):
        dom_worker.start_when_idle()


def on_wheel(evt) -> None:
    """Ctrl + wheel over the table zooms the table (not the page)."""
    if not evt.ctrlKey or closest(evt.target, "#table-wrap") is None:
        return
    evt.preventDefault()
    set_zoom("in" if evt.deltaY < 0 else "out")
    redraw()


def on_resize(*_args) -> None:
    """A new window size: the narrow layout, or a table laid out for another room (once the
    size settles)."""
    if S.resize_timer is not None:
        js.clearTimeout(S.resize_timer)
    S.resize_timer = js.setTimeout(_resized_proxy(), 150)


def _resized(*_args) -> None:
    S.resize_timer = None
    narrow = js.window.innerWidth < NARROW_PX
    s = session()
    room = rooms(dom_prefs.view_width(), dom_prefs.side())
    if narrow != s.ui.narrow or room != (s.ui.room, s.ui.room_alone):
        s.ui.narrow = narrow
        redraw()


def _resized_proxy():
    if S.resized_proxy is None:
        S.resized_proxy = create_proxy(_resized)
    return S.resized_proxy


def on_storage(evt) -> None:
    """Another tab wrote: if it holds newer moves of a game open here, this tab steps back."""
    key = py_value(evt.key)
    for gi in protocol.games():
        if key != gi.storage_key:
            continue
        s = session() if session().game_id == gi.id else S.sessions.get(gi.id)
        if s is None or S.stale.get(gi.id):
            continue
        new = py_value(evt.newValue)
        if s.game is not None and is_stale(new, s.writes):
            mark_stale(s)
            if s is session():
                redraw()
                schedule_ai()
