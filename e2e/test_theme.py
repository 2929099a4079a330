"""A dark theme (issue 23): the page follows the system's setting unless the person chose a
theme in the menu (kept in localStorage); the choice is in force before anything is painted,
so the table kept from the last visit appears in the right theme before Python starts."""

from __future__ import annotations

from conftest import sized_context, start_game, wait_ready

# the theme when the page was first parsed (before boot.js paints the kept table)
FIRST_JS = """document.addEventListener('DOMContentLoaded', () => {
  window.__firstTheme = document.documentElement.getAttribute('data-theme');
  window.__paintedEarly = !!document.querySelector('#app #table, #app #new-game');
});"""


def test_the_theme_follows_the_system_until_the_person_chooses_one(browser, server):
    ctx = sized_context(browser, 1280, 800, color_scheme="light")
    ctx.add_init_script(FIRST_JS)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        assert page.get_attribute("html", "data-theme") == "light"
        page.emulate_media(color_scheme="dark")  # the system switches: the page follows
        page.wait_for_selector("html[data-theme='dark']", state="attached")
        page.emulate_media(color_scheme="light")
        page.wait_for_selector("html[data-theme='light']", state="attached")
        start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
        page.wait_for_selector("#table")
        page.click("[data-action=menu]")
        assert page.get_attribute("[data-action='theme:system']", "aria-pressed") == "true"
        page.click("[data-action='theme:dark']")
        page.wait_for_selector("html[data-theme='dark']", state="attached")
        assert page.evaluate("localStorage.getItem('app.theme')") == "dark"
        assert page.get_attribute("[data-action='theme:dark']", "aria-pressed") == "true"
        bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert bg == "rgb(22, 19, 16)", bg
        page.keyboard.press("Escape")
        page.wait_for_timeout(600)  # the table kept for the next visit's first paint
        page.reload()
        assert page.evaluate("window.__firstTheme") == "dark"  # before anything else
        assert page.evaluate("window.__paintedEarly")  # the kept table, in that theme
        wait_ready(page)
        page.emulate_media(color_scheme="light")  # a chosen theme stays, whatever the system
        assert page.get_attribute("html", "data-theme") == "dark"
        page.click("[data-action=menu]")
        page.click("[data-action='theme:system']")
        page.wait_for_selector("html[data-theme='light']", state="attached")
        assert page.evaluate("localStorage.getItem('app.theme')") is None
    finally:
        ctx.close()
