"""Computer-seat helpers every game can use: a seeded random fallback move, the "thinker"
interface the binding runs in slices (``step(slice_ms) -> finished``, ``result()``), and
``next_frame``, the wait between two slices. Only ``next_frame`` touches the page, when there
is one.
"""

from __future__ import annotations

import asyncio
import random

#: The levels that think long: in the thinking worker once it is ready (``dom_worker``); the
#: others always think on the page.
WORKER_LEVELS = ("hard", "expert")


def random_move(game, seat: int, seed: int) -> str:
    """A seeded random legal move that prefers real moves over ``done`` most of the time (so
    games move forward)."""
    legal = list(game.legal_moves())
    if not legal:
        raise ValueError("no legal move")
    rng = random.Random(f"{seed}:{seat}:{len(game.moves)}")
    real = [m for m in legal if m != "done"]
    if real and (len(real) == len(legal) or rng.random() < 0.75):
        return rng.choice(real)
    return "done" if "done" in legal else rng.choice(legal)


class Done:
    """A thinker whose answer is already known."""

    def __init__(self, move: str):
        self._move = move

    def step(self, slice_ms: float = 10.0) -> bool:
        return True

    def result(self) -> str:
        return self._move


# Pyodide runs ``asyncio.sleep(0)`` (and any delay up to 2 ms) as a posted message. In a page
# that had just started, Chromium ran posted messages ahead of drawing a frame until drawing
# had waited about 100 ms: 12 ms slices with ``sleep(0)`` between them drew about ten frames a
# second (gaps of 100-117 ms, no long task; docs/expert.md, "Frames while the page thinks
# without the worker"). So the page waits for a drawn frame between two slices instead.
FRAME_WAIT_MS = 100  # no frame comes this long (the tab went hidden meanwhile): go on
# resolved just after the next frame is drawn (a timer set in its animation-frame callback
# runs once the frame is out), or after ``ms`` without one
AFTER_PAINT_JS = """
return new Promise((done) => {
  const late = setTimeout(done, ms);
  requestAnimationFrame(() => setTimeout(() => { clearTimeout(late); done(); }, 0));
});
"""
_after_paint: list = []  # the JavaScript function, made on first use (the page's ``js`` only)


async def next_frame() -> None:
    """Return once the browser has drawn its next frame and handled the input that came
    meanwhile; in a hidden tab, which draws none, at once (after pending input). Without a
    page (CPython tests of the page's code, a worker) it only lets other tasks run."""
    try:
        import js
    except ImportError:
        js = None
    document = getattr(js, "document", None)
    if document is None or document.hidden:
        await asyncio.sleep(0)
        return
    if not _after_paint:
        _after_paint.append(js.Function.new("ms", AFTER_PAINT_JS))
    await _after_paint[0](FRAME_WAIT_MS)
