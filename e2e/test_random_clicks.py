"""A robustness sweep (slow): random clicks, taps, choices, keys and reloads on the real page,
in both games, with a mouse and on a touch screen, raise no error in the page. The choices come
from a seeded generator; the page's timing may differ between runs, so a failure prints the
seed and the last steps taken."""

from __future__ import annotations

import random

import pytest
from conftest import sized_context, wait_ready
from playwright.sync_api import Error as PlaywrightError
from readability_probe import SIZES

pytestmark = pytest.mark.slow

STEPS = 150  #: random steps per case
KEYS = ("Escape", "Tab", "Enter", "Space", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
        "u", "h", "?")
# What the sweep leaves alone (actions starting so): a file to pick or save, the browser's
# install prompt, and online play, whose room codes would reach a public signalling server
# (e2e/test_net.py plays online with its own).
LEFT_ALONE = ("download", "export", "import", "install", "net-", "net_")

# Every visible, enabled thing to press that nothing covers gets a number (data-sweep); returns,
# per number, whether it plays a move, whether it is a drop-down list, its action and a label.
MARK_JS = """left => {
  const out = [];
  document.querySelectorAll('[data-sweep]').forEach(e => e.removeAttribute('data-sweep'));
  document.querySelectorAll('[data-move], [data-action], [data-target], button, summary, select')
    .forEach(e => {
      const r = e.getBoundingClientRect();
      const action = e.dataset.action || '';
      if (!r.width || !r.height || e.disabled || left.some(w => action.startsWith(w))) return;
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const seen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
      const hit = seen && document.elementFromPoint(x, y);
      if (seen && !(hit && (hit === e || e.contains(hit)))) return;  // covered: not pressable
      e.dataset.sweep = String(out.length);
      out.push([e.hasAttribute('data-move'), e.tagName === 'SELECT', action,
                e.dataset.move || action || e.dataset.target || e.id ||
                e.textContent.trim().slice(0, 30)]);
    });
  return out;
}"""


def _step(page, rng: random.Random, touch: bool) -> str:
    """One random step; returns what it did."""
    roll = rng.random()
    if roll < 0.01:
        page.reload()
        wait_ready(page)
        return "reload"
    if roll < 0.06:
        key = rng.choice(KEYS)
        page.keyboard.press(key)
        return f"key {key}"
    marks = page.evaluate(MARK_JS, list(LEFT_ALONE))
    if not marks:
        return "nothing to press"
    moves = [i for i, (move, _, _, _) in enumerate(marks) if move]
    # the rules' own links are many: mostly leave them, so the sweep gets back to the table
    rest = [i for i, (_, _, action, _) in enumerate(marks) if not action.startswith("howto:")]
    k = rng.choice(moves) if moves and rng.random() < 0.6 else \
        rng.choice(rest if rest and rng.random() < 0.8 else range(len(marks)))
    el = page.locator(f"[data-sweep='{k}']")
    _, select, _, label = marks[k]
    if select:
        values = el.evaluate("e => [...e.options].filter(o => !o.disabled).map(o => o.value)")
        if values:
            el.select_option(rng.choice(values), timeout=1_500)
        return f"choose {label}"
    el.tap(timeout=1_500) if touch else el.click(timeout=1_500)
    page.wait_for_timeout(rng.choice((0, 20, 100, 300)))
    return f"press {label}"


@pytest.mark.parametrize("game", ["yokohama", "machikoro"])
@pytest.mark.parametrize("size", ["1280x800", "390x844"])
def test_random_presses_raise_no_page_error(browser, server, game, size):
    width, height, touch = SIZES[size]
    ctx = sized_context(browser, width, height, touch)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("dialog", lambda d: d.dismiss())
    try:
        page.goto(server + "?pace=instant")
        wait_ready(page)
        page.click(f"[data-action='game:{game}']")
        seed = sum(map(ord, game + size))
        rng = random.Random(seed)
        done: list[str] = []
        for _ in range(STEPS):
            try:
                done.append(_step(page, rng, touch))
            except PlaywrightError as e:  # the element went away or hid meanwhile: a step lost
                done.append(f"lost ({str(e).splitlines()[0][:60]})")
            assert not errors, (seed, errors, done[-12:])
        assert page.evaluate("document.body.dataset.ready") == "true"
    finally:
        ctx.close()
