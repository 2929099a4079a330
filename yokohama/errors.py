"""Errors raised by the engine; all are ``ValueError``s."""

from __future__ import annotations


class IllegalMoveError(ValueError):
    """The move text is not one of ``legal_moves()`` now; the game is unchanged."""


class SaveError(ValueError):
    """A save could not be loaded; the message says why."""


class InvalidMoveError(IllegalMoveError):
    """The text is not a move of the grammar at all (docs/moves.md), in any position."""
