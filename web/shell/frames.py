"""Letting the browser draw a frame between two slices of work on the page's main thread.

Pyodide runs ``asyncio.sleep(0)`` (and any delay up to 2 ms) as a posted message. In a page
that had just started, Chromium ran posted messages ahead of drawing a frame until drawing had
waited about 100 ms: a loop of 12 ms slices with ``sleep(0)`` between them drew about ten
frames a second (``bench/ai_browser_bench.py``: gaps of 100-117 ms, and no long task; in a
page that had run for a while the frames flowed). :func:`next_frame` waits until the browser
has drawn its next frame instead, so the page keeps its frame rate while the work goes on, at
about three quarters of the speed."""

from __future__ import annotations

import asyncio

WAIT_MS = 100  # no frame comes this long (the tab went hidden meanwhile): go on without one

# the Promise of the next frame: resolved just after it is drawn (a timer set in its
# animation-frame callback runs once the frame is out), or after ``ms`` without one
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
    await _after_paint[0](WAIT_MS)
