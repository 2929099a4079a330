"""No text runs out of its box, in any of the five languages (issue 12): the Machi Koro
table and the panels of both games (new-game form with its rule options, game log, final
scoring). The Yokohama table has its own check in test_i18n.py (OVERFLOW_JS)."""

from __future__ import annotations

import pytest
from a11y import finished_save, load_save
from conftest import choose_game, open_page, switch_language
from test_i18n import OVERFLOW_JS
from test_machikoro import start_mk

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


def _each_language(page, label: str, measure) -> None:
    """``measure(label)`` once in every language, switched by the page itself."""
    for code in LANGS:
        switch_language(page, code)
        measure(f"{code} {label}")


def _form(page, found: dict):
    """Measure the new-game form with its rule options open (when it has any)."""
    def measure(label: str) -> None:
        if page.locator("#new-game .options:not([open])").count():
            page.click("#new-game .options summary")
        _measure(page, "#new-game", label, found)
    return measure


def _log(page, found: dict):
    """Measure the open game log (on narrow screens one of the tabs)."""
    def measure(label: str) -> None:
        if page.locator("#tab-log").count():
            page.click("#tab-log")
            page.wait_for_selector("#log")
        if page.locator("#log:not([open])").count():
            page.click("#log-title")
        _measure(page, "#log", label, found)
    return measure


def _panels(page, game_id: str, found: dict) -> None:
    """The finished game of ``game_id`` loaded: final scoring and the open log."""
    load_save(page, f"{game_id}.save", game_id, finished_save(game_id))
    page.wait_for_selector("#final")
    _each_language(page, f"{game_id} final",
                   lambda label: _measure(page, "#final", label, found))
    page.click("[data-action=hide-final]")
    page.wait_for_selector("#final", state="detached")
    _each_language(page, f"{game_id} log", _log(page, found))


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_no_panel_or_machikoro_text_runs_out_of_its_box(page, server, width, height):
    """Each screen in the five languages in turn (the page's own language switch)."""
    page.set_viewport_size({"width": width, "height": height})
    found: dict[str, list[str]] = {}

    def table(label: str) -> None:
        for problem in page.evaluate(OVERFLOW_JS):
            found.setdefault(f"{label} (svg)", []).append(problem)
        _measure(page, "#app", label, found)

    open_page(page, server, "?pace=instant")
    _each_language(page, "yokohama new-game form", _form(page, found))
    choose_game(page, "machikoro")
    _each_language(page, "machikoro new-game form", _form(page, found))
    start_mk(page, [("Aiko", "human"), ("Ben", "human")], seed=11)
    page.click("#decisions [data-move='roll 1']")
    page.wait_for_selector("#table [data-move^='build ']")
    _each_language(page, "machikoro table", table)
    _panels(page, "machikoro", found)
    _panels(page, "yokohama", found)
    assert not found, "texts out of their box:\n" + "\n".join(
        f"{where}: {p}" for where, problems in found.items() for p in problems)
