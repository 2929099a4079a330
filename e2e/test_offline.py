"""Offline: the service worker caches everything on the first visit; a new deploy installs in
the background and is offered at a safe moment, then replaces it."""

from __future__ import annotations

import shutil
import urllib.request

import pytest
from conftest import (
    moves_count,
    start_game,
    start_server,
    stop_server,
    wait_ready,
)


def _controlled(page) -> None:
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=60_000)
    page.evaluate("navigator.serviceWorker.ready")


def _precached(page) -> int:
    """Wait until the install step has put every file in the cache; return the file count."""
    return page.evaluate("""async () => {
        for (let i = 0; i < 300; i++) {
          const keys = await caches.keys();
          const mine = keys.filter(k => k.startsWith('yokohama-'));
          if (mine.length === 1) {
            const c = await caches.open(mine[0]);
            const n = (await c.keys()).length;
            const reg = await navigator.serviceWorker.getRegistration();
            if (reg && reg.active && !reg.installing && !reg.waiting) return n;
          }
          await new Promise(r => setTimeout(r, 100));
        }
        return -1; }""")


def test_offline_reload_and_new_deploy(browser, site, tmp_path):
    # serve a copy of the site, so the test can make a "new deploy" of it
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    url, proc = start_server(directory=copy)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    try:
        page = ctx.new_page()
        page.goto(url + "?pace=instant")
        wait_ready(page)
        _controlled(page)
        assert _precached(page) > 20
        start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
        page.wait_for_selector("[data-move^='keep ']")
        page.locator("[data-move^='keep ']").first.click()
        page.wait_for_function("document.body.dataset.current === '0'")
        n = moves_count(page)

        stop_server(proc)  # the network is gone
        with pytest.raises(OSError):
            urllib.request.urlopen(url, timeout=2)
        page.reload()
        wait_ready(page)
        assert moves_count(page) == n  # resumed from localStorage, served by the SW
        tab = ctx.new_page()
        tab.goto(url + "?pace=instant")
        wait_ready(tab)
        assert moves_count(tab) == n
        tab.close()
        # and it still plays offline
        before = moves_count(page)
        page.locator("[data-move='done'], #table [data-target]").first.click()
        if page.locator("#chooser").count():
            page.locator("#chooser [data-move]").first.click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")

        # a new deploy (changed file => new precache version): it installs in the background,
        # waits, and is offered only at a safe moment; Reload brings it in, the game goes on
        old_keys = page.evaluate("caches.keys()")
        import build_site

        build_site.build(copy)
        idx = copy / "index.html"
        idx.write_text(idx.read_text().replace("</body>", "<!-- deploy 2 --></body>"))
        build_site.write_precache(copy)
        _, proc = start_server(directory=copy, port=int(url.rsplit(":", 1)[1].strip("/")))
        page.wait_for_function("document.body.dataset.current === '0'")
        while page.locator("[data-action=undo]:not([disabled])").count():  # the turn's start
            page.click("[data-action=undo]")
        page.wait_for_selector("#table [data-target]")
        page.locator("#table [data-target]").first.click()  # a choice half made: not now
        page.wait_for_selector("#chooser")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_selector("body[data-update='ready']", state="attached", timeout=120_000)
        assert page.locator("#toast.show").count() == 0  # not in the middle of a move
        assert "deploy 2" not in page.content()  # the open page keeps its version meanwhile
        page.keyboard.press("Escape")  # the choice closed: now it is offered
        page.wait_for_selector("#toast.show #update-reload")
        n = moves_count(page)
        assert len([k for k in page.evaluate("caches.keys()")
                    if k.startswith("yokohama-")]) == 2  # the new one waits beside the old
        page.click("#update-reload")
        page.wait_for_function("!document.querySelector('#toast.show')", timeout=60_000)
        wait_ready(page)
        assert "deploy 2" in page.content()
        assert moves_count(page) == n  # the old version's save goes on in the new one
        new_keys = page.evaluate("""async (old) => {
            for (let i = 0; i < 300; i++) {
              const keys = (await caches.keys()).filter(k => k.startsWith('yokohama-'));
              if (keys.length === 1 && !old.includes(keys[0])) return keys;
              await new Promise(r => setTimeout(r, 100));
            }
            return await caches.keys(); }""", old_keys)
        assert len(new_keys) == 1 and new_keys[0] not in old_keys, (new_keys, old_keys)
    finally:
        ctx.close()
        stop_server(proc)


def _cached(page, path: str) -> bool:
    return page.evaluate("""async (path) => {
        const url = new URL(path, location.href).href;
        for (const key of await caches.keys())
          if (key.startsWith('yokohama-') && await (await caches.open(key)).match(url)) return true;
        return false; }""", path)


def test_a_language_used_once_works_offline_and_a_new_one_says_it_needs_the_network(
        browser, site):
    url, proc = start_server(directory=site)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow",
                              locale="en-US")
    try:
        page = ctx.new_page()
        page.goto(url + "?pace=instant")
        wait_ready(page)
        _controlled(page)
        assert _precached(page) > 20
        assert not _cached(page, "./lang/nl.zip")  # the first visit downloads English only
        page.click("#lang-start [data-action='lang:nl']")
        page.wait_for_function("document.documentElement.lang === 'nl'")
        page.wait_for_function("document.querySelector('#new-title').textContent !== 'New game'")
        title = page.text_content("#new-title")
        for _ in range(100):  # the service worker keeps the pack it was asked to keep
            if _cached(page, "./lang/nl.zip"):
                break
            page.wait_for_timeout(100)
        assert _cached(page, "./lang/nl.zip") and not _cached(page, "./lang/ja.zip")

        stop_server(proc)  # the network is gone
        page.reload()
        wait_ready(page)
        assert page.get_attribute("html", "lang") == "nl"
        assert page.text_content("#new-title") == title
        page.click("#lang-start [data-action='lang:ja']")  # never used: not here offline
        page.wait_for_selector("#message.error")
        assert "日本語" in page.text_content("#message")
        assert "verbinding" in page.text_content("#message")  # said in Dutch
        assert page.get_attribute("html", "lang") == "nl"
        assert page.text_content("#new-title") == title
        page.click("#lang-start [data-action='lang:en']")  # English is always here
        page.wait_for_function("document.querySelector('#new-title').textContent === 'New game'")
    finally:
        ctx.close()
        stop_server(proc)
