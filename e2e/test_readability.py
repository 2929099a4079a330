"""Readable on a phone and a laptop, in the light and the dark theme: no text under 11 CSS px,
legal targets big enough to hit, no text under the WCAG AA contrast threshold, nothing that
scrolls sideways (measured by e2e/readability_probe.py)."""

from __future__ import annotations

import pytest
from conftest import moves_count, sized_context, wait_ready
from readability_probe import (
    MIN_TARGET_MOUSE_PX,
    MIN_TARGET_TOUCH_PX,
    MIN_TEXT_PX,
    SIZES,
    measure,
    new_game,
    play_some,
)


def _every_seat_on_screen(page, players: int) -> bool:
    """The other players at a glance: every chip of the seat strip inside the window's width
    (the strip wraps rather than scrolling sideways)."""
    boxes = page.eval_on_selector_all(
        "#seat-strip .seat-chip", "cs => cs.map(c => c.getBoundingClientRect().right)")
    return len(boxes) == players and max(boxes) <= page.evaluate("window.innerWidth") + 1


@pytest.mark.parametrize("size", ["390x844", "1280x800"])
def test_both_games_readable_with_four_players(browser, server, size):
    """Both themes on one page: the page follows the system's setting, switched here."""
    w, h, touch = SIZES[size]
    ctx = sized_context(browser, w, h, touch, color_scheme="light")
    page = ctx.new_page()
    try:
        page.goto(server)
        wait_ready(page)
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)
            page.wait_for_selector(f"html[data-theme='{theme}']", state="attached")
            for game in ("yokohama", "machikoro"):
                new_game(page, game, 4)
                for moves in (0, 3):  # the first screen, then with pieces on the table
                    play_some(page, moves)
                    _readable(page, f"{game} {size} {theme} after {moves} moves", theme, touch)
    finally:
        ctx.close()


def _readable(page, label: str, theme: str, touch: bool) -> None:
    m = measure(page)
    where = f"{label}: {m}"
    assert page.get_attribute("html", "data-theme") == theme
    assert m["texts"] > 50, where
    assert m["min_text"] >= MIN_TEXT_PX, where
    need = MIN_TARGET_TOUCH_PX if touch else MIN_TARGET_MOUSE_PX
    assert m["targets"] > 0 and m["min_target"] >= need, where
    assert m["contrast_fails"] == 0, where
    assert not m["horizontal_overflow"], where  # the table wrap scrolls, not the page
    assert touch or not m["table_overflow"], where  # desktop: nor does the table
    assert _every_seat_on_screen(page, 4), where


def test_first_tap_explains_second_tap_plays(browser, server):
    ctx = sized_context(browser, 390, 844, touch=True)
    page = ctx.new_page()
    try:
        page.goto(server)
        wait_ready(page)
        new_game(page, "machikoro", 2)
        before = moves_count(page)
        page.locator("#decisions [data-move='roll 1']").tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        spot = page.locator("#table [data-move^='build ']").first
        spot.scroll_into_view_if_needed()
        before = moves_count(page)
        spot.tap()
        panel = page.locator("#info-panel")
        panel.wait_for(state="visible")
        assert panel.inner_text().strip()
        assert moves_count(page) == before  # explained, not played
        page.locator("#info-panel [data-info-play]").tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        assert page.locator("#info-panel").is_hidden()
    finally:
        ctx.close()
