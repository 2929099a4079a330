"""Languages in the browser: the page starts in the browser's language, keeps the chosen one."""

from __future__ import annotations

import pytest
from conftest import SHOTS, wait_ready  # noqa: F401

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
        assert page.text_content(".loading-sub") == sub
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
        assert page.text_content(".loading-sub") == LOADING_SUB["ja-JP"][1]
    finally:
        context.close()
