"""Online play (issue 22) end to end: pages in separate browser contexts connect over
loopback, the test carrying the invite and answer codes between them as a person would; whole
games across pages with reloads of a guest and of the host; what a guest's page receives.

The default run (about 3 minutes) keeps the essential paths: invite by copy and paste, a whole
Machi Koro game across two pages with a guest reload, the room mode against a local ``peer``
server, a hostile guest, a guest's first hello lost on the way, the screens and axe, an online
game reloaded offline from the service worker's cache (about 20 s). The long ones are marked
``slow`` (three pages in a room, a host reload, a whole Yokohama game across pages):
``make e2e-slow``."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time

import pytest
from conftest import SHOTS, start_server, stop_server, wait_ready
from net_helpers import (
    accept,
    answer,
    autoplay,
    close_panel,
    connect,
    invite,
    launch,
    moves,
    new_page,
    open_site,
    rejoin,
    start_online,
    stop_autoplay,
    watch_hellos,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

# Two pages talk over WebRTC and heartbeats: they run alone, after the tests that run two at a
# time (a room test missed its 30 s wait once beside them).
pytestmark = pytest.mark.serial

LOG_INIT = "window.yokoNetLog = [];"


@pytest.fixture
def net_browser(browser_type, site):
    """A browser of its own for each test: in one CI run, every page of a browser shared by
    the module crashed as it started, from its first test on (8 tests failed)."""
    b = launch(browser_type)
    yield b
    b.close()


def wait_moves(page, at_least: int, timeout: float = 120) -> None:
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {at_least}",
                           timeout=timeout * 1000)


def received(page) -> list[str]:
    return page.evaluate("window.yokoNetLog || []")


def same_moves(host, guest, timeout: float = 15) -> None:
    """Both pages show the same position (the last one sent may still be on its way)."""
    until = time.monotonic() + timeout
    while moves(host) != moves(guest):
        assert time.monotonic() < until, (moves(host), moves(guest))
        host.wait_for_timeout(100)


def test_machikoro_whole_game_across_two_pages_with_a_guest_reload(net_browser, server):
    _machikoro_mixed_table(net_browser, server, reload_host=False)


@pytest.mark.slow
def test_machikoro_whole_game_with_a_guest_and_a_host_reload(net_browser, server):
    _machikoro_mixed_table(net_browser, server, reload_host=True)


def _machikoro_mixed_table(net_browser, server, reload_host: bool) -> None:
    host, guest = new_page(net_browser), new_page(net_browser)
    guest.add_init_script(LOG_INIT)
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote"),
                                     ("Chiyo", "computer")], seed=12)
    expect(host.locator("#net-panel")).to_be_visible()
    took = connect(host, guest, 1)
    print(f"\n[net] connected in {took:.2f} s (answer pasted -> seat connected)")
    expect(guest.locator("#net-bar")).to_contain_text("Ben")
    close_panel(host)
    # chat and a reaction reach the other page, and never the save
    guest.fill("#net-chat-text", "good luck!")
    guest.click("[data-action=net-say]")
    expect(host.locator("#net-chat-lines")).to_contain_text("good luck!")
    expect(guest.locator("#net-chat-text")).to_have_value("")  # sent, not kept as typed
    host.click("[data-action='net-react:clap']")
    expect(guest.locator("#net-chat-lines li")).to_have_count(2)
    assert "good luck" not in host.evaluate("localStorage.getItem('machikoro.save')")

    autoplay(host)
    autoplay(guest)
    wait_moves(host, 25)
    # the guest reloads: its kept view is there at once, and a new invite brings it back
    stop_autoplay(guest)
    token = json.loads(guest.evaluate("localStorage.getItem('net.guest')"))["token"]
    guest.reload()
    wait_ready(guest)
    guest.wait_for_selector("#net-bar .net-paste", state="attached", timeout=60_000)
    assert guest.locator("#table").count() == 1
    host.wait_for_selector(".net-chip.net-away[data-seat='1']", state="attached")
    rejoin(host, guest, 1)
    close_panel(host)
    assert json.loads(guest.evaluate("localStorage.getItem('net.guest')"))["token"] == token
    assert moves(guest) == moves(host)
    autoplay(guest)
    if reload_host:
        wait_moves(host, moves(host) + 15)
        # the host reloads: the game resumes from its save; the guest comes back with a new
        # code
        stop_autoplay(host)
        before = moves(host)
        host.reload()
        wait_ready(host)
        host.wait_for_selector("#net-bar", state="attached")
        assert moves(host) >= before
        guest.wait_for_selector("#net-bar .net-paste", state="attached", timeout=30_000)
        rejoin(host, guest, 1)
        close_panel(host)
        autoplay(host)
        autoplay(guest)
    host.wait_for_selector("#final", timeout=240_000)
    guest.wait_for_selector("#final", timeout=30_000)
    assert host.locator("#winner").inner_text() == guest.locator("#winner").inner_text()
    assert moves(host) == moves(guest)
    saved = json.loads(host.evaluate("localStorage.getItem('machikoro.save')"))
    assert json.loads(saved["game"])["snapshot"]["winner"] is not None
    assert saved["config"]["seats"][1]["kind"] == "remote"
    # the guest's page never saved the host's game, and archived it once it was over
    assert guest.evaluate("localStorage.getItem('machikoro.save')") is None
    assert "machikoro" in (guest.evaluate("localStorage.getItem('app.archive')") or "")
    # every byte the guest's page received: no engine save, no generator, until the end
    texts = received(guest)
    assert texts
    over_at = next(i for i, x in enumerate(texts) if '"over":true' in x)
    for text in texts[:over_at]:
        assert '"rng"' not in text and '"seed"' not in text and '"record"' not in text
    if not reload_host:
        guest.screenshot(path=str(SHOTS / "net-guest-final-1280x800.png"))


def _peer_server():
    import subprocess
    import urllib.request

    from conftest import ROOT, _free_port

    port = _free_port()
    proc = subprocess.Popen(["node", str(ROOT / "node_modules" / "peer" / "dist" / "bin" /
                                         "peerjs.js"), "--port", str(port), "-H", "127.0.0.1",
                             "--path", "/"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        raise AssertionError(f"the local PeerJS server did not answer on port {port} in 10 s")
    return port, proc


@contextlib.contextmanager
def _silent_server():
    """A signaling server that takes every connection and never answers (yields its port);
    its connections close with it."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    held: list[socket.socket] = []

    def hold() -> None:
        while True:
            try:
                held.append(sock.accept()[0])
            except OSError:
                return

    threading.Thread(target=hold, daemon=True).start()
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()
        for conn in held:
            conn.close()


