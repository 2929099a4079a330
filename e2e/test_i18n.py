"""Languages in the browser: the page starts in the browser's language, keeps the chosen one."""

from __future__ import annotations

import pytest
from conftest import (
    SHOTS,
    click_one_move,
    moves_count,
    open_page,
    reveal_if_asked,
    sized_context,
    start_game,
    wait_ready,
)
from playwright.sync_api import expect

LOADING_SUB = {
    "nl-NL": ("nl", "Een digitale editie van het bordspel van Hisashi Hayashi"),
    "ja-JP": ("ja", "林尚志によるボードゲームのデジタル版"),
    "pt-BR": ("pt", "Uma edição digital do jogo de tabuleiro de Hisashi Hayashi"),
    "pl-PL": ("pl", "Cyfrowe wydanie gry planszowej Hisashiego Hayashiego"),
}


@pytest.mark.parametrize("locale", list(LOADING_SUB))
def test_loading_screen_speaks_the_browser_language(browser, server, locale):
    code, sub = LOADING_SUB[locale]
    context = browser.new_context(locale=locale, service_workers="block")
    try:
        page = context.new_page()
        page.goto(server, wait_until="domcontentloaded")
        assert page.get_attribute("html", "lang") == code
        # the texts boot.js shows while Python starts (the loading card, progress, errors)
        assert page.evaluate("window.BOOT_TEXT.loading_sub") == sub
    finally:
        context.close()


def test_stored_language_wins_over_the_browser_language(browser, server):
    context = browser.new_context(locale="pl-PL", service_workers="block")
    try:
        page = context.new_page()
        page.goto(server, wait_until="domcontentloaded")
        page.evaluate("localStorage.setItem('app.lang', 'ja')")
        page.reload(wait_until="domcontentloaded")
        assert page.get_attribute("html", "lang") == "ja"
        assert page.evaluate("window.BOOT_TEXT.loading_sub") == LOADING_SUB["ja-JP"][1]
    finally:
        context.close()


NEW_GAME = {"nl": "Nieuw spel", "ja": "新しいゲーム", "pt": "Novo jogo", "pl": "Nowa gra"}


# two languages by default (one of each script); the others under make e2e-slow, and every
# language's table is started by test_no_table_text_runs_out_of_its_box below
@pytest.mark.parametrize("locale", [
    pytest.param(loc, marks=[] if loc in ("ja-JP", "pl-PL") else [pytest.mark.slow])
    for loc in LOADING_SUB])
def test_page_starts_in_the_browser_language(browser, server, locale):
    code = LOADING_SUB[locale][0]
    context = browser.new_context(locale=locale, service_workers="block")
    try:
        page = context.new_page()
        open_page(page, server)
        assert page.get_attribute("html", "lang") == code
        expect(page.locator("#new-game h2")).to_have_text(NEW_GAME[code])
        expect(page.locator(f"#lang-start [data-action='lang:{code}']")).to_have_attribute(
            "aria-pressed", "true")
    finally:
        context.close()


START_BUTTON = {"ja": "ゲーム開始", "pl": "Rozpocznij grę"}


@pytest.mark.parametrize("locale", ["ja-JP", "pl-PL"])
def test_first_visit_start_screen_speaks_the_browser_language_before_python(
        browser, server, locale):
    code = locale[:2]
    context = browser.new_context(locale=locale, service_workers="block")
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: route.abort())  # Python never starts
        page.goto(server, wait_until="domcontentloaded")
        page.wait_for_selector("#app[data-first] #new-game")
        assert page.get_attribute("body", "data-ready") is None
        expect(page.locator("#new-game h2")).to_have_text(NEW_GAME[code])
        expect(page.locator("#new-game [data-action=start]")).to_have_text(START_BUTTON[code])
        expect(page.locator(f"#lang-start [data-action='lang:{code}']")).to_have_attribute(
            "aria-pressed", "true")
    finally:
        context.close()


@pytest.mark.parametrize("code", ["ja", "pl"])
@pytest.mark.parametrize("width, height", [pytest.param(1280, 800, marks=pytest.mark.slow),
                                           (390, 844)])  # the narrow one by default
def test_start_screen_and_new_game_form_screenshots(browser, server, code, width, height):
    context = sized_context(browser, width, height, locale=code)
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(server, wait_until="domcontentloaded")
        page.wait_for_selector("#app[data-first] #new-game")
        expect(page.locator("#new-game h2")).to_have_text(NEW_GAME[code])
        page.screenshot(path=str(SHOTS / f"i18n-start-{code}-{width}x{height}.png"))
        page.unroute("**/pyodide.asm.wasm")
        open_page(page, server)
        page.click("#new-game .options summary")
        expect(page.locator("#new-game .opt-desc").first).to_be_visible()
        page.screenshot(path=str(SHOTS / f"i18n-form-{code}-{width}x{height}.png"),
                        full_page=True)
    finally:
        context.close()


