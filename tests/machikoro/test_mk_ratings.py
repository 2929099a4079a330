"""The measured Elo table shipped next to the Machi Koro AI, read as the page reads it."""

from __future__ import annotations

import pytest

from machikoro.ai import LEVELS
from web.shell import ratings
from web.shell.ui_state import LEVELS as PAGE_LEVELS


@pytest.fixture
def table():
    ratings.forget()
    try:
        yield ratings.ratings("machikoro.ai")
    finally:
        ratings.forget()


def test_every_level_of_the_page_has_a_rating(table):
    assert set(PAGE_LEVELS) <= set(LEVELS)
    assert set(table) == set(PAGE_LEVELS)


def test_normal_is_the_anchor_at_1500(table):
    assert table["normal"] == 1500


def test_the_levels_are_rated_in_their_order(table):
    assert [table[lv] for lv in PAGE_LEVELS] == sorted(table.values())
