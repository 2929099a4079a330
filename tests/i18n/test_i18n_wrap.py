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
