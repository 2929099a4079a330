"""The log panel keeps its lines' HTML from one redraw to the next (a late game shows up to 300
lines, and making them all again was a quarter of the render): what it shows must always be
what making every line afresh would show."""

from __future__ import annotations

import pytest

from web.i18n import addressing
from web.shell import frame
from web.shell.ui_state import UiState

NAMES = ("Aiko", "Ben")


@pytest.fixture
def played():
    """A session after (at most) 80 moves of two easy Machi Koro seats, and its log."""
    import web.games  # noqa: F401  (the games' catalogues)
    from machikoro.ai import choose_move
    from web.machikoro import GAME

    s = GAME.new_session(False)
    config = s.default_config()
    config.update(players=2, seed=3)
    for i, seat in enumerate(config["seats"][:2]):
        seat.update(name=NAMES[i], kind="computer")
    s.new_game(config)
    for step in range(80):
        g = s.game
        if g.is_over:
            break
        s._apply(choose_move(g, g.current_player, "easy", step))
    return s


def afresh(ui: UiState) -> str:
    frame._LOG_ITEMS.clear()
    frame._LOG_MADE_WITH[0] = None
    return frame.log_panel(ui, "log", 300)


def test_the_log_panel_made_again_is_the_log_made_afresh(played):
    ui = played.ui
    first = frame.log_panel(ui, "log", 300)
    assert frame.log_panel(ui, "log", 300) == first == afresh(ui)
    assert len(frame._LOG_ITEMS) == len(ui.log)


def test_the_log_panel_speaks_the_language_chosen_since(lang, played):
    ui = played.ui
    english = frame.log_panel(ui, "log", 300)
    lang.set_language("nl")
    dutch = frame.log_panel(ui, "log", 300)
    assert dutch != english
    assert dutch == afresh(ui)


def test_the_log_panel_says_you_to_the_seat_addressed_since(played):
    ui = played.ui
    nobody = frame.log_panel(ui, "log", 300)
    with addressing(0):
        to_aiko = frame.log_panel(ui, "log", 300)
        assert to_aiko == afresh(ui)
    assert to_aiko != nobody
    assert frame.log_panel(ui, "log", 300) == nobody


def test_the_log_panel_shows_a_seat_renamed_since(played):
    ui = played.ui
    frame.log_panel(ui, "log", 300)
    ui.seats = [dict(s) for s in ui.seats]
    ui.seats[1]["name"] = "Chiyo"
    marked = frame.log_panel(ui, "log", 300)
    assert marked == afresh(ui)


def test_a_line_undone_and_replaced_shows_the_new_line(played):
    """Undo cuts the log and the next move records new lines where the old ones were."""
    ui = played.ui
    before = frame.log_panel(ui, "log", 300)
    ui.log[-1] = {"t": "log_setup", "f": {"names": "Daiki"}}
    after = frame.log_panel(ui, "log", 300)
    assert after != before
    assert "Daiki" in after
    assert after == afresh(ui)


def test_a_language_pack_arriving_is_a_new_catalogue(lang):
    """The page reads a language's catalogue again when its pack arrives
    (``forget_catalogue``): the lines are made again with it."""
    lang.set_language("ja")
    made_with = lang.texts_now()
    lang.forget_catalogue("ja")
    assert lang.texts_now() != made_with
