#!/usr/bin/env python3
"""Readability benchmark (not a timed test): text sizes, target sizes and contrast on screen.

For each game x player count x screen size it starts an all-person hot-seat game through the
new-game form, plays a few moves by clicking (so pieces are on the table), and prints:

* the smallest rendered visible text in CSS px (and how many texts are under 11 px);
* the smallest clickable legal move (``data-move`` / ``data-target``) in CSS px (smaller side);
* the number of texts under the WCAG AA contrast threshold (4.5:1; 3:1 for large text).

How each figure is measured (and its approximations) is described in ``e2e/readability_probe.py``.
Phone and tablet sizes use a touch context, the desktop sizes a mouse. Thresholds: text >= 11 px,
targets >= 24 px on touch and >= 20 px with a mouse, no contrast failures.

Usage: ``.venv/bin/python bench/readability.py [--games yokohama,machikoro] [--players 2,3,4]
[--sizes 1280x800,...] [--moves 6] [--no-build] [--verbose]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "tools"))

from conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server, wait_ready  # noqa: E402
from readability_probe import (  # noqa: E402
    MIN_TARGET_MOUSE_PX,
    MIN_TARGET_TOUCH_PX,
    MIN_TEXT_PX,
    SIZES,
    measure,
    new_game,
    play_some,
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="yokohama,machikoro")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--moves", type=int, default=6)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--shots", default="", help="save a full-page screenshot per case here")
    args = ap.parse_args()
    if not args.no_build:
        import build_site

        build_site.build(ROOT / "_site")
    from playwright.sync_api import sync_playwright

    url, proc = start_server()
    worst_ok = True
    print(f"{'game':10} {'pl':>2} {'size':>9} {'texts':>5} {'minText':>7} {'<11':>4} "
          f"{'targets':>7} {'minTgt':>6} {'contr':>5}  smallest text / target")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size in args.sizes.split(","):
                w, h, touch = SIZES[size]
                ctx = browser.new_context(viewport={"width": w, "height": h}, has_touch=touch,
                                          is_mobile=touch, service_workers="block")
                page = ctx.new_page()
                page.goto(url)
                wait_ready(page)
                for game in args.games.split(","):
                    for n in (int(x) for x in args.players.split(",")):
                        new_game(page, game, n)
                        play_some(page, args.moves)
                        page.wait_for_timeout(300)
                        m = measure(page)
                        if args.shots:
                            Path(args.shots).mkdir(parents=True, exist_ok=True)
                            page.screenshot(path=f"{args.shots}/{game}-{n}p-{size}.png")
                        need = MIN_TARGET_TOUCH_PX if touch else MIN_TARGET_MOUSE_PX
                        ok = (m["min_text"] >= MIN_TEXT_PX and m["contrast_fails"] == 0
                              and (m["min_target"] is None or m["min_target"] >= need))
                        worst_ok &= ok
                        print(f"{game:10} {n:>2} {size:>9} {m['texts']:>5} {m['min_text']:>7} "
                              f"{m['under_11']:>4} {m['targets']:>7} {m['min_target']!s:>6} "
                              f"{m['contrast_fails']:>5}  {m['min_text_of']!r} / "
                              f"{m['min_target_of']!r}{'' if ok else '  FAIL'}", flush=True)
                        if args.verbose:
                            for ex in m["fail_examples"]:
                                print("      contrast:", ex)
                ctx.close()
            browser.close()
    finally:
        stop_server(proc)
    print("all within thresholds" if worst_ok else "some figures miss the thresholds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