def test_a_room_server_that_never_answers_fails_with_a_reason(net_browser, server):
    """The room stays "opening" no longer than 15 s, then says why and can be opened again."""
    with _silent_server() as port:
        host = new_page(net_browser)
        open_site(host, server)
        start_online(host, "machikoro", [("Aiko", "computer"), ("Ben", "remote")], seed=4)
        host.fill("#net-server", f"127.0.0.1:{port}")
        host.click("[data-action=net-room-open]")
        # "opening" shows for 15 s; the time also covers loading the PeerJS client
        expect(host.locator(".net-room .net-error")).to_contain_text("timeout", timeout=45_000)
        expect(host.locator("[data-action=net-room-open]")).to_be_enabled()
        assert host.input_value("#net-server") == f"127.0.0.1:{port}"
        host.context.close()


# In the default run again: its two failures (the host's room link missed its 30 s wait) came
# from the redraw that emptied the typed server box (a computer's first move between fill and
# click), so the room went to the default public server, which this machine cannot reach.
def test_machikoro_room_code_two_pages_and_a_guest_reload(net_browser, server):
    _room_game(net_browser, server, guests=1, whole_game=False)


@pytest.mark.slow
def test_machikoro_room_code_three_pages_to_the_final_scores(net_browser, server):
    _room_game(net_browser, server, guests=2, whole_game=True)


def _open_room(host, port: int) -> None:
    """Open the room on the local server and wait for its links; a room that does not open
    fails the test with the reason the page gives (the reason named this test's old
    intermittent failure: 'invalid-id', PeerJS refusing a room code with '-' or '_' at an
    end; net.room_peer_id)."""
    host.fill("#net-server", f"127.0.0.1:{port}")
    host.click("[data-action=net-room-open]")
    try:
        host.locator("#net-room-1, .net-room .net-error").first.wait_for(timeout=30_000)
    except PlaywrightTimeoutError as e:
        raise AssertionError("no room link and no reason in 30 s: "
                             + host.locator(".net-room").inner_text()) from e
    assert host.locator("#net-room-1").count(), host.locator(".net-room").inner_text()


