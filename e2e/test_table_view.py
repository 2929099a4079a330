"""The whole table in view on desktop screens (issue 23): at 1280x800, 1440x900 and 1920x1080,
2, 3 and 4 players, both games, at the default zoom, nothing scrolls sideways, and every part of
the table (board, markets, church and customs, each player's panel; Machi Koro's supply and
cities) lies within the window's width, so vertical scrolling reaches it; the log sidebar folds
to a strip and the page remembers it."""

from __future__ import annotations

import pytest
from conftest import reveal_if_asked, sized_context, wait_ready
from readability_probe import new_game

SIZES = [(1280, 800), (1440, 900), (1920, 1080)]

# every part of the table a person must reach, and the sidebar: {selector: [left, right]}
PARTS_JS = """() => {
  const out = {};
  const sel = '#table [role=region], #table .player-panel, #table .mk-city, #side';
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    out[el.id || el.getAttribute('data-seat') || el.className.baseVal || el.className] =
      [Math.round(r.left), Math.round(r.right), Math.round(r.top + scrollY)];
  }
  return {parts: out, view: document.documentElement.clientWidth,
          doc: document.documentElement.scrollWidth,
          wrap: [document.getElementById('table-wrap').scrollWidth,
                 document.getElementById('table-wrap').clientWidth],
          side: document.querySelector('.play-area').className};
}"""


def _check(page, where: str) -> dict:
    got = page.evaluate(PARTS_JS)
    assert got["doc"] <= got["view"], (where, got)  # the page never scrolls sideways
    assert got["wrap"][0] <= got["wrap"][1], (where, got)  # nor does the table's wrap
    side = got["parts"].get("side")
    for name, (left, right, _top) in got["parts"].items():
        assert left >= 0 and right <= got["view"], (where, name, got)
        if side and name != "side":  # nothing runs under the sidebar
            assert right <= side[0], (where, name, got)
    return got


def _seat_panels(got: dict, game: str, players: int) -> None:
    names = [n for n in got["parts"] if n not in ("side",) and not n.startswith("rg-")]
    assert len(names) == players, (game, got["parts"])


@pytest.mark.parametrize("width, height", SIZES)
def test_every_part_of_the_table_is_in_view_without_scrolling_sideways(browser, server, width,
                                                                       height):
    ctx = sized_context(browser, width, height)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        for game in ("yokohama", "machikoro"):
            for players in (2, 3, 4):
                new_game(page, game, players)
                reveal_if_asked(page)
                page.wait_for_selector("#table")
                got = _check(page, f"{game} {players}p {width}x{height}")
                _seat_panels(got, game, players)
                if game == "yokohama":
                    assert {"rg-board", "rg-places", "rg-players"} <= set(got["parts"])
                    assert sum(n.startswith(("rg-port", "rg-lab")) for n in got["parts"]) \
                        == {2: 2, 3: 3, 4: 4}[players]
                else:
                    assert {"rg-supply", "rg-cities"} <= set(got["parts"])
    finally:
        ctx.close()


def test_the_sidebar_folds_to_a_strip_and_stays_folded(browser, server):
    ctx = sized_context(browser, 1280, 800)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        new_game(page, "yokohama", 2)
        reveal_if_asked(page)
        page.wait_for_selector("#side #log")
        wide = page.evaluate("document.getElementById('table').getBoundingClientRect().width")
        page.click("#side [data-action='side:strip']")
        page.wait_for_selector("#side.strip")
        assert page.locator("#log").count() == 0
        assert page.evaluate("localStorage.getItem('app.side')") == "strip"
        # the table takes the room the sidebar left
        assert page.evaluate(
            "document.getElementById('table').getBoundingClientRect().width") > wide + 150
        _check(page, "strip")
        page.reload()
        wait_ready(page)
        reveal_if_asked(page)
        page.wait_for_selector("#side.strip")
        page.keyboard.press("l")  # the log shortcut opens it again
        page.wait_for_selector("#side #log[open]")
        assert page.evaluate("localStorage.getItem('app.side')") == "open"
    finally:
        ctx.close()
