"""Wrapping texts of every language into SVG lines: CJK text breaks between characters."""

from __future__ import annotations

import pytest

from web.shell.pieces import text_width, wrap


def test_latin_text_breaks_at_spaces():
    assert wrap("Own a building in at least 4 different commercial areas", 21) == [
        "Own a building in at", "least 4 different", "commercial areas"]


def test_japanese_text_breaks_between_characters_by_width():
    lines = wrap("4つ以上の異なる商業エリアに建物がある", 21)
    assert "".join(lines) == "4つ以上の異なる商業エリアに建物がある"
    assert all(text_width(line) <= 21 for line in lines) and len(lines) == 2


def test_closing_punctuation_never_starts_a_line():
    lines = wrap("注文書を達成している、はい。", 10)
    assert not any(line[0] in "、。" for line in lines)


@pytest.mark.parametrize("text", ["żetonów 5-krotnej siły", "Groente- en fruitmarkt",
                                  "Mercado de Frutas e Verduras"])
def test_no_line_is_wider_than_asked_unless_one_word_is(text):
    for line in wrap(text, 12):
        assert text_width(line) <= 12 or " " not in line


def test_wide_characters_count_double():
    assert text_width("銅鉱山") == 6 and text_width("Bank") == 4


@pytest.mark.parametrize("code", ["en", "ja", "nl", "pl", "pt"])
def test_the_starting_orders_label_stays_in_its_column(lang, code):
    """The label over a player's orders ("Starting orders (keep one, above):", in Polish 49
    letters) is squeezed into its three-card column instead of running over "Delivered: 0"
    beside it."""
    import re

    import yokohama
    from web.shell.messages import t
    from web.shell.ui_state import UiState
    from web.yokohama.render import render
    from web.yokohama.render.players import COL, ORDERS_LABEL_CELLS

    game = yokohama.new_game(2, 3)
    seat = game.current_player  # keeping one of two starting orders
    lang.set_language(code)
    label = t("keep_label")
    html = render(game.view(seat), UiState(seats=[{"name": "x", "kind": "human"}] * 2,
                                           viewer=seat), game.legal_moves())
    tag = re.search(r"<text[^>]*>" + re.escape(label) + "</text>", html)
    assert tag is not None
    room = COL - 10 - 8  # from the label's start to the right column
    fitted = re.search(r'textLength="([0-9.]+)"', tag.group(0))
    if text_width(label) > ORDERS_LABEL_CELLS:
        assert fitted is not None and float(fitted.group(1)) < room
    else:  # 11.5 px bold: about 6.2 px a Latin letter
        assert fitted is None and text_width(label) * 6.5 < room
