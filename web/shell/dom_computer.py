"""The binding's computer seats: a timer at the chosen pace, then the move thought in the
thinking worker (``dom_worker``, the long-thinking levels once it is ready) or on the main
thread in slices of ~12 ms with a frame drawn between two (``bot.next_frame``). Meanwhile the page
shows how long the seat has thought, and "Move now" makes it play the best move found so far.
A seat that has thought ``TURN_THINK_MS`` in its turn plays each further decision of that turn
as if Move now had been pressed (its best so far), so that no computer turn keeps the table
waiting."""

from __future__ import annotations

import asyncio
import gc

import js
from pyodide.ffi import create_proxy

from web.shell import dom_worker
from web.shell.bot import next_frame
from web.shell.dom_draw import cue_turn, redraw
from web.shell.dom_state import PROXIES, TASKS, S, notify, session
from web.shell.dom_storage import save
from web.shell.messages import t
from web.shell.notices import said
from web.shell.saves import short
from web.shell.ui_state import PACES

SLICE_MS = 12  # a main-thread slice: the browser draws a frame between two (bot.next_frame)
WATCH_S = 0.25  # how often the page looks at a worker's decision (seconds shown, Move now)
WORKER_PATIENCE_MS = 60_000  # a worker silent this long is given up (the main thread thinks)
TURN_THINK_MS = 3_500  # thinking in one computer turn past which it plays its best so far


def schedule_ai() -> None:
    s = session()
    if S.ai_timer is not None:
        js.clearTimeout(S.ai_timer)
        S.ai_timer = None
    if S.tutorial is not None:
        return  # the tutorial plays the script's moves itself
    if S.replay is not None or S.archive:
        return  # the game waits while its replay or the archive is looked at
    if s.computer_to_move() and not S.stale.get(s.game_id):
        S.ai_timer = js.setTimeout(_ai_proxy, PACES.get(s.ui.pace, 700))


def ai_tick(*_args) -> None:
    S.ai_timer = None
    if S.ai_busy:  # an older thought is still winding down: look again shortly
        S.ai_timer = js.setTimeout(_ai_proxy, 30)
    else:
        TASKS.append(asyncio.ensure_future(ai_run()))
        TASKS[:] = [x for x in TASKS if not x.done()]


def move_now() -> None:
    """The person asks the thinking seat to play now (the best move found so far)."""
    if not session().computer_to_move():
        return
    S.move_now = True
    if S.ai_timer is not None and not S.ai_busy:  # still waiting for the pace
        js.clearTimeout(S.ai_timer)
        ai_tick()


def _show_secs(s, started: float) -> None:
    """Count the seconds up in every ``.think-secs`` (no redraw)."""
    secs = int((js.performance.now() - started) / 1000)
    if secs == s.ui.think_secs:
        return
    s.ui.think_secs = secs
    text = t("think_secs", n=secs)
    for el in js.document.querySelectorAll(".think-secs"):
        el.textContent = text


async def ai_run() -> None:
    """Think for the computer seat to move, then play its move through the session (checked
    against the legal moves there like any move)."""
    s = session()
    if not s.computer_to_move():
        return
    S.ai_busy = True
    game, n = s.playing, len(s.playing.moves)
    started = float(js.performance.now())
    turn = _turn(game, n)

    def gone() -> bool:  # new game, undo, import or other game meanwhile: forget it
        return (s.game is not game or len(game.moves) != n or session() is not s
                or S.replay is not None or bool(S.archive))

    try:
        move = None
        if dom_worker.usable(s.ai_level()):
            move = await _in_worker(s, gone, started)
        if move is None and not gone():
            move = await _on_main_thread(s, gone, started)
        if move is None or gone():
            return
        await asyncio.sleep(0)  # let input that came meanwhile (undo, a new game) act first
        if not gone() and s.computer_to_move():
            turn["ms"] += js.performance.now() - started
            s.ai_play(move)
            turn["moves"] = len(game.moves)  # the same seat's next decision continues it
            last = S.ai_last or {}
            js.document.body.dataset.aiLast = f"{last.get('where')}:{last.get('how')}"
            js.document.body.dataset.aiMs = str(round(js.performance.now() - started))
    except Exception as e:
        notify(said("ai_failed", reason=short(e, 120)), "error")
    finally:
        S.ai_busy = False
        S.move_now = False
        s.ui.think_secs = 0
    save()
    redraw(animate=True)
    cue_turn(s)
    schedule_ai()


async def _in_worker(s, gone, started: float) -> str | None:
    """The worker's move, or None (the decision went away, or the worker failed: then the
    main thread thinks)."""
    job, fut = dom_worker.think(s.ai_request())
    js.document.body.dataset.thinking = "worker"
    collecting = gc.isenabled()
    gc.disable()  # the page only waits meanwhile: no collector pause in the middle of it
    try:
        return await _watch(s, gone, started, job, fut)
    finally:
        del js.document.body.dataset.thinking
        if collecting:
            gc.enable()


async def _watch(s, gone, started: float, job: int, fut) -> str | None:
    """Wait for the worker's answer: count the seconds, pass Move now on, give up on it if
    it stays silent."""
    asked = False
    while not fut.done():
        await asyncio.wait({fut}, timeout=WATCH_S)
        if gone():
            dom_worker.tell(job, "stop")
            return None
        _show_secs(s, started)
        if (S.move_now or _hurried(started)) and not asked:
            dom_worker.tell(job, "now")
            asked = True
        if not fut.done() and js.performance.now() - started > WORKER_PATIENCE_MS:
            dom_worker.fail("no answer in time")
    if fut.cancelled() or fut.exception() is not None:
        return None
    S.ai_last = {**fut.result(), "where": "worker"}
    return str(fut.result()["move"])


async def _on_main_thread(s, gone, started: float) -> str | None:
    """Think here in slices, a frame drawn between two; on Move now the best move so far
    (or the quick level's)."""
    thinker = s.ai_thinker()
    js.document.body.dataset.thinking = "page"
    try:
        while not thinker.step(SLICE_MS):
            await next_frame()
            if gone():
                return None
            _show_secs(s, started)
            if S.move_now or _hurried(started):
                best = getattr(thinker, "best", lambda: None)()
                move = best if best is not None else s.ai_quick_move()
                S.ai_last = {"move": move, "how": "best" if best is not None else "quick",
                             "where": "page"}
                return move
    finally:
        del js.document.body.dataset.thinking
    S.ai_last = {"move": thinker.result(), "how": "result", "where": "page"}
    return thinker.result()


def _turn(game, n: int) -> dict:
    """The computer turn this decision belongs to: ``{"game", "seat", "moves", "ms"}``, the
    thinking spent in it so far. A decision starts a new turn unless the same seat's last
    decision, in the same game, was the last move."""
    seat = game.current_player
    turn = S.turn
    if (turn is None or turn["game"] is not game or turn["seat"] != seat
            or turn["moves"] != n):
        turn = S.turn = {"game": game, "seat": seat, "moves": n, "ms": 0.0}
    return turn


def _hurried(started: float) -> bool:
    """Whether this turn has thought long enough: play the best move so far."""
    turn = S.turn or {"ms": 0.0}
    return bool(turn["ms"] + js.performance.now() - started > TURN_THINK_MS)


def bind() -> None:
    """Make the computer seats' timer callback (once, at start)."""
    global _ai_proxy
    _ai_proxy = create_proxy(ai_tick)
    PROXIES.append(_ai_proxy)


_ai_proxy = None
