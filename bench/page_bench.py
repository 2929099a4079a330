#!/usr/bin/env python3
"""Page benchmark (not a test): load times, first-visit bytes, click-to-redraw time.

Prints:
* cold: navigation -> ``data-ready`` on a fresh browser profile (first visit);
* warm: the same in a new tab of that profile (HTTP cache and service worker warm);
* bytes transferred on the first visit (counted by the server, service-worker precache
  included) and the number of requests;
* click-to-redraw: a click on a legal element until the next frame after the redraw, median and
  p95 over 50 clicks.

Usage: ``.venv/bin/python bench/page_bench.py [--runs 3] [--clicks 50]`` (builds _site/ first).
Targets: cold <= 3.5 s, warm <= 2.5 s, redraw median <= 50 ms.
"""

from __future__ import annotations

import argparse
import functools
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
sys.path.insert(0, str(ROOT / "tools"))

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    counter: ClassVar[dict] = {"bytes": 0, "requests": 0}
    lock = threading.Lock()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # like GitHub Pages
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        with self.lock:
            self.counter["bytes"] += len(data)
            self.counter["requests"] += 1
        outputfile.write(data)

    def log_message(self, *args) -> None:
        pass


def serve(site: Path):
    handler = functools.partial(CountingHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def ready_ms(page) -> float:
    page.wait_for_selector("body[data-ready='true']", state="attached", timeout=120_000)
    return float(page.evaluate("window.yokoReadyAt"))


OURS: list[float] = []


def load_runs(pw, url: str, runs: int, sw: bool = True):
    cold, warm, cold_bytes, cold_requests = [], [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            ctx = pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=ARGS,
                viewport={"width": 1280, "height": 800},
                service_workers="allow" if sw else "block")
            CountingHandler.counter.update(bytes=0, requests=0)
            page = ctx.new_page()
            page.goto(url)
            cold.append(ready_ms(page))
            OURS.append(page.evaluate("window.yokoReadyAt - window.yokoPyStart"))
            # let the service worker finish its precache, then count the first visit's bytes
            if sw:
                page.evaluate("""async () => { await navigator.serviceWorker.ready;
                  for (let i = 0; i < 300 && !navigator.serviceWorker.controller; i++)
                    await new Promise(res => setTimeout(res, 100)); }""")
            page.wait_for_timeout(500)
            cold_bytes.append(CountingHandler.counter["bytes"])
            cold_requests.append(CountingHandler.counter["requests"])
            tab = ctx.new_page()
            tab.goto(url)
            warm.append(ready_ms(tab))
            ctx.close()
    return cold, warm, cold_bytes, cold_requests


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
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = ctx.new_page()
    page.goto(url + "?pace=instant")
    ready_ms(page)
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--clicks", type=int, default=50)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--no-sw", action="store_true", help="block the service worker")
    ap.add_argument("--loads-only", action="store_true", help="skip the redraw measurement")
    args = ap.parse_args()
    site = ROOT / "_site"
    if not args.no_build:
        import build_site
        import setup_env

        setup_env.ensure_node_modules()
        setup_env.ensure_vendor()
        build_site.build(site)
    from playwright.sync_api import sync_playwright

    server, url = serve(site)
    with sync_playwright() as pw:
        cold, warm, nbytes, nreq = load_runs(pw, url, args.runs, not args.no_sw)
        times, handler, kb = ([0.0], [0.0], 0.0) if args.loads_only else \
            redraw_runs(pw, url, args.clicks)
    server.shutdown()
    print(f"cold  navigation -> data-ready: median {statistics.median(cold):.0f} ms "
          f"(runs: {', '.join(f'{x:.0f}' for x in cold)})   target <= 3500")
    print(f"warm  navigation -> data-ready: median {statistics.median(warm):.0f} ms "
          f"(runs: {', '.join(f'{x:.0f}' for x in warm)})   target <= 2500")
    print(f"first visit: {statistics.median(nbytes) / 1e6:.2f} MB in "
          f"{statistics.median(nreq):.0f} requests (uncompressed, incl. service-worker precache)")
    print(f"click -> redraw ({len(times)} clicks): median {statistics.median(times):.1f} ms, "
          f"p95 {pct(times, 95):.1f} ms, max {max(times):.1f} ms   target median <= 50 "
          f"(markup {kb:.0f} KB)")
    print(f"   of which the Python click handler (engine + render + innerHTML): median "
          f"{statistics.median(handler):.1f} ms, p95 {pct(handler, 95):.1f} ms")
    print(f"   Python start -> ready (imports + first draw): median "
          f"{statistics.median(OURS):.0f} ms")


if __name__ == "__main__":
    main()
