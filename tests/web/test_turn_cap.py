"""The page's per-turn thinking cap (web/shell/dom_computer.py, issue 20): a computer seat that
has thought ``TURN_THINK_MS`` in its turn plays each further decision of it at once (its best
move so far), so that its whole turn stays within the expert's time goal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Stand-ins for ``js`` (a clock the test sets) and ``pyodide``, then the binding's computer seats.
SCRIPT = """
import json, sys, types
clock = [0.0]
js = types.ModuleType('js')
js.performance = types.SimpleNamespace(now=lambda: clock[0])
sys.modules['js'] = js
ffi = types.ModuleType('pyodide.ffi')
ffi.create_proxy = ffi.to_js = lambda *a, **k: None
sys.modules['pyodide'] = types.ModuleType('pyodide')
sys.modules['pyodide.ffi'] = ffi
import yokohama
from web.shell import dom_computer as dc

cap = dc.TURN_THINK_MS
game = yokohama.new_game(3, 5)
n = len(game.moves)
out = {}
turn = dc._turn(game, n)
out['fresh'] = turn['ms']
clock[0] = cap - 1
out['before_cap'] = dc._hurried(0.0)
turn['ms'] += cap - 500  # the turn's earlier decisions
turn['moves'] = n + 1  # its last decision was the last move
clock[0] = 10_000.0
out['continues'] = dc._turn(game, n + 1) is turn
out['at_cap'] = [dc._hurried(10_000.0 - 499), dc._hurried(10_000.0 - 501)]
out['other_move_between'] = dc._turn(game, n + 2)['ms']
out['other_game'] = dc._turn(yokohama.new_game(3, 5), n + 2)['ms']
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def out() -> dict:
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_a_computer_turn_is_hurried_once_it_has_thought_the_cap(out):
    assert out["fresh"] == 0.0
    assert out["before_cap"] is False
    assert out["at_cap"] == [False, True]  # its earlier decisions count with this one


def test_a_new_turn_starts_after_any_other_move_or_in_another_game(out):
    assert out["continues"] is True  # the same seat's next decision, nothing in between
    assert out["other_move_between"] == 0.0
    assert out["other_game"] == 0.0
