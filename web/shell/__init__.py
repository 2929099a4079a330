"""The page shell: everything that is the same for every game (binding, session, saves, page
frame, texts). It names no game; games plug in through :mod:`web.shell.protocol`."""
