"""The binding: DOM, localStorage, timers. The only web module that imports ``js``/``pyodide``.

One delegated ``click`` (and ``change``, ``keydown``) listener on the stable ``#app``
container; every redraw sets ``#app.innerHTML`` once from the shown game's
``GameUI.render``. Everything that differs between games comes from the registered
:class:`web.shell.protocol.GameUI` values.
"""

from __future__ import annotations

import asyncio
import contextlib

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

try:  # Pyodide 0.28+ turns JS null into ``jsnull`` (undefined stays None)
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]
except ImportError:  # older Pyodide: null arrives as None
    jsnull = None

from web import i18n
from web.shell import keys, langpack, notices, protocol, regions, startup
from web.shell.announce import announcement
from web.shell.frame import option_str
from web.shell.messages import t
from web.shell.notices import said
from web.shell.saves import (
    MAX_SAVE_CHARS,
    LoadError,
    broken_key,
    broken_to_drop,
    game_of_save,
    is_stale,
    prepare_load,
    read_json,
    short,
    url_choice,
    writes_of,
)
from web.shell.session import Session
from web.shell.ui_state import PACES, ZOOMS

# screens the first draw does not show: imported when first used (a faster start)
share = protocol.lazy_module("boardgame.share")
replay = protocol.lazy_module("boardgame.replay")
archive_screen = protocol.lazy_module("web.shell.archive_screen")
learn = protocol.lazy_module("web.shell.learn")
rps = protocol.lazy_module("web.shell.replay_screen")
tutorial = protocol.lazy_module("web.shell.tutorial")

S: dict = {"session": None, "ai_timer": None, "resize_timer": None,
           "stale": {},  # game id -> another tab wrote newer moves: this tab does not save
           "held": {},  # game id -> storage full: a broken save still sits under the save key
           "broken": {},  # game id -> text of the last broken save (for its download button)
           # after the game (replay_binding): open replay, archive screen, share link shown,
           # a shared replay open (nothing is saved meanwhile), the play timer, a notice
           "replay": None, "archive": False, "share": None, "shared": False,
           "play_timer": None, "play_sig": None, "note": "", "archived": set()}
_PROXIES: list = []  # keep every proxy alive for the page's lifetime
_TASKS: list = []  # running asyncio tasks (kept referenced)
NARROW_PX = 1024  # below this width (phones, tablets upright) tables use their narrow layout
LAST_GAME_KEY = "app.game"  # localStorage: the game shown at start


def session() -> Session:
    return S["session"]


# ---------------------------------------------------------------------- games
def game_ui(s=None) -> protocol.GameUI:
    """The GameUI of the session ``s`` (default: the one shown)."""
    return protocol.game((s or session()).game_id)


def game_ids() -> list[str]:
    return [g.id for g in protocol.games()]


def use_game(game: str) -> Session:
    """Show ``game``: its session is made (and loaded from its own storage key) once; the
    other game's session and save are left as they are."""
    cur = S["session"]
    if cur is not None and cur.game_id == game:
        return cur
    sessions = S.setdefault("sessions", {})
    if cur is not None:
        sessions[cur.game_id] = cur
    s = sessions.get(game)
    fresh = s is None
    if fresh:
        s = protocol.game(game).new_session(js.window.innerWidth < NARROW_PX)
    if cur is not None:
        s.ui.pace, s.ui.narrow = cur.ui.pace, cur.ui.narrow
    S["session"] = s
    if fresh:
        load_from_storage()
    if not S["shared"]:  # a shared replay changes nothing of the opener's
        js.window.yokoStore(LAST_GAME_KEY, game)
    return s


def _py(value):
    """A JS value with null and undefined both as Python None."""
    return None if value is None or value is jsnull else value


# ---------------------------------------------------------------------- drawing
def redraw() -> None:
    s = session()
    t0 = js.performance.now()
    # keep the log as the person left it (open/shut); JS null has no ``open``
    log_open = getattr(_py(js.document.getElementById("log")), "open", None)
    if log_open is not None and hasattr(s.ui, "log_open"):
        s.ui.log_open = bool(log_open)
    gi = game_ui(s)
    s.ui.game_on = s.game is not None
    s.ui.move_names = s.move_names(s.legal_for_ui())
    follow_regions(s, gi)
    html, screen = page_html(s, gi)
    app = js.document.getElementById("app")
    was = _focus_memory()
    scroll = _table_scroll()
    app.innerHTML = html
    _restore_table_scroll(scroll)
    restore_focus(*was)  # also keeps a replay control in use focused (by its id)
    rove_setup()
    announce()
    js.window.yokoLastRender = js.performance.now() - t0
    body = js.document.body
    body.setAttribute("data-screen", screen)
    body.setAttribute("data-game", gi.id)
    js.document.title = t(gi.title_key)
    cur = s.game.current_player if s.game is not None else None
    body.setAttribute("data-current", "" if cur is None else str(cur))
    body.setAttribute("data-moves", str(len(s.game.moves)) if s.game is not None else "0")
    body.setAttribute("data-over", "true" if (s.game is not None and s.game.is_over) else "false")
    body.setAttribute("data-tutorial", "true" if S.get("tutorial") else "false")
    mark_highlights(s)
    # the tutorial and How to play are never kept for the next visit's first paint
    js.window.yokoRemember(shows_private(s) or S.get("tutorial") is not None
                           or s.ui.howto is not None)
    if s.ui.howto is not None:
        sec = _py(js.document.querySelector("#howto [data-open]"))
        if sec is not None:
            sec.scrollIntoView()


def follow_regions(s: Session, gi: protocol.GameUI) -> None:
    """Narrow screens: when the person's decision begins, show a region holding its moves."""
    view = s.view()
    if gi.regions is None or view is None or not hasattr(s.ui, "region"):
        return
    legal = s.legal_for_ui()
    regions.follow_decision(s.ui, gi.regions(view, s.ui, legal), legal)


