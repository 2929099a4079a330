"""After the game: finish a game, replay it with keys and the slider, share it as a link and
open the link in a fresh browser; bad links are refused; the archive lists and deletes."""

from __future__ import annotations

import json
import re
import time
from functools import cache

from conftest import SHOTS, open_page, switch_language, wait_ready
from playwright.sync_api import expect
from test_machikoro import start_mk

NAMES = ["Aiko", "Ben", "Chiyo", "Daiki"]
NOTES_NL = {"rp_shared_note": "Een gedeeld spel: je eigen spellen veranderen niet terwijl je "
                              "ernaar kijkt.",
            "ar_deleted": "Het spel is uit het archief verwijderd."}


@cache
def near_finished_yokohama(players: int = 4, seed: int = 21) -> tuple[str, int]:
    """A page save of a Yokohama game one move before its end, every seat a computer."""
    import yokohama
    from yokohama.ai import choose_move

    game = yokohama.new_game(players=NAMES[:players], seed=seed)
    while not game.is_over:
        game.play(choose_move(game, game.current_player, "easy", len(game.moves)))
    data = json.loads(game.to_json())
    moves = data["moves"]
    data["moves"] = moves[:-1]
    data.pop("snapshot", None)
    before = yokohama.load_game(json.dumps(data))
    assert not before.is_over
    save = {"app": "yokohama-web", "format": 1,
            "config": {"players": players, "seed": seed, "options": {},
                       "seats": [{"name": n, "kind": "computer", "level": "easy"}
                                 for n in NAMES[:players]]},
            "game": before.to_json(), "log": [], "viewer": None, "screen": "play",
            "pass_to": None, "pace": "instant"}
    return json.dumps(save), len(moves)


def counter(page) -> str:
    return page.locator("#rp-counter").inner_text()


def table_print(page) -> str:
    """The replayed table's markup, less what hovering adds (an explanation read into
    ``data-info`` and taken out of ``<title>``)."""
    html = page.locator("#rp-live #table").evaluate("el => el.outerHTML")
    html = re.sub(r' data-info="[^"]*"', "", html)
    return re.sub(r"<title>[^<]*</title>", "", html)


def test_finish_replay_share_and_open_the_link_elsewhere(page, server, browser):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    save, n = near_finished_yokohama()
    open_page(page, server)
    page.evaluate("([k, v]) => { localStorage.setItem(k, v); localStorage.setItem('app.game', "
                  "'yokohama'); }", ["yokohama.save", save])
    open_page(page, server, "?pace=instant")
    page.wait_for_selector("#final", timeout=60_000)
    stored = json.loads(page.evaluate("localStorage.getItem('app.archive')"))
    assert [e["game"] for e in stored["entries"]] == ["yokohama"]
    own_save = page.evaluate("localStorage.getItem('yokohama.save')")

    t0 = time.perf_counter()
    page.click("#final-replay")
    page.wait_for_selector("body[data-screen='replay'] #rp-live")
    opened_ms = (time.perf_counter() - t0) * 1000
    assert counter(page) == f"Move {n} of {n}"
    assert page.locator("#rp-slider").get_attribute("max") == str(n)
    assert page.locator("#rp-live [data-move]").count() == 0
    final_print = table_print(page)
    page.screenshot(path=str(SHOTS / "replay-end-1280x800.png"))

    page.keyboard.press("ArrowLeft")
    expect(page.locator("#rp-counter")).to_have_text(f"Move {n - 1} of {n}")
    page.keyboard.press("Home")
    expect(page.locator("#rp-counter")).to_have_text(f"Move 0 of {n}")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#rp-counter")).to_have_text(f"Move 1 of {n}")
    expect(page.locator("#rp-line")).to_contain_text(re.compile("|".join(NAMES)))
    page.locator("#rp-slider").fill("200")
    expect(page.locator("#rp-counter")).to_have_text(f"Move 200 of {n}")
    page.select_option("#rp-round", "3")
    expect(page.locator("#rp-round-now")).to_have_text("Round 3")
    page.click("#rp-seats [data-action='rp-seat:1']")
    expect(page.locator("#rp-seats [data-action='rp-seat:1']")).to_have_attribute(
        "aria-pressed", "true")
    page.click("#rp-seats [data-action='rp-seat:all']")
    page.keyboard.press("End")
    expect(page.locator("#rp-counter")).to_have_text(f"Move {n} of {n}")
    assert table_print(page) == final_print
    # replaying changed nothing of the saved game
    assert page.evaluate("localStorage.getItem('yokohama.save')") == own_save

    page.click("#rp-stats")
    page.wait_for_selector("body[data-screen='stats'] svg.chart-svg")
    assert page.locator("svg.chart-svg[role=img]").count() >= 2
    page.screenshot(path=str(SHOTS / "stats-yokohama-1280x800.png"), full_page=True)
    page.click("#rp-table")
    page.click("#rp-share")
    link = page.locator("#share-link").input_value()
    assert link.startswith(server) and "#replay=1.yh." in link
    page.click("#share-copy")
    print(f"\nyokohama 4p link: {len(link)} chars ({n} moves); replay opened in "
          f"{opened_ms:.0f} ms")

    fresh = browser.new_context(service_workers="block")
    other = fresh.new_page()
    other.on("pageerror", lambda e: errors.append(str(e)))
    t0 = time.perf_counter()
    other.goto(link)
    wait_ready(other)
    other.wait_for_selector("body[data-screen='replay'] #rp-live")
    link_ms = (time.perf_counter() - t0) * 1000
    print(f"link page load to replay shown: {link_ms:.0f} ms")
    expect(other.locator("#rp-note")).to_be_visible()
    assert counter(other) == f"Move {n} of {n}"
    assert table_print(other) == final_print
    other.keyboard.press("Home")
    expect(other.locator("#rp-counter")).to_have_text(f"Move 0 of {n}")
    # nothing of the opener's was written
    assert other.evaluate("localStorage.getItem('yokohama.save')") is None
    assert other.evaluate("localStorage.getItem('app.archive')") is None
    other.click("#rp-close")
    other.wait_for_selector("#new-game")
    assert "#replay" not in other.url
    fresh.close()
    assert errors == []


