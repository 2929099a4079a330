"""The binding's save-file import (imported when a file is first chosen): checked and built
completely before anything on screen or in storage changes."""

from __future__ import annotations

from web.shell import protocol
from web.shell.dom_computer import schedule_ai
from web.shell.dom_draw import redraw
from web.shell.dom_learn import leave_tutorial
from web.shell.dom_replay import open_replay_file
from web.shell.dom_state import S, notify, session
from web.shell.dom_storage import keep_replaced, save, stored, swap_in, unfinished_text, use_game
from web.shell.messages import t
from web.shell.notices import said
from web.shell.saves import MAX_SAVE_CHARS, LoadError, game_of_save, prepare_load, writes_of


async def import_file(file) -> None:
    """Open a save file: checked and built completely first; the game on screen (and in
    storage) changes only if that worked, and an unfinished game it replaces is kept."""
    if S.tutorial is not None:
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
        gi = protocol.registered(want)
        new = prepare_load(gi, text, prev.ui.narrow, prev.ui.pace)
    except LoadError as e:
        notify(said("import_bad", reason=str(e)), "error", None, e.detail)
    else:
        old = prev if want == prev.game_id else S.sessions.get(want)
        replaced = unfinished_text(old) if old is not None else stored(gi.storage_key)
        new.writes = max(new.writes, writes_of(stored(gi.storage_key)) or 0)
        S.stale[want] = False
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
