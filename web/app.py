"""The page's entry point (index.html runs ``await app.prepare()``, then ``app.start()``): the
one place where the registry of games (:mod:`web.games`) meets the shell's binding
(:mod:`web.shell.main`)."""

from __future__ import annotations

from web import games  # noqa: F401  (registers the games)
from web.shell import main


async def prepare() -> None:
    """What the first draw needs and may have to fetch (the language's pack)."""
    await main.prepare_language()


def start() -> None:
    main.start()
