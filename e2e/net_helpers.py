"""Helpers of the online-play e2e tests: a browser that may connect two pages over loopback,
carrying the invite and answer codes between pages as a person would (copy, paste)."""

from __future__ import annotations

import time

from conftest import CHROMIUM, CHROMIUM_ARGS, LOAD_TIMEOUT, start_game, wait_ready
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# WebRTC on a machine with only loopback: 127.0.0.1 candidates need the loopback switch and a
# media permission (research: online-play.md 4.1.1); the page's ?net=loopback keeps every
# check on 127.0.0.1 and asks no STUN server.
NET_ARGS = [*CHROMIUM_ARGS, "--allow-loopback-in-peer-connection", "--use-fake-ui-for-media-stream"]
QUERY = "?pace=instant&net=loopback"


# The guest page's hellos as it says them (``window.__hellos``); with ``drop_first`` the first
# is dropped before it leaves (``window.__helloDropped``), as Chromium under load lost it in a
# few loopback connections in a hundred (both ends open, the hello never heard).
HELLO_WATCH = """(() => {
  window.__hellos = 0;
  window.__helloDropped = 0;
  const dropFirst = %s;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (String(data).includes('"type":"hello"')) {
      window.__hellos++;
      if (dropFirst && !window.__helloDropped) {
        window.__helloDropped = 1;
        return;
      }
    }
    return send.call(this, data);
  };
})();"""


def watch_hellos(page, drop_first: bool = False) -> None:
    """Count the hellos ``page`` says from now on (every page of its context), dropping the
    first if asked."""
    page.context.add_init_script(HELLO_WATCH % ("true" if drop_first else "false"))


def launch(browser_type):
    return browser_type.launch(executable_path=CHROMIUM, args=NET_ARGS)


def new_page(browser, width: int = 1280, height: int = 800):
    ctx = browser.new_context(service_workers="block", viewport={"width": width, "height": height})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    return page


def open_site(page, url: str) -> None:
    page.goto(url + QUERY)
    wait_ready(page, LOAD_TIMEOUT)


def start_online(page, game: str, seats: list[tuple[str, str]], seed: int = 7,
                 level: str = "easy") -> None:
    """The new-game form of ``game``: seats = [(name, human|computer|remote)]."""
    start_game(page, seats, seed, level, game=game)


def invite(host, seat: int) -> str:
    """The host makes an invite for ``seat``; returns the link, copied from its box."""
    if host.locator("#net-panel").count() == 0:
        host.click("#net-open")
    box = host.locator(f"#net-link-{seat}")
    old = box.input_value() if box.count() else ""
    host.click(f"[data-action='net-invite:{seat}']")
    # a new invite replaces the box of the one before: wait for the new link
    host.wait_for_function("([id, old]) => { const el = document.getElementById(id);"
                           " return !!el && !!el.value && el.value !== old; }",
                           arg=[f"net-link-{seat}", old])
    host.click(f"[data-action='net-copy:net-link-{seat}']")
    return box.input_value()


def answer(guest, link: str) -> str:
    """The friend opens the invite link; returns the answer code their page shows."""
    guest.goto(link)
    wait_ready(guest, LOAD_TIMEOUT)
    box = guest.locator("#net-answer-code")
    box.wait_for()
    return box.input_value()


def accept(host, seat: int, code: str) -> float:
    """The host pastes the answer; returns the seconds until the guest's table is there."""
    t0 = time.monotonic()
    host.fill(f"#net-answer-{seat}", code)
    host.click(f"[data-action='net-accept:{seat}']")
    try:
        host.wait_for_selector(f"#net-seat-{seat} .net-connected, "
                               f".net-chip.net-connected[data-seat='{seat}']", state="attached")
    except PlaywrightTimeoutError:
        raise AssertionError(f"seat {seat} never connected; the host's panel said: "
                             f"{panel_text(host, seat)}") from None
    return time.monotonic() - t0


def panel_text(host, seat: int) -> str:
    """What the host's page shows of ``seat``'s invite and connection (for a failure's
    message)."""
    return host.evaluate("""(seat) => {
      const part = document.querySelector(`#net-seat-${seat}`);
      const bar = document.querySelector('#net-bar');
      const body = document.body.dataset;
      return JSON.stringify({seat: part ? part.innerText : null,
                             bar: bar ? bar.innerText : null,
                             open: body.netOpen || null, moves: body.moves});
    }""", seat)