def mark_highlights(s: Session) -> None:
    """Mark what the tutorial or a hint points at (``data-highlight``): the move's own
    elements and the chooser element that offers it."""
    moves = [m for m in s.ui.highlight if m]
    if not moves:
        return
    targets = game_ui(s).choosers(s.legal_for_ui(), s.view()) if s.view() is not None else {}
    for move in moves:
        sel = [f'[data-move="{_css(move)}"]']
        sel += [f'[data-target="{_css(k)}"]' for k, ms in targets.items() if move in ms]
        for el in js.document.querySelectorAll(", ".join(sel)):
            el.setAttribute("data-highlight", "true")
    key = f"{moves}|{len(s.game.moves) if s.game is not None else 0}|{s.ui.chooser}"
    if S.get("highlight_seen") != key:  # bring a new highlight into view once (phones)
        S["highlight_seen"] = key
        first = _py(js.document.querySelector("#chooser [data-highlight], [data-highlight]"))
        if first is not None:
            opts = to_js({"block": "nearest", "inline": "nearest"},
                         dict_converter=js.Object.fromEntries)
            first.scrollIntoView(opts)


def _css(text: str) -> str:
    return str(text).replace("\\", "\\\\").replace('"', '\\"')


def shows_private(s) -> bool:
    """Whether the screen shows one seat's hidden cards while several people share the
    device: such a screen is never kept for the next visit's first paint."""
    humans = s.humans() if hasattr(s, "humans") else []
    return len(humans) > 1 and s.ui.screen == "play"


def page_html(s: Session, gi: protocol.GameUI) -> tuple[str, str]:
    """The page's markup and its ``data-screen``: an open replay, charts or archive screen,
    else the shown game; the share dialog on top."""
    rs = S["replay"]
    if rs is not None:
        rgi = protocol.game(rs.game)
        ui = replay_ui(rs, s)
        if rs.mode == "stats":
            html, screen = rps.render_stats(rs, t(rgi.title_key), rgi.stats, ui), "stats"
        else:
            html = rps.render(rs, t(rgi.title_key), rgi.table, rgi.replay_log, ui,
                              notices.shown(S["note"]))
            screen = "replay"
    elif S["archive"]:
        archive, note = archive_screen.load(_stored(archive_screen.STORAGE_KEY))
        html, screen = archive_screen.render(archive, s.ui, notices.shown(S["note"]) or note), \
            "archive"
    else:
        html, screen = gi.render(s.view(), s.ui, s.legal_for_ui()), s.ui.screen
    if S["share"]:
        html += rps.share_dialog(S["share"])
    return html, screen


def replay_ui(rs: rps.ReplayScreen, s: Session):
    """A fresh UI state for drawing replayed positions (nothing chosen, nothing to play)."""
    return type(s.ui)(narrow=s.ui.narrow, game=rs.game, viewer=rs.seat, log_open=False)
# ---------------------------------------------------------------------- focus and announcements
def _attr(el, name: str) -> str:
    return str(_py(el.getAttribute(name)) or "")


def _table_scroll() -> tuple[float, float] | None:
    """Where the table's scrolling wrap is scrolled to (kept across redraws)."""
    wrap = _py(js.document.getElementById("table-wrap"))
    return None if wrap is None else (wrap.scrollLeft, wrap.scrollTop)


def _restore_table_scroll(scroll: tuple[float, float] | None) -> None:
    wrap = _py(js.document.getElementById("table-wrap"))
    if wrap is not None and scroll is not None:
        wrap.scrollLeft, wrap.scrollTop = scroll


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


def on_wheel(evt) -> None:
    """Ctrl + wheel over the table zooms the table (not the page)."""
    if not evt.ctrlKey or _closest(evt.target, "#table-wrap") is None:
        return
    evt.preventDefault()
    set_zoom("in" if evt.deltaY < 0 else "out")
    redraw()


def _focus_memory() -> tuple[str | None, str | None]:
    """(selector of the focused element, id of its region) if the focus is in ``#app``."""
    el = _py(js.document.activeElement)
    app = js.document.getElementById("app")
    if el is None or not app.contains(el) or el.isSameNode(app):
        return None, None
    sel = keys.selector_for(id_=str(_py(el.id) or ""), move=_attr(el, "data-move"),
                            target=_attr(el, "data-target"), action=_attr(el, "data-action"))
    region = _closest(el, "[data-roving][id]")
    return sel, (str(region.id) if region is not None else None)


def _focus(selector: str) -> bool:
    """Focus the first element ``selector`` finds; the page scrolls to it only for a person
    using the keyboard (a pointer user's view stays where it is)."""
    el = _py(js.document.querySelector(selector))
    if el is None:
        return False
    if S.get("keyboard"):
        el.focus()
    else:
        el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
    return bool(el.matches(":focus"))


def restore_focus(selector: str | None, region: str | None) -> None:
    """After a redraw: the element the person was on if it is still there, else the next
    logical place (an opened dialog or chooser, the same part of the table, the new
    decision, the prompt); never the page's body."""
    if region == "chooser":
        region = S.get("chooser_region")
    tries = [x for x in (S.pop("focus", None), selector) if x]
    fallbacks = list(keys.FALLBACKS)
    if region:
        at = fallbacks.index("#decisions .btn:not([disabled])")
        fallbacks.insert(at, keys.region_items(region))
    for sel in tries + fallbacks:
        try:
            if _focus(sel):
                return
        except Exception:  # a selector the browser refuses: try the next place
            continue


def rove_setup() -> None:
    """One Tab stop per region (the focused move, else the first); arrow keys move inside."""
    for box in js.document.querySelectorAll("[data-roving]"):
        items = box.querySelectorAll(keys.ITEMS)
        keep = 0
        for i in range(items.length):
            if items.item(i).matches(":focus"):
                keep = i
        for i in range(items.length):
            items.item(i).setAttribute("tabindex", "0" if i == keep else "-1")


