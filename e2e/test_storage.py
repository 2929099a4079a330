"""Broken storage and bad save files give a clear message and never lose a game."""

from __future__ import annotations

import json

from conftest import moves_count, open_page, start_game, wait_ready
from playwright.sync_api import expect


def test_corrupt_storage_and_bad_imports(page, server, tmp_path):
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.setItem('yokohama.save', '{\"app\": \"yokohama-web\", broken'); }")
    open_page(page, server)
    expect(page.locator("#message")).to_contain_text("could not be read")
    expect(page.locator("#new-game")).to_be_visible()
    # what was there is kept, not overwritten
    kept = page.evaluate("""Object.keys(localStorage)
        .filter(k => k.startsWith('yokohama.save.broken.')).map(k => localStorage.getItem(k))""")
    assert len(kept) == 1 and "broken" in kept[0]

    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=4)
    page.wait_for_selector("[data-move^='keep ']")
    page.locator("[data-move^='keep ']").first.click()
    page.wait_for_function("document.body.dataset.current === '0'")
    n = moves_count(page)
    good = json.loads(page.evaluate("localStorage.getItem('yokohama.save')"))

    def try_import(name: str, text: str, expected: str) -> None:
        f = tmp_path / name
        f.write_text(text)
        page.click("[data-action=menu]")
        page.set_input_files("#import-file", str(f))
        expect(page.locator("#message")).to_contain_text(expected)
        assert moves_count(page) == n
        assert json.loads(page.evaluate("localStorage.getItem('yokohama.save')")) == good

    try_import("junk.json", "not json at all", "broken JSON")
    try_import("foreign.json", json.dumps({"hello": 1}), "not a Yokohama save")
    try_import("future.json", json.dumps({**good, "format": 99}), "newer version")
    bad_game = json.loads(good["game"])
    moves_key = next(k for k in bad_game if isinstance(bad_game[k], list)
                     and all(isinstance(x, str) for x in bad_game[k]) and bad_game[k])
    bad_game[moves_key] = [*bad_game[moves_key], "build house"]
    try_import("illegal.json", json.dumps({**good, "game": json.dumps(bad_game)}), "damaged")

    # a good file imports; a full storage does not lose the game in memory
    try_import_ok = tmp_path / "ok.json"
    try_import_ok.write_text(json.dumps(good))
    page.click("[data-action=menu]")
    page.set_input_files("#import-file", str(try_import_ok))
    expect(page.locator("#message")).to_contain_text("imported")
    page.evaluate("""() => { Storage.prototype._set = Storage.prototype.setItem;
        Storage.prototype.setItem = function () {
          throw new DOMException('full', 'QuotaExceededError'); }; }""")
    page.wait_for_function("document.body.dataset.current === '0'")
    before = moves_count(page)
    page.locator("[data-move='done'], #table [data-target]").first.click()
    if page.locator("#chooser").count():
        page.locator("#chooser [data-move]").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    expect(page.locator("#message")).to_contain_text("QuotaExceededError")
    assert moves_count(page) > before
    page.reload()
    wait_ready(page)
    assert moves_count(page) == n  # the last good save is still there
