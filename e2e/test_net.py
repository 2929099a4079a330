"""Online play (issue 22) end to end: pages in separate browser contexts connect over
loopback, the test carrying the invite and answer codes between them as a person would; whole
games across pages with reloads of a guest and of the host; what a guest's page receives."""

from __future__ import annotations

import json
import time

import pytest
from conftest import SHOTS, wait_ready
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
    start_online,
    stop_autoplay,
)
from playwright.sync_api import expect

LOG_INIT = "window.yokoNetLog = [];"


@pytest.fixture(scope="module")
def net_browser(browser_type, site):
    b = launch(browser_type)
    yield b
    b.close()


def wait_moves(page, at_least: int, timeout: float = 120) -> None:
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {at_least}",
                           timeout=timeout * 1000)


def received(page) -> list[str]:
    return page.evaluate("window.yokoNetLog || []")


def test_machikoro_mixed_table_whole_game_with_reloads(net_browser, server):
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
    link = invite(host, 1)
    guest.fill("#net-rejoin-code", link)
    guest.click("[data-action='net-join:net-rejoin-code']")
    code = guest.locator("#net-answer-code")
    code.wait_for()
    accept(host, 1, code.input_value())
    guest.wait_for_selector("#net-bar .net-you", state="attached")
    close_panel(host)
    assert json.loads(guest.evaluate("localStorage.getItem('net.guest')"))["token"] == token
    assert moves(guest) == moves(host)
    autoplay(guest)
    wait_moves(host, moves(host) + 15)
    # the host reloads: the game resumes from its save; the guest comes back with a new code
    stop_autoplay(host)
    before = moves(host)
    host.reload()
    wait_ready(host)
    host.wait_for_selector("#net-bar", state="attached")
    assert moves(host) >= before
    guest.wait_for_selector("#net-bar .net-paste", state="attached", timeout=30_000)
    link = invite(host, 1)
    guest.fill("#net-rejoin-code", link)
    guest.click("[data-action='net-join:net-rejoin-code']")
    code.wait_for()
    accept(host, 1, code.input_value())
    guest.wait_for_selector("#net-bar .net-you", state="attached")
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
    return port, proc


def test_machikoro_room_code_three_pages_and_a_guest_reload(net_browser, server):
    port, proc = _peer_server()
    try:
        host = new_page(net_browser)
        guests = [new_page(net_browser), new_page(net_browser)]
        open_site(host, server)
        start_online(host, "machikoro", [("Aiko", "computer"), ("Ben", "remote"),
                                         ("Chiyo", "remote")], seed=4)
        expect(host.locator("#net-room-title")).to_contain_text("room")
        expect(host.locator(".net-room .note")).to_contain_text("signaling server")
        host.fill("#net-server", f"127.0.0.1:{port}")
        host.click("[data-action=net-room-open]")
        links = []
        for seat in (1, 2):
            box = host.locator(f"#net-room-{seat}")
            box.wait_for(timeout=30_000)
            links.append(box.input_value())
        assert f"127.0.0.1:{port}" in links[0]
        for page, link in zip(guests, links, strict=True):
            page.goto(link)
            wait_ready(page)
            page.wait_for_selector("#net-bar .net-you", state="attached", timeout=30_000)
        host.wait_for_selector(".net-chip.net-connected[data-seat='2']", state="attached")
        close_panel(host)
        for page in guests:
            autoplay(page)
        wait_moves(host, 20)
        # a guest reloads: the room brings it back to its seat by itself
        stop_autoplay(guests[0])
        guests[0].reload()
        wait_ready(guests[0])
        guests[0].wait_for_selector("#net-bar .net-you", state="attached", timeout=30_000)
        autoplay(guests[0])
        host.wait_for_selector("#final", timeout=240_000)
        for page in guests:
            page.wait_for_selector("#final", timeout=30_000)
            assert page.locator("#winner").inner_text() == host.locator("#winner").inner_text()
    finally:
        proc.kill()  # the PeerJS server does not stop on SIGTERM while sockets are open
        proc.wait(5)


def test_yokohama_across_two_pages_keeps_the_hosts_orders_hidden(net_browser, server):
    """150 moves of a Yokohama game across two pages (a whole game of first-choice clicks
    takes longer than the suite allows: the whole game is tests/web/test_net.py's)."""
    host, guest = new_page(net_browser), new_page(net_browser)
    guest.add_init_script(LOG_INIT)
    open_site(host, server)
    start_online(host, "yokohama", [("Aiko", "human"), ("Ben", "remote")], seed=9)
    connect(host, guest, 1)
    close_panel(host)
    autoplay(host)
    autoplay(guest)
    wait_moves(host, 150, timeout=150)
    stop_autoplay(host)
    stop_autoplay(guest)
    host.wait_for_timeout(500)
    # the host's own orders (on its page) never reach the guest's page or wire
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
    assert moves(guest) == moves(host)
    guest.screenshot(path=str(SHOTS / "net-yokohama-guest-1280x800.png"))


def test_a_hostile_guest_changes_nothing_and_cannot_stop_the_host(net_browser, server):
    host, guest = new_page(net_browser), new_page(net_browser)
    open_site(host, server)
    start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=5)
    connect(host, guest, 1)
    close_panel(host)
    before = moves(host)
    sent = guest.evaluate("""async () => {
      const url = new URL("./net.js", document.baseURI).href;
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


def test_online_screens_look_right_and_pass_axe(net_browser, server):
    from a11y import axe_violations

    for width, height in ((1280, 800), (390, 844)):
        host = new_page(net_browser, width, height)
        guest = new_page(net_browser, width, height)
        size = f"{width}x{height}"
        open_site(host, server)
        start_online(host, "machikoro", [("Aiko", "human"), ("Ben", "remote")], seed=6)
        link = invite(host, 1)
        host.wait_for_selector("#net-panel .net-qr")
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
