// Runs the engine under Pyodide in Node and prints fingerprints of seeded random games,
// so tests can compare them with CPython's (same seed + moves => same game everywhere).
import { loadPyodide } from "pyodide";
const py = await loadPyodide();
py.mountNodeFS("/src", process.cwd());
const out = py.runPython(`
import sys, json, hashlib
sys.path.insert(0, "/src")
from yokohama.__main__ import random_game
result = {}
for players in (2, 3, 4):
    game, decisions = random_game(players, players * 11)
    result[players] = [decisions, hashlib.sha256(game.fingerprint().encode()).hexdigest()]
json.dumps(result)
`);
console.log(out);
