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

from web.shell import protocol
from web.shell.frame import option_str
from web.shell.messages import t
from web.shell.saves import (
    MAX_SAVE_CHARS,
    LoadError,
    broken_key,
    broken_to_drop,
    game_of_save,
    is_stale,
    prepare_load,
    short,
    url_choice,
    writes_of,
)
from web.shell.session import Session
from web.shell.ui_state import PACES

S: dict = {"session": None, "ai_timer": None, "resize_timer": None,
           "stale": {},  # game id -> another tab wrote newer moves: this tab does not save
           "held": {},  # game id -> storage full: a broken save still sits under the save key
           "broken": {}}  # game id -> text of the last broken save (for its download button)
_PROXIES: list = []  # keep every proxy alive for the page's lifetime
_TASKS: list = []  # running asyncio tasks (kept referenced)
NARROW_PX = 760
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
    html = gi.render(s.view(), s.ui, s.legal_for_ui())
    app = js.document.getElementById("app")
    app.innerHTML = html
    js.window.yokoLastRender = js.performance.now() - t0
    body = js.document.body
    body.setAttribute("data-screen", s.ui.screen)
    body.setAttribute("data-game", gi.id)
    js.document.title = t(gi.title_key)
    cur = s.game.current_player if s.game is not None else None
    body.setAttribute("data-current", "" if cur is None else str(cur))
    body.setAttribute("data-moves", str(len(s.game.moves)) if s.game is not None else "0")
    body.setAttribute("data-over", "true" if (s.game is not None and s.game.is_over) else "false")


def notify(text: str, kind: str = "info", actions: list[tuple[str, str]] | None = None) -> None:
    """Show one short message (cut), with optional (label, action) buttons."""
    s = session()
    s.ui.message = short(text)
    s.ui.message_kind = kind
    s.ui.message_actions = list(actions or [])


# ---------------------------------------------------------------------- storage
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
    if s.game is None:
        return
    gid = s.game_id
    key = game_ui(s).storage_key
    if S["held"].get(gid):
        if s is session():
            notify(t("storage_held"), "error", [(t("download_broken"), "download-broken")])
        return
    if S["stale"].get(gid) or is_stale(_get(key), s.writes):
        mark_stale(s)
        return
    s.writes += 1
    try:
        text = s.to_save()
    except Exception as e:
        s.writes -= 1
        notify(t("saved_fail", error=short(e, 120)), "error")
        return
    err = js.window.yokoStore(key, text)
    if err:
        s.writes -= 1
        notify(t("saved_fail", error=str(err)), "error")


def mark_stale(s: Session) -> None:
    """Another tab wrote newer moves of this game: stop saving here and say so."""
    S["stale"][s.game_id] = True
    if s is session():
        notify(t("other_tab"), "error", [(t("load_newer"), "load-newer")])


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
        keep_broken(s, text, str(e))
        return
    swap_in(new)


def keep_broken(s: Session, text: str, reason: str) -> None:
    """Keep a save that could not be read under a dated key (the newest few), or, when the
    storage is full, where it was (and save nothing over it until it is downloaded)."""
    gi = game_ui(s)
    gid = gi.id
    S["broken"][gid] = text
    s.game = None
    s.ui.screen = "new"
    actions = [(t("download_broken"), "download-broken")]
    try:
        date = str(js.Date.new().toISOString())
    except Exception:
        date = "unknown-date"
    err = js.window.yokoStore(broken_key(gi.broken_key, date), text)
    if err:
        S["held"][gid] = True
        notify(t("load_corrupt_full", reason=reason), "error", actions)
        return
    _remove(gi.storage_key)
    for key in broken_to_drop(_storage_keys(), gi.broken_key):
        _remove(key)
    notify(t("load_corrupt", reason=reason), "error", actions)


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
        notify(t("import_bad", reason=str(e)), "error")
        return
    swap_in(new)
    S["stale"][gi.id] = False
    notify(t("newer_loaded"), "info")


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
            if s.game is not game or len(game.moves) != n or session() is not s:
                return  # new game, undo, import or other game meanwhile: forget it
        await asyncio.sleep(0)  # let the browser paint between the last slice and the move
        if s.game is game and len(game.moves) == n and s.computer_to_move() \
                and session() is s:
            s.ai_play(thinker.result())
    except Exception as e:
        notify(str(e), "error")
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


def on_click(evt) -> None:
    el = _closest(evt.target, "[data-move],[data-target],[data-action]")
    s = session()
    if el is None:
        show_info(evt.target)
        return
    if el.hasAttribute("disabled"):
        return
    move = el.getAttribute("data-move")
    target = el.getAttribute("data-target")
    action = el.getAttribute("data-action")
    if move:
        s.ui.message = ""
        try:
            s.play(move)
        except Exception as e:
            notify(t("illegal", detail=short(e, 120)), "error")
        save()
    elif target:
        moves = game_ui(s).choosers(s.legal_for_ui(), s.view()).get(target, [])
        if moves:
            s.open_chooser(target, moves)
    elif action:
        if action == "import":
            return  # the file input: handled by on_change
        do_action(action)
    redraw()
    schedule_ai()


