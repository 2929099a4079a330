"""Accessibility helpers for the e2e tests: axe-core (pinned in package.json, read from
node_modules, never shipped) injected into the page, and saves of finished games."""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("moderate", "serious", "critical")

_RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));
}"""


def axe_violations(page, impacts: tuple[str, ...] = BLOCKING) -> list[dict]:
    """axe-core's violations on the page as it is now, of the given impacts."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return [v for v in page.evaluate(_RUN) if v["impact"] in impacts]


def finished_save(game_id: str, seed: int = 5) -> str:
    """The page's save of a whole game (seat 0 a person, seat 1 the computer) played to its
    end with random legal moves, natively."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from web import games  # noqa: F401  (registers every game)
    from web.shell import protocol

    s = protocol.game(game_id).new_session(False)
    s.new_game({"players": 2, "seed": seed, "options": {},
                "seats": [{"name": "Aiko", "kind": "human", "level": "easy"},
                          {"name": "Ben", "kind": "computer", "level": "easy"}]})
    rng = random.Random(seed)
    while not s.game.is_over:
        s._apply(rng.choice(s.game.legal_moves()))
    return s.to_save()


def load_save(page, key: str, game_id: str, text: str) -> None:
    """Put ``text`` in the browser's storage under ``key`` and reload the page."""
    page.evaluate("([k, v, g]) => { localStorage.setItem(k, v); "
                  "localStorage.setItem('app.game', g); }", [key, text, game_id])
    page.reload()
    page.wait_for_selector("body[data-ready='true']", state="attached", timeout=60_000)
