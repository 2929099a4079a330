"""Learning aids in the browser (issue 13): the guided first game played by following its own
highlights, a wrong click that explains itself, How to play (open, search, legend from the
table), a hint that shows a legal move, "why not?" on the table. Screenshots of the rules
reference and of three tutorial steps at 1280x800 and 390x844 go to e2e/screenshots/."""

from __future__ import annotations

import time

from conftest import SHOTS, moves_count, open_page, sized_context, start_game
from playwright.sync_api import expect

PHONE = {"width": 390, "height": 844}
SHOT_STEPS = (1, 3, 9)


def coach_step(page) -> str:
    return page.locator("#coach-step").inner_text()


def follow_highlight(page) -> None:
    """Click what the tutorial highlights (through the chooser when it opens one)."""
    before = moves_count(page)
    step = coach_step(page)
    page.locator("#table [data-highlight], #actions [data-highlight], #decisions "
                 "[data-highlight], [data-highlight]").first.click()
    if page.locator("#chooser").count() and moves_count(page) == before:
        page.locator("#chooser [data-highlight]").first.click()
    page.wait_for_function(
        "([n, s]) => Number(document.body.dataset.moves) > n && "
        "(!document.getElementById('coach-step') || "
        "document.getElementById('coach-step').textContent !== s "
        "|| document.getElementById('coach-end'))", arg=[before, step])


def start_tutorial(page, url: str, game: str = "yokohama") -> None:
    open_page(page, url)
    if game != "yokohama":
        page.click(f"[data-action='game:{game}']")
        page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    page.click("#new-game [data-action=tutorial]")
    page.wait_for_selector("#coach")


def play_tutorial(page, url: str, game: str, tag: str) -> tuple[int, float]:
    start_tutorial(page, url, game)
    steps = 0
    t0 = time.perf_counter()
    while page.locator("#coach-end").count() == 0:
        steps += 1
        if game == "yokohama" and steps in SHOT_STEPS:
            page.screenshot(path=str(SHOTS / f"tutorial-{tag}-step{steps}.png"))
        follow_highlight(page)
    return steps, time.perf_counter() - t0


def test_yokohama_tutorial_plays_through_by_its_own_highlights(page, server):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    steps, seconds = play_tutorial(page, server, "yokohama", "desktop")
    print(f"\nyokohama tutorial: {steps} steps clicked through in {seconds:.1f} s")
    assert steps >= 10
    expect(page.locator("#final")).to_be_visible()
    # the person's own game was never touched
    assert page.evaluate("localStorage.getItem('yokohama.save')") is None
    assert page.evaluate("JSON.parse(localStorage.getItem('yokohama.tutorial')).step") == steps
    page.click("#coach.over-final [data-action='tutorial-leave:new']")
    page.wait_for_selector("#new-game")
    assert page.evaluate("localStorage.getItem('yokohama.save')") is None
    assert not errors


def test_machikoro_tutorial_plays_through(page, server):
    steps, seconds = play_tutorial(page, server, "machikoro", "mk")
    print(f"\nmachi koro tutorial: {steps} steps clicked through in {seconds:.1f} s")
    assert steps >= 4
    assert page.evaluate("localStorage.getItem('machikoro.save')") is None


def test_tutorial_on_a_phone_and_resume(browser, server):
    ctx = sized_context(browser, **PHONE)
    page = ctx.new_page()
    start_tutorial(page, server)
    for step in range(1, max(SHOT_STEPS) + 1):
        if step in SHOT_STEPS:
            page.screenshot(path=str(SHOTS / f"tutorial-phone-step{step}.png"))
        follow_highlight(page)
    reached = coach_step(page)
    page.reload()
    open_page(page, server)
    page.click("#new-game [data-action=tutorial]")
    page.wait_for_selector("#coach")
    assert coach_step(page) == reached
    expect(page.locator("#message")).to_contain_text("where you left it")
    ctx.close()


def test_wrong_click_in_the_tutorial_explains_itself(page, server):
    start_tutorial(page, server)
    follow_highlight(page)  # step 2: the president moves; areas without assistants refuse
    before = moves_count(page)
    page.locator("#table [data-why]").first.click()
    expect(page.locator("#message")).to_contain_text("The tutorial wants you to")
    assert moves_count(page) == before
    other = page.locator("#table [data-move]:not([data-highlight]), "
                         "#table [data-target]:not([data-highlight])")
    if other.count():
        other.first.click()
        expect(page.locator("#message")).to_contain_text("The tutorial wants you to")
    assert moves_count(page) == before


def test_how_to_play_opens_searches_and_legend_from_the_table(page, server):
    open_page(page, server)
    start_game(page, [("Ann", "human"), ("Bot", "computer")], seed=3)
    page.click("header [data-action=howto]")
    expect(page.locator("#howto")).to_be_visible()
    opened = page.get_attribute("#howto [data-open]", "data-section")
    assert opened == "setup"  # the pending decision: keep a starting order
    page.fill("#howto-search", "church faith")
    expect(page.locator("#howto-church")).to_be_visible()
    expect(page.locator("#howto-goal")).to_be_hidden()
    page.fill("#howto-search", "")
    expect(page.locator("#howto-goal")).to_be_visible()
    page.click("#howto-toc [data-action='howto:movement']")
    expect(page.locator("#howto-movement")).to_be_in_viewport()
    page.screenshot(path=str(SHOTS / "rules-desktop.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SHOTS / "rules-phone.png"))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("#howto [data-action=howto-close]")
    page.click("header [data-action='howto:icons']")  # one click from the table
    expect(page.locator("#howto-icons")).to_be_in_viewport()
    assert page.get_attribute("#howto [data-open]", "data-section") == "icons"


def test_hint_shows_a_legal_move_and_why_not_explains(page, server):
    open_page(page, server)
    start_game(page, [("Ann", "human"), ("Bot", "computer")], seed=3)
    page.wait_for_function("document.body.dataset.current === '0'")
    page.click("header [data-action=hint]")
    expect(page.locator("#hint-text")).to_be_visible()
    marked = page.locator("[data-highlight]")
    expect(marked.first).to_be_visible()
    before = moves_count(page)
    follow = marked.first
    follow.click()
    if page.locator("#chooser").count() and moves_count(page) == before:
        page.locator("#chooser [data-highlight]").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    # why not: a table element that is not a legal move says why, with a how-to link
    page.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
    page.locator("#table [data-why]").first.click()
    expect(page.locator("#message")).to_be_visible()
    expect(page.locator("#message .help-link")).to_be_visible()
    page.click("#message .help-link")
    expect(page.locator("#howto")).to_be_visible()