def on_key(evt) -> None:
    """Enter or Space on a focused table element plays it, like a click."""
    if evt.key not in ("Enter", " "):
        return
    el = _closest(evt.target, "#table [data-move], #table [data-target]")
    if el is not None:
        evt.preventDefault()
        init = to_js({"bubbles": True}, dict_converter=js.Object.fromEntries)
        el.dispatchEvent(js.MouseEvent.new("click", init))


def show_info(node) -> None:
    """Tap on something that is not a move: show its explanation (long-press on phones)."""
    el = node
    for _ in range(8):
        if el is None or getattr(el, "id", "") == "app":
            return
        try:
            tt = _py(el.querySelector(":scope > title"))
        except Exception:
            tt = None
        if tt is not None:
            notify(tt.textContent, "info")
            redraw()
            return
        el = _py(el.parentElement)


def do_action(action: str) -> None:
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
            notify(str(e), "error")
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
    elif action == "close-chooser":
        ui.chooser = None
        ui.previews = {}
    elif action == "dismiss":
        ui.message = ""
        ui.message_actions = []
    elif action == "load-newer":
        load_newer()
    elif action == "download-broken":
        text = S["broken"].get(s.game_id)
        if text is not None:
            js.window.yokoDownload(f"{s.game_id}-broken-save.json", text)
            S["held"][s.game_id] = False
            notify(t("broken_downloaded"), "info")
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
                notify(t("export_note"), "info")
        ui.menu_open = False
    elif action.startswith("pace:"):
        pace = action.split(":", 1)[1]
        if pace in PACES:
            ui.pace = pace
            save()


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
    return {"players": players, "seats": seats, "options": options, "seed": val("f-seed").strip()}


def on_change(evt) -> None:
    el = evt.target
    if el.id == "f-players":
        n = int(el.value)
        for fs in js.document.querySelectorAll("fieldset.seat"):
            i = int(fs.getAttribute("data-seat"))
            fs.classList.toggle("hidden-seat", i >= n)
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
    prev = session()
    prev.ui.menu_open = False
    try:
        if int(file.size) > 4 * MAX_SAVE_CHARS:
            raise LoadError(t("reason_input", detail=f"{int(file.size):,} bytes"))
        text = str(await file.text())
        want = game_of_save(text, protocol.games()) or prev.game_id
        gi = protocol.game(want)
        new = prepare_load(gi, text, prev.ui.narrow, prev.ui.pace)
    except LoadError as e:
        notify(t("import_bad", reason=str(e)), "error")
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


# ---------------------------------------------------------------------- start
def start() -> None:
    global _ai_proxy
    js.window.yokoPyStart = js.performance.now()
    last = _get(LAST_GAME_KEY)
    ids = game_ids()
    try:
        ui = use_game(last if last in ids else ids[0]).ui
    except Exception as e:  # the page always starts: the start screen of the first game
        S["session"] = protocol.game(ids[0]).new_session(js.window.innerWidth < NARROW_PX)
        ui = session().ui
        ui.screen = "new"
        notify(t("load_corrupt", reason=short(e, 120)), "error")
    params = js.URLSearchParams.new(js.location.search)
    pace = url_choice(_py(params.get("pace")), PACES)
    if pace is not None:
        ui.pace = pace
    _ai_proxy = create_proxy(ai_tick)
    click = create_proxy(on_click)
    change = create_proxy(on_change)
    resize = create_proxy(on_resize)
    key = create_proxy(on_key)
    _PROXIES.extend([_ai_proxy, click, change, resize, key])
    for gi in protocol.games():
        for name, hook in gi.page_hooks.items():
            proxy = create_proxy(hook)
            _PROXIES.append(proxy)
            setattr(js.window, name, proxy)
    app = js.document.getElementById("app")
    app.addEventListener("click", click)
    app.addEventListener("change", change)
    app.addEventListener("keydown", key)
    js.window.addEventListener("resize", resize)
    storage = create_proxy(on_storage)
    _PROXIES.append(storage)
    js.window.addEventListener("storage", storage)
    try:
        redraw()
    except Exception as e:  # a drawing error at start: show the start screen instead
        s = session()
        s.game = None
        s.ui.screen = "new"
        notify(t("load_corrupt", reason=short(e, 120)), "error")
        redraw()
    js.window.yokoReadyAt = js.performance.now()
    js.document.body.setAttribute("data-ready", "true")
    js.window.yokoRegisterSW()
    schedule_ai()


_ai_proxy = None
