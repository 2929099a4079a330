"""The binding's storage: which game is shown, saving it to localStorage, loading it back,
keeping broken and replaced saves aside, and stepping back when another tab wrote newer moves."""

from __future__ import annotations

import contextlib

import js

from web.shell import protocol
from web.shell.dom_state import (
    HOOKS,
    LAST_GAME_KEY,
    NARROW_PX,
    S,
    game_ui,
    notify,
    py_value,
    session,
)
from web.shell.messages import t
from web.shell.notices import said
from web.shell.saves import (
    LoadError,
    broken_key,
    broken_to_drop,
    is_stale,
    prepare_load,
    same_save,
    short,
    writes_of,
)
from web.shell.session import Session

# the archive is written only when a game ends: imported when first used (a faster start)
archive_screen = protocol.lazy_module("web.shell.archive_screen")


def stored(key: str) -> str | None:
    try:
        value = py_value(js.window.localStorage.getItem(key))
    except Exception:  # storage switched off or refused: as if empty
        return None
    return value if isinstance(value, str) else None


def remove_key(key: str) -> None:
    with contextlib.suppress(Exception):
        js.window.localStorage.removeItem(key)


def storage_keys() -> list[str]:
    try:
        store = js.window.localStorage
        return [str(store.key(i)) for i in range(int(store.length))]
    except Exception:
        return []


def tutorial_key(s: Session) -> str:
    """localStorage key of a game's tutorial progress (never its save's key)."""
    return game_ui(s).storage_key.rsplit(".", 1)[0] + ".tutorial"


def use_game(game: str) -> Session:
    """Show ``game``: its session is made (and loaded from its own storage key) once; the
    other game's session and save are left as they are."""
    cur = S.session
    if cur is not None and cur.game_id == game:
        return cur
    sessions = S.sessions
    if cur is not None:
        sessions[cur.game_id] = cur
    s = sessions.get(game)
    fresh = s is None
    if s is None:
        s = protocol.registered(game).new_session(js.window.innerWidth < NARROW_PX)
    if cur is not None:
        s.ui.pace, s.ui.narrow = cur.ui.pace, cur.ui.narrow
    S.session = s
    if fresh:
        load_from_storage()
    if not S.shared:  # a shared replay changes nothing of the opener's
        js.window.yokoStore(LAST_GAME_KEY, game)
    return s


def save(s: Session | None = None) -> None:
    """Store the session's game, unless that would overwrite newer moves of another tab or a
    broken save the full storage could not move aside."""
    s = s or session()
    if s.game is None or S.shared:  # never autosave while a shared replay is open
        return
    if getattr(s, "online_guest", False):  # a guest's table is the host's: nothing to save
        return
    tut = S.tutorial
    if tut is not None and tut.session is s:  # never the person's saved game
        js.window.yokoStore(tutorial_key(s), tut.progress())
        return
    gid = s.game_id
    key = game_ui(s).storage_key
    if S.held.get(gid):
        if s is session():
            notify(said("storage_held"), "error", [(said("download_broken"), "download-broken")])
        return
    kept = stored(key)
    if S.stale.get(gid) or is_stale(kept, s.writes):
        mark_stale(s)
        return
    s.writes += 1
    try:
        text = s.to_save()
    except Exception as e:
        s.writes -= 1
        notify(said("saved_fail", error=short(e, 120)), "error")
        return
    if writes_of(kept) == s.writes - 1 and same_save(kept, text):
        s.writes -= 1  # the same game again: the stored save stays as it is
    else:
        err = js.window.yokoStore(key, text)
        if err:
            s.writes -= 1
            notify(said("saved_fail", error=str(err)), "error")
    if s.game.is_over:
        try:
            archive_game(s)
        except Exception as e:  # the game's own save is written; never stop the page
            notify(said("ar_not_added", reason=short(e, 120)), "error")
    for hook in HOOKS["saved"]:
        hook(s)


def archive_game(s: Session) -> None:
    """Keep a game that just ended in the archive (once), after its save was written."""
    mark = (s.game_id, s.config.get("seed"), len(s.playing.moves))
    if mark in S.archived:
        return
    S.archived.add(mark)
    key = archive_screen.STORAGE_KEY
    added = archive_screen.add_finished(stored(key), s.playing.to_json(),
                                        str(js.Date.new().toISOString()))
    if added.message:
        notify(added.message, "error")
    if added.text is not None:
        err = js.window.yokoStore(key, added.text)
        if err:
            notify(said("ar_store_failed", error=str(err)), "error")


def mark_stale(s: Session) -> None:
    """Another tab wrote newer moves of this game: stop saving here and say so."""
    S.stale[s.game_id] = True
    if s is session():
        notify(said("other_tab"), "error", [(said("load_newer"), "load-newer")])


def swap_in(new: Session) -> None:
    """Put a fully checked session in place of the one of its game."""
    cur = session()
    if cur is not None and cur.game_id == new.game_id:
        new.ui.narrow = cur.ui.narrow
        S.session = new
    else:
        S.sessions[new.game_id] = new


def load_from_storage() -> None:
    """Open the stored game of the session shown; a save that cannot be used is kept aside
    (never lost) and the start screen appears."""
    s = session()
    gi = game_ui(s)
    text = stored(gi.storage_key)
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
    S.broken[gid] = text
    s.game = None
    s.ui.screen = "new"
    actions = [(said("download_broken"), "download-broken")]
    try:
        date = str(js.Date.new().toISOString())
    except Exception:
        date = "unknown-date"
    err = js.window.yokoStore(broken_key(gi.broken_key, date), text)
    if err:
        S.held[gid] = True
        notify(said("load_corrupt_full", reason=reason), "error", actions, detail)
        return
    remove_key(gi.storage_key)
    for key in broken_to_drop(storage_keys(), gi.broken_key):
        remove_key(key)
    notify(said("load_corrupt", reason=reason), "error", actions, detail)


def load_newer() -> None:
    """The button of "continued in another tab": open the stored state of this game."""
    s = session()
    gi = game_ui(s)
    text = stored(gi.storage_key)
    if text is None:
        return
    try:
        new = prepare_load(gi, text, s.ui.narrow, s.ui.pace)
    except LoadError as e:
        notify(said("import_bad", reason=str(e)), "error", None, e.detail)
        return
    swap_in(new)
    S.stale[gi.id] = False
    notify(said("newer_loaded"), "info")


def keep_replaced(gi, text: str | None) -> str:
    """An unfinished game a new one replaces: kept under ``<key>.replaced`` (or downloaded
    when the storage is full). Returns what to tell the person ("" if nothing was replaced)."""
    if not text:
        return ""
    if js.window.yokoStore(gi.storage_key + ".replaced", text):
        js.window.yokoDownload(f"{gi.id}-replaced.json", text)
        return t("replaced_downloaded")
    return t("replaced_kept")


def unfinished_text(s: Session) -> str | None:
    if s.game is None or s.game.is_over:
        return None
    try:
        return s.to_save()
    except Exception:
        return None
