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
