"""Issue 9 in the browser: whatever storage or a file holds, the page starts, says what is
wrong in one short message and loses no game; two tabs never overwrite each other's moves;
New game asks first; a huge refused move leaves the page fast."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from conftest import moves_count, open_page, start_game, wait_ready
from playwright.sync_api import expect

DEEP = "[" * 100_000 + "]" * 100_000
BROKEN_KEYS = """(base) => Object.keys(localStorage).filter(k => k.startsWith(base + '.'))
    .sort().map(k => localStorage.getItem(k))"""


def good_save(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('yokohama.save')"))


def bad_variants(good: dict) -> dict[str, str]:
    """The issue's page-field cases (plus deep nesting), as save texts."""
    def with_config(**change):
        return json.dumps({**good, "config": {**good["config"], **change}})

    seats = good["config"]["seats"]
    return {
        "deep": DEEP,
        "level": with_config(seats=[{**seats[0], "level": "x"}, *seats[1:]]),
        "kind": with_config(seats=[{"name": "Aiko", "level": "easy"}, *seats[1:]]),
        "seed": with_config(seed="abc"),
        "players": with_config(players="two"),
        "pace": json.dumps({**good, "pace": []}),
        "screen": json.dumps({**good, "screen": "pass", "pass_to": None}),
    }


def playing(page, seed: int = 5) -> int:
    """A Yokohama game against a computer seat, the person to move; returns its move count."""
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=seed)
    page.wait_for_selector("[data-move^='keep ']")
    page.locator("[data-move^='keep ']").first.click()
    page.wait_for_function("document.body.dataset.current === '0'")
    return moves_count(page)


def test_broken_saves_in_storage_never_stop_the_page_and_are_kept(page, server):
    open_page(page, server, "?pace=instant")
    playing(page)
    variants = bad_variants(good_save(page))
    for name, text in variants.items():
        page.evaluate("(t) => localStorage.setItem('yokohama.save', t)", text)
        page.reload()
        wait_ready(page)
        expect(page.locator("#message")).to_contain_text("could not be read")
        message = page.locator("#message").inner_text()
        assert len(message) < 400, name
        expect(page.locator("#new-game")).to_be_visible()
        expect(page.locator("#message [data-action=download-broken]")).to_be_visible()
        kept = page.evaluate(BROKEN_KEYS, "yokohama.save.broken")
        assert kept[-1] == text, name  # kept exactly, under a dated key
        assert len(kept) <= 3
    # the page is usable: a new game starts and is saved
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=9)
    page.wait_for_selector("[data-move^='keep ']")
    assert good_save(page)["config"]["seed"] == 9


def test_bad_files_are_refused_and_the_game_stays(page, server, tmp_path):
    open_page(page, server, "?pace=instant")
    n = playing(page)
    before = page.evaluate("localStorage.getItem('yokohama.save')")
    for name, text in bad_variants(json.loads(before)).items():
        f = tmp_path / f"{name}.json"
        f.write_text(text)
        page.click("[data-action=menu]")
        page.set_input_files("#import-file", str(f))
        expect(page.locator("#message")).to_contain_text("cannot be imported")
        assert len(page.locator("#message").inner_text()) < 400, name
        assert moves_count(page) == n
        assert page.evaluate("localStorage.getItem('yokohama.save')") == before
        expect(page.locator("#table")).to_be_visible()


QUOTA = """(() => {
  if (!sessionStorage.getItem('seeded')) {
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('yokohama.save', '{"app": "yokohama-web", "format": 1, "junk": "'
      + 'x'.repeat(3000000) + '"');
  }
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {   // a nearly full storage: big writes fail
    if (String(v).length > 1000000) throw new DOMException('full', 'QuotaExceededError');
    return set.call(this, k, v);
  };
})();"""