def announce() -> None:
    """Say what changed in the one polite live region (outside ``#app``)."""
    s = session()
    box = _py(js.document.getElementById("announce"))
    if box is None:
        return
    prompt = ""
    for sel in ("#prompt", "#pass-title", "#final-title", "#new-title"):
        el = _py(js.document.querySelector(sel))
        if el is not None:
            prompt = str(el.textContent).strip()
            break
    lines = announcement(s.take_news(), prompt, S.get("said_prompt", ""), s.ui.message,
                         S.get("said_message", ""))
    S["said_prompt"], S["said_message"] = prompt, s.ui.message
    if not lines:
        return
    box.replaceChildren()
    for line in lines:
        p = js.document.createElement("p")
        p.textContent = line
        box.appendChild(p)


def notify(text: str, kind: str = "info", actions: list[tuple[str, str]] | None = None,
           detail: str = "") -> None:
    """Show one short message (cut), with optional (label, action) buttons and a technical
    detail folded away."""
    s = session()
    notices.keep(s.ui, text, list(actions or []), detail)  # recorded texts follow a switch
    s.ui.message_kind = kind


# ---------------------------------------------------------------------- storage
def _stored(key: str) -> str | None:
    return _get(key)


def _get(key: str) -> str | None:
    try:
        value = _py(js.window.localStorage.getItem(key))
    except Exception:  # storage switched off or refused: as if empty
        return None
    return value if isinstance(value, str) else None


def _remove(key: str) -> None:
    with contextlib.suppress(Exception):
        js.window.localStorage.removeItem(key)


def _storage_keys() -> list[str]:
    try:
        store = js.window.localStorage
        return [str(store.key(i)) for i in range(int(store.length))]
    except Exception:
        return []


def save(s: Session | None = None) -> None:
    """Store the session's game, unless that would overwrite newer moves of another tab or a
    broken save the full storage could not move aside."""
    s = s or session()
    if s.game is None or S["shared"]:  # never autosave while a shared replay is open
        return
    tut = S.get("tutorial")
    if tut is not None and tut.session is s:  # never the person's saved game
        js.window.yokoStore(tutorial_key(s), tut.progress())
        return
    gid = s.game_id
    key = game_ui(s).storage_key
    if S["held"].get(gid):
        if s is session():
            notify(said("storage_held"), "error", [(said("download_broken"), "download-broken")])
        return
    if S["stale"].get(gid) or is_stale(_get(key), s.writes):
        mark_stale(s)
        return
    s.writes += 1
    try:
        text = s.to_save()
    except Exception as e:
        s.writes -= 1
        notify(said("saved_fail", error=short(e, 120)), "error")
        return
    err = js.window.yokoStore(key, text)
    if err:
        s.writes -= 1
        notify(said("saved_fail", error=str(err)), "error")
    if s.game.is_over:
        try:
            archive_game(s)
        except Exception as e:  # the game's own save is written; never stop the page
            notify(said("ar_not_added", reason=short(e, 120)), "error")


def archive_game(s: Session) -> None:
    """Keep a game that just ended in the archive (once), after its save was written."""
    mark = (s.game_id, s.config.get("seed"), len(s.game.moves))
    if mark in S["archived"]:
        return
    S["archived"].add(mark)
    key = archive_screen.STORAGE_KEY
    added = archive_screen.add_finished(_stored(key), s.game.to_json(),
                                        str(js.Date.new().toISOString()))
    if added.message:
        notify(added.message, "error")
    if added.text is not None:
        err = js.window.yokoStore(key, added.text)
        if err:
            notify(said("ar_store_failed", error=str(err)), "error")


def mark_stale(s: Session) -> None:
    """Another tab wrote newer moves of this game: stop saving here and say so."""
    S["stale"][s.game_id] = True
    if s is session():
        notify(said("other_tab"), "error", [(said("load_newer"), "load-newer")])


def swap_in(new: Session) -> None:
    """Put a fully checked session in place of the one of its game."""
    cur = session()
    if cur is not None and cur.game_id == new.game_id:
        new.ui.narrow = cur.ui.narrow
        S["session"] = new
    else:
        S.setdefault("sessions", {})[new.game_id] = new


def load_from_storage() -> None:
    """Open the stored game of the session shown; a save that cannot be used is kept aside
    (never lost) and the start screen appears."""
    s = session()
    gi = game_ui(s)
    text = _get(gi.storage_key)
    if text is None:
        s.ui.screen = "new"
        return
    try:
        new = prepare_load(gi, text, s.ui.narrow, s.ui.pace)
    except LoadError as e:
        keep_broken(s, text, str(e), e.detail)
        return
    swap_in(new)


def keep_broken(s: Session, text: str, reason: str, detail: str = "") -> None:
    """Keep a save that could not be read under a dated key (the newest few), or, when the
    storage is full, where it was (and save nothing over it until it is downloaded)."""
    gi = game_ui(s)
    gid = gi.id
    S["broken"][gid] = text
    s.game = None
    s.ui.screen = "new"
    actions = [(said("download_broken"), "download-broken")]
    try:
        date = str(js.Date.new().toISOString())
    except Exception:
        date = "unknown-date"
    err = js.window.yokoStore(broken_key(gi.broken_key, date), text)
    if err:
        S["held"][gid] = True
        notify(said("load_corrupt_full", reason=reason), "error", actions, detail)
        return
    _remove(gi.storage_key)
    for key in broken_to_drop(_storage_keys(), gi.broken_key):
        _remove(key)
    notify(said("load_corrupt", reason=reason), "error", actions, detail)


def load_newer() -> None:
    """The button of "continued in another tab": open the stored state of this game."""
    s = session()
    gi = game_ui(s)
    text = _get(gi.storage_key)
    if text is None:
        return
    try:
        new = prepare_load(gi, text, s.ui.narrow, s.ui.pace)
    except LoadError as e:
        notify(said("import_bad", reason=str(e)), "error", None, e.detail)
        return
    swap_in(new)
    S["stale"][gi.id] = False
    notify(said("newer_loaded"), "info")


