#!/usr/bin/env python3
"""Screenshots to look at (not a test): each game, player count, screen size and theme, a
game against computer seats (easy, instant) played by clicking for a few of the person's
moves, then the screen at the person's turn, scrolled to the top, and the whole page.

The sizes the team judges at: 1280x800, 1920x1080, 820x1180 and 390x844 (plus 1440x900).
Prints, per case, the page's and the table's width against the window (sideways scrolling).

Usage: ``.venv/bin/python bench/screenshots.py [--out e2e/screenshots/look] [--games
yokohama,machikoro] [--players 2,4] [--sizes 1280x800,...] [--themes light,dark] [--moves 14]
[--no-build]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "tools"))

from conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server, wait_ready  # noqa: E402

SIZES = "1280x800,1440x900,1920x1080,820x1180,390x844"
WIDTHS_JS = """() => { const w = document.getElementById('table-wrap');
  return [document.documentElement.scrollWidth, document.documentElement.clientWidth,
          w ? w.scrollWidth : 0, w ? w.clientWidth : 0]; }"""


def start(page, game: str, players: int) -> None:
    if page.locator("#final [data-action=new]").count():  # the last game ended: its dialog
        page.click("#final [data-action=new]")
    elif not page.locator("#new-game").count():
        page.click("[data-action=menu]")
        page.click("#menu [data-action=new]")
        if page.locator("#confirm").count():
            page.click("[data-action=new-confirm]")
    page.click(f"[data-action='game:{game}']")
    page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    page.select_option("#f-players", str(players))
    for i in range(players):
        page.select_option(f"#f-kind{i}", "human" if i == 0 else "computer")
        if i:
            page.select_option(f"#f-level{i}", "easy")
    page.fill("#f-seed", "7")
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")


def play(page, moves: int) -> None:
    """The person's moves, by clicking (every third time Done/Pass when offered)."""
    for k in range(moves):
        page.wait_for_function("document.body.dataset.current === '0' || "
                               "document.body.dataset.over === 'true'", timeout=60_000)
        if page.get_attribute("body", "data-over") == "true":
            return
        before = int(page.get_attribute("body", "data-moves") or 0)
        done = page.locator("#decisions [data-move='done'], #decisions [data-move='pass']")
        board = page.locator("#table [data-move]")
        target = page.locator("#table [data-target]")
        decision = page.locator("#decisions [data-move]")
        if page.locator("#region-bar").count():  # a phone: the tab holding a move
            hot = page.locator(".region-tab.hot")
            if hot.count() and not board.count() and not target.count():
                hot.first.click()
        if k % 3 == 2 and done.count():
            done.first.click()
        elif board.count():
            board.first.click()
        elif target.count():
            target.first.click()
            page.locator("#chooser [data-move]").first.click()
        elif decision.count():
            decision.first.click()
        else:
            return
        if page.locator("#info-panel [data-info-play]:visible").count():  # touch: 2nd tap
            page.locator("#info-panel [data-info-play]").click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    page.wait_for_function("document.body.dataset.current === '0' || "
                           "document.body.dataset.over === 'true'", timeout=60_000)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "e2e" / "screenshots" / "look"))
    ap.add_argument("--games", default="yokohama,machikoro")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--sizes", default=SIZES)
    ap.add_argument("--themes", default="light,dark")
    ap.add_argument("--moves", type=int, default=14)
    ap.add_argument("--no-build", action="store_true")
    args = ap.parse_args()
    if not args.no_build:
        import build_site

        build_site.build(ROOT / "_site")
    from playwright.sync_api import sync_playwright

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    url, proc = start_server()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size in args.sizes.split(","):
                w, h = (int(x) for x in size.split("x"))
                for theme in args.themes.split(","):
                    ctx = browser.new_context(viewport={"width": w, "height": h},
                                              has_touch=w < 1024, is_mobile=w < 1024,
                                              service_workers="block", color_scheme=theme)
                    page = ctx.new_page()
                    page.goto(url + "?pace=instant")
                    wait_ready(page)
                    for game in args.games.split(","):
                        for n in (int(x) for x in args.players.split(",")):
                            start(page, game, n)
                            play(page, args.moves)
                            page.mouse.move(2, 2)
                            page.evaluate("window.scrollTo(0, 0)")
                            page.wait_for_timeout(700)
                            name = f"{game}-{n}p-{size}-{theme}"
                            page.screenshot(path=str(out / f"{name}.png"))
                            page.screenshot(path=str(out / f"{name}-full.png"), full_page=True)
                            doc, view, wrap, room = page.evaluate(WIDTHS_JS)
                            print(f"{name:32s} page {doc}/{view} table {wrap}/{room}",
                                  flush=True)
                    ctx.close()
            browser.close()
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
