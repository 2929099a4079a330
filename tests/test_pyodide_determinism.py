"""The same seed and moves give the same game in CPython and in Pyodide (Node)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from yokohama.__main__ import random_game

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.exists(),
                    reason="needs node and the pyodide npm package (make setup)")
def test_random_games_identical_in_cpython_and_pyodide():
    run = subprocess.run(["node", "tools/pyodide_check.mjs"], cwd=ROOT, capture_output=True,
                         text=True, timeout=180, check=True)
    in_pyodide = json.loads(run.stdout.strip().splitlines()[-1])
    for players in (2, 3, 4):
        game, decisions = random_game(players, players * 11)
        digest = hashlib.sha256(game.fingerprint().encode()).hexdigest()
        assert in_pyodide[str(players)] == [decisions, digest]