def _room_game(net_browser, server, guests: int, whole_game: bool) -> None:
    """A room on a local ``peer`` server: each guest opens its room link (no answer code); a
    guest reloads and the room brings it back to its seat by itself."""
    port, proc = _peer_server()
    try:
        host = new_page(net_browser)
        pages = [new_page(net_browser) for _ in range(guests)]
        open_site(host, server)
        seats = [("Aiko", "computer"), ("Ben", "remote"), ("Chiyo", "remote")][:guests + 1]
        start_online(host, "machikoro", seats, seed=4)
        expect(host.locator("#net-room-title")).to_contain_text("room")
        expect(host.locator(".net-room .note")).to_contain_text("signaling server")
        _open_room(host, port)
        links = [host.locator(f"#net-room-{seat}").input_value()
                 for seat in range(1, guests + 1)]
        assert f"127.0.0.1:{port}" in links[0]
        for page, link in zip(pages, links, strict=True):
            page.goto(link)
            wait_ready(page)
            page.wait_for_selector("#net-bar .net-you", state="attached", timeout=30_000)
        host.wait_for_selector(f".net-chip.net-connected[data-seat='{guests}']",
                               state="attached")
        close_panel(host)
        for page in pages:
            autoplay(page)
        wait_moves(host, 12)
        # a guest reloads: the room brings it back to its seat by itself
        stop_autoplay(pages[0])
        pages[0].reload()
        wait_ready(pages[0])
        pages[0].wait_for_selector("#net-bar .net-you", state="attached", timeout=30_000)
        autoplay(pages[0])
        if whole_game:
            host.wait_for_selector("#final", timeout=240_000)
            for page in pages:
                page.wait_for_selector("#final", timeout=30_000)
                assert page.locator("#winner").inner_text() == \
                    host.locator("#winner").inner_text()
        else:
            wait_moves(pages[0], moves(host) + 6)
            stop_autoplay(pages[0])
            same_moves(host, pages[0])
    finally:
        proc.kill()  # the PeerJS server does not stop on SIGTERM while sockets are open
        proc.wait(5)


@pytest.mark.slow
def test_yokohama_whole_game_across_two_pages_keeps_the_hosts_orders_hidden(
        net_browser, server):
    """A whole Yokohama game across two pages, to the final scores; in the middle, the host's
    own orders (on its page) are nowhere on the guest's page or wire."""
    host, guest = new_page(net_browser), new_page(net_browser)
    guest.add_init_script(LOG_INIT)
    open_site(host, server)
    start_online(host, "yokohama", [("Aiko", "human"), ("Ben", "remote")], seed=9)
    connect(host, guest, 1)
    close_panel(host)
    autoplay(host, seconds=1800)
    autoplay(guest, seconds=1800)
    wait_moves(host, 150, timeout=300)
    stop_autoplay(host)
    stop_autoplay(guest)
    same_moves(host, guest)
    cards = set(host.evaluate(
        "Array.from(document.querySelectorAll('[data-card^=\"order_\"]'))"
        ".map(e => e.dataset.card)"))
    public = set(guest.evaluate(
        "Array.from(document.querySelectorAll('[data-card^=\"order_\"]'))"
        ".map(e => e.dataset.card)"))
    texts = "".join(received(guest))
    assert '"seed"' not in texts and '"record"' not in texts and '"rng"' not in texts
    content = guest.content()
    for card in cards - public:
        assert card not in content
    guest.screenshot(path=str(SHOTS / "net-yokohama-guest-1280x800.png"))
    # on to the final scores
    host.wait_for_timeout(500)  # (the in-page players see the stop before they start again)
    autoplay(host, seconds=1800, prefer="random")
    autoplay(guest, seconds=1800, prefer="random")
    host.wait_for_selector("#final", timeout=900_000)
    guest.wait_for_selector("#final", timeout=60_000)
    # the same winner, each page saying it its way ("You win!" on the winner's own page)
    said = {host.locator("#winner").inner_text().replace("You win", "Aiko wins"),
            guest.locator("#winner").inner_text().replace("You win", "Ben wins")}
    assert len(said) == 1, said
    assert moves(host) == moves(guest)
    saved = json.loads(host.evaluate("localStorage.getItem('yokohama.save')"))
    assert saved["config"]["seats"][1]["kind"] == "remote"
    assert guest.evaluate("localStorage.getItem('yokohama.save')") is None
    assert "yokohama" in (guest.evaluate("localStorage.getItem('app.archive')") or "")
    texts = received(guest)
    over_at = next(i for i, x in enumerate(texts) if '"over":true' in x)
    for text in texts[:over_at]:
        assert '"rng"' not in text and '"seed"' not in text and '"record"' not in text


