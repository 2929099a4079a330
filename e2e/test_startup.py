"""Start-up: the trimmed standard library carries whole games of both kinds, and every file the
page asks for is in the service worker's (lighter) precache."""

from __future__ import annotations

import json
import re
import zipfile

from conftest import open_page

STDLIB = "/lib/python314.zip/"


def _precache(site) -> set[str]:
    text = (site / "precache.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"self\.PRECACHE = (\{.*\});", text, re.S)[1])["files"]
    return {f.removeprefix("./") for f in files}


def _shipped_stdlib(site) -> set[str]:
    with zipfile.ZipFile(next(site.glob("vendor/*/pyodide")) / "python_stdlib.zip") as zf:
        return set(zf.namelist())


def _all_computer_game(page, game: str) -> None:
    """Every level of computer seat, so each bot's code runs, to the end of the game."""
    if page.locator("#new-game").count() == 0:
        page.click("[data-action=hide-final]")
        page.click("[data-action=menu]")
        page.click("#menu [data-action=new]")
    if game != "yokohama":
        page.click(f"[data-action='game:{game}']")
        page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    levels = page.eval_on_selector_all("#f-level0 option", "els => els.map(e => e.value)")
    players = min(4, len(levels) + 1)
    page.select_option("#f-players", str(players))
    for i in range(players):
        page.select_option(f"#f-kind{i}", "computer")
        page.select_option(f"#f-level{i}", levels[i % len(levels)])
    page.fill("#f-seed", "3")
    page.click("[data-action=start]")
    page.wait_for_selector("body[data-over='true']", state="attached", timeout=600_000)


def test_whole_games_run_on_the_trimmed_stdlib_from_the_precache(page, server, site):
    errors: list[str] = []
    asked: set[str] = set()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("request", lambda r: asked.add(r.url.removeprefix(server).split("?")[0]))
    open_page(page, server, "?pace=instant")
    loaded: dict[str, str] = {}
    for game in ("yokohama", "machikoro"):
        _all_computer_game(page, game)
        loaded.update(json.loads(page.evaluate("window.yokoModules()")))
    assert errors == []
    # the games ran on the trimmed copy: every standard-library file they loaded is in it
    files = {file.removeprefix(STDLIB) for file in loaded.values() if file.startswith(STDLIB)}
    assert len(files) > 100
    assert files <= _shipped_stdlib(site), files - _shipped_stdlib(site)
    assert {"yokohama.ai", "machikoro.ai", "web.mk_render"} <= set(loaded)
    # and every file the page asked for is precached (so the game plays offline)
    assert asked - {""} <= _precache(site), asked - _precache(site)


def test_the_site_ships_the_trimmed_stdlib(site):
    shipped = _shipped_stdlib(site)
    assert len(shipped) < 300
    assert "unittest/__init__.py" not in shipped and "email/__init__.py" not in shipped
    assert {"asyncio/__init__.py", "json/__init__.py", "typing.py"} <= shipped
