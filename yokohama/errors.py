"""Errors raised by the engine; both are ``ValueError``s."""

from __future__ import annotations


class IllegalMoveError(ValueError):
    """The move text is not one of ``legal_moves()`` now; the game is unchanged."""


class SaveError(ValueError):
    """A save could not be loaded; the message says why."""
