"""Narrow screens (phone 390x844, tablet 820x1180): Yokohama shows one region of its table at a
time behind a sticky tab bar (whose turn, what is asked, a dot on tabs holding a move); no
region scrolls sideways (but the board on a phone), the tablet's board readable; every seat
shows in the seat strip; a move is played through a tab; the tab bar is a tablist for the
keyboard and axe-core finds nothing."""

from __future__ import annotations

import pytest
from a11y import axe_violations
from conftest import moves_count, reveal_if_asked, sized_context, wait_ready
from readability_probe import (
    MIN_TARGET_TOUCH_PX,
    MIN_TEXT_PX,
    SIZES,
    measure,
    new_game,
    play_some,
)

NARROW = ("390x844", "820x1180")


def _context(browser, size: str):
    w, h, touch = SIZES[size]
    return sized_context(browser, w, h, touch)


def _sideways(page) -> dict:
    """How far the page and the table's wrap could scroll sideways."""
    return page.evaluate("""() => {
      const wrap = document.getElementById('table-wrap');
      return {page: document.documentElement.scrollWidth - window.innerWidth,
              wrap: wrap ? wrap.scrollWidth - wrap.clientWidth : 0};
    }""")


def _strip_fits(page, players: int) -> None:
    chips = page.locator("#seat-strip .seat-chip")
    assert chips.count() == players
    width = page.evaluate("window.innerWidth")
    for i in range(players):
        box = chips.nth(i).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 1, i


def _selected(page) -> str:
    return page.get_attribute("[role=tab][aria-selected=true]", "id") or ""


def _marked(page) -> list[str]:
    return page.eval_on_selector_all("[role=tab]", "ts => ts.filter(t => "
                                     "t.querySelector('.tab-mark')).map(t => t.id)")


@pytest.mark.parametrize("size", NARROW)
def test_yokohama_one_region_at_a_time(browser, server, size):
    """2 and 4 players, one game after the other on the same page."""
    ctx = _context(browser, size)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        for players in (2, 4):
            new_game(page, "yokohama", players)
            play_some(page, players + 1)  # past the starting orders
            for _ in range(12):  # until a decision offers a move on the table
                if _marked(page):
                    break
                play_some(page, 1)
            bar = page.locator("#region-bar")
            assert bar.is_visible()
            name = page.locator("#status .who").inner_text().strip()
            asked = page.locator("#prompt").text_content().strip()
            assert name in bar.inner_text() and asked[:20] in bar.inner_text()
            # the decision began with the region holding its moves on screen
            marked = _marked(page)
            assert marked and _selected(page) in marked, (marked, _selected(page))
            _strip_fits(page, players)
            tabs = page.locator("[role=tab]")
            assert tabs.count() == 5
            for i in range(tabs.count()):
                tab_id = tabs.nth(i).get_attribute("id")
                tabs.nth(i).click()
                page.wait_for_selector(f"#{tab_id}[aria-selected=true]")
                assert bar.is_visible()
                scroll = _sideways(page)
                assert scroll["page"] <= 0, (tab_id, scroll)
                if tab_id != "tab-board":  # the others fit the width
                    assert scroll["wrap"] <= 1, (tab_id, scroll)
                elif size == "820x1180":  # the board too on a tablet (compact tiles at 4 players),
                    assert scroll["wrap"] <= 0, (tab_id, scroll)  # readable; it pans on a phone
                    m = measure(page)
                    assert m["min_text"] >= MIN_TEXT_PX and m["under_11"] == 0, m
                    assert m["min_target"] >= MIN_TARGET_TOUCH_PX, m
            # scrolled down a long region, the tab bar is still on screen
            page.click("#tab-players")
            page.mouse.wheel(0, 1500)
            page.wait_for_timeout(200)
            top = bar.bounding_box()
            assert top is not None and top["y"] <= 1
            # a move reached through its tab
            target = _marked(page)[0]
            page.click(f"#{target}")
            before = moves_count(page)
            hot = page.locator("#table [data-move], #table [data-target]").first
            hot.scroll_into_view_if_needed()
            if hot.get_attribute("data-target") is not None:
                hot.click()
                page.locator("#chooser [data-move]").first.click()
            else:
                hot.click()
            page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
            reveal_if_asked(page)
            assert page.locator("#region-bar").is_visible()
    finally:
        ctx.close()


def test_tab_bar_keyboard_and_axe_on_a_phone(browser, server):
    ctx = _context(browser, "390x844")
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        new_game(page, "yokohama", 2)
        play_some(page, 3)
        first = _selected(page)
        page.focus(f"#{first}")
        assert page.eval_on_selector_all("[role=tab][tabindex='0']", "ts => ts.length") == 1
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"document.querySelector('[role=tab][aria-selected=true]').id "
                               f"!== '{first}'")
        now = _selected(page)
        assert page.evaluate("document.activeElement.id") == now  # focus stays in the bar
        assert page.get_attribute(f"#{now}", "tabindex") == "0"
        page.keyboard.press("End")
        page.wait_for_selector("#tab-log[aria-selected=true]")
        assert page.evaluate("document.activeElement.id") == "tab-log"
        assert page.locator("#region-panel #log[open]").count() == 1
        page.keyboard.press("Home")
        page.wait_for_selector("#tab-board[aria-selected=true]")
        results = {}
        for tab in ("board", "markets", "places", "players", "log"):
            page.click(f"#tab-{tab}")
            page.wait_for_selector(f"#tab-{tab}[aria-selected=true]")
            results[tab] = axe_violations(page)
        assert {k: v for k, v in results.items() if v} == {}
    finally:
        ctx.close()


def test_a_seat_chip_opens_the_players_tab_at_that_panel(browser, server):
    """On a phone, tapping another seat's chip shows the players' region, scrolled to that
    seat's panel, which takes the focus."""
    ctx = _context(browser, "390x844")
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        new_game(page, "yokohama", 3)
        play_some(page, 4)  # past the starting orders
        page.click("#tab-board")
        page.wait_for_selector("#tab-board[aria-selected=true]")
        chip = page.locator("#seat-strip .seat-chip").nth(2)
        anchor = chip.get_attribute("href").lstrip("#")
        chip.tap()
        page.wait_for_selector("#tab-players[aria-selected=true]")
        page.wait_for_function(f"document.activeElement && "
                               f"document.activeElement.id === '{anchor}'")
        box = page.locator(f"#{anchor}").bounding_box()
        height = page.evaluate("window.innerHeight")
        assert box is not None and box["y"] < height and box["y"] + box["height"] > 0, box
    finally:
        ctx.close()


@pytest.mark.parametrize("size", NARROW)
def test_machikoro_fits_narrow_screens(browser, server, size):
    """Machi Koro's narrow table already fits the width (supply, then the cities): it keeps
    one page without tabs; every seat shows in the strip and a move plays (2 and 4 players,
    one game after the other)."""
    ctx = _context(browser, size)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        for players in (2, 4):
            new_game(page, "machikoro", players)
            assert page.locator("[role=tab]").count() == 0
            _strip_fits(page, players)
            play_some(page, 2)
            scroll = _sideways(page)
            assert scroll["page"] <= 0 and scroll["wrap"] <= 1, (players, scroll)
    finally:
        ctx.close()