def _play_own_moves(page, count: int, done_from: int) -> None:
    """Play ``count`` moves of the person (seat 0), waiting for the computer seats between."""
    for step in range(count):
        page.wait_for_function("!document.querySelector('.thinking')", timeout=60_000)
        reveal_if_asked(page)
        click_one_move(page, prefer_done=step >= done_from)
    page.wait_for_function("!document.querySelector('.thinking')", timeout=60_000)


def _log_lines(page) -> list[str]:
    return page.locator("#log li").all_text_contents()


def test_switching_language_mid_game_keeps_game_and_log_and_a_reload_keeps_it(page, server):
    open_page(page, server)
    assert page.get_attribute("html", "lang") == "en"
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=7)
    _play_own_moves(page, 6, 4)
    moves = moves_count(page)
    english = _log_lines(page)
    assert english[-1] == "New game: Aiko, Ben."  # the seed stays secret until the end
    page.click("header [data-action=hint]")  # a hint on screen follows the switch too
    hint = page.locator("#hint-text").inner_text()
    page.click("[data-action=menu]")
    page.click("#lang-menu [data-action='lang:pl']")
    expect(page.locator("html")).to_have_attribute("lang", "pl")
    expect(page.locator("#hint-text")).to_be_visible()
    assert page.locator("#hint-text").inner_text() != hint
    assert moves_count(page) == moves
    polish = _log_lines(page)
    assert len(polish) == len(english) and polish != english
    assert polish[-1] == "Nowa gra: Aiko, Ben."
    expect(page.locator("#menu h2")).to_have_text("Menu")
    expect(page.locator("[data-action=undo]")).to_have_text("Cofnij")
    page.screenshot(path=str(SHOTS / "i18n-switched-pl-1280x800.png"))

    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "pl"
    assert moves_count(page) == moves
    assert _log_lines(page) == polish
    page.click("[data-action=menu]")
    page.click("#lang-menu [data-action='lang:ja']")
    expect(page.locator("[data-action=undo]")).to_have_text("取り消し")
    assert _log_lines(page)[-1] == "新しいゲーム:Aiko、Ben。"


@pytest.mark.slow  # screenshots to look at; text overflow is checked below in every language
@pytest.mark.parametrize("code", ["ja", "pl"])
@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_yokohama_table_screenshots(browser, server, code, width, height):
    context = sized_context(browser, width, height, locale=code)
    try:
        page = context.new_page()
        open_page(page, server)
        start_game(page, [("Aiko", "human"), ("Ben", "computer"), ("Chiyo", "computer")],
                   seed=11)
        _play_own_moves(page, 8, 5)
        assert page.get_attribute("html", "lang") == code
        page.screenshot(path=str(SHOTS / f"i18n-yokohama-{code}-{width}x{height}.png"),
                        full_page=True)
    finally:
        context.close()


# Every SVG text of the table against the background it sits on: the nearest earlier <rect>
# of its group (tile, card, achievement, chip) whose box holds the text's start. Reports the
# texts whose right (or left) end runs out of that box by more than 1.5 px.
OVERFLOW_JS = """
() => {
  const out = [];
  for (const t of document.querySelectorAll('#table text')) {
    const s = t.textContent.trim();
    if (!s) continue;
    const b = t.getBBox();
    let box = null;
    for (let el = t.previousElementSibling; el && !box; el = el.previousElementSibling) {
      if (el.tagName !== 'rect') continue;
      const r = el.getBBox();
      if (b.x >= r.x - 1 && b.x <= r.x + r.width && b.y + b.height / 2 >= r.y
          && b.y + b.height / 2 <= r.y + r.height && r.width > 2 * b.height) box = r;
    }
    if (box && (b.x + b.width > box.x + box.width + 1.5 || b.x < box.x - 1.5))
      out.push(s + ' [' + Math.round(b.x + b.width - box.x - box.width) + ' px]');
  }
  return out;
}
"""


def test_no_table_text_runs_out_of_its_box(page, server):
    """One position of a 4-player game, seen in each of the five languages in turn (the
    page's own language menu)."""
    open_page(page, server, "?pace=instant")
    start_game(page, [("Aiko", "human"), ("Ben", "computer"), ("Chiyo", "computer"),
                      ("Daiki", "computer")], seed=11)
    _play_own_moves(page, 10, 6)
    problems = []
    for code in ("en", "nl", "ja", "pt", "pl"):
        if not page.locator("#menu").count():  # the menu stays open after a switch
            page.click("[data-action=menu]")
        page.click(f"#lang-menu [data-action='lang:{code}']")
        expect(page.locator("html")).to_have_attribute("lang", code)
        problems += [f"{code}: {p}" for p in page.evaluate(OVERFLOW_JS)]
    assert not problems, "texts out of their box:\n" + "\n".join(problems)