def on_storage(evt) -> None:
    """Another tab wrote: if it holds newer moves of a game open here, this tab steps back."""
    key = _py(evt.key)
    for gi in protocol.games():
        if key != gi.storage_key:
            continue
        s = session() if session().game_id == gi.id else S.get("sessions", {}).get(gi.id)
        if s is None or S["stale"].get(gi.id):
            continue
        new = _py(evt.newValue)
        if s.game is not None and is_stale(new, s.writes):
            mark_stale(s)
            if s is session():
                redraw()
                schedule_ai()


def keep_replaced(gi, text: str | None) -> str:
    """An unfinished game a new one replaces: kept under ``<key>.replaced`` (or downloaded
    when the storage is full). Returns what to tell the person ("" if nothing was replaced)."""
    if not text:
        return ""
    if js.window.yokoStore(gi.storage_key + ".replaced", text):
        js.window.yokoDownload(f"{gi.id}-replaced.json", text)
        return t("replaced_downloaded")
    return t("replaced_kept")


def _unfinished_text(s: Session) -> str | None:
    if s.game is None or s.game.is_over:
        return None
    try:
        return s.to_save()
    except Exception:
        return None


# ---------------------------------------------------------------------- computer seats
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
        _TASKS.append(asyncio.ensure_future(ai_run()))
        _TASKS[:] = [x for x in _TASKS if not x.done()]


async def ai_run() -> None:
    """Think in slices of ~12 ms, yielding to the browser in between: the page never freezes."""
    s = session()
    if not s.computer_to_move():
        return
    S["ai_busy"] = True
    game, n = s.game, len(s.game.moves)
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


# ---------------------------------------------------------------------- events
def _closest(el, selector):
    try:
        return _py(el.closest(selector))
    except Exception:
        return None


# ---------------------------------------------------------------------- explanation panel
INFO: dict = {"armed": None}  # what a first tap on touch explained (a second tap plays it):
# a move, or ``TARGET + key`` for an element that opens a chooser
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
            desc = _py(el.querySelector(":scope > desc"))
            tt = desc or _py(el.querySelector(":scope > title"))
        except Exception:
            tt = None
        if tt is not None:
            text = str(tt.textContent)
            el.setAttribute("data-info", text)
            if desc is None and str(_py(el.getAttribute("role")) or "") != "button":
                tt.remove()
            return text
        el = _py(el.parentElement)
    return None


def show_panel(text: str | None, move: str | None = None, help_section: str = "",
               target: str | None = None) -> None:
    """The explanation panel: ``text``, a "play this" button for a legal ``move`` (or a
    "choose" button opening the chooser of ``target``) and a link to the how-to section;
    None hides it."""
    panel = _py(js.document.getElementById("info-panel"))
    if panel is None:
        return
    if not text:
        panel.hidden = True
        INFO["armed"] = None
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


def on_over(evt) -> None:
    """Hover or keyboard focus with a mouse: the explanation of what is under it."""
    if getattr(evt, "pointerType", "") == "touch" or INFO["armed"] or INFO.get("touch"):
        return  # touch explains on the first tap (also ignores the browser's hover after it)
    if str(evt.type) == "focusin" and not S.get("keyboard"):
        return  # focus put back after a redraw, not moved by the person
    if _closest(evt.target, "#table") is None:
        return
    show_panel(info_text(evt.target))


def on_panel_click(evt) -> None:
    INFO["touch"] = str(getattr(evt, "pointerType", "") or "") == "touch"
    link = _closest(evt.target, "[data-action]")
    if link is not None:  # "more in How to play"
        evt.preventDefault()
        show_panel(None)
        run_action(str(link.getAttribute("data-action")))
        return
    choose = _closest(evt.target, "[data-info-choose]")
    if choose is not None:
        target = str(choose.getAttribute("data-info-choose"))
        show_panel(None)
        el = _table_target(target)
        open_target(target, el)
        redraw()
        return
    button = _closest(evt.target, "[data-info-play]")
    if button is not None:
        move = str(button.getAttribute("data-info-play"))
        show_panel(None)
        play_move(move)
        redraw()
        schedule_ai()


def play_move(move: str) -> None:
    s = session()
    s.ui.message = ""
    try:
        s.play(move)
    except Exception as e:
        notify(learn.refused_text(game_ui(s), s.game, move, s.ui.viewer, e), "error")
    save()


def on_click(evt) -> None:
    if evt.detail:  # a real pointer click (a key's click has detail 0)
        S["keyboard"] = False
        INFO["touch"] = str(getattr(evt, "pointerType", "") or "") == "touch"
    el = _closest(evt.target, "[data-move],[data-target],[data-action]")
    s = session()
    if el is None:
        why = _closest(evt.target, "[data-why]")
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
    tut = S.get("tutorial")
    touch = getattr(evt, "pointerType", "") == "touch"
    if move and touch and _closest(el, "#table") is not None and INFO["armed"] != move:
        text = info_text(el)
        if text:  # first tap on the table: explain, and offer to play it
            show_panel(text, move)
            INFO["armed"] = move
            return
    if target and touch and _closest(el, "#table") is not None and \
            INFO["armed"] != TARGET + target:
        text = info_text(el)
        if text:  # first tap on an element with several moves: explain, offer the choice
            show_panel(text, target=target)
            INFO["armed"] = TARGET + target
            return
    show_panel(None)
    if move:
        s.ui.message = ""
        s.ui.message_help = ""
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


def _table_target(target: str):
    """The table element that opens the chooser ``target`` (None when it is gone)."""
    from web.shell.pieces import esc

    return _py(js.document.querySelector(f'#table [data-target="{esc(target)}"]'))