def test_a_hostile_guest_changes_nothing_and_cannot_stop_the_host(net_browser, server):
    host, guest = new_page(net_browser), new_page(net_browser)
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=5)
    connect(host, guest, 1)
    close_panel(host)
    before = moves(host)
    sent = guest.evaluate("""async () => {
      const url = new URL("./net/net.js", document.baseURI).href;
      const net = await import(url);
      const id = document.body.dataset.netLink;
      const tok = JSON.parse(localStorage.getItem("net.guest")).token;
      const bad = ["", "{", "null", "[[[[[[[[[[", JSON.stringify({type: "move", tok, n: 1e6,
        v: 0, move: "roll 1", seat: 0}), JSON.stringify({type: "move", tok: "0".repeat(32),
        n: 5, v: 1, move: "roll 1"}), "x".repeat(20000), JSON.stringify({type: "hello",
        app: "boardgame-net", proto: 1, table: "elsewhere"})];
      let n = 0;
      for (const text of bad) { net.send(id, text); n++; }
      for (let i = 0; i < 300; i++) { net.send(id, JSON.stringify({type: "chat", tok,
        n: 100 + i, text: "spam " + i})); n++; }
      return n;
    }""")
    assert sent > 300
    # the host's page goes on: its own person plays, the guest's forged moves changed nothing
    host.wait_for_selector(".net-chip[data-seat='1']", state="attached")
    assert moves(host) == before
    host.click("[data-move='roll 1']")
    host.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    # the flood was cut: the rate limit refused most of it, then the host closed the link
    host.wait_for_selector(".net-chip.net-away[data-seat='1']", state="attached",
                           timeout=20_000)


def test_a_guests_lost_first_hello_is_said_again_and_the_seat_joins(net_browser, server):
    host, guest = new_page(net_browser), new_page(net_browser)
    watch_hellos(guest, drop_first=True)
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=5)
    accept(host, 1, answer(guest, invite(host, 1)))  # no second invite
    guest.wait_for_selector("#net-bar .net-you", state="attached")
    assert guest.evaluate("window.__helloDropped") == 1
    same_moves(host, guest)


def test_a_pasted_answer_survives_the_hosts_redraws(net_browser, server):
    """The page redraws whenever the game or the panel changes (a computer's move, another
    invite): an answer code pasted but not yet accepted stays in its box (CI: a computer move
    between paste and Connect once left the box empty)."""
    host = new_page(net_browser)
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote"), ("Chiyo", "remote")])
    invite(host, 1)
    host.fill("#net-answer-1", "a1-half-pasted")
    invite(host, 2)  # two redraws: the invite being made, then made
    expect(host.locator("#net-link-2")).not_to_have_value("")
    expect(host.locator("#net-answer-1")).to_have_value("a1-half-pasted")
    host.context.close()


def test_links_opened_in_a_tab_already_on_the_page_connect(net_browser, server):
    """An invite link opened in a tab that already shows the page, and the answer's link
    opened in the host's own tab: only the address's hash changes (the page does not
    reload), and both links still do their part."""
    host, guest = new_page(net_browser), new_page(net_browser)
    open_site(host, server)
    open_site(guest, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=5)
    link = invite(host, 1)
    assert link.startswith(guest.url + "#join=")  # the same document: a hash change
    guest.goto(link)
    code = guest.locator("#net-answer-code")
    code.wait_for()
    host.goto(f"{host.url}#answer={code.input_value()}")
    host.wait_for_selector(".net-chip.net-connected[data-seat='1']", state="attached")
    guest.wait_for_selector("#net-bar .net-you", state="attached")
    assert "#" not in host.url  # the answer left the address
    host.context.close()
    guest.context.close()


@pytest.mark.parametrize("width,height", [
    (1280, 800), pytest.param(390, 844, marks=pytest.mark.slow)])
