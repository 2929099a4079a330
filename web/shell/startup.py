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
        import js  # type: ignore[import-not-found]
    except ImportError:
        return
    js.performance.mark("yoko:" + name)


def loaded_modules() -> str:
    """JSON: every module imported so far, with the file it came from ("" if built in). A
    lazy module not run yet (``protocol.lazy_module``) is left out, and left unrun: reading
    any attribute of it would import it."""
    return json.dumps({name: str(getattr(mod, "__file__", "") or "")
                       for name, mod in sorted(sys.modules.items())
                       if mod is not None and not _lazy_unrun(mod)})


def _lazy_unrun(mod) -> bool:
    """Is ``mod`` a lazy module whose code has not run yet?"""
    from importlib.util import _LazyModule  # type: ignore[attr-defined]

    return type(mod) is _LazyModule
