"""Browser side of the digital editions: one game-agnostic shell (:mod:`web.shell`) and one
plug-in package per game (``web/<game>/``), listed in :mod:`web.games`; :mod:`web.app` is the
page's entry point.

Every module here except the binding (:mod:`web.shell.main` and the ``web.shell.dom_*``
modules; :mod:`web.app` starts it) is pure Python (no ``js``/``pyscript`` imports), so
renderers, UI state and sessions are tested natively with pytest (tests/web/).
"""
