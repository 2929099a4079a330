"""Measure how readable the shown page is: smallest text, smallest legal target, contrast.

Shared by ``bench/readability.py`` (prints the figures) and ``e2e/test_readability.py``
(asserts the thresholds). Everything is measured in the page by one script (:data:`PROBE_JS`):

* Text: every visible SVG ``<text>`` and every visible HTML element with its own text. Its
  rendered size is the computed ``font-size`` times the scale of the element on screen
  (``getScreenCTM`` for SVG; HTML text is taken at scale 1). Elements with no layout box
  (``display: none``, closed ``<details>``), ``visibility: hidden`` or an empty string are
  skipped; text scrolled outside its viewport still counts (it is there to read after a scroll).
* Legal targets: every ``[data-move]`` and ``[data-target]`` element with a layout box; its size
  is the smaller side of ``getBoundingClientRect`` (for SVG groups this includes the ring).
* Contrast (WCAG 2.x relative luminance): the text colour (``fill`` for SVG, ``color`` for HTML,
  times the element's effective opacity) against the background behind it. For SVG the
  background is found geometrically: the shapes (``rect``, ``circle``, ``ellipse``, ``path``,
  ``polygon``) that come before the text in document order (so are painted under it) and whose
  bounding box contains the text's centre; the last such shape with a visible fill is on top,
  and translucent fills are composited over the shapes below. Approximations: a circle or path
  counts by its bounding box; gradients, patterns and strokes are ignored. For HTML the
  background is the first ancestor with a non-transparent ``background-color`` (composited over
  further ancestors when translucent); background images are ignored. The threshold is 4.5:1,
  or 3:1 for large text (at least 24 px, or at least 18.66 px and bold). Disabled controls are
left out (WCAG exempts inactive components).
"""

from __future__ import annotations

from pathlib import Path

SIZES: dict[str, tuple[int, int, bool]] = {  # name -> (width, height, touch)
    "1280x800": (1280, 800, False),
    "1440x900": (1440, 900, False),
    "1920x1080": (1920, 1080, False),
    "820x1180": (820, 1180, True),
    "390x844": (390, 844, True),
}
MIN_TEXT_PX = 11.0
MIN_TARGET_TOUCH_PX = 24.0
MIN_TARGET_MOUSE_PX = 20.0

PROBE_JS = (Path(__file__).with_suffix(".js")).read_text(encoding="utf-8")


def measure(page) -> dict:
    """Run the probe in ``page``; return the summary figures and the worst offenders."""
    raw = page.evaluate(PROBE_JS)
    texts, targets = raw["texts"], raw["targets"]
    smallest = min(texts, key=lambda x: x["px"]) if texts else None
    target = min(targets, key=lambda x: min(x["w"], x["h"])) if targets else None
    fails = [x for x in texts if x["fail"]]
    return {
        "texts": len(texts),
        "min_text": smallest["px"] if smallest else None,
        "min_text_of": smallest["text"] if smallest else "",
        "under_11": sum(1 for x in texts if x["px"] < MIN_TEXT_PX),
        "targets": len(targets),
        "min_target": min(target["w"], target["h"]) if target else None,
        "min_target_of": target["move"] if target else "",
        "contrast_fails": len(fails),
        "fail_examples": sorted({x["ratio"]: (x["text"], x["ratio"], x["id"])
                                 for x in fails}.values()),
        "horizontal_overflow": raw["docWidth"] > raw["viewWidth"] + 1,
        "table_overflow": raw["wrapWidth"] > raw["wrapClient"] + 1,
    }


# ---------------------------------------------------------------------- getting a game on screen
def new_game(page, game: str, players: int, seed: int = 7) -> None:
    """Open the new-game form of ``game`` and start an all-person hot-seat game."""
    if page.locator("#new-game").count() == 0:
        page.click("[data-action=menu]")
        page.click("#menu [data-action=new]")
        if page.locator("#confirm").count():  # a game in progress: it is kept, go on
            page.click("#confirm [data-action=new-confirm]")
    page.click(f"[data-action='game:{game}']")
    page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    page.select_option("#f-players", str(players))
    for i in range(players):
        page.fill(f"#f-name{i}", ["Aiko", "Ben", "Chiyo", "Daan"][i])
        page.select_option(f"#f-kind{i}", "human")
    page.fill("#f-seed", str(seed))
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")


def play_some(page, moves: int) -> None:
    """Play ``moves`` legal moves as people would (clicking), revealing each pass screen."""
    from conftest import click_one_move, reveal_if_asked

    for i in range(moves):
        reveal_if_asked(page)
        click_one_move(page, prefer_done=(i % 3 == 2))
    reveal_if_asked(page)
