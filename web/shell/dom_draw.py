"""The binding's drawing: one redraw sets ``#app.innerHTML`` from the shown game's (or an open
replay's or archive's) markup, keeping the table's scroll, the person's focus and what they
typed into a box and have not sent, then marks
highlights and says what changed in the live region."""

from __future__ import annotations

from typing import TYPE_CHECKING

import js
from pyodide.ffi import to_js

from web.shell import dom_prefs, keys, notices, protocol, regions
from web.shell.announce import announcement
from web.shell.dom_state import HOOKS, S, attr, closest, game_ui, py_value, session
from web.shell.dom_storage import stored
from web.shell.messages import t
from web.shell.session import Session
from web.shell.ui_state import PACES

if TYPE_CHECKING:
    from web.shell.replay_screen import ReplayScreen

# screens the first draw does not show: imported when first used (a faster start)
archive_screen = protocol.lazy_module("web.shell.archive_screen")
rps = protocol.lazy_module("web.shell.replay_screen")


MOTION_SHARE = 0.65  # of the computer pace's pause: how long a move you can watch takes
MOTION_MAX_MS = 600


def motion_ms(pace: str) -> int:
    """How long the pieces take to move at ``pace`` (0 at the instant pace)."""
    return min(MOTION_MAX_MS, round(PACES.get(pace, 700) * MOTION_SHARE))


def redraw(animate: bool = False) -> None:
    """Draw the page again. ``animate``: another seat's move was just played, its pieces move
    from where they were drawn to where they are now (web/motion.js; never for the person's
    own clicks, so a click redraws at once)."""
    for hook in HOOKS["draw"]:
        hook()
    s = session()
    t0 = js.performance.now()
    # keep the log as the person left it (open/shut); JS null has no ``open``
    log_open = getattr(py_value(js.document.getElementById("log")), "open", None)
    if log_open is not None and hasattr(s.ui, "log_open"):
        s.ui.log_open = bool(log_open)
    gi = game_ui(s)
    dom_prefs.fill_in(s.ui)
    s.ui.game_on = s.game is not None
    s.ui.move_names = s.move_names(s.legal_for_ui())
    follow_regions(s, gi)
    html, screen = page_html(s, gi)
    app = js.document.getElementById("app")
    was = focus_memory()
    scroll = _table_scroll()
    ms = motion_ms(s.ui.pace) if animate else 0
    if ms:
        js.window.yokoMotion.before()
    typed = js.window.yokoTypedKeep()
    app.innerHTML = html
    js.window.yokoTypedRestore(typed)
    _restore_table_scroll(scroll)
    if ms:
        js.window.yokoMotion.after(ms)
    restore_focus(*was)  # also keeps a replay control in use focused (by its id)
    rove_setup()
    announce()
    js.window.yokoLastRender = js.performance.now() - t0
    body = js.document.body
    body.setAttribute("data-screen", screen)
    body.setAttribute("data-game", gi.id)
    yours = s.ui.screen == "play" and bool(s.legal_for_ui())
    js.document.title = t("your_turn_title", game=t(gi.title_key)) if yours else t(gi.title_key)
    cur = s.game.current_player if s.game is not None else None
    body.setAttribute("data-current", "" if cur is None else str(cur))
    body.setAttribute("data-moves", str(len(s.game.moves)) if s.game is not None else "0")
    body.setAttribute("data-over", "true" if (s.game is not None and s.game.is_over) else "false")
    body.setAttribute("data-tutorial", "true" if S.tutorial else "false")
    mark_highlights(s)
    js.window.yokoUpdateSafe(update_safe(s))
    # the tutorial and How to play are never kept for the next visit's first paint
    js.window.yokoRemember(shows_private(s) or S.tutorial is not None
                           or s.ui.howto is not None)
    if s.ui.howto is not None:
        sec = py_value(js.document.querySelector("#howto [data-open]"))
        if sec is not None:
            sec.scrollIntoView()


def cue_turn(s: Session) -> None:
    """After another seat's move: if the person's turn has come, a short cue on the page (and
    the chime, if the person asked for it in the menu); the title says it too (redraw)."""
    if s.ui.screen == "play" and s.legal_for_ui():
        js.window.yokoMotion.turn(bool(s.ui.sound))


