#!/usr/bin/env python3
"""Page benchmark (not a test): the five start-up figures of issue 15, where start-up time goes,
and click-to-redraw time.

Prints, as medians over ``--runs`` fresh browser profiles:
* warm reload (a new tab of a profile with a saved game): navigation -> the saved table painted,
  and navigation -> playable (``data-ready``);
* cold first visit: navigation -> the start screen visible, and navigation -> playable;
* first-visit bytes as gzip (-6, per file, as a gzip-serving host would send them), service-worker
  precache included, plus the raw bytes and the request count;
* the start-up breakdown of the cold and warm loads from the performance marks that boot.js and
  the Python start set (``yoko:*``) and resource timing: kept table painted / start screen shown
  (before Python), wasm fetched, wasm compiled (boot.js wraps instantiateStreaming), interpreter
  ready and files unpacked (PyScript's progress events), Python start, imports done (web.app),
  first render done;
* click-to-redraw: a click on a legal element until the next frame, median and p95.

"Visible" and "painted" are the first animation frame after ``#table`` / ``#new-game`` entered the
DOM (a MutationObserver installed before any page script).

Usage: ``.venv/bin/python bench/page_bench.py [--runs 5] [--clicks 50] [--loads-only]
[--redraw-only] [--site DIR]`` (builds _site/ first unless ``--no-build`` or ``--site``).
Goals (issue 15): warm painted <= 300 ms, warm playable <= 1200 ms, cold start screen <= 500 ms,
cold playable <= 1800 ms, first visit <= 5.0 MB gzip.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import random
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "tools"))

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the tests' browser and switches)

# installed before any page script: when #table / #new-game first appear, note the next frame
SEEN_JS = """(() => {
  const want = {table: "#table", start: "#new-game"};
  const seen = window.__yokoSeen = {};
  const look = () => {
    for (const [name, sel] of Object.entries(want)) {
      if (seen[name] === undefined && document.querySelector(sel)) {
        seen[name] = null;
        requestAnimationFrame(() => { seen[name] = performance.now(); });
      }
    }
  };
  new MutationObserver(look).observe(document, {subtree: true, childList: true});
})();"""

# start-up breakdown: (label, mark name); each figure is the time of the mark after navigation
MARKS = (
    ("kept table painted", "yoko:painted"),
    ("start screen shown", "yoko:start-screen"),
    ("runtime fetched (wasm)", "yoko:wasm-fetched"),
    ("wasm compiled", "yoko:wasm-compiled"),
    ("interpreter ready", "yoko:interpreter"),
    ("files unpacked", "yoko:files"),
    ("Python start", "yoko:py-start"),
    ("imports done", "yoko:imported"),
    ("first render done", "yoko:ready"),
)


EARLY = ("yoko:painted", "yoko:start-screen")  # shown by boot.js, not steps of the start-up


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    counter: ClassVar[dict] = {"bytes": 0, "gzip": 0, "requests": 0}
    gz_size: ClassVar[dict] = {}
    lock = threading.Lock()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # like GitHub Pages
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        try:
            outputfile.write(data)  # (sent first: counting never delays a response)
        except (BrokenPipeError, ConnectionResetError):
            return  # the browser closed (the bench's end): nothing was delivered to count
        key = (self.path.split("?")[0], len(data))
        with self.lock:
            if key not in self.gz_size:
                self.gz_size[key] = len(gzip.compress(data, 6))
            self.counter["bytes"] += len(data)
            self.counter["gzip"] += self.gz_size[key]
            self.counter["requests"] += 1

    def log_message(self, *args) -> None:
        pass


def gzip_sizes(site: Path) -> dict[tuple[str, int], int]:
    """Every file's gzip size, computed before the loads (so the first run's responses are
    not held up by compressing them): (URL path, raw size) -> gzip size."""
    sizes = {}
    for file in site.rglob("*"):
        if file.is_file():
            data = file.read_bytes()
            sizes[("/" + file.relative_to(site).as_posix(), len(data))] = len(
                gzip.compress(data, 6))
    sizes.update({("/", size): gz for (path, size), gz in sizes.items()
                  if path == "/index.html"})
    return sizes


def serve(site: Path):
    CountingHandler.gz_size.update(gzip_sizes(site))
    handler = functools.partial(CountingHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def watch_errors(page, errors: list[str]) -> None:
    """Collect the page's errors: a start that failed half-way can still set data-ready, and
    its times would look good (it skipped work)."""
    page.on("pageerror", lambda e: errors.append(str(e)[:500]))
    page.on("console", lambda m: errors.append(m.text[:500]) if m.type == "error" else None)


def wait_ready(page) -> float:
    page.wait_for_selector("body[data-ready='true']", state="attached", timeout=120_000)
    return float(page.evaluate("window.yokoReadyAt"))


def check_clean(page, errors: list[str]) -> None:
    """Stop the benchmark when the page showed an error (its figures would not be valid)."""
    if page.locator(".py-error").count():
        errors.append("a .py-error box: " + page.locator(".py-error").first.inner_text()[:500])
    if errors:
        raise SystemExit("the page failed, no figures:\n" + "\n".join(errors))


def seen(page, name: str) -> float:
    page.wait_for_function(f"typeof (window.__yokoSeen || {{}}).{name} === 'number'",
                           timeout=120_000)
    return float(page.evaluate(f"window.__yokoSeen.{name}"))


def marks(page) -> dict[str, float]:
    """The page's ``yoko:*`` marks, and ``yoko:wasm-fetched`` from resource timing."""
    return page.evaluate("""() => {
        const out = Object.fromEntries(performance.getEntriesByType('mark')
            .filter(m => m.name.startsWith('yoko:')).map(m => [m.name, m.startTime]));
        const wasm = performance.getEntriesByType('resource')
            .filter(r => r.name.endsWith('pyodide.asm.wasm') && r.responseEnd > 0);
        if (wasm.length) out['yoko:wasm-fetched'] = Math.min(...wasm.map(r => r.responseEnd));
        const kept = performance.getEntriesByName('yoko:bytecode-restored');
        out.restored = kept.length ? kept[0].detail : 0;
        return out; }""")