def test_online_screens_look_right_and_pass_axe(net_browser, server, width, height):
    from a11y import axe_violations

    host = new_page(net_browser, width, height)
    guest = new_page(net_browser, width, height)
    size = f"{width}x{height}"
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=6)
    link = invite(host, 1)
    host.wait_for_selector("#net-panel .net-qr")
    # the invite-code mode names no server (none is contacted unless the person sets one)
    assert host.input_value("#net-ice") == ""
    expect(host.locator(".net-settings .note")).to_contain_text("no server is contacted")
    host.screenshot(path=str(SHOTS / f"net-invite-{size}.png"))
    assert axe_violations(host) == []
    code = answer(guest, link)
    guest.wait_for_selector("#net-join .net-qr")
    guest.screenshot(path=str(SHOTS / f"net-answer-{size}.png"))
    assert axe_violations(guest) == []
    accept(host, 1, code)
    guest.wait_for_selector("#net-bar .net-you", state="attached")
    close_panel(host)
    host.click("[data-move='roll 1']")
    host.click("[data-move='pass']")
    guest.wait_for_selector("[data-move='roll 1']", timeout=30_000)
    guest.screenshot(path=str(SHOTS / f"net-guest-table-{size}.png"))
    assert axe_violations(guest) == []
    host.context.close()
    guest.context.close()


# ------------------------------------------------------------- an online game reloaded offline
NET_FILES = ("net/online.zip", "net/net.js")


def _sw_page(browser, width: int = 1280, height: int = 800):
    """A page whose context lets the service worker in (new_page blocks it)."""
    ctx = browser.new_context(service_workers="allow", viewport={"width": width, "height": height})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    return page


def _kept(page, path: str, wait_ms: int = 15_000) -> bool:
    """Whether the service worker's cache holds ``path`` (waiting up to ``wait_ms``)."""
    return page.evaluate("""async ([path, wait]) => {
        const url = new URL(path, document.baseURI).href;
        for (const until = Date.now() + wait; Date.now() < until; ) {
          for (const key of await caches.keys())
            if (key.startsWith('yokohama-') && await (await caches.open(key)).match(url))
              return true;
          await new Promise(r => setTimeout(r, 100));
        }
        return false; }""", [path, wait_ms])


def _reload_offline(page) -> list:
    """Take the page's context offline and reload; returns the net/* responses it got."""
    got, failed = [], []
    page.on("response", lambda r: got.append(r) if "/net/" in r.url else None)
    page.on("requestfailed", lambda r: failed.append(r.url) if "/net/" in r.url else None)
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#net-bar", state="attached", timeout=60_000)
    assert failed == []
    return got


def test_an_online_game_reloads_offline_from_the_service_workers_cache(net_browser, site):
    """Once online play was used, the service worker keeps net/online.zip and net/net.js: the
    host's page, offline, reloads into its online game (the friend's seat away), and so does
    the guest's (its kept view, the host unreachable)."""
    from test_offline import _controlled

    url, proc = start_server(directory=site)  # its own server: this test stops it
    host, guest = _sw_page(net_browser), _sw_page(net_browser)
    try:
        open_site(host, url)
        _controlled(host)
        start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=6)
        connect(host, guest, 1)
        close_panel(host)
        host.click("[data-move='roll 1']")
        host.click("[data-move='pass']")
        guest.wait_for_selector("[data-move='roll 1']")
        guest.click("[data-move='roll 1']")
        wait_moves(host, 3, timeout=30)
        n = moves(host)
        for page in (host, guest):
            _controlled(page)
            for path in NET_FILES:
                assert _kept(page, path), (page.url, path)

        stop_server(proc)  # the network is gone, for both pages
        got = _reload_offline(host)
        assert host.locator("#table").count() == 1 and moves(host) == n  # the save resumed
        host.wait_for_selector(".net-chip.net-away[data-seat='1'], "
                               ".net-chip.net-empty[data-seat='1']", state="attached")
        host.click("#net-open")  # a new invite for the friend: the transport is needed now
        host.click("[data-action='net-invite:1']")
        host.wait_for_selector("#net-link-1")
        served = {r.url.split("/net/")[1]: r.from_service_worker for r in got}
        assert served == {"online.zip": True, "net.js": True}, served

        got = _reload_offline(guest)
        guest.wait_for_selector("#net-bar .net-paste", state="attached")  # the host is lost
        assert guest.locator("#table").count() == 1 and moves(guest) >= n - 1
        assert {r.url.split("/net/")[1]: r.from_service_worker for r in got}.get(
            "online.zip") is True
    finally:
        host.context.close()
        guest.context.close()
        stop_server(proc)