def connect(host, guest, seat: int) -> float:
    """The host invites ``seat``, the friend opens the link and the host pastes the answer;
    returns the seconds from the paste to the seat connected. One invite: the page itself
    says the guest's hello again when the first is lost (``web/shell/net.py``,
    ``HELLO_AGAIN_S``), lost in a few loopback connections in a hundred under load."""
    took = accept(host, seat, answer(guest, invite(host, seat)))
    guest.wait_for_selector("#net-bar .net-you", state="attached")
    return took


def rejoin(host, guest, seat: int) -> None:
    """The guest's page, reloaded or left by its host, comes back: the host makes a new invite
    and the guest pastes it into its bar."""
    link = invite(host, seat)
    guest.fill("#net-rejoin-code", link)
    guest.click("[data-action='net-join:net-rejoin-code']")
    code = guest.locator("#net-answer-code")
    code.wait_for()
    accept(host, seat, code.input_value())
    guest.wait_for_selector("#net-bar .net-you", state="attached")


def close_panel(host) -> None:
    if host.locator("#net-panel").count():
        host.click("[data-action=net-panel-close]")


# A person at the table: whenever the page offers this seat a move, click one (in the page, so
# a whole game is quick): the first offered, or with prefer="random" a seeded random one.
# Returns the number of moves the page has played when it stops.
PLAY_JS = """
async ({prefer, limit, seconds}) => {
  const until = performance.now() + seconds * 1000;
  let clicks = 0;
  let seed = 12345;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const click = (el) => el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  while (performance.now() < until && clicks < limit && window.__auto !== false) {
    if (document.body.dataset.over === "true" || document.querySelector("#final")) return clicks;
    if (document.querySelector("#pass-screen [data-action=reveal]")) {
      click(document.querySelector("#pass-screen [data-action=reveal]"));
      await sleep(20); continue;
    }
    if (document.querySelector("#net-bar .net-wait")) { await sleep(15); continue; }
    const pick = (sel) => Array.from(document.querySelectorAll(sel))
      .filter((el) => !el.hasAttribute("disabled"));
    let els = pick("#chooser [data-move]");
    if (!els.length) {
      const done = pick("[data-move='done'], [data-move='pass']");
      const board = pick("#table [data-move]:not([data-move='done']):not([data-move='pass'])");
      const targets = pick("#table [data-target]");
      const buttons = pick("#decisions [data-move]:not([data-move='done'])");
      els = prefer === "done" && done.length ? done
        : board.length ? board : targets.length ? targets : buttons.length ? buttons : done;
    }
    if (!els.length) { await sleep(15); continue; }
    if (prefer === "random") {  // a seeded choice among them (first choices may never end)
      seed = (seed * 16807) % 2147483647;
      els = [els[seed % els.length]];
    }
    const before = document.body.dataset.moves + "|" + (document.querySelector("#chooser") ? 1 : 0);
    click(els[0]);
    clicks++;
    const t0 = performance.now();
    while (performance.now() - t0 < 3000) {
      await sleep(10);
      const now = document.body.dataset.moves + "|" + (document.querySelector("#chooser") ? 1 : 0);
      if (now !== before) break;
    }
  }
  return clicks;
}
"""


def play_moves(page, seconds: float = 20, limit: int = 10_000, prefer: str = "") -> int:
    page.evaluate("window.__auto = true")
    return page.evaluate(PLAY_JS, {"prefer": prefer, "limit": limit, "seconds": seconds})


def moves(page) -> int:
    return int(page.get_attribute("body", "data-moves") or 0)


# The same person, playing by itself in the background (both pages at once); stop with
# page.evaluate("window.__auto = false").
AUTO_JS = "(args) => { window.__auto = true; window.__autoDone = (" + PLAY_JS.strip() + \
    ")(args).then((n) => { window.__autoClicks = n; }); }"


def autoplay(page, seconds: float = 600, prefer: str = "") -> None:
    page.evaluate(AUTO_JS, {"prefer": prefer, "limit": 100_000, "seconds": seconds})


def stop_autoplay(page) -> None:
    page.evaluate("window.__auto = false")
