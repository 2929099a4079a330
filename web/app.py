"""The page's entry point (index.html runs ``app.start()``): the one place where the registry
of games (:mod:`web.games`) meets the shell's binding (:mod:`web.shell.main`)."""

from __future__ import annotations

from web import games  # noqa: F401  (registers the games)
from web.shell import main


def start() -> None:
    main.start()
