"""Online play's figures (issue 22; not a test): two browser contexts on this machine connect
over loopback with invite codes; prints the code sizes, the connection time (answer pasted ->
seat connected) and the move round trip (a guest's click -> the host's new position drawn on
the guest's page), median of N moves.

With ``--connections N`` it connects N times instead (a new host and guest page each time,
``--busy K`` processes spinning meanwhile to load the machine as CI does) and prints how many
joined on the guest's first hello, how many needed it said again (``web/shell/net.py``,
``HELLO_AGAIN_S``: Chromium lost the first message in 5 of 150 connections with two busy)
and how many never joined, with the connection times.

    .venv/bin/python bench/net_bench.py [--moves 30] [--connections 100 --busy 2]
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "tools"))

ROUND_TRIP = """async (n) => {
  const out = [];
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  while (out.length < n) {
    const el = document.querySelector("[data-move='roll 1'], [data-move='pass']");
    if (!el) {
      if (document.body.dataset.over === "true") break;  // the game is over: fewer moves
      await sleep(2); continue;
    }
    const before = document.body.dataset.moves;
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
    while (document.body.dataset.moves === before) await sleep(1);
    out.push(performance.now() - t0);
  }
  return out;
}"""


def connections(browser, url: str, n: int) -> None:
    """Connect ``n`` times; print the hellos each join took and the connection times."""
    from net_helpers import (
        accept,
        answer,
        invite,
        new_page,
        open_site,
        start_online,
        watch_hellos,
    )
    from page_bench import pct
    from playwright.sync_api import Error as PlaywrightError

    times: list[float] = []
    hellos: dict[int, int] = {}
    failed = crashed = 0
    for i in range(n):
        host, guest = new_page(browser), new_page(browser)
        watch_hellos(guest)
        try:
            open_site(host, url)
            start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=5)
            code = answer(guest, invite(host, 1))
            times.append(accept(host, 1, code))
            said = guest.evaluate("window.__hellos")
            hellos[said] = hellos.get(said, 0) + 1
        except AssertionError as e:
            failed += 1
            print(f"connection {i + 1}: {e}")
        except PlaywrightError as e:
            if "crashed" not in str(e):
                raise
            crashed += 1  # Chromium's renderer, now and then as a page starts (e2e/conftest.py)
        for page in (host, guest):
            with contextlib.suppress(PlaywrightError):
                page.context.close()
        if (i + 1) % 10 == 0:
            print(f"  {i + 1} connections ...", flush=True)
    said = ", ".join(f"{k} hello{'s' if k > 1 else ''}: {v}" for k, v in sorted(hellos.items()))
    print(f"{n} connections: joined {len(times)} ({said}), never joined {failed}"
          f"{f', a page crashed as it started {crashed}' if crashed else ''}")
    if times:
        times.sort()
        print(f"answer pasted -> seat connected: median {statistics.median(times):.2f} s, "
              f"p95 {pct(times, 95):.2f} s, max {times[-1]:.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=30)
    ap.add_argument("--connections", type=int, default=0, help="connect this many times")
    ap.add_argument("--busy", type=int, default=0, help="processes spinning meanwhile")
    args = ap.parse_args()
    import build_site
    import conftest
    import setup_env
    from net_helpers import (
        accept,
        answer,
        close_panel,
        invite,
        launch,
        new_page,
        open_site,
        start_online,
    )
    from playwright.sync_api import sync_playwright

    setup_env.ensure_node_modules()
    setup_env.ensure_vendor()
    build_site.build(ROOT / "_site")
    url, proc = conftest.start_server()
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(args.busy)]
    try:
        with sync_playwright() as p:
            browser = launch(p.chromium)
            if args.connections:
                connections(browser, url, args.connections)
                return
            host, guest = new_page(browser), new_page(browser)
            open_site(host, url)
            start_online(host, "machikoro", [("Aiko", "computer"), ("Ben", "remote")], seed=3)
            t0 = time.monotonic()
            link = invite(host, 1)
            t_invite = time.monotonic() - t0
            code = answer(guest, link)
            took = accept(host, 1, code)
            guest.wait_for_selector("#net-bar .net-you", state="attached")
            close_panel(host)
            print(f"invite code {len(link.split('#join=')[1])} chars (link {len(link)}), "
                  f"answer code {len(code)} chars")
            print(f"invite made in {t_invite:.2f} s (offer gathered, QR drawn)")
            print(f"connection: answer pasted -> seat connected {took:.2f} s")
            times = guest.evaluate(ROUND_TRIP, args.moves)  # stops early if the game ends
            if not times:
                raise SystemExit("the game ended before the guest had a move to time")
            print(f"move round trip over {len(times)} moves: median "
                  f"{statistics.median(times):.0f} ms, min {min(times):.0f}, "
                  f"max {max(times):.0f} ms")
            browser.close()
    finally:
        for spinner in spinners:
            spinner.kill()
        conftest.stop_server(proc)


if __name__ == "__main__":
    main()
