"""boardgame.markup.escape writes what html.escape(text, quote=True) writes."""

from __future__ import annotations

import html

import pytest

from boardgame.markup import escape


@pytest.mark.parametrize("text", ["", "plain", "a & b", "<svg onload='x'>", 'say "hi"',
                                  "&amp; already", "日本語 <b>", "'\"&<>'\"&<>"])
def test_escape_matches_the_standard_library(text):
    assert escape(text) == html.escape(text, quote=True)


def test_escaped_text_holds_no_markup_characters():
    out = escape("<a href=\"x\" title='y'>&</a>")
    assert not set("<>\"'") & set(out)