BAD = {
    "truncated": None,  # made from a real link below
    "damaged": "#replay=1.yh.@@@not-base64",
    "other game": None,
    "future version": None,
    "unknown game": "#replay=1.zz.eJwrSS0uAQAEXQHB",
}


def test_bad_links_are_refused_and_the_page_stays_usable(page, server):
    import yokohama
    from boardgame import share
    from yokohama.ai import choose_move

    game = yokohama.new_game(players=NAMES[:2], seed=3)
    while not game.is_over:
        game.play(choose_move(game, game.current_player, "easy", len(game.moves)))
    good = share.encode(game.to_json())
    body = good.split(".", 2)[2]
    links = dict(BAD)
    links["truncated"] = good[: len(good) // 2]
    links["other game"] = "#replay=1.mk." + body
    links["future version"] = "#replay=9.yh." + body
    for why, fragment in links.items():
        open_page(page, server, "?pace=instant" + fragment)
        expect(page.locator("#message"), why).to_contain_text("cannot be opened")
        assert page.get_attribute("body", "data-screen") == "new", why
        assert page.evaluate("localStorage.length") <= 1, why  # at most app.game
    page.click("[data-action=start]")  # the page is usable: a game starts
    page.wait_for_selector("#new-game", state="detached")
    assert page.evaluate("localStorage.getItem('yokohama.save')")


def test_archive_lists_the_finished_game_charts_and_delete(page, server):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_page(page, server, "?pace=instant")
    start_mk(page, [(n, "computer") for n in NAMES], seed=9, level="normal")
    page.wait_for_selector("#final", timeout=120_000)
    page.click("#final-share")
    link = page.locator("#share-link").input_value()
    print(f"\nmachikoro 4p link: {len(link)} chars")
    page.click("#share [data-action=share-close]")
    page.click("[data-action=hide-final]")
    page.click("[data-action=menu]")
    page.click("#menu-archive")
    page.wait_for_selector("body[data-screen='archive'] .ar-entry")
    entry = page.locator(".ar-entry")
    assert entry.count() == 1 and entry.get_attribute("data-game") == "machikoro"
    expect(entry).to_contain_text("wins")
    page.screenshot(path=str(SHOTS / "archive-1280x800.png"))
    entry.locator("[data-action^='ar-stats:']").click()
    page.wait_for_selector("body[data-screen='stats'] svg.chart-svg")
    assert page.locator("svg.chart-svg").count() >= 3
    assert page.locator("table.chart-matrix").count() == 1
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / "stats-machikoro-390x844.png"), full_page=True)
    page.click("[data-action=rp-close]")
    page.wait_for_selector("body[data-screen='archive']")
    page.locator(".ar-entry [data-action^='ar-replay:']").click()
    page.wait_for_selector("body[data-screen='replay'] #rp-live")
    page.screenshot(path=str(SHOTS / "replay-machikoro-390x844.png"), full_page=True)
    page.click("#rp-close")
    page.wait_for_selector("body[data-screen='archive']")
    with page.expect_download() as got:
        page.locator(".ar-entry [data-action^='ar-export:']").click()
    replay_file = got.value.path()
    own = page.evaluate("localStorage.getItem('machikoro.save')")

    # the exported replay file opens as a replay in a fresh page, changing nothing there
    other = page.context.browser.new_context(service_workers="block").new_page()
    open_page(other, server)
    other.click("[data-action=start]")  # a game of its own, to keep
    other.wait_for_selector("#new-game", state="detached")
    mine = other.evaluate("localStorage.getItem('yokohama.save')")
    other.click("[data-action=menu]")
    other.set_input_files("#import-file", replay_file)
    other.wait_for_selector("body[data-screen='replay'] #rp-live")
    expect(other.locator("#rp-note")).to_be_visible()
    switch_language(other, "nl")  # the note follows at once, as the rest of the screen
    expect(other.locator("#rp-note")).to_have_text(NOTES_NL["rp_shared_note"])
    assert other.evaluate("localStorage.getItem('machikoro.save')") is None
    other.click("#rp-close")
    other.wait_for_selector("body[data-game='yokohama'] #table")
    # the same save (writing the same game again leaves it, write counter and all)
    assert other.evaluate("localStorage.getItem('yokohama.save')") == mine
    other.context.close()
    assert page.evaluate("localStorage.getItem('machikoro.save')") == own

    page.locator(".ar-entry [data-action^='ar-delete:']").click()
    page.wait_for_selector("#ar-empty")
    expect(page.locator("#ar-note")).to_have_text("The game was deleted from the archive.")
    switch_language(page, "nl")
    expect(page.locator("#ar-note")).to_have_text(NOTES_NL["ar_deleted"])
    switch_language(page, "en")
    expect(page.locator("#ar-note")).to_have_text("The game was deleted from the archive.")
    stored = json.loads(page.evaluate("localStorage.getItem('app.archive')"))
    assert stored["entries"] == []
    page.click("#ar-close")
    assert page.get_attribute("body", "data-screen") != "archive"
    assert errors == []