def start_solo(page) -> None:
    """A game against one computer seat, up to the person's first decision (then it is saved)."""
    page.select_option("#f-players", "2")
    page.select_option("#f-kind0", "human")
    page.select_option("#f-kind1", "computer")
    page.fill("#f-seed", "42")
    page.click("[data-action=start]")
    page.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
    page.wait_for_timeout(300)


def load_runs(pw, url: str, runs: int) -> dict[str, list]:
    out: dict[str, list] = {k: [] for k in (
        "warm_painted", "warm_ready", "cold_start", "cold_ready", "gzip", "bytes", "requests",
        "cold_marks", "warm_marks")}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            ctx = pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                viewport={"width": 1280, "height": 800}, service_workers="allow")
            ctx.add_init_script(SEEN_JS)
            CountingHandler.counter.update(bytes=0, gzip=0, requests=0)
            page = ctx.new_page()
            errors: list[str] = []
            watch_errors(page, errors)
            # the address a person opens, no query: with one, the page is another URL than the
            # "./" the service worker precaches, and its bytes would count twice
            page.goto(url)
            out["cold_ready"].append(wait_ready(page))
            out["cold_start"].append(seen(page, "start"))
            out["cold_marks"].append(marks(page))
            # let the service worker finish its precache, then count the first visit's bytes
            page.evaluate("""async () => { await navigator.serviceWorker.ready;
              for (let i = 0; i < 300 && !navigator.serviceWorker.controller; i++)
                await new Promise(res => setTimeout(res, 100)); }""")
            page.wait_for_timeout(500)
            for key in ("gzip", "bytes", "requests"):
                out[key].append(CountingHandler.counter[key])
            start_solo(page)
            check_clean(page, errors)
            tab = ctx.new_page()
            watch_errors(tab, errors)
            tab.goto(url + "?pace=fast")
            out["warm_ready"].append(wait_ready(tab))
            out["warm_painted"].append(seen(tab, "table"))
            out["warm_marks"].append(marks(tab))
            tab.wait_for_timeout(300)
            check_clean(tab, errors)
            ctx.close()
    return out


CLICK_JS = """async (sel) => {
  const el = document.querySelector(sel);
  if (!el) return -1;
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const t1 = performance.now();
  await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  return [performance.now() - t0, t1 - t0];
}"""


