"""The binding: DOM, localStorage, timers. The only web module that imports ``js``/``pyodide``.

One delegated ``click`` (and ``change``, ``keydown``) listener on the stable ``#app``
container; every redraw sets ``#app.innerHTML`` once from the shown game's
``GameUI.render``. Everything that differs between games comes from the registered
:class:`web.shell.protocol.GameUI` values.
"""

from __future__ import annotations

import asyncio

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

try:  # Pyodide 0.28+ turns JS null into ``jsnull`` (undefined stays None)
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]
except ImportError:  # older Pyodide: null arrives as None
    jsnull = None

from web import i18n
from web.shell import protocol, startup
from web.shell.frame import option_str
from web.shell.messages import t
from web.shell.saves import LoadError, game_of_save
from web.shell.session import Session
from web.shell.ui_state import PACES

S: dict = {"session": None, "ai_timer": None, "resize_timer": None}
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
    js.window.yokoRemember(shows_private(s))


def shows_private(s) -> bool:
    """Whether the screen shows one seat's hidden cards while several people share the
    device: such a screen is never kept for the next visit's first paint."""
    humans = s.humans() if hasattr(s, "humans") else []
    return len(humans) > 1 and s.ui.screen == "play"


def notify(text: str, kind: str = "info") -> None:
    s = session()
    s.ui.message = text
    s.ui.message_kind = kind


# ---------------------------------------------------------------------- storage
def save() -> None:
    s = session()
    if s.game is None:
        return
    try:
        text = s.to_save()
    except Exception as e:
        notify(t("saved_fail", error=str(e)), "error")
        return
    err = js.window.yokoStore(game_ui(s).storage_key, text)
    if err:
        notify(t("saved_fail", error=str(err)), "error")


def load_from_storage() -> None:
    s = session()
    gi = game_ui(s)
    key, broken_key = gi.storage_key, gi.broken_key
    text = _py(js.window.localStorage.getItem(key))
    if text is None:
        s.ui.screen = "new"
        return
    try:
        s.load(text)
    except LoadError as e:
        # never overwrite what was there: keep it under another key, then start afresh
        js.window.yokoStore(broken_key, text)
        js.window.localStorage.removeItem(key)
        s.game = None
        s.ui.screen = "new"
        notify(t("load_corrupt", reason=str(e)), "error")


# ---------------------------------------------------------------------- computer seats
def schedule_ai() -> None:
    s = session()
    if S["ai_timer"] is not None:
        js.clearTimeout(S["ai_timer"])
        S["ai_timer"] = None
    if s.computer_to_move():
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
            notify(t("illegal", detail=str(e)), "error")
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
        ui.screen = "new"
    elif action == "new-cancel":
        ui.screen = "play" if s.game is not None else "new"
        s._after_change()
    elif action == "start":
        config = read_form()
        try:
            s.new_game(config)
        except Exception as e:
            notify(str(e), "error")
            return
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
    elif action.startswith("game:"):
        game = action.split(":", 1)[1]
        if game in game_ids():
            use_game(game).ui.screen = "new"
            session().ui.menu_open = False
    elif action == "export":
        if s.game is not None:
            js.window.yokoDownload(f"{s.game_id}-{s.config.get('seed', 0)}-"
                                   f"{len(s.game.moves)}.json", s.to_save())
        ui.menu_open = False
    elif action.startswith("pace:"):
        pace = action.split(":", 1)[1]
        if pace in PACES:
            ui.pace = pace
            save()
    elif action.startswith("lang:"):
        if ui.screen == "new" and _py(js.document.getElementById("new-form")) is not None:
            ui.defaults = {**(ui.defaults or {}), **read_form()}  # keep what was typed
        use_language(action.split(":", 1)[1])
        js.window.yokoStore(i18n.STORAGE_KEY, i18n.language())


# ---------------------------------------------------------------------- language
def use_language(code: str | None) -> str:
    """Make ``code`` the page's language (``<html lang>`` too); the next redraw shows it."""
    lang = i18n.set_language(code)
    js.document.documentElement.setAttribute("lang", lang)
    return lang


def start_language() -> str:
    """The stored choice, else the first of the browser's languages the page speaks."""
    stored = _py(js.window.localStorage.getItem(i18n.STORAGE_KEY))
    if stored in i18n.LANGUAGES:
        return stored
    langs = _py(getattr(js.navigator, "languages", None))
    prefs = [str(x) for x in langs] if langs is not None else []
    return i18n.pick_language(prefs or [str(_py(js.navigator.language) or "")])


def read_form() -> dict:
    doc = js.document

    def val(id_: str) -> str:
        el = _py(doc.getElementById(id_))
        return "" if el is None else str(el.value)

    players = int(val("f-players") or 2)
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
    prev = session()
    text = str(await file.text())
    prev.ui.menu_open = False
    want = game_of_save(text, protocol.games())
    # a save of the other game opens in that game; this game and its save stay as they are
    s = use_game(want) if want is not None and want != prev.game_id else prev
    old = (s.game, s.config, s.ui.screen)
    try:
        s.load(text)
    except LoadError as e:
        s.game, s.config, s.ui.screen = old  # parse_save raised before anything changed
        if s is not prev:
            use_game(prev.game_id)
        notify(t("import_bad", reason=str(e)), "error")
    else:
        notify(t("import_ok") if s is prev else
               t("switched_game", game=t(game_ui(s).title_key)), "info")
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
    use_language(start_language())
    last = _py(js.window.localStorage.getItem(LAST_GAME_KEY))
    ids = game_ids()
    ui = use_game(last if last in ids else ids[0]).ui
    adopt_first_screen(session())
    params = js.URLSearchParams.new(js.location.search)
    pace = params.get("pace")
    if pace in PACES:
        ui.pace = pace
    _ai_proxy = create_proxy(ai_tick)
    click = create_proxy(on_click)
    change = create_proxy(on_change)
    resize = create_proxy(on_resize)
    key = create_proxy(on_key)
    modules = create_proxy(startup.loaded_modules)
    _PROXIES.extend([_ai_proxy, click, change, resize, key, modules])
    js.window.yokoModules = modules
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
    redraw()
    startup.mark("ready")
    js.window.yokoReadyAt = js.performance.now()
    js.document.body.setAttribute("data-ready", "true")
    js.window.yokoRegisterSW()
    run_early_action()
    schedule_ai()


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
