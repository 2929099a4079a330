"""Machi Koro in the same page: choose the game, play a turn by clicking, computer seats to the
winner screen, reload resumes, and a Machi Koro save imported in Yokohama switches game."""

from __future__ import annotations

import json

from conftest import (
    SHOTS,
    choose_game,
    moves_count,
    open_new_game_form,
    open_page,
    reveal_if_asked,
    start_game,
    wait_for_moves,
    wait_ready,
)
from playwright.sync_api import expect


def start_mk(page, seats: list[tuple[str, str]], seed: int = 7, level: str = "easy") -> None:
    start_game(page, seats, seed, level, game="machikoro")


def click_move(page, selector: str) -> str:
    before = moves_count(page)
    el = page.locator(selector).first
    move = el.get_attribute("data-move")
    el.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    return move


def test_choose_machikoro_play_a_turn_reload_resumes(page, server):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    open_page(page, server)
    choose_game(page, "machikoro")
    page.screenshot(path=str(SHOTS / "mk-new-game-1280x800.png"))
    start_mk(page, [("Aiko", "human"), ("Ben", "human")], seed=11)
    expect(page.locator("#table")).to_be_visible()
    assert page.locator("#pass-screen").count() == 0  # no secrets: no pass screen
    page.screenshot(path=str(SHOTS / "mk-turn-start-1280x800.png"))

    # Aiko: roll, then build the first card offered in the supply
    assert click_move(page, "#decisions [data-move='roll 1']") == "roll 1"
    build = page.locator("#table [data-move^='build ']")
    expect(build.first).to_be_visible()
    page.screenshot(path=str(SHOTS / "mk-build-1280x800.png"))
    built = click_move(page, "#table [data-move^='build ']")
    assert page.get_attribute("body", "data-current") == "1"
    expect(page.locator("#log")).to_contain_text("Aiko rolls")
    card_name = built.split()[1]
    assert page.locator(f"#city-0 [data-card='{card_name}']").count() == 1

    # Ben: roll, then pass
    click_move(page, "#decisions [data-move='roll 1']")
    click_move(page, "#decisions [data-move='pass']")
    n = moves_count(page)
    saved = json.loads(page.evaluate("localStorage.getItem('machikoro.save')"))
    assert saved["app"] == "machikoro-web" and saved["game_id"] == "machikoro"
    assert page.evaluate("localStorage.getItem('yokohama.save')") is None

    page.reload()
    wait_ready(page)
    assert page.get_attribute("body", "data-game") == "machikoro"
    assert page.title() == "▶ Your turn · Machi Koro"  # two people at one device: theirs
    assert moves_count(page) == n
    expect(page.locator("#decisions [data-move='roll 1']")).to_be_visible()
    expect(page.locator("#log")).to_contain_text("Ben builds nothing")
    assert errors == []


def test_computer_game_runs_to_winner_screen(page, server):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_page(page, server, "?pace=instant")
    start_mk(page, [("Aiko", "computer"), ("Ben", "computer"), ("Cy", "computer")],
             seed=5, level="easy")
    wait_for_moves(page, 20)  # some way into the game, for the screenshot
    page.screenshot(path=str(SHOTS / "mk-midgame-1280x800.png"))
    page.wait_for_selector("#final", timeout=120_000)
    expect(page.locator("#winner")).to_contain_text("wins")
    page.screenshot(path=str(SHOTS / "mk-final-1280x800.png"))
    page.click("[data-action=hide-final]")
    page.screenshot(path=str(SHOTS / "mk-end-table-1280x800.png"), full_page=True)
    assert errors == []


def test_phone_layout_and_switching_back_keeps_yokohama(page, server):
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, server)
    page.screenshot(path=str(SHOTS / "mk-chooser-yokohama-390x844.png"))
    # a Yokohama game first
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")
    yoko = page.evaluate("localStorage.getItem('yokohama.save')")
    assert yoko
    start_mk(page, [("Aiko", "human"), ("Ben", "computer")], seed=3)
    page.wait_for_selector("#decisions [data-move='roll 1']", timeout=30_000)
    page.screenshot(path=str(SHOTS / "mk-turn-390x844.png"), full_page=True)
    click_move(page, "#decisions [data-move='roll 1']")
    page.screenshot(path=str(SHOTS / "mk-build-390x844.png"))
    assert page.evaluate("localStorage.getItem('yokohama.save')") == yoko
    # back to Yokohama: its game is still there
    open_new_game_form(page)
    page.click("[data-action='game:yokohama']")
    page.wait_for_selector("body[data-game='yokohama'] #new-game")
    page.click("[data-action=new-cancel]")
    page.wait_for_selector("#new-game", state="detached")
    assert page.evaluate("localStorage.getItem('yokohama.save')") == yoko


def test_import_machikoro_save_in_yokohama_switches_game(page, server, tmp_path):
    open_page(page, server)
    page.select_option("#f-kind1", "human")  # no computer seat moving on while we look
    page.click("[data-action=start]")  # a Yokohama game
    page.wait_for_selector("#new-game", state="detached")
    reveal_if_asked(page)
    yoko = page.evaluate("localStorage.getItem('yokohama.save')")
    import machikoro

    g = machikoro.new_game(["Kim", "Lee"], seed=4)
    g.play("roll 1")
    save = {"app": "machikoro-web", "game_id": "machikoro", "format": 1,
            "config": {"players": 2, "seed": 4, "options": {},
                       "seats": [{"name": "Kim", "kind": "human", "level": "normal"},
                                 {"name": "Lee", "kind": "human", "level": "normal"}]},
            "game": g.to_json(), "log": [], "viewer": 0, "screen": "play", "pace": "normal"}
    f = tmp_path / "mk.json"
    f.write_text(json.dumps(save))
    page.click("[data-action=menu]")
    page.set_input_files("#import-file", str(f))
    page.wait_for_selector("body[data-game='machikoro']")
    expect(page.locator("#message")).to_contain_text("Machi Koro")
    assert moves_count(page) == 1
    assert page.evaluate("localStorage.getItem('yokohama.save')") == yoko