def update_safe(s: Session) -> bool:
    """Whether reloading into a new version now loses nothing (web/boot.js offers it only
    then): no move of the person's turn that Undo could still take back, no chooser, menu,
    question or help open, no computer seat thinking, no tutorial."""
    ui = s.ui
    return not (s.undo_stack or ui.chooser or ui.menu_open or ui.confirm or ui.help_open
                or ui.howto is not None or ui.thinking or S.ai_busy
                or S.tutorial is not None)


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
    if S.highlight_seen != key:  # bring a new highlight into view once (phones)
        S.highlight_seen = key
        first = py_value(js.document.querySelector("#chooser [data-highlight], [data-highlight]"))
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
    rs = S.replay
    if rs is not None:
        rgi = protocol.registered(rs.game)
        ui = replay_ui(rs, s)
        if rs.mode == "stats":
            html, screen = rps.render_stats(rs, t(rgi.title_key), rgi.stats, ui), "stats"
        else:
            html = rps.render(rs, t(rgi.title_key), rgi.table, rgi.replay_log, ui,
                              notices.shown(S.note))
            screen = "replay"
    elif S.archive:
        archive, note = archive_screen.load(stored(archive_screen.STORAGE_KEY))
        html, screen = archive_screen.render(archive, s.ui, notices.shown(S.note) or note), \
            "archive"
    else:
        html, screen = gi.render(s.view(), s.ui, s.legal_for_ui()), s.ui.screen
    if S.share:
        html += rps.share_dialog(S.share)
    return html, screen


def replay_ui(rs: ReplayScreen, s: Session):
    """A fresh UI state for drawing replayed positions (nothing chosen, nothing to play),
    in the room the replay's table has beside its log."""
    room = max(0, s.ui.room_alone - rps.LOG_ROOM)
    return type(s.ui)(narrow=s.ui.narrow, game=rs.game, viewer=rs.seat, log_open=False,
                      room=room, room_alone=room)


# ---------------------------------------------------------------------- scroll, focus, announcing


def _table_scroll() -> tuple[float, float] | None:
    """Where the table's scrolling wrap is scrolled to (kept across redraws)."""
    wrap = py_value(js.document.getElementById("table-wrap"))
    return None if wrap is None else (wrap.scrollLeft, wrap.scrollTop)


def _restore_table_scroll(scroll: tuple[float, float] | None) -> None:
    wrap = py_value(js.document.getElementById("table-wrap"))
    if wrap is not None and scroll is not None:
        wrap.scrollLeft, wrap.scrollTop = scroll


def focus_memory() -> tuple[str | None, str | None]:
    """(selector of the focused element, id of its region) if the focus is in ``#app``."""
    el = py_value(js.document.activeElement)
    app = js.document.getElementById("app")
    if el is None or not app.contains(el) or el.isSameNode(app):
        return None, None
    sel = keys.selector_for(id_=str(py_value(el.id) or ""), move=attr(el, "data-move"),
                            target=attr(el, "data-target"), action=attr(el, "data-action"))
    region = closest(el, "[data-roving][id]")
    return sel, (str(region.id) if region is not None else None)


def _focus(selector: str) -> bool:
    """Focus the first element ``selector`` finds; the page scrolls to it only for a person
    using the keyboard (a pointer user's view stays where it is)."""
    el = py_value(js.document.querySelector(selector))
    if el is None:
        return False
    if S.keyboard:
        el.focus()
    else:
        el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
    return bool(el.matches(":focus"))


def restore_focus(selector: str | None, region: str | None) -> None:
    """After a redraw: the element the person was on if it is still there, else the next
    logical place (an opened dialog or chooser, the same part of the table, the new
    decision, the prompt); never the page's body."""
    if region == "chooser":
        region = S.chooser_region
    focus, S.focus = S.focus, None
    tries = [x for x in (focus, selector) if x]
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
    box = py_value(js.document.getElementById("announce"))
    if box is None:
        return
    prompt = ""
    for sel in ("#prompt", "#pass-title", "#final-title", "#new-title"):
        el = py_value(js.document.querySelector(sel))
        if el is not None:
            prompt = str(el.textContent).strip()
            break
    lines = announcement(s.take_news(), prompt, S.said_prompt, s.ui.notice.text,
                         S.said_message)
    S.said_prompt, S.said_message = prompt, s.ui.notice.text
    if not lines:
        return
    box.replaceChildren()
    for line in lines:
        p = js.document.createElement("p")
        p.textContent = line
        box.appendChild(p)
