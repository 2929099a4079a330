"""The message bar (web/shell/notices.py, frame.message_bar): one notice at a time, shown
whole, and nothing of it left behind once it is replaced or cleared."""

from __future__ import annotations

from web.shell import notices
from web.shell.frame import message_bar
from web.shell.ui_state import UiState


def _error_with_everything(ui: UiState) -> None:
    notices.keep(ui, "That move is not allowed.", [("Load the newer game", "load-newer")],
                 detail="ValueError: no such area", kind="error", section="church")


def test_a_message_shows_its_kind_buttons_detail_and_how_to_link():
    ui = UiState()
    _error_with_everything(ui)
    bar = message_bar(ui)
    assert 'class="msg error"' in bar and "That move is not allowed." in bar
    assert 'data-action="load-newer"' in bar
    assert "ValueError: no such area" in bar and "<details" in bar
    assert 'data-action="howto:church"' in bar


def test_a_new_message_keeps_nothing_of_the_one_before():
    """A notice after an error with a how-to link, a detail and a button shows none of
    them (the link used to outlive its message)."""
    ui = UiState()
    _error_with_everything(ui)
    notices.keep(ui, "Game saved.", [])
    bar = message_bar(ui)
    assert 'class="msg info"' in bar and "Game saved." in bar
    assert "howto:" not in bar and "<details" not in bar and "load-newer" not in bar


def test_a_cleared_bar_shows_nothing_and_a_later_notice_starts_clean():
    ui = UiState()
    _error_with_everything(ui)
    notices.clear(ui)
    assert message_bar(ui) == ""
    notices.keep(ui, "Your turn.", [])
    assert "howto:" not in message_bar(ui)
