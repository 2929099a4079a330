"""boardgame.markup.escape: the page's escaping, equal to the standard library's."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from boardgame.markup import escape


@given(st.text(alphabet=st.sampled_from("&<>\"'a;#x é日\n")), st.booleans())
def test_escape_gives_what_html_escape_gives(text, quote):
    assert escape(text, quote) == html.escape(text, quote)


def test_escaped_text_cannot_open_a_tag_or_leave_an_attribute():
    out = escape("<script>alert('x')</script>\" onload=\"x")
    assert "<" not in out and ">" not in out and '"' not in out and "'" not in out
