"""Playing as a person would: a 2-person game, a full turn by clicking, reload and resume."""

from __future__ import annotations

import json

from conftest import (
    SHOTS,
    click_one_move,
    current_seat,
    moves_count,
    open_page,
    reveal_if_asked,
    start_game,
    wait_ready,
)
from playwright.sync_api import expect


def test_full_turn_by_clicking_then_reload_resumes(page, server):
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    page.goto(server)
    # a first visit: the start screen and the start-up progress are shown at once, before
    # Python is ready
    expect(page.locator("#starting")).to_be_visible()
    expect(page.locator("#new-game")).to_be_visible()
    page.screenshot(path=str(SHOTS / "loading-1280x800.png"))
    wait_ready(page)
    # a first visit (empty storage) is not mistaken for a broken save (JS null is not None)
    assert page.evaluate("localStorage.getItem('yokohama.save.broken')") is None
    expect(page.locator("body")).not_to_contain_text("could not be read")
    start_game(page, [("Aiko", "human"), ("Ben", "human")], seed=11)

    # setup: each person keeps a starting order behind a pass screen
    for _ in range(2):
        assert reveal_if_asked(page)
        keep = page.locator("[data-move^='keep ']")
        expect(keep).to_have_count(2)
        keep.first.click()
    assert reveal_if_asked(page)
    first = current_seat(page)
    start_moves = moves_count(page)
    page.screenshot(path=str(SHOTS / "turn-start-1280x800.png"))

    # one full turn of the first player: place, move, act, ... until the turn passes
    played = []
    for step in range(40):
        if current_seat(page) != first or page.locator("#pass-screen").count():
            break
        played.append(click_one_move(page, prefer_done=step >= 8))
        if step == 2:
            page.screenshot(path=str(SHOTS / "mid-turn-1280x800.png"))
    assert current_seat(page) != first, played
    assert moves_count(page) > start_moves + 1
    expect(page.locator("#pass-screen")).to_be_visible()
    assert len(page.locator("#table").all()) == 0  # nothing drawn while the device changes hands

    saved = page.evaluate("localStorage.getItem('yokohama.save')")
    n_moves = moves_count(page)
    assert json.loads(saved)["app"] == "yokohama-web"

    page.reload()
    wait_ready(page)
    assert moves_count(page) == n_moves
    expect(page.locator("#pass-screen")).to_be_visible()
    assert reveal_if_asked(page)
    log = page.locator("#log li")
    assert log.count() >= len(played)
    expect(page.locator("#log")).to_contain_text("Aiko" if first == "0" else "Ben")

    # no request ever left this server
    origin = server.rstrip("/")
    foreign = [u for u in requests if not u.startswith((origin, "data:", "blob:"))]
    assert foreign == []
    assert errors == []


def test_undo_within_own_turn(page, server):
    open_page(page, server)
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=3,
               options={"tech_fee_from_card": "5", "stagecoach_covers_postal_stop": "false",
                        "chinatown_import_line": "both"})
    saved = json.loads(page.evaluate("localStorage.getItem('yokohama.save')"))
    assert saved["config"]["options"]["tech_fee_from_card"] == 5
    assert saved["config"]["options"]["stagecoach_covers_postal_stop"] is False
    game_setup = json.loads(saved["game"])["setup"]
    assert game_setup["options"]["chinatown_import_line"] == "both"
    page.wait_for_selector("[data-move^='keep ']")
    page.locator("[data-move^='keep ']").first.click()
    # wait for the person's main turn (the computer may go first)
    page.wait_for_selector("#table [data-target], #table [data-move]", timeout=30_000)
    page.wait_for_function("document.body.dataset.current === '0'")
    before = moves_count(page)
    target = page.locator("#table [data-target]").first
    target.click()
    page.wait_for_selector("#chooser")
    page.screenshot(path=str(SHOTS / "chooser-1280x800.png"))
    page.locator("#chooser [data-move^='place ']").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) === {before + 1}")
    undo = page.locator("[data-action=undo]")
    expect(undo).to_be_enabled()
    undo.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) === {before}")
    expect(page.locator("[data-action=undo]")).to_be_disabled()