def open_target(target: str, el=None) -> None:
    """Offer the moves behind the table element ``target`` as chooser buttons (the tutorial
    refuses a choice that is not its next step)."""
    s = session()
    tut = S.get("tutorial")
    moves = game_ui(s).choosers(s.legal_for_ui(), s.view()).get(target, [])
    if tut is not None and tut.session is s and tut.expected() not in moves:
        notify(tut.wants_text(), "error")
    elif moves:
        s.open_chooser(target, moves)
        S["focus"] = "#chooser .btn"
        region = _closest(el, "[data-roving][id]") if el is not None else None
        S["chooser_region"] = str(region.id) if region is not None else None


def run_action(action: str) -> None:
    """Do ``action`` and redraw, with the focus where that action sends it."""
    ui = session().ui
    if action == "menu":
        S["focus"] = "#menu .btn"
    elif action == "menu-close":
        S["focus"] = keys.selector_for(action="menu")
    elif action == "help":
        S["help_opener"] = (keys.selector_for(action="menu") if ui.menu_open
                            else _focus_memory()[0])
        S["focus"] = "#help .btn"
    elif action == "help-close":
        S["focus"] = S.pop("help_opener", None)
    elif action == "close-chooser" and ui.chooser:
        S["focus"] = keys.selector_for(target=ui.chooser)
    do_action(action)
    redraw()
    if action.startswith("seat-panel:"):
        show_seat_panel(action.split(":", 2)[2])
    schedule_ai()


def show_seat_panel(anchor: str) -> None:
    """After a seat chip's click (its region now shown): scroll to the seat's panel and
    focus it, so a phone shows the panel the chip names."""
    el = _py(js.document.getElementById(anchor))
    if el is not None:
        el.scrollIntoView(to_js({"block": "center"}, dict_converter=js.Object.fromEntries))
        el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))


# ---------------------------------------------------------------------- keyboard
def _click(selector: str) -> bool:
    el = _py(js.document.querySelector(selector))
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
    box = _closest(el, "[data-roving]") if el is not None else None
    if box is None or _closest(el, keys.ITEMS) is None:
        return False
    items = box.querySelectorAll(keys.ITEMS)
    return _step_focus([items.item(i) for i in range(items.length)], el, cmd)


def _activate(el) -> bool:
    """Enter or Space on a focused table element plays it, like a click."""
    hot = _closest(el, "#table [data-move], #table [data-target]") if el is not None else None
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
    action = _attr(items[j], "data-action")
    S["focus"] = keys.selector_for(action=action)
    run_action(action)
    return True


def _open_log() -> bool:
    log = _py(js.document.getElementById("log"))
    if log is None:
        return False
    log.open = True
    session().ui.log_open = True
    lst = _py(js.document.getElementById("log-list"))
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
    el = _py(evt.target)
    tag = str(getattr(el, "tagName", "") or "")
    editable = bool(getattr(el, "isContentEditable", False))
    cmd = keys.command(str(evt.key), ctrl=bool(evt.ctrlKey), meta=bool(evt.metaKey),
                       alt=bool(evt.altKey), in_field=keys.typing(tag, editable))
    S["keyboard"] = True
    if cmd is None or S.get("session") is None:
        return
    ui = session().ui
    modal = ui.help_open or ui.menu_open or ui.screen in ("pass", "new")
    if cmd == "activate":
        done = _activate(el)
    elif cmd.startswith("rove-") and _closest(el, "[role=tab]") is not None:
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
        active = _py(js.document.activeElement)
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


def explain_click(move: str, el) -> None:
    """A click on a table element that is not a legal move: why not, in one sentence."""
    s = session()
    gi = game_ui(s)
    if s.game is None or gi.explain is None:
        show_info(el)
        return
    seat = s.ui.viewer if isinstance(s.ui.viewer, int) else None
    answer = gi.explain(s.game, move, seat)
    if answer is None:  # legal after all (e.g. only offered through another element)
        show_info(el)
        return
    text, section = answer
    tut = S.get("tutorial")
    if tut is not None and tut.session is s:
        text = f"{text} {tut.wants_text()}"
    notify(text, "error")
    s.ui.message_help = section or str(el.getAttribute("data-help") or "")
    redraw()


def show_info(node) -> None:
    """Tap or click on something that is not a move: show its explanation, with a link to
    its how-to section."""
    helped = _closest(node, "[data-help]")
    show_panel(info_text(node), help_section="" if helped is None
               else str(helped.getAttribute("data-help")))


def do_action(action: str) -> None:
    if S.get("tutorial") is not None and (action in ("new", "start", "again", "export")
                                          or action.startswith("game:")):
        leave_tutorial(new=action in ("new", "again"))  # these are the person's own game's
        if action in ("new", "again"):
            return
    if after_action(action):
        return
    s = session()
    ui = s.ui
    if action == "undo":
        s.undo()
        save()
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
        replaced = _unfinished_text(s)
        try:
            s.new_game(config)
        except Exception as e:
            notify(said("start_bad", reason=short(e, 120)), "error")
            return
        kept = keep_replaced(game_ui(s), replaced)
        if kept:
            notify(kept, "info")
        save()
    elif action == "again":
        cfg = dict(s.config)
        cfg["seed"] = ""
        s.new_game(cfg)
        save()
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
        ui.message = ""
        ui.message_actions = []
        ui.message_help = ""
    elif action == "load-newer":
        load_newer()
    elif action == "download-broken":
        text = S["broken"].get(s.game_id)
        if text is not None:
            js.window.yokoDownload(f"{s.game_id}-broken-save.json", text)
            S["held"][s.game_id] = False
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
    elif action.startswith("seat-panel:"):  # a seat chip: its panel's region (narrow screens)
        ui.region = action.split(":", 2)[1]
    elif action.startswith("pace:"):
        pace = action.split(":", 1)[1]
        if pace in PACES:
            ui.pace = pace
            save()
    elif action.startswith("lang:"):
        if ui.screen == "new" and _py(js.document.getElementById("new-form")) is not None:
            ui.defaults = {**(ui.defaults or {}), **read_form()}  # keep what was typed
        choose_language(action.split(":", 1)[1])