def redraw_runs(pw, url: str, clicks: int):
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = ctx.new_page()
    page.goto(url + "?pace=instant")
    wait_ready(page)
    page.select_option("#f-players", "3")
    for i, kind in enumerate(("human", "computer", "computer")):
        page.select_option(f"#f-kind{i}", kind)
        if kind == "computer":
            page.select_option(f"#f-level{i}", "easy")
    page.fill("#f-seed", "42")
    page.click("[data-action=start]")
    rng = random.Random(1)
    times: list[float] = []
    handler: list[float] = []
    while len(times) < clicks:
        page.wait_for_function("document.body.dataset.current === '0' || "
                               "document.body.dataset.over === 'true'", timeout=60_000)
        if page.get_attribute("body", "data-over") == "true":
            break
        page.wait_for_selector("[data-move], [data-target]", timeout=60_000)
        if page.locator("#chooser [data-move]").count():
            sel = "#chooser [data-move]"
        else:
            pairs = page.eval_on_selector_all(
                "[data-move], [data-target]",
                "els => els.map(e => e.dataset.move ? ['move', e.dataset.move]"
                " : ['target', e.dataset.target])")
            cands = [f"[data-{k}={json.dumps(v)}]" for k, v in pairs]
            real = [c for c in cands if 'done"' not in c]
            sel = rng.choice(real) if real and rng.random() < 0.8 else cands[0]
        res = page.evaluate(CLICK_JS, sel)
        if res != -1:
            times.append(res[0])
            handler.append(res[1])
    svg_kb = len(page.inner_html("#app")) / 1024
    browser.close()
    return times, handler, svg_kb


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def runs_text(values: list[float]) -> str:
    return ", ".join(f"{x:.0f}" for x in values)


def print_loads(r: dict[str, list]) -> None:
    rows = (
        ("warm reload: navigation -> saved table painted", "warm_painted", 300),
        ("warm reload: navigation -> playable (data-ready)", "warm_ready", 1200),
        ("cold first visit: navigation -> start screen visible", "cold_start", 500),
        ("cold first visit: navigation -> playable (data-ready)", "cold_ready", 1800),
    )
    for label, key, goal in rows:
        print(f"{label:56s} median {statistics.median(r[key]):6.0f} ms   goal <= {goal}"
              f"   (runs: {runs_text(r[key])})")
    print(f"{'first visit, all bytes gzip (precache included)':56s} median "
          f"{statistics.median(r['gzip']) / 1e6:6.2f} MB   goal <= 5.0   "
          f"({statistics.median(r['gzip']):,.0f} bytes; raw "
          f"{statistics.median(r['bytes']) / 1e6:.2f} MB in "
          f"{statistics.median(r['requests']):.0f} requests)")
    for visit in ("cold", "warm"):
        got = r[f"{visit}_marks"]
        print(f"start-up breakdown, {visit} (ms after navigation, median; step in brackets):")
        prev = 0.0
        for label, name in MARKS:
            values = [m[name] for m in got if name in m]
            if not values:
                print(f"   {label:26s}      n/a")
                continue
            at = statistics.median(values)
            step = f"(+{at - prev:.0f})" if name not in EARLY else "(before Python)"
            print(f"   {label:26s} {at:6.0f}   {step}")
            prev = at if name not in EARLY else prev
        print(f"   modules with kept bytecode (per run): {runs_text([m['restored'] for m in got])}")


def fmt_load(load: tuple[float, float, float]) -> str:
    return " ".join(f"{x:.2f}" for x in load)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--clicks", type=int, default=50)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--site", help="serve this built site instead of building _site/")
    ap.add_argument("--loads-only", action="store_true", help="skip the redraw measurement")
    ap.add_argument("--redraw-only", action="store_true", help="skip the load measurements")
    args = ap.parse_args()
    site = Path(args.site) if args.site else ROOT / "_site"
    if not args.no_build and not args.site:
        import build_site
        import setup_env

        setup_env.ensure_node_modules()
        setup_env.ensure_vendor()
        build_site.build(site)
    from playwright.sync_api import sync_playwright

    server, url = serve(site)
    load_before = os.getloadavg()
    with sync_playwright() as pw:
        loads = {} if args.redraw_only else load_runs(pw, url, args.runs)
        load_after = os.getloadavg()
        times, handler, kb = ([0.0], [0.0], 0.0) if args.loads_only else \
            redraw_runs(pw, url, args.clicks)
    server.shutdown()
    print(f"load average (1, 5, 15 min) before the loads: {fmt_load(load_before)}, after: "
          f"{fmt_load(load_after)} ({os.cpu_count()} cores; other work on the machine skews "
          "the times)")
    if loads:
        print_loads(loads)
    if not args.loads_only:
        print(f"click -> redraw ({len(times)} clicks): median {statistics.median(times):.1f} ms, "
              f"p95 {pct(times, 95):.1f} ms, max {max(times):.1f} ms   target median <= 50 "
              f"(markup {kb:.0f} KB)")
        print(f"   of which the Python click handler (engine + render + innerHTML): median "
              f"{statistics.median(handler):.1f} ms, p95 {pct(handler, 95):.1f} ms")


if __name__ == "__main__":
    main()
