"""The binding's thinking worker (``web/think_worker.js``): started when the page is idle after
its first draw, never before, and only once a level that thinks long is wanted (a game with
such a computer seat, or one chosen in the new-game form): a page without one spends nothing
on it. It loads the same Pyodide and engine archives the page loaded (cached: no new
download). Until it is ready, or when it cannot start or fails, computer seats think on the
main thread in slices (``dom_computer``)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from web.shell import startup
from web.shell.bot import WORKER_LEVELS
from web.shell.dom_state import PROXIES, session

WORKER_URL = "./think_worker.js"
SHARED = "boardgame"  # the package every engine's AI builds on (boardgame.remote runs there)
IDLE_TIMEOUT_MS = 4000  # start at the latest this long after the first draw


@dataclass
class Worker:
    """The thinking worker as the page knows it."""

    worker: Any = None  # the JS Worker, once asked for
    state: str = "off"  # off | waiting | booting | ready | failed
    jobs: dict[int, asyncio.Future] = field(default_factory=dict)  # thoughts under way, by id
    next: int = 0  # the last job id given
    error: str = ""  # why it failed
    asked_at: float = 0.0  # when it was asked for (performance.now(), ms)
    ready_ms: float | None = None  # how long it took to be ready (ms)


W = Worker()


def state() -> str:
    """off (not asked yet) | waiting (until the page is idle) | booting | ready | failed."""
    return W.state


def usable(level: str) -> bool:
    """Whether a decision at ``level`` goes to the worker now."""
    return W.state == "ready" and level in WORKER_LEVELS


def wanted(seats: list[dict]) -> bool:
    """Whether any of ``seats`` is a computer at a level that thinks in the worker."""
    return any(isinstance(seat, dict) and seat.get("kind") == "computer"
               and seat.get("level") in WORKER_LEVELS for seat in seats)


def start_if_wanted() -> None:
    """Ask for the worker when the game on the page has a seat that thinks in it (a draw
    hook, so a loaded, imported or new game asks as it is first drawn)."""
    if W.state != "off":
        return
    s = session()
    if s.game is not None and wanted(list(s.config.get("seats") or [])):
        start_when_idle()


def start_when_idle() -> None:
    """Ask for the worker once the page is idle (after the first draw)."""
    if W.state != "off" or not hasattr(js.window, "Worker"):
        return
    W.state = "waiting"
    proxy = create_proxy(lambda *_: start())
    PROXIES.append(proxy)
    startup.when_idle(proxy, IDLE_TIMEOUT_MS)


def _index_url() -> str:
    """The runtime's folder (absolute), from boot.js's ``data-wasm`` (the versioned vendor
    path the page was built with)."""
    wasm = js.document.querySelector("script[data-wasm]").getAttribute("data-wasm")
    return str(js.URL.new(wasm.rsplit("/", 1)[0] + "/", js.location.href).href)


def start() -> None:
    """Start the worker and send it the runtime and archives to boot."""
    if W.state not in ("off", "waiting"):
        return
    try:
        worker = js.Worker.new(WORKER_URL, to_js({"type": "module", "name": "think"},
                                                 dict_converter=js.Object.fromEntries))
        on_message = create_proxy(_on_message)
        on_error = create_proxy(_on_error)
        PROXIES.extend([on_message, on_error])
        worker.addEventListener("message", on_message)
        worker.addEventListener("error", on_error)
        packages = [SHARED, session().engine.__name__]  # another game's engine: when asked
        worker.postMessage(to_js({"type": "boot", "indexURL": _index_url(),
                                  "packages": packages}, dict_converter=js.Object.fromEntries))
    except Exception as e:  # no worker: the main thread thinks
        _fail(f"start: {e}")
        return
    W.worker, W.state, W.asked_at = worker, "booting", float(js.performance.now())
    startup.mark("worker-asked")


def _on_message(event) -> None:
    m = event.data
    kind = str(m.type)
    if kind == "ready":
        W.state = "ready"
        W.ready_ms = float(js.performance.now()) - W.asked_at
        js.document.body.setAttribute("data-worker", "ready")
        startup.mark("worker-ready")
    elif kind == "failed":
        _fail(str(m.error))
    elif kind in ("move", "error"):
        fut = W.jobs.pop(int(m.id), None)
        if fut is None or fut.done():
            return
        if kind == "move":
            fut.set_result({**json.loads(str(m.answer)), "ms": float(m.ms)})
        else:
            fut.set_exception(RuntimeError(str(m.error)))


def _on_error(event) -> None:
    _fail(str(getattr(event, "message", "") or "worker error"))


def _fail(reason: str) -> None:
    """The worker is not used again (this page load); waiting decisions fall back."""
    W.state, W.error = "failed", reason[:300]
    try:
        js.document.body.setAttribute("data-worker", "failed")
        if W.worker is not None:
            W.worker.terminate()
    except Exception:
        pass
    W.worker = None
    for fut in W.jobs.values():
        if not fut.done():
            fut.set_exception(RuntimeError(reason))
    W.jobs.clear()


def think(request: dict) -> tuple[int, asyncio.Future]:
    """Send one decision; the future gets ``{"move", "how", "ms"}`` (or an exception)."""
    W.next += 1
    job = W.next
    fut = asyncio.get_event_loop().create_future()
    W.jobs[job] = fut
    W.worker.postMessage(to_js({"type": "think", "id": job, "request": json.dumps(request)},
                               dict_converter=js.Object.fromEntries))
    return job, fut


def tell(job: int, what: str) -> None:
    """``now`` (play the best move so far) or ``stop`` (forget it) for decision ``job``."""
    if W.worker is not None:
        W.worker.postMessage(to_js({"type": what, "id": job},
                                   dict_converter=js.Object.fromEntries))
    if what == "stop":
        fut = W.jobs.pop(job, None)
        if fut is not None and not fut.done():
            fut.cancel()


def fail(reason: str) -> None:
    """Give up on the worker (it did not answer in time)."""
    _fail(reason)
