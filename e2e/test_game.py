"""Computer seats play a whole game; hot-seat privacy; phone layout."""

from __future__ import annotations

from conftest import (
    SHOTS,
    moves_count,
    open_page,
    reveal_if_asked,
    sized_context,
    start_game,
    wait_for_moves,
    wait_ready,
)
from playwright.sync_api import expect


def test_computer_seats_play_to_final_scores(page, server):
    open_page(page, server, "?pace=instant")
    start_game(page, [("Aiko", "computer"), ("Ben", "computer"), ("Chiyo", "computer")], seed=21)
    wait_for_moves(page, 1)  # computer seats move by themselves
    page.screenshot(path=str(SHOTS / "computers-3p-1280x800.png"))
    page.wait_for_selector("#final", timeout=240_000)
    expect(page.locator("#final .winner")).to_contain_text("wins")
    rows = page.locator("#final table.scores tbody tr")
    # during play, church, customs, technology, countries, leftovers, total
    assert rows.count() >= 6
    expect(page.locator("#final")).to_contain_text("Church majority")
    expect(page.locator("#final")).to_contain_text("Leftovers")
    page.screenshot(path=str(SHOTS / "final-1280x800.png"))
    assert page.get_attribute("body", "data-over") == "true"
    page.click("[data-action=hide-final]")
    page.screenshot(path=str(SHOTS / "end-table-1280x800.png"), full_page=True)


def _kept_order(page) -> str:
    keep = page.locator("[data-move^='keep ']").first
    move = keep.get_attribute("data-move")
    keep.click()
    return move.split()[1]


def test_hot_seat_hides_secret_orders(page, server):
    open_page(page, server)
    start_game(page, [("Aiko", "human"), ("Ben", "human")], seed=5)
    expect(page.locator("#pass-screen")).to_be_visible()
    first_name = page.locator("#pass-screen h2").inner_text()
    page.screenshot(path=str(SHOTS / "pass-device-1280x800.png"))
    # while the pass screen shows, no table and no card of anyone is in the DOM
    assert page.locator("#table").count() == 0
    assert "order_" not in page.content()
    reveal_if_asked(page)
    kept_first = _kept_order(page)
    expect(page.locator("#pass-screen")).to_be_visible()
    assert kept_first not in page.content()
    second_name = page.locator("#pass-screen h2").inner_text()
    assert first_name != second_name
    reveal_if_asked(page)
    # the second person sees the table, but not the first person's kept order
    assert page.locator("#table").count() == 1
    assert kept_first not in page.content()
    kept_second = _kept_order(page)
    reveal_if_asked(page)
    content = page.content()
    # whoever plays now sees exactly their own order, never the other one's
    own_cards = page.locator("[data-card]")
    assert own_cards.count() > 0
    assert (kept_first in content) != (kept_second in content)


def test_phone_layout(browser, server):
    ctx = sized_context(browser, 390, 844, touch=True, device_scale_factor=2)
    page = ctx.new_page()
    try:
        page.goto(server)
        wait_ready(page)
        page.screenshot(path=str(SHOTS / "new-game-390x844.png"))
        start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=9)
        page.wait_for_selector("[data-move^='keep ']")
        page.screenshot(path=str(SHOTS / "keep-390x844.png"))
        page.locator("[data-move^='keep ']").first.tap()
        page.wait_for_selector("#table [data-target], #table [data-move]", timeout=30_000)
        assert page.locator("#table.narrow").count() == 1
        page.screenshot(path=str(SHOTS / "play-390x844.png"))
        page.screenshot(path=str(SHOTS / "play-full-390x844.png"), full_page=True)
        # the table fits the screen width (no sideways scrolling)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390
        before = moves_count(page)
        page.locator("#table [data-target]").first.tap()  # the first tap explains it
        page.locator("#info-panel [data-info-choose]").tap()
        page.wait_for_selector("#chooser")
        page.screenshot(path=str(SHOTS / "chooser-390x844.png"))
        page.locator("#chooser [data-move]").first.tap()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    finally:
        ctx.close()


def test_works_from_a_sub_path(page, site, tmp_path):
    from conftest import start_server, stop_server

    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "yokohama").symlink_to(site, target_is_directory=True)
    url, proc = start_server(directory=tmp_path)
    try:
        requests: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url + "games/yokohama/")
        wait_ready(page)
        expect(page.locator("#new-game")).to_be_visible()
        assert all(u.startswith((url + "games/yokohama/", "data:", "blob:")) for u in requests), \
            [u for u in requests if "games/yokohama" not in u]
    finally:
        stop_server(proc)