def test_a_3mb_broken_save_on_a_full_storage_stays_where_it_was(page, server):
    page.add_init_script(QUOTA)
    open_page(page, server, "?pace=instant")
    expect(page.locator("#message")).to_contain_text("storage is full")
    original = page.evaluate("localStorage.getItem('yokohama.save')")
    assert len(original) > 3_000_000
    # a new game is not saved over it until it is downloaded
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=4)
    expect(page.locator("#message")).to_contain_text("Not saved")
    assert page.evaluate("localStorage.getItem('yokohama.save')") == original
    with page.expect_download() as dl:
        page.click("#message [data-action=download-broken]")
    assert Path(dl.value.path()).read_text() == original
    expect(page.locator("#message")).to_contain_text("downloaded")
    page.locator("[data-move^='keep ']").first.click()
    page.wait_for_function("document.body.dataset.current === '0'")
    assert good_save(page)["config"]["seed"] == 4  # saved from now on


def test_two_tabs_never_overwrite_newer_moves(context, server):
    a = context.new_page()
    open_page(a, server, "?pace=instant")
    playing(a)
    b = context.new_page()
    open_page(b, server, "?pace=instant")
    n = moves_count(b)
    b.locator("[data-move='done'], #table [data-target], #table [data-move]").first.click()
    if b.locator("#chooser").count():
        b.locator("#chooser [data-move]").first.click()
    b.wait_for_function(f"Number(document.body.dataset.moves) > {n}")
    b.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
    newer = b.evaluate("localStorage.getItem('yokohama.save')")
    expect(a.locator("#message")).to_contain_text("continued in another tab")
    # the stale tab plays on screen but never writes over the newer moves
    old = moves_count(a)
    a.locator("[data-move='done'], #table [data-target], #table [data-move]").first.click()
    if a.locator("#chooser").count():
        a.locator("#chooser [data-move]").first.click()
    a.wait_for_function(f"Number(document.body.dataset.moves) > {old}")
    a.wait_for_timeout(300)
    assert a.evaluate("localStorage.getItem('yokohama.save')") == newer
    a.click("#message [data-action=load-newer]")
    a.wait_for_function(f"Number(document.body.dataset.moves) === {moves_count(b)}")
    expect(a.locator("#message")).to_contain_text("other tab left it")


def test_new_game_asks_first_and_keeps_the_replaced_game(page, server):
    open_page(page, server, "?pace=instant")
    n = playing(page, seed=31)
    expect(page.locator("#log")).not_to_contain_text("31")  # the seed stays secret
    before = page.evaluate("localStorage.getItem('yokohama.save')")
    page.click("[data-action=menu]")
    expect(page.locator("#menu")).to_contain_text("hidden cards")
    page.click("#menu [data-action=new]")
    expect(page.locator("#confirm")).to_be_visible()
    page.click("[data-action=confirm-cancel]")
    expect(page.locator("#confirm")).to_have_count(0)
    assert moves_count(page) == n
    start_game(page, [("Chiyo", "human"), ("Dan", "computer")], seed=8)
    expect(page.locator("#message")).to_contain_text("replaced game")
    replaced = json.loads(page.evaluate("localStorage.getItem('yokohama.save.replaced')"))
    assert replaced["game"] == json.loads(before)["game"]
    assert good_save(page)["config"]["seats"][0]["name"] == "Chiyo"


@pytest.mark.serial  # timed: runs alone, after the parallel part (Makefile)
def test_a_10mb_move_text_is_refused_with_a_short_message_and_clicks_stay_fast(page, server):
    open_page(page, server, "?pace=instant")
    n = playing(page)
    page.evaluate("""() => { const b = document.createElement('button');
        b.id = 'huge'; b.setAttribute('data-move', 'x'.repeat(10000000));
        document.getElementById('app').appendChild(b); }""")
    page.click("#huge")
    expect(page.locator("#message")).to_contain_text("not possible")
    assert len(page.locator("#message").inner_text()) < 400
    assert moves_count(page) == n
    for _ in range(3):
        t0 = time.perf_counter()
        page.click("[data-action=menu]")
        page.wait_for_selector("#menu")
        page.click("[data-action=menu-close]")
        page.wait_for_selector("#menu", state="detached")
        assert time.perf_counter() - t0 < 3.0