# ---------------------------------------------------------------------- language
def use_language(code: str | None) -> str:
    """Make ``code`` the page's language (``<html lang>`` too); the next redraw shows it."""
    lang = i18n.set_language(code)
    js.document.documentElement.setAttribute("lang", lang)
    return lang


def switched_language(code: str) -> None:
    """The person's switch: the language, and what is on screen (message, hint) in it."""
    use_language(code)
    s = session()
    notices.retranslate(s.ui)
    s.retranslate_hint(game_ui(s).hint)
    js.window.yokoStore(i18n.STORAGE_KEY, i18n.language())


def choose_language(code: str) -> None:
    """The person's choice: at once when its texts are here, else once its pack arrived."""
    if langpack.needed(code):
        _TASKS.append(asyncio.ensure_future(switch_when_loaded(code)))
        return
    switched_language(code)


async def switch_when_loaded(code: str) -> None:
    if await load_pack(code):
        switched_language(code)
    else:
        notify(said("lang_unavailable", language=i18n.LANGUAGES[code]), "error")
    redraw()


async def load_pack(lang: str) -> bool:
    """Fetch and unpack ``lang``'s pack (boot.js may have started the download already); the
    service worker is asked to keep it for offline use. False when it cannot be had."""
    try:
        buf = None
        if _py(getattr(js.window, "yokoLangPackLang", None)) == lang:
            buf = _py(await js.window.yokoLangPack)
        if buf is None:
            resp = await js.fetch(langpack.url(lang))
            if not resp.ok:
                return False
            buf = await resp.arrayBuffer()
        langpack.install(lang, buf.to_bytes())
    except Exception:  # offline, a broken pack: the page keeps its language
        return False
    learn.howto.cache_clear()
    keep = _py(getattr(js.window, "yokoKeepLang", None))
    if keep is not None:
        keep(langpack.url(lang))
    return True


async def prepare_language() -> None:
    """Before the first draw: the start language's pack, when it is not here yet."""
    lang = start_language()
    if langpack.needed(lang) and not await load_pack(lang):
        S["lang_missing"] = lang


def start_language() -> str:
    """The stored choice, else the first of the browser's languages the page speaks."""
    stored = _py(js.window.localStorage.getItem(i18n.STORAGE_KEY))
    if stored in i18n.LANGUAGES:
        return stored
    langs = _py(getattr(js.navigator, "languages", None))
    prefs = [str(x) for x in langs] if langs is not None else []
    return i18n.pick_language(prefs or [str(_py(js.navigator.language) or "")])


# ---------------------------------------------------------------------- learning aids
def tutorial_key(s: Session) -> str:
    """localStorage key of a game's tutorial progress (never its save's key)."""
    return game_ui(s).storage_key.rsplit(".", 1)[0] + ".tutorial"


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
    S["tutorial_from"] = s
    S["tutorial"] = tut
    S["session"] = tut_session
    step = tutorial.Tutorial.step_of(_py(js.window.localStorage.getItem(tutorial_key(tut_session))))
    tut.start(step)
    if step:
        notify(said("tutorial_resumed"), "info")
    save()


def leave_tutorial(new: bool = False) -> None:
    """Back to the person's own game (its session was never touched)."""
    tut = S.pop("tutorial", None)
    back = S.pop("tutorial_from", None)
    if tut is None:
        return
    S["session"] = back or use_game(tut.session.game_id)
    if new:
        S["session"].ui.screen = "new"


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
    none = _py(js.document.getElementById("howto-none"))
    if none is not None:
        none.hidden = bool(keep)


def read_form() -> dict:
    doc = js.document

    def val(id_: str) -> str:
        el = _py(doc.getElementById(id_))
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


def on_change(evt) -> None:
    el = evt.target
    if el.id == "f-players":
        n = int(el.value)
        for fs in js.document.querySelectorAll("fieldset.seat"):
            i = int(fs.getAttribute("data-seat"))
            fs.classList.toggle("hidden-seat", i >= n)
    elif el.id in ("rp-speed", "rp-round") and S["replay"] is not None:
        rps.act(S["replay"], f"{el.id}:{el.value}")
        redraw()
        sync_play()
    elif el.id == "rp-slider" and S["replay"] is not None:
        rps.go(S["replay"], int(el.value))
        redraw()
    elif str(el.id).startswith("f-kind"):
        fs = _closest(el, "fieldset")
        if fs is not None:
            fs.classList.toggle("is-human", str(el.value) == "human")
    elif el.id == "import-file":
        files = _py(el.files)
        if files is not None and files.length:
            _TASKS.append(asyncio.ensure_future(import_file(files.item(0))))


async def import_file(file) -> None:
    """Open a save file: checked and built completely first; the game on screen (and in
    storage) changes only if that worked, and an unfinished game it replaces is kept."""
    if S.get("tutorial") is not None:
        leave_tutorial()  # a save file is the person's own game, never the tutorial's
    prev = session()
    prev.ui.menu_open = False
    try:
        if int(file.size) > 4 * MAX_SAVE_CHARS:
            raise LoadError(t("reason_input", detail=f"{int(file.size):,} bytes"))
        text = str(await file.text())
        if open_replay_file(text):
            redraw()
            return
        want = game_of_save(text, protocol.games()) or prev.game_id
        gi = protocol.game(want)
        new = prepare_load(gi, text, prev.ui.narrow, prev.ui.pace)
    except LoadError as e:
        notify(said("import_bad", reason=str(e)), "error", None, e.detail)
    else:
        old = prev if want == prev.game_id else S.get("sessions", {}).get(want)
        replaced = _unfinished_text(old) if old is not None else _get(gi.storage_key)
        new.writes = max(new.writes, writes_of(_get(gi.storage_key)) or 0)
        S["stale"][want] = False
        swap_in(new)
        if want != prev.game_id:
            use_game(want)
        kept = keep_replaced(gi, replaced)
        done = t("import_ok") if want == prev.game_id else \
            t("switched_game", game=t(gi.title_key))
        notify(f"{done} {kept}".strip(), "info")
        save()
    redraw()
    schedule_ai()


