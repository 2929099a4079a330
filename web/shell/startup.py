"""Start-up instrumentation for the page: performance marks and the loaded-module list.

``mark(name)`` sets the ``yoko:<name>`` performance mark that bench/page_bench.py reads for its
start-up breakdown; ``loaded_modules()`` is what ``window.yokoModules()`` answers (the e2e test
of the trimmed standard library compares it with the modules the build kept).
"""

from __future__ import annotations

import json
import sys


def mark(name: str) -> None:
    """Set the performance mark ``yoko:<name>`` (a no-op outside the browser)."""
    try:
        import js
    except ImportError:
        return
    js.performance.mark("yoko:" + name)


def loaded_modules() -> str:
    """JSON: every module imported so far, with the file it came from ("" if built in). A
    lazy module not run yet (``protocol.lazy_module``) is left out, and left unrun: reading
    any attribute of it would import it."""
    from web.shell.protocol import not_run_yet

    return json.dumps({name: str(getattr(mod, "__file__", "") or "")
                       for name, mod in sorted(sys.modules.items())
                       if mod is not None and not not_run_yet(mod)})


def preload_when_idle(names: tuple[str, ...] | list[str]) -> None:
    """Import the modules ``names`` when the page is next idle (browser only): what the first
    screen did not need but the next step will (a game's ``preload``). A module that fails to
    import is left for its real use, which reports the error."""
    todo = [name for name in names if name not in sys.modules]
    if not todo:
        return
    try:
        import js
        from pyodide.ffi import create_once_callable
    except ImportError:
        return

    def run(*_args) -> None:
        from importlib import import_module

        for name in todo:
            try:
                import_module(name)
            except Exception as e:  # (reported where the module is really used)
                js.console.warn(f"preload {name}: {e}")

    when_idle(create_once_callable(run), 2000)


def when_idle(callback, timeout_ms: int) -> None:
    """Call the JS-callable ``callback`` when the page is next idle, at most ``timeout_ms``
    later (a short timer where the browser has no ``requestIdleCallback``). Browser only."""
    import js
    from pyodide.ffi import to_js

    idle = getattr(js.window, "requestIdleCallback", None)
    if idle is None:
        js.window.setTimeout(callback, 200)
    else:
        idle(callback, to_js({"timeout": timeout_ms}, dict_converter=js.Object.fromEntries))
