#!/usr/bin/env python3
"""Readability benchmark (not a timed test): text sizes, target sizes and contrast on screen.

For each game x player count x screen size it starts an all-person hot-seat game through the
new-game form, plays a few moves by clicking (so pieces are on the table), and prints:

* the smallest rendered visible text in CSS px (and how many texts are under 11 px);
* the smallest clickable legal move (``data-move`` / ``data-target``) in CSS px (smaller side);
* the number of texts under the WCAG AA contrast threshold (4.5:1; 3:1 for large text);
* whether anything scrolls sideways (the page, or the table's wrap at the default zoom; the
  phone and tablet sizes show one region at a time and Yokohama's board pans there, so the
  wrap is not counted below 1024 px).

Each case runs in the light and the dark theme (``--themes``; the browser's colour scheme,
which the page follows unless the person chose a theme in the menu).

How each figure is measured (and its approximations) is described in ``e2e/readability_probe.py``.
Phone and tablet sizes use a touch context, the desktop sizes a mouse. Thresholds: text >= 11 px,
targets >= 24 px on touch and >= 20 px with a mouse, no contrast failures.

Usage: ``.venv/bin/python bench/readability.py [--games yokohama,machikoro] [--players 2,3,4]
[--sizes 1280x800,...] [--themes light,dark] [--moves 6] [--no-build] [--verbose]``.
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
    ap.add_argument("--themes", default="light,dark")
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
    print(f"{'game':10} {'pl':>2} {'size':>9} {'theme':>5} {'texts':>5} {'minText':>7} "
          f"{'<11':>4} {'targets':>7} {'minTgt':>6} {'contr':>5} {'sideways':>8}  "
          "smallest text / target")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size in args.sizes.split(","):
                w, h, touch = SIZES[size]
                for theme in args.themes.split(","):
                    ctx = browser.new_context(viewport={"width": w, "height": h},
                                              has_touch=touch, is_mobile=touch,
                                              service_workers="block", color_scheme=theme)
                    page = ctx.new_page()
                    page.goto(url)
                    wait_ready(page)
                    for game in args.games.split(","):
                        for n in (int(x) for x in args.players.split(",")):
                            worst_ok &= case(page, args, game, n, size, theme, touch)
                    ctx.close()
            browser.close()
    finally:
        stop_server(proc)
    print("all within thresholds" if worst_ok else "some figures miss the thresholds")
    return 0


def case(page, args, game: str, n: int, size: str, theme: str, touch: bool) -> bool:
    """One game on screen: its figures printed; whether they hold the thresholds."""
    new_game(page, game, n)
    play_some(page, args.moves)
    page.wait_for_timeout(300)
    m = measure(page)
    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{args.shots}/{game}-{n}p-{size}-{theme}.png")
    need = MIN_TARGET_TOUCH_PX if touch else MIN_TARGET_MOUSE_PX
    sideways = m["horizontal_overflow"] or (not touch and m["table_overflow"])
    ok = (m["min_text"] >= MIN_TEXT_PX and m["contrast_fails"] == 0 and not sideways
          and (m["min_target"] is None or m["min_target"] >= need))
    print(f"{game:10} {n:>2} {size:>9} {theme:>5} {m['texts']:>5} {m['min_text']:>7} "
          f"{m['under_11']:>4} {m['targets']:>7} {m['min_target']!s:>6} "
          f"{m['contrast_fails']:>5} {'yes' if sideways else 'no':>8}  {m['min_text_of']!r} / "
          f"{m['min_target_of']!r}{'' if ok else '  FAIL'}", flush=True)
    if args.verbose:
        for ex in m["fail_examples"]:
            print("      contrast:", ex)
    return ok


if __name__ == "__main__":
    sys.exit(main())
