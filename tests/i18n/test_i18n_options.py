"""Rule options in the new-game form (issues 10, 12): a label and a description in the
player's words, in every language; the engine's developer notes never reach the page."""

from __future__ import annotations

import html
import re

import pytest

import yokohama
from web import games  # noqa: F401  (registers both games and their catalogues)
from web.i18n import english
from web.shell import protocol

DEVELOPER_WORDS = re.compile(r"\bseeds?\b|research|\brules?\s+\d|\d+\.\d+\.\d+|_", re.I)


def _form(game_id: str = "yokohama") -> str:
    gi = protocol.game(game_id)
    s = gi.new_session(False)
    s.ui.screen = "new"
    return html.unescape(gi.render(None, s.ui, []))


@pytest.mark.parametrize("option", [o["id"] for o in yokohama.OPTIONS])
def test_every_rule_option_has_a_label_and_a_description_in_plain_words(option):
    messages = english()
    for key in ("opt_" + option, "optd_" + option):
        assert key in messages, f"{key} missing from the catalogue"
        assert not DEVELOPER_WORDS.search(messages[key]), messages[key]


@pytest.mark.parametrize("code", ["en", "nl", "ja", "pt", "pl"])
def test_new_game_form_explains_each_option_without_the_engine_notes(lang, code):
    lang.set_language(code)
    page = _form()
    for o in yokohama.OPTIONS:
        assert lang.t("optd_" + o["id"]) in page
        assert o["description"] not in page
    options = page[page.index('class="options"'):]
    assert " title=" not in options
    assert not re.search(r"\d+\.\d+\.\d+", options), "a rule clause is shown"