def on_resize(*_args) -> None:
    narrow = js.window.innerWidth < NARROW_PX
    s = session()
    if narrow != s.ui.narrow:
        s.ui.narrow = narrow
        redraw()


# ---------------------------------------------------------------------- after the game
def after_action(action: str) -> bool:
    """Replay, charts, share and archive actions; False if ``action`` is none of them."""
    s = session()
    rs = S["replay"]
    name, _, arg = action.partition(":")
    if name in ("rp-open", "st-open"):
        s.ui.menu_open = False
        if s.game is not None and s.ui.screen != "pass":
            open_replay(s.game_id, s.game.to_json(), "current", s.ui.viewer,
                        stats=name == "st-open")
    elif name == "rp-close":
        close_replay()
    elif name == "rp-export" and rs is not None:
        js.window.yokoDownload(f"{rs.game}-replay-{len(rs.replay)}.json", rs.save)
    elif name == "share":
        if rs is not None:
            show_share(rs.save)
        elif s.game is not None:
            show_share(s.game.to_json())
    elif name == "share-copy":
        ok = js.window.yokoCopy("share-link")
        copied = said("share_copied") if ok else said("share_copy_failed")
        notify(copied, "info")
        S["note"] = notices.lasting(copied)
    elif name == "share-close":
        S["share"] = None
    elif name == "ar-open":
        s.ui.menu_open = False
        S["archive"], S["note"] = True, ""
    elif name == "ar-close":
        S["archive"], S["note"] = False, ""
    elif name.startswith("ar-"):
        archive_action(name, arg)
    elif rs is not None and rps.act(rs, action):
        pass
    else:
        return False
    sync_play()
    return True


def archive_action(name: str, entry_id: str) -> None:
    key = archive_screen.STORAGE_KEY
    archive, _ = archive_screen.load(_stored(key))
    entry = archive.get(entry_id)
    if entry is None:
        return
    if name in ("ar-replay", "ar-stats"):
        open_replay(entry.game, entry.save, "archive", stats=name == "ar-stats")
    elif name == "ar-share":
        show_share(entry.save)
    elif name == "ar-export":
        js.window.yokoDownload(f"{entry.game}-replay-{entry.date[:10]}.json", entry.save)
    elif name == "ar-delete":
        text = archive_screen.delete(_stored(key), entry_id)
        if text is not None:
            err = js.window.yokoStore(key, text)
            S["note"] = notices.lasting(said("ar_store_failed", error=str(err)) if err
                                        else said("ar_deleted"))


def open_replay(game: str, save_text: str, source: str, viewer=None,
                stats: bool = False) -> bool:
    """Show the replay (or charts) of an engine save; the games and saves stay as they are."""
    try:
        rs = rps.open_replay(game, save_text, source, viewer)
    except (replay.ReplayError, ValueError) as e:
        notify(said("rp_bad", reason=str(e)), "error")
        return False
    if stats and rs.finished:
        rs.mode = "stats"
    S["replay"], S["note"] = rs, notices.lasting(said("rp_shared_note") if source == "shared"
                                                  else "")
    S["archive"] = False
    return True


def close_replay() -> None:
    rs = S["replay"]
    S["replay"], S["note"] = None, ""
    if rs is not None and rs.source == "shared":
        S["shared"] = False
        if str(js.location.hash).startswith(share.PREFIX):  # forget the link, keep the page
            js.history.replaceState(jsnull, "", str(js.location.pathname)
                                    + str(js.location.search))
    elif rs is not None and rs.source == "archive":
        S["archive"] = True


def show_share(save_text: str) -> None:
    """The link of a finished game (the page's address with ``#replay=…``)."""
    try:
        fragment = share.encode(save_text)
    except share.ShareError as e:
        notify(said("share_bad", reason=str(e)), "error")
        S["note"] = notices.lasting(said("share_bad", reason=str(e)))
        return
    S["share"] = str(js.location.href).split("#", 1)[0] + fragment


def open_shared(fragment: str) -> None:
    """Open a ``#replay=`` link: a clear message and no change if it cannot be opened."""
    try:
        shared = share.decode(fragment)
    except share.ShareError as e:
        S["shared"] = False
        notify(said("rp_shared_bad", reason=str(e)), "error")
        return
    if protocol.game(shared.game) is None or protocol.game(shared.game).table is None:
        S["shared"] = False
        notify(said("rp_shared_bad", reason=shared.game), "error")
        return
    S["shared"] = True
    if not open_replay(shared.game, shared.save, "shared"):
        S["shared"] = False


def share_link_in_address() -> bool:
    """Whether the address holds a share link (boardgame.share is imported only if it has a
    fragment at all)."""
    fragment = str(js.location.hash or "")
    return bool(fragment) and fragment.startswith(share.PREFIX)


def open_link_in_address() -> None:
    fragment = str(js.location.hash or "")
    if share_link_in_address():
        open_shared(fragment)
    else:
        S["shared"] = False


def on_hashchange(*_args) -> None:
    if str(js.location.hash or "").startswith(share.PREFIX):
        S["share"] = None
        open_shared(str(js.location.hash))
        redraw()
        schedule_ai()


