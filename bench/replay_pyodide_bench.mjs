// Opens replay links under Pyodide in Node (as the page would) and prints timings:
//   node bench/replay_pyodide_bench.mjs '<#replay=... link>' ...
// For each link: decode + validate, build the Replay, step through every position,
// statistics and charts; the final position's digest lets a caller compare with CPython.
import { loadPyodide } from "pyodide";
const py = await loadPyodide();
py.mountNodeFS("/src", process.cwd());
py.globals.set("links", py.toPy(process.argv.slice(2)));
const out = py.runPython(`
import sys, json, time, hashlib
sys.path.insert(0, "/src")
from boardgame.replay import Replay
from boardgame.share import decode
from boardgame import charts
from boardgame.stats_yokohama import yokohama_stats
from boardgame.stats_machikoro import machikoro_stats
result = []
for link in links:
    t0 = time.perf_counter()
    shared = decode(link)
    t1 = time.perf_counter()
    replay = Replay(shared.save)
    t2 = time.perf_counter()
    for k in range(len(replay) + 1):
        replay.position(k)
    t3 = time.perf_counter()
    if shared.game == "yokohama":
        s = yokohama_stats(replay)
        series = s["vp_by_round"]["series"]
        chart = charts.line_chart("VP", "Round", "VP", s["vp_by_round"]["rounds"], series, s["names"])
    else:
        s = machikoro_stats(replay)
        chart = charts.line_chart("Coins", "Turn", "Coins", s["coins_by_turn"]["turns"],
                                  s["coins_by_turn"]["series"], s["names"])
    t4 = time.perf_counter()
    final = replay.final()
    text = final.fingerprint() if shared.game == "yokohama" else json.dumps(final.state.snapshot(), sort_keys=True)
    result.append({"game": shared.game, "moves": len(replay), "link": len(link),
                   "decode_ms": round(1000 * (t1 - t0), 1), "build_ms": round(1000 * (t2 - t1), 1),
                   "step_all_ms": round(1000 * (t3 - t2), 1), "stats_chart_ms": round(1000 * (t4 - t3), 1),
                   "digest": hashlib.sha256(text.encode()).hexdigest()[:16]})
json.dumps(result)
`);
console.log(out);
