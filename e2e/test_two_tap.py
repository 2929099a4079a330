"""Touch explains first: the first tap on a table element shows its explanation with a button,
a second tap on the same element (or the button) plays it. An element with several moves
behind it opens their chooser on the second tap; with a mouse a click acts at once."""

from __future__ import annotations

from conftest import moves_count, sized_context, wait_ready
from readability_probe import new_game


def _touch_page(browser, server, touch: bool = True):
    ctx = sized_context(browser, 820, 1180, touch)
    page = ctx.new_page()
    page.goto(server)
    wait_ready(page)
    return ctx, page


def _press(locator, touch: bool) -> None:
    locator.tap() if touch else locator.click()


def _yokohama_to_placement(page, touch: bool = True) -> None:
    """A two-person Yokohama game past the starting orders, at the first seat's placement."""
    new_game(page, "yokohama", 2)
    for _ in range(6):
        if page.locator("#table [data-target^='area:']").count():
            return
        if page.locator("#pass-screen").count():
            _press(page.locator("[data-action=reveal]"), touch)
            page.wait_for_selector("#pass-screen", state="detached")
            continue
        before = moves_count(page)
        _press(page.locator("#decisions [data-move^='keep ']").first, touch)
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    assert page.locator("#table [data-target^='area:']").count()


def _tap_explains(page, element) -> str:
    """Tap ``element`` once: the panel explains it and nothing is played or opened."""
    before = moves_count(page)
    element.scroll_into_view_if_needed()
    element.tap()
    panel = page.locator("#info-panel")
    panel.wait_for(state="visible")
    assert panel.inner_text().strip()
    assert moves_count(page) == before
    assert page.locator("#chooser").count() == 0
    return panel.inner_text()


def test_yokohama_area_with_several_moves_explains_then_the_button_opens_its_chooser(
        browser, server):
    ctx, page = _touch_page(browser, server)
    try:
        _yokohama_to_placement(page)
        area = page.locator("#table [data-target^='area:']").first
        key = area.get_attribute("data-target")
        _tap_explains(page, area)
        page.locator("#info-panel [data-info-choose]").tap()
        page.wait_for_selector("#chooser [data-move]")
        assert page.locator("#info-panel").is_hidden()
        assert page.locator("#chooser [data-move]").count() > 1
        page.locator("#chooser [data-action=close-chooser]").tap()
        page.wait_for_selector("#chooser", state="detached")
        # the same element again: first tap explains, the second tap opens the chooser
        area = page.locator(f"#table [data-target='{key}']")
        _tap_explains(page, area)
        area.tap()
        page.wait_for_selector("#chooser [data-move]")
    finally:
        ctx.close()


def test_yokohama_element_with_one_move_explains_then_the_second_tap_plays(browser, server):
    ctx, page = _touch_page(browser, server)
    try:
        _yokohama_to_placement(page)
        page.locator("#table [data-target^='area:']").first.tap()  # explains
        page.locator("#info-panel [data-info-choose]").tap()
        before = moves_count(page)
        page.locator("#chooser [data-move^='place ']").first.tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        spot = page.locator("#table [data-move]:not([data-move='done'])").first
        assert spot.count(), "placement goes on with areas that take one assistant"
        move = spot.get_attribute("data-move")
        _tap_explains(page, spot)
        before = moves_count(page)
        page.locator(f"#table [data-move='{move}']").tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        assert page.locator("#info-panel").is_hidden()
    finally:
        ctx.close()


def test_machikoro_card_second_tap_builds_it(browser, server):
    ctx, page = _touch_page(browser, server)
    try:
        new_game(page, "machikoro", 2)
        before = moves_count(page)
        page.locator("#decisions [data-move='roll 1']").tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        card = page.locator("#table [data-move^='build ']").first
        move = card.get_attribute("data-move")
        _tap_explains(page, card)
        before = moves_count(page)
        page.locator(f"#table [data-move='{move}']").tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        assert page.locator("#info-panel").is_hidden()
    finally:
        ctx.close()


def test_with_a_mouse_a_click_acts_at_once(browser, server):
    ctx, page = _touch_page(browser, server, touch=False)
    try:
        _yokohama_to_placement(page, touch=False)
        page.locator("#table [data-target^='area:']").first.click()
        page.wait_for_selector("#chooser [data-move]")  # no explanation step first
        before = moves_count(page)
        page.locator("#chooser [data-move^='place ']").first.click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        spot = page.locator("#table [data-move]:not([data-move='done'])").first
        # hovering explains; leaving the table for the bar above takes the explanation away
        spot.hover()
        page.locator("#info-panel").wait_for(state="visible")
        page.locator(".bar").first.hover()
        page.locator("#info-panel").wait_for(state="hidden")
        before = moves_count(page)
        spot.click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    finally:
        ctx.close()