def open_replay_file(text: str) -> bool:
    """A finished game's engine save (a replay file) opens as a shared replay; True if the
    file was one (opened, or refused with a message)."""
    try:
        read_json(text)  # nothing deeper or larger than a save may reach any parser
    except LoadError:
        return False
    try:
        shared = share.decode_save(text)
    except share.ShareError as e:
        try:
            data = read_json(text)  # size and depth checked before parsing
        except LoadError:
            return False
        engine_save = (isinstance(data, dict) and "app" not in data
                       and isinstance(data.get("format"), str)
                       and "finished" not in str(e)
                       and not any(g.engine_save_format == data["format"]
                                   for g in protocol.games()))
        if engine_save:
            notify(said("rp_file_bad", reason=str(e)), "error")
        return engine_save
    S["shared"] = True
    if not open_replay(shared.game, shared.save, "shared"):
        S["shared"] = False
    return True


def sync_play() -> None:
    """Start, re-time or stop the replay's play timer to match its state."""
    rs = S["replay"]
    sig = (id(rs), rs.playing, rs.speed) if rs is not None and rs.playing else None
    if sig == S["play_sig"]:
        return
    if S["play_timer"] is not None:
        js.clearInterval(S["play_timer"])
        S["play_timer"] = None
    S["play_sig"] = sig
    if sig is not None:
        S["play_timer"] = js.setInterval(_play_proxy, rps.SPEEDS[rs.speed])


def play_tick(*_args) -> None:
    rs = S["replay"]
    if rs is not None:
        rps.tick(rs)
        redraw()
    sync_play()


def on_doc_key(evt) -> None:
    """Left/Right/Home/End step the replay while it is open (not in form fields)."""
    rs = S["replay"]
    if rs is None or S["share"] or evt.altKey or evt.ctrlKey or evt.metaKey:
        return
    target = _py(evt.target)
    tag = str(getattr(target, "tagName", "") or "").upper()
    if tag in ("INPUT", "SELECT", "TEXTAREA") or getattr(target, "isContentEditable", False):
        return
    if rps.key(rs, str(evt.key)):
        evt.preventDefault()
        redraw()
        sync_play()


def on_input(evt) -> None:
    """Dragging the slider redraws only the position (the slider itself stays put)."""
    rs = S["replay"]
    el = evt.target
    if rs is None or el.id != "rp-slider":
        return
    rps.go(rs, int(el.value))
    live = _py(js.document.getElementById("rp-live"))
    if live is not None:
        rgi = protocol.game(rs.game)
        lines = rgi.replay_log(rs.replay, rs.step) if rs.step else []
        live.outerHTML = rps.live_markup(rs, rgi.table, replay_ui(rs, session()), lines)
        el.setAttribute("aria-valuetext", rps.step_label(rs))


def start_replay_binding(app_listen) -> None:
    global _play_proxy
    _play_proxy = create_proxy(play_tick)
    doc_key, inp, hashchange = (create_proxy(on_doc_key), create_proxy(on_input),
                                create_proxy(on_hashchange))
    _PROXIES.extend([_play_proxy, doc_key, inp, hashchange])
    js.document.addEventListener("keydown", doc_key)
    app_listen.addEventListener("input", inp)
    js.window.addEventListener("hashchange", hashchange)


_play_proxy = None


# ---------------------------------------------------------------------- start
def start() -> None:
    global _ai_proxy
    js.window.yokoPyStart = js.performance.now()
    missing = S.pop("lang_missing", None)
    use_language(i18n.SOURCE_LANGUAGE if missing else start_language())
    last = _get(LAST_GAME_KEY)
    ids = game_ids()
    S["shared"] = share_link_in_address()  # read-only until opened
    try:
        ui = use_game(last if last in ids else ids[0]).ui
    except Exception as e:  # the page always starts: the start screen of the first game
        S["session"] = protocol.game(ids[0]).new_session(js.window.innerWidth < NARROW_PX)
        ui = session().ui
        ui.screen = "new"
        notify(said("load_corrupt", reason=short(e, 120)), "error")
    if missing:
        notify(said("lang_unavailable", language=i18n.LANGUAGES[missing]), "error")
    adopt_first_screen(session())
    params = js.URLSearchParams.new(js.location.search)
    pace = url_choice(_py(params.get("pace")), PACES)
    if pace is not None:
        ui.pace = pace
    _ai_proxy = create_proxy(ai_tick)
    click = create_proxy(on_click)
    change = create_proxy(on_change)
    resize = create_proxy(on_resize)
    key = create_proxy(on_key)
    wheel = create_proxy(on_wheel)
    typed = create_proxy(on_howto_input)
    modules = create_proxy(startup.loaded_modules)
    _PROXIES.extend([_ai_proxy, click, change, resize, key, wheel, typed, modules])
    js.window.yokoModules = modules
    start_replay_binding(app_listen=js.document.getElementById("app"))
    for gi in protocol.games():
        for name, hook in gi.page_hooks.items():
            proxy = create_proxy(hook)
            _PROXIES.append(proxy)
            setattr(js.window, name, proxy)
    app = js.document.getElementById("app")
    app.addEventListener("click", click)
    app.addEventListener("change", change)
    js.document.addEventListener("keydown", key)
    app.addEventListener("input", typed)
    over = create_proxy(on_over)
    panel_click = create_proxy(on_panel_click)
    _PROXIES.extend([over, panel_click])
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
    _PROXIES.append(storage)
    js.window.addEventListener("storage", storage)
    open_link_in_address()
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


def adopt_first_screen(s: Session) -> None:
    """On a first visit the start screen was plain HTML (index.html, built by the same
    renderer) and the person may have filled it in while Python loaded: keep what they wrote."""
    form = _py(js.document.querySelector("#app[data-first] #new-game"))
    if form is not None and s.ui.screen == "new":
        s.ui.defaults = {**s.ui.defaults, **read_form()}


def run_early_action() -> None:
    """A start-screen button pressed before Python was ready (boot.js kept it): do it now."""
    action = _py(js.window.yokoTakeEarlyAction())
    if action is None or not (action == "start" or str(action).startswith("game:")):
        return
    if action == "start":
        adopt_first_screen(session())
    do_action(str(action))
    redraw()


_ai_proxy = None
