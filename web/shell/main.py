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

from boardgame import share
from boardgame.replay import ReplayError
from web.shell import archive_screen, learn, protocol, startup
from web.shell import replay_screen as rps
from web.shell.frame import option_str
from web.shell.messages import t
from web.shell.saves import LoadError, game_of_save
from web.shell.session import Session
from web.shell.tutorial import Tutorial
from web.shell.ui_state import PACES

S: dict = {"session": None, "ai_timer": None, "resize_timer": None,
           # after the game (replay_binding): open replay, archive screen, share link shown,
           # a shared replay open (nothing is saved meanwhile), the play timer, a notice
           "replay": None, "archive": False, "share": None, "shared": False,
           "play_timer": None, "play_sig": None, "note": "", "archived": set()}
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
    focused = str(getattr(_py(js.document.activeElement), "id", "") or "")
    html, screen = page_html(s, gi)
    app = js.document.getElementById("app")
    app.innerHTML = html
    if focused.startswith(("rp-", "share-")):  # keep the replay control in use focused
        el = _py(js.document.getElementById(focused))
        if el is not None:
            el.focus()
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
            html = rps.render(rs, t(rgi.title_key), rgi.table, rgi.replay_log, ui, S["note"])
            screen = "replay"
    elif S["archive"]:
        archive, note = archive_screen.load(_stored(archive_screen.STORAGE_KEY))
        html, screen = archive_screen.render(archive, s.ui, S["note"] or note), "archive"
    else:
        html, screen = gi.render(s.view(), s.ui, s.legal_for_ui()), s.ui.screen
    if S["share"]:
        html += rps.share_dialog(S["share"])
    return html, screen


def replay_ui(rs: rps.ReplayScreen, s: Session):
    """A fresh UI state for drawing replayed positions (nothing chosen, nothing to play)."""
    return type(s.ui)(narrow=s.ui.narrow, game=rs.game, viewer=rs.seat, log_open=False)


def notify(text: str, kind: str = "info") -> None:
    s = session()
    s.ui.message = text
    s.ui.message_kind = kind


# ---------------------------------------------------------------------- storage
def _stored(key: str) -> str | None:
    return _py(js.window.localStorage.getItem(key))


def save() -> None:
    s = session()
    if s.game is None or S["shared"]:  # never autosave while a shared replay is open
        return
    tut = S.get("tutorial")
    if tut is not None and tut.session is s:  # never the person's saved game
        js.window.yokoStore(tutorial_key(s), tut.progress())
        return
    try:
        text = s.to_save()
    except Exception as e:
        notify(t("saved_fail", error=str(e)), "error")
        return
    err = js.window.yokoStore(game_ui(s).storage_key, text)
    if err:
        notify(t("saved_fail", error=str(err)), "error")
    if s.game.is_over:
        archive_game(s)


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
            notify(t("ar_store_failed", error=str(err)), "error")


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
    if S.get("tutorial") is not None:
        return  # the tutorial plays the script's moves itself
    if S["replay"] is not None or S["archive"]:
        return  # the game waits while its replay or the archive is looked at
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
            if s.game is not game or len(game.moves) != n or session() is not s \
                    or S["replay"] is not None or S["archive"]:
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
                notify(t("illegal", detail=str(e)), "error")
        save()
    elif target:
        moves = game_ui(s).choosers(s.legal_for_ui(), s.view()).get(target, [])
        if tut is not None and tut.session is s and tut.expected() not in moves:
            notify(tut.wants_text(), "error")
        elif moves:
            s.open_chooser(target, moves)
    elif action:
        if action == "import":
            return  # the file input: handled by on_change
        if action.startswith("howto"):
            evt.preventDefault()  # section links are page actions, not navigation
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
    """Tap on something that is not a move: show its explanation (long-press on phones),
    with a link to its how-to section."""
    helped = _closest(node, "[data-help]")
    session().ui.message_help = "" if helped is None else str(helped.getAttribute("data-help"))
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
        ui.message_help = ""
    elif action.startswith("howto") or action.startswith("hint") or \
            action.startswith("tutorial"):
        learn_action(action)
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
            notify(t("hint_none"), "info")
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
    tut = Tutorial(tut_session, script, gi.describe)
    S["tutorial_from"] = s
    S["tutorial"] = tut
    S["session"] = tut_session
    step = Tutorial.step_of(_py(js.window.localStorage.getItem(tutorial_key(tut_session))))
    tut.start(step)
    if step:
        notify(t("tutorial_resumed"), "info")
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
    if S.get("tutorial") is not None:
        leave_tutorial()  # a save file is the person's own game, never the tutorial's
    prev = session()
    text = str(await file.text())
    prev.ui.menu_open = False
    if open_replay_file(text):
        redraw()
        return
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
        notify(t("share_copied") if ok else t("share_copy_failed"), "info")
        S["note"] = t("share_copied") if ok else t("share_copy_failed")
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
            S["note"] = t("ar_store_failed", error=str(err)) if err else t("ar_deleted")


def open_replay(game: str, save_text: str, source: str, viewer=None,
                stats: bool = False) -> bool:
    """Show the replay (or charts) of an engine save; the games and saves stay as they are."""
    try:
        rs = rps.open_replay(game, save_text, source, viewer)
    except (ReplayError, ValueError) as e:
        notify(t("rp_bad", reason=str(e)), "error")
        return False
    if stats and rs.finished:
        rs.mode = "stats"
    S["replay"], S["note"] = rs, (t("rp_shared_note") if source == "shared" else "")
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
        notify(t("share_bad", reason=str(e)), "error")
        S["note"] = t("share_bad", reason=str(e))
        return
    S["share"] = str(js.location.href).split("#", 1)[0] + fragment


def open_shared(fragment: str) -> None:
    """Open a ``#replay=`` link: a clear message and no change if it cannot be opened."""
    try:
        shared = share.decode(fragment)
    except share.ShareError as e:
        S["shared"] = False
        notify(t("rp_shared_bad", reason=str(e)), "error")
        return
    if protocol.game(shared.game) is None or protocol.game(shared.game).table is None:
        S["shared"] = False
        notify(t("rp_shared_bad", reason=shared.game), "error")
        return
    S["shared"] = True
    if not open_replay(shared.game, shared.save, "shared"):
        S["shared"] = False


def open_link_in_address() -> None:
    fragment = str(js.location.hash or "")
    if fragment.startswith(share.PREFIX):
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
    import json

    try:
        shared = share.decode_save(text)
    except share.ShareError as e:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return False
        engine_save = (isinstance(data, dict) and "app" not in data
                       and isinstance(data.get("format"), str)
                       and "finished" not in str(e)
                       and not any(g.engine_save_format == data["format"]
                                   for g in protocol.games()))
        if engine_save:
            notify(t("rp_file_bad", reason=str(e)), "error")
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
    last = _py(js.window.localStorage.getItem(LAST_GAME_KEY))
    ids = game_ids()
    S["shared"] = str(js.location.hash).startswith(share.PREFIX)  # read-only until opened
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
    typed = create_proxy(on_howto_input)
    modules = create_proxy(startup.loaded_modules)
    _PROXIES.extend([_ai_proxy, click, change, resize, key, typed, modules])
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
    app.addEventListener("keydown", key)
    app.addEventListener("input", typed)
    js.window.addEventListener("resize", resize)
    open_link_in_address()
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
