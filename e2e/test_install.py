"""Installable (issue 23): the page links a web app manifest whose URLs are all relative, so it
works under a GitHub Pages sub-path; its icons exist in the sizes it says (maskable too);
Chromium's own installability check passes (DevTools protocol: Page.getAppManifest,
Page.getInstallabilityErrors); and the installed app's start URL opens offline."""

from __future__ import annotations

import json
import shutil
import struct
import urllib.parse

from conftest import start_game, start_server, stop_server, wait_ready


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_passes_chromiums_installability_check_and_starts_offline(
        browser_type, browser_type_launch_args, site, tmp_path):
    root = tmp_path / "pages"
    shutil.copytree(site, root / "game")  # a project site: https://user.github.io/game/
    url, proc = start_server(directory=root)
    # a profile of its own: Chromium installs nothing from an incognito window
    ctx = browser_type.launch_persistent_context(
        str(tmp_path / "profile"), **browser_type_launch_args,
        viewport={"width": 1280, "height": 800}, service_workers="allow")
    try:
        page = ctx.new_page()
        page.goto(url + "game/?pace=instant")
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
        page.wait_for_selector("[data-move^='keep ']")
        moves = page.get_attribute("body", "data-moves")

        cdp = ctx.new_cdp_session(page)
        got = cdp.send("Page.getAppManifest")
        assert got["url"] == url + "game/manifest.webmanifest", got["url"]
        assert got["errors"] == [], got["errors"]
        manifest = json.loads(got["data"])
        assert manifest["display"] == "standalone"
        assert manifest["start_url"] == manifest["scope"] == "./"  # relative: any sub-path
        assert manifest["name"] and manifest["short_name"]
        assert manifest["theme_color"] and manifest["background_color"]
        sizes = {(i["sizes"], i["purpose"]) for i in manifest["icons"]}
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
        for icon in manifest["icons"]:
            data = page.request.get(urllib.parse.urljoin(got["url"], icon["src"])).body()
            w, h = _png_size(data)
            assert f"{w}x{h}" == icon["sizes"], icon
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors

        start = urllib.parse.urljoin(got["url"], manifest["start_url"])
        assert start == url + "game/"
        stop_server(proc)  # offline: the installed app opens its start URL
        app = ctx.new_page()
        app.goto(start)
        wait_ready(app)
        assert app.get_attribute("body", "data-moves") == moves
        assert app.locator("#table").count() == 1
    finally:
        ctx.close()
        stop_server(proc)
