"""After a language switch, what is already on screen speaks the new language: the message bar
and its buttons (kept as keys and fields, web/shell/notices.py) and the hint (asked again)."""

from __future__ import annotations

import re

import pytest

from web.shell import notices
from web.shell.ui_state import UiState


def test_the_message_bar_follows_a_language_switch(lang):
    ui = UiState()
    notices.keep(ui, notices.said("other_tab"), [(notices.said("load_newer"), "load-newer")])
    english = (ui.notice.text, ui.notice.actions[0][0])
    lang.set_language("nl")
    notices.retranslate(ui)
    dutch = (ui.notice.text, ui.notice.actions[0][0])
    assert dutch[0] != english[0] and dutch[1] != english[1]
    assert ui.notice.actions[0][1] == "load-newer"
    lang.set_language("ja")
    notices.retranslate(ui)  # and again: each switch writes it anew
    assert ui.notice.text not in (english[0], dutch[0])
    lang.set_language("en")
    notices.retranslate(ui)
    assert (ui.notice.text, ui.notice.actions[0][0]) == english


def test_fields_of_a_message_are_kept(lang):
    ui = UiState()
    notices.keep(ui, notices.said("lang_unavailable", language="Polski"), [])
    lang.set_language("pt")
    notices.retranslate(ui)
    assert "Polski" in ui.notice.text and "could not be loaded" not in ui.notice.text


def test_a_cleared_or_plain_message_is_left_alone(lang):
    ui = UiState()
    notices.keep(ui, notices.said("other_tab"), [])
    notices.clear(ui)  # a move cleared it
    lang.set_language("nl")
    notices.retranslate(ui)
    assert ui.notice.text == ""
    notices.keep(ui, "an engine's own words", [])
    lang.set_language("pl")
    notices.retranslate(ui)
    assert ui.notice.text == "an engine's own words"


@pytest.mark.parametrize("game_id", ["yokohama", "machikoro"])
def test_the_hint_shown_follows_a_language_switch(lang, game_id):
    from web.games import GAMES

    g = next(x for x in GAMES if x.id == game_id)
    s = g.new_session(False)
    cfg = s.default_config()
    cfg["seed"] = 5
    s.new_game(cfg)
    while s.computer_to_move():
        s.ai_step()
    hint = s.give_hint(g.hint)
    used = list(s.hints_used())
    english = hint["text"]
    lang.set_language("pl")
    s.retranslate_hint(g.hint)
    assert s.ui.hint["move"] == hint["move"] and s.ui.hint["text"] != english
    assert s.hints_used() == used  # not another hint


def test_the_notes_of_the_replay_and_archive_screens_follow_a_language_switch(lang):
    """A note the replay or archive screen keeps (kept as key and fields by ``lasting``) is
    written in the language of each draw; a plain text stays as it is."""
    import json

    from boardgame.archive import Archive
    from web.shell import archive_screen
    from web.shell.pieces import esc

    note = notices.lasting(notices.said("ar_store_failed", error="QuotaExceededError"))
    json.dumps(note)  # kept as JSON-able data, not as a text of one language
    english = notices.shown(note)
    ui = UiState()
    assert esc(english) in archive_screen.render(Archive([]), ui, notices.shown(note))
    lang.set_language("nl")
    dutch = notices.shown(note)
    assert dutch != english and "QuotaExceededError" in dutch
    assert esc(dutch) in archive_screen.render(Archive([]), ui, notices.shown(note))
    lang.set_language("en")
    assert notices.shown(note) == english
    assert notices.shown(notices.lasting("")) == ""
    assert notices.shown(notices.lasting("an engine's own words")) == "an engine's own words"


def test_the_charts_follow_a_language_switch(lang):
    """The charts screen is made once per language: a switch draws it in the new one."""
    from played_games import played

    from web import games  # noqa: F401  (registers the games)
    from web.shell import protocol
    from web.shell import replay_screen as rps

    rs = rps.open_replay("machikoro", played("machikoro", 2).save)
    rps.act(rs, "rp-stats")
    stats = protocol.game("machikoro").stats
    english = rps.render_stats(rs, "Game", stats, UiState(game="machikoro"))
    assert rps.render_stats(rs, "Game", stats, UiState(game="machikoro")) == english
    lang.set_language("pl")
    polish = rps.render_stats(rs, "Game", stats, UiState(game="machikoro"))
    charts = [re.findall(r'<svg [^>]*aria-label="([^"]*)"', x) for x in (english, polish)]
    assert charts[0] and len(charts[1]) == len(charts[0])
    assert not set(charts[0]) & set(charts[1]), charts  # every chart's name in Polish
    lang.set_language("en")
    assert rps.render_stats(rs, "Game", stats, UiState(game="machikoro")) == english
