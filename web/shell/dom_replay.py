"""The binding after the game: the replay and charts screens, the archive of finished games,
share links (``#replay=…``) and replay files, with the replay's play timer and keys."""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from web.shell import notices, protocol
from web.shell.dom_computer import schedule_ai
from web.shell.dom_draw import redraw, replay_ui
from web.shell.dom_state import PROXIES, S, jsnull, notify, py_value, session
from web.shell.dom_storage import stored
from web.shell.notices import said
from web.shell.saves import LoadError, read_json

# screens the first draw does not show: imported when first used (a faster start)
share = protocol.lazy_module("boardgame.share")
replay = protocol.lazy_module("boardgame.replay")
archive_screen = protocol.lazy_module("web.shell.archive_screen")
rps = protocol.lazy_module("web.shell.replay_screen")


def after_action(action: str) -> bool:
    """Replay, charts, share and archive actions; False if ``action`` is none of them."""
    s = session()
    rs = S.replay
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
        S.note = notices.lasting(copied)
    elif name == "share-close":
        S.share = None
    elif name == "ar-open":
        s.ui.menu_open = False
        S.archive, S.note = True, ""
    elif name == "ar-close":
        S.archive, S.note = False, ""
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
    archive, _ = archive_screen.load(stored(key))
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
        text = archive_screen.delete(stored(key), entry_id)
        if text is not None:
            err = js.window.yokoStore(key, text)
            S.note = notices.lasting(said("ar_store_failed", error=str(err)) if err
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
    S.replay, S.note = rs, notices.lasting(said("rp_shared_note") if source == "shared"
                                           else "")
    S.archive = False
    return True


def close_replay() -> None:
    rs = S.replay
    S.replay, S.note = None, ""
    if rs is not None and rs.source == "shared":
        S.shared = False
        if str(js.location.hash).startswith(share.PREFIX):  # forget the link, keep the page
            js.history.replaceState(jsnull, "", str(js.location.pathname)
                                    + str(js.location.search))
    elif rs is not None and rs.source == "archive":
        S.archive = True


def show_share(save_text: str) -> None:
    """The link of a finished game (the page's address with ``#replay=…``)."""
    try:
        fragment = share.encode(save_text)
    except share.ShareError as e:
        notify(said("share_bad", reason=str(e)), "error")
        S.note = notices.lasting(said("share_bad", reason=str(e)))
        return
    S.share = str(js.location.href).split("#", 1)[0] + fragment


def open_shared(fragment: str) -> None:
    """Open a ``#replay=`` link: a clear message and no change if it cannot be opened."""
    try:
        shared = share.decode(fragment)
    except share.ShareError as e:
        S.shared = False
        notify(said("rp_shared_bad", reason=str(e)), "error")
        return
    shared_ui = protocol.game(shared.game)
    if shared_ui is None or shared_ui.table is None:
        S.shared = False
        notify(said("rp_shared_bad", reason=shared.game), "error")
        return
    S.shared = True
    if not open_replay(shared.game, shared.save, "shared"):
        S.shared = False


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
        S.shared = False


def on_hashchange(*_args) -> None:
    if str(js.location.hash or "").startswith(share.PREFIX):
        S.share = None
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
    S.shared = True
    if not open_replay(shared.game, shared.save, "shared"):
        S.shared = False
    return True


def sync_play() -> None:
    """Start, re-time or stop the replay's play timer to match its state."""
    rs = S.replay
    sig = (id(rs), rs.playing, rs.speed) if rs is not None and rs.playing else None
    if sig == S.play_sig:
        return
    if S.play_timer is not None:
        js.clearInterval(S.play_timer)
        S.play_timer = None
    S.play_sig = sig
    if sig is not None and rs is not None:
        S.play_timer = js.setInterval(_play_proxy, rps.SPEEDS[rs.speed])


def play_tick(*_args) -> None:
    rs = S.replay
    if rs is not None:
        rps.tick(rs)
        redraw()
    sync_play()


def on_doc_key(evt) -> None:
    """Left/Right/Home/End step the replay while it is open (not in form fields)."""
    rs = S.replay
    if rs is None or S.share or evt.altKey or evt.ctrlKey or evt.metaKey:
        return
    target = py_value(evt.target)
    tag = str(getattr(target, "tagName", "") or "").upper()
    if tag in ("INPUT", "SELECT", "TEXTAREA") or getattr(target, "isContentEditable", False):
        return
    if rps.key(rs, str(evt.key)):
        evt.preventDefault()
        redraw()
        sync_play()


def on_input(evt) -> None:
    """Dragging the slider redraws only the position (the slider itself stays put)."""
    rs = S.replay
    el = evt.target
    if rs is None or el.id != "rp-slider":
        return
    rps.go(rs, int(el.value))
    live = py_value(js.document.getElementById("rp-live"))
    if live is not None:
        rgi = protocol.registered(rs.game)
        lines = rgi.replay_log(rs.replay, rs.step) if rs.step else []
        live.outerHTML = rps.live_markup(rs, rgi.table, replay_ui(rs, session()), lines)
        el.setAttribute("aria-valuetext", rps.step_label(rs))


def start_replay_binding(app_listen) -> None:
    global _play_proxy
    _play_proxy = create_proxy(play_tick)
    doc_key, inp, hashchange = (create_proxy(on_doc_key), create_proxy(on_input),
                                create_proxy(on_hashchange))
    PROXIES.extend([_play_proxy, doc_key, inp, hashchange])
    js.document.addEventListener("keydown", doc_key)
    app_listen.addEventListener("input", inp)
    js.window.addEventListener("hashchange", hashchange)


_play_proxy = None
