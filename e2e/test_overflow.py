"""No text runs out of its box, in any of the five languages (issue 12): the Machi Koro
table and the panels of both games (new-game form with its rule options, game log, final
scoring). The Yokohama table has its own check in test_i18n.py (OVERFLOW_JS)."""

from __future__ import annotations

import pytest
from a11y import finished_save, load_save
from conftest import open_page
from test_i18n import OVERFLOW_JS
from test_machikoro import choose_machikoro, start_mk

# Every visible text node inside ``root`` against the nearest box that holds it (an element
# that is not inline: a cell, a button, a label, a panel): reports texts that run out of
# that box by more than 1.5 px to the right or left (cut, hidden, or spilling into a
# neighbour). Answers {seen: texts measured, out: problems}.
HTML_OVERFLOW_JS = """
(root) => {
  const out = [];
  let seen = 0;
  const base = document.querySelector(root);
  if (!base) return {seen, out: ['no ' + root]};
  const walk = document.createTreeWalker(base, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const s = n.textContent.trim();
    if (!s) continue;
    let box = n.parentElement;
    if (box.closest('select, svg, .sr-only, [hidden]')) continue;
    while (box && getComputedStyle(box).display.startsWith('inline')
           && getComputedStyle(box).display !== 'inline-block'
           && getComputedStyle(box).display !== 'inline-flex') box = box.parentElement;
    if (!box || box.offsetParent === null && getComputedStyle(box).position !== 'fixed') continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (!r.width) continue;
    seen++;
    if (r.right > b.right + 1.5 || r.left < b.left - 1.5)
      out.push(s.slice(0, 50) + ' [' + Math.round(r.right - b.right) + ' px in ' +
               box.tagName.toLowerCase() + '.' + box.className + ']');
    else if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible'
             && getComputedStyle(box).overflowX !== 'auto')
      out.push(s.slice(0, 50) + ' [cut in ' + box.tagName.toLowerCase() + '.' +
               box.className + ']');
  }
  return {seen, out};
}
"""

LANGS = ["en", "nl", "ja", "pt", "pl"]


def test_the_probe_finds_a_text_wider_than_its_box(page):
    page.set_content('<div id="p"><button style="width:60px;white-space:nowrap">Rozpocznij '
                     'grę teraz</button><span style="display:block;width:300px">fits</span>'
                     '<div style="width:40px;overflow:hidden;white-space:nowrap">przędzalnia'
                     '</div></div>')
    result = page.evaluate(HTML_OVERFLOW_JS, "#p")
    found = result["out"]
    assert result["seen"] == 3 and len(found) == 2
    assert found[0].startswith("Rozpocznij") and "przędzalnia" in found[1]


def _measure(page, root: str, label: str, found: dict, least: int = 5) -> None:
    """Problems of ``root`` into ``found``; fewer than ``least`` texts measured is one too
    (the panel was not on screen, so nothing was checked)."""
    result = page.evaluate(HTML_OVERFLOW_JS, root)
    if result["seen"] < least:
        found.setdefault(label, []).append(f"only {result['seen']} texts measured")
    found.setdefault(label, []).extend(result["out"])
    if not found[label]:
        del found[label]


def _panels(page, game_id: str, found: dict, label: str) -> None:
    """The finished game of ``game_id`` loaded: final scoring and the open log."""
    load_save(page, f"{game_id}.save", game_id, finished_save(game_id))
    page.wait_for_selector("#final")
    _measure(page, "#final", f"{label} final", found)
    page.click("[data-action=hide-final]")
    page.wait_for_selector("#final", state="detached")
    if page.locator("#tab-log").count():  # narrow screens: the log is one of the tabs
        page.click("#tab-log")
        page.wait_for_selector("#log")
    if page.locator("#log:not([open])").count():
        page.click("#log-title")
    _measure(page, "#log", f"{label} log", found)


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
@pytest.mark.parametrize("code", LANGS)
def test_no_panel_or_machikoro_text_runs_out_of_its_box(browser, server, code, width, height):
    context = browser.new_context(locale=code, service_workers="block",
                                  viewport={"width": width, "height": height})
    found: dict[str, list[str]] = {}

    def check(label: str, root: str) -> None:
        _measure(page, root, label, found)

    try:
        page = context.new_page()
        open_page(page, server, "?pace=instant")
        page.click("#new-game .options summary")
        check("yokohama new-game form", "#new-game")
        choose_machikoro(page)
        check("machikoro new-game form", "#new-game")
        start_mk(page, [("Aiko", "human"), ("Ben", "human")], seed=11)
        page.click("#decisions [data-move='roll 1']")
        page.wait_for_selector("#table [data-move^='build ']")
        for problem in page.evaluate(OVERFLOW_JS):
            found.setdefault("machikoro table (svg)", []).append(problem)
        check("machikoro table", "#app")
        _panels(page, "machikoro", found, "machikoro")
        _panels(page, "yokohama", found, "yokohama")
    finally:
        context.close()
    assert not found, "texts out of their box:\n" + "\n".join(
        f"{where}: {p}" for where, problems in found.items() for p in problems)
