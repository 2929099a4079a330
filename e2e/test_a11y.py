"""axe-core on every screen of both games, in the light and the dark theme: no violation of
impact moderate, serious or critical (start screen, table with and without a chooser open,
pass screen, menu, shortcuts dialog, final scores). The results per screen are written to
e2e/screenshots/axe-*.json."""

from __future__ import annotations

import json

import pytest
from a11y import axe_violations, finished_save, load_save
from conftest import SHOTS, choose_game, open_page, reveal_if_asked, start_game
from test_machikoro import start_mk


def _check(page, results: dict, screen: str) -> None:
    results[screen] = axe_violations(page)


def _report(results: dict, name: str) -> None:
    (SHOTS / f"axe-{name}.json").write_text(json.dumps(results, indent=1), encoding="utf-8")
    bad = {k: v for k, v in results.items() if v}
    assert bad == {}, json.dumps(bad, indent=1)


def _menu_and_help(page, results: dict) -> None:
    page.click("[data-action=menu]")
    page.wait_for_selector("#menu")
    _check(page, results, "menu")
    page.click("#menu [data-action=help]")
    page.wait_for_selector("#help")
    _check(page, results, "shortcuts dialog")
    page.keyboard.press("Escape")
    page.wait_for_selector("#help", state="detached")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_yokohama_screens(page, server, theme):
    results: dict = {}
    page.emulate_media(color_scheme=theme)
    open_page(page, server, "?pace=instant")
    assert page.get_attribute("html", "data-theme") == theme
    _check(page, results, "start screen")
    start_game(page, [("Aiko", "human"), ("Ben", "human")], seed=7)
    assert page.locator("#pass-screen").count() == 1
    _check(page, results, "pass screen")
    for _ in range(2):  # each person keeps a starting order
        reveal_if_asked(page)
        page.locator("[data-move^='keep ']").first.click()
    reveal_if_asked(page)
    page.wait_for_selector("#table")
    _check(page, results, "table")
    page.wait_for_selector("#table [data-target]")  # seed 7: several moves share an area
    page.locator("#table [data-target]").first.click()
    page.wait_for_selector("#chooser")
    _check(page, results, "table with a chooser open")
    page.keyboard.press("Escape")
    page.wait_for_selector("#chooser", state="detached")
    _menu_and_help(page, results)
    load_save(page, "yokohama.save", "yokohama", finished_save("yokohama"))
    page.wait_for_selector("#final")
    _check(page, results, "final scores")
    _report(results, f"yokohama-{theme}")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_machikoro_screens(page, server, theme):
    results: dict = {}
    page.emulate_media(color_scheme=theme)
    open_page(page, server, "?pace=instant")
    assert page.get_attribute("html", "data-theme") == theme
    choose_game(page, "machikoro")
    _check(page, results, "start screen")
    start_mk(page, [("Aiko", "human"), ("Ben", "human")], seed=11)
    page.wait_for_selector("#table")
    _check(page, results, "table")
    page.click("#decisions [data-move='roll 1']")
    page.wait_for_selector("#table [data-move^='build ']")
    _check(page, results, "table, build step")
    _menu_and_help(page, results)
    load_save(page, "machikoro.save", "machikoro", finished_save("machikoro"))
    page.wait_for_selector("#final")
    _check(page, results, "final scores")
    _report(results, f"machikoro-{theme}")
