"""Playwright end-to-end fixtures: build _site once, serve it on 127.0.0.1, drive Debian's Chromium.

Each test uses pytest-playwright's fresh (incognito) context; service workers are blocked
there so the background precache of 14 MB does not slow every test down. The offline test
makes its own context with service workers allowed.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    # shared memory in /tmp, not /dev/shm: a container's /dev/shm may be small (64 MB), and
    # Chromium's renderers crash when it runs out
    "--disable-dev-shm-usage",
]
READY = "body[data-ready='true']"
LOAD_TIMEOUT = 60_000
SHOTS = ROOT / "e2e" / "screenshots"


# A renderer crash ("Target crashed", or "Page crashed" when the page's crash event came
# first) is Chromium's, not the page's: seen about once in a few hundred page starts on this
# 2-core machine, during Pyodide's start (with Chromium 156.0.8078.129, 2026-12-07: 4 reruns in
# 11 runs of the 13 serial tests that run by default, each rerun in another test, and 1 in
# 4 fresh-clone runs of the parallel ones). Such a test runs again, up to twice, each time in a
# browser launched anew (``browser``; in fresh-clone CI a serial test crashed as its page
# started, and so did its rerun in the same browser, twice in two runs); any other failure
# fails at once.
CRASH_RERUN = pytest.mark.flaky(reruns=2, only_rerun=["Target crashed", "Page crashed"])
CALL_FAILED = pytest.StashKey[bool]()


def pytest_collection_modifyitems(items) -> None:
    for item in items:
        item.add_marker(CRASH_RERUN)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember on the test whether its body failed, for ``browser``'s teardown."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.stash[CALL_FAILED] = report.failed


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def renders(browser) -> bool:
    """Whether ``browser`` can still start a page and run a script in it."""
    try:
        ctx = browser.new_context()
        try:
            return ctx.new_page().evaluate("1 + 1") == 2
        finally:
            ctx.close()
    except Exception:  # a crashed renderer or a closed browser: either way, not usable
        return False


@pytest.fixture(scope="session")
def _session_browser(launch_browser):
    held = [launch_browser()]
    yield held
    held[0].close()


@pytest.fixture
def browser(request, _session_browser, launch_browser):
    """pytest-playwright's one browser for the session, launched anew after a test that
    failed or left it unable to start a page: in CI, once one renderer crashed, every later
    page of that browser crashed too (8 tests, then 2 with their reruns), so a rerun needs a
    new one."""
    yield _session_browser[0]
    if request.node.stash.get(CALL_FAILED, False) or not renders(_session_browser[0]):
        with contextlib.suppress(Exception):
            _session_browser[0].close()
        _session_browser[0] = launch_browser()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block",
            "viewport": {"width": 1280, "height": 800}}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int | None = None, directory: Path | None = None
                 ) -> tuple[str, subprocess.Popen]:
    port = port or _free_port()
    extra = ["--dir", str(directory)] if directory else []
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "play.py"), "--no-build", "--port", str(port),
         *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/"
    for _ in range(200):
        try:
            urllib.request.urlopen(url + "index.html", timeout=1).close()
            break
        except OSError:
            time.sleep(0.05)
    return url, proc


def stop_server(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        proc.wait(5)


def _build_site() -> Path:
    import build_site
    import setup_env

    setup_env.ensure_node_modules()
    setup_env.ensure_vendor()
    build_site.build(ROOT / "_site")
    SHOTS.mkdir(parents=True, exist_ok=True)
    return ROOT / "_site"


def _xdist_controller(config) -> bool:
    """Whether this process hands the tests to pytest-xdist workers (``-n 2``)."""
    workers = bool(getattr(config.option, "numprocesses", None))
    return workers and not hasattr(config, "workerinput")


def pytest_sessionstart(session) -> None:
    """Under pytest-xdist the controller builds the site once, before its workers start."""
    if _xdist_controller(session.config):
        _build_site()


@pytest.fixture(scope="session")
def site(request) -> Path:
    if hasattr(request.config, "workerinput"):  # built by the controller
        return ROOT / "_site"
    return _build_site()


@pytest.fixture(scope="session")
def server(site) -> str:
    url, proc = start_server()
    yield url
    stop_server(proc)


@pytest.fixture()
def own_server(site):
    url, proc = start_server()
    yield url, proc
    stop_server(proc)


def wait_ready(page, timeout: int = LOAD_TIMEOUT) -> None:
    page.wait_for_selector(READY, state="attached", timeout=timeout)


# ---------------------------------------------------------------------- helpers for tests
def sized_context(browser, width: int, height: int, touch: bool = False, **extra):
    """A new context with a window of that size, service workers blocked; with ``touch``, a
    phone or tablet (touch events, mobile viewport). ``extra``: more context options."""
    return browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                               is_mobile=touch, service_workers="block", **extra)


def open_page(page, url: str, query: str = "") -> None:
    page.goto(url + query)
    wait_ready(page)


# The page's own ``lang:<code>`` action, dispatched to its delegated click handler from a
# button made for it (as the language menu sends it, also under an overlay that hides the menu).
SWITCH_LANGUAGE_JS = """code => {
  const b = document.createElement('button');
  b.dataset.action = 'lang:' + code;
  document.getElementById('app').appendChild(b);
  b.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  b.remove();
}"""


def switch_language(page, code: str) -> None:
    """A language switch while this screen is shown (as when a language pack the person chose
    arrives); returns once the page is in that language."""
    from playwright.sync_api import expect

    page.evaluate(SWITCH_LANGUAGE_JS, code)
    expect(page.locator("html")).to_have_attribute("lang", code)


def open_new_game_form(page) -> None:
    """Menu → New game (answering "yes" when a game in progress makes the page ask first)."""
    if page.locator("#new-game").count():
        return
    page.click("[data-action=menu]")
    page.click("#menu [data-action=new]")
    page.wait_for_selector("#new-game, #confirm")
    if page.locator("#confirm").count():
        page.click("[data-action=new-confirm]")
        page.wait_for_selector("#new-game")


def choose_game(page, game: str) -> None:
    """The new-game form, with ``game`` chosen in it."""
    open_new_game_form(page)
    page.click(f"[data-action='game:{game}']")
    page.wait_for_selector(f"body[data-game='{game}'] #new-game")


def start_game(page, seats: list[tuple[str, str]], seed: int = 7, level: str = "easy",
               options: dict[str, str] | None = None, game: str | None = None) -> None:
    """Fill the new-game form: seats = [(name, "human"|"computer"|"remote"), ...]; ``game``:
    choose that game first (else the form's own)."""
    if game is None:
        open_new_game_form(page)
    else:
        choose_game(page, game)
    page.select_option("#f-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#f-name{i}", name)
        page.select_option(f"#f-kind{i}", kind)
        if kind == "computer":
            page.select_option(f"#f-level{i}", level)
    if options:
        page.click("#new-game .options summary")
        for oid, value in options.items():
            page.select_option(f"select[data-opt={oid}]", value)
    page.fill("#f-seed", str(seed))
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")


def moves_count(page) -> int:
    return int(page.get_attribute("body", "data-moves") or 0)


def wait_for_moves(page, at_least: int, timeout: int = 30_000) -> None:
    """Wait until the game's move list holds at least ``at_least`` moves (computer seats
    moving by themselves): a condition, not a fixed sleep, so a slow machine only waits longer."""
    page.wait_for_function("n => Number(document.body.dataset.moves || 0) >= n", arg=at_least,
                           timeout=timeout)


def current_seat(page) -> str:
    return page.get_attribute("body", "data-current") or ""


def reveal_if_asked(page) -> bool:
    if page.locator("#pass-screen").count():
        page.click("[data-action=reveal]")
        page.wait_for_selector("#pass-screen", state="detached")
        return True
    return False


def click_one_move(page, prefer_done: bool) -> str:
    """Click one legal element as a person would; returns the move text played."""
    before = moves_count(page)
    done = page.locator("[data-move='done']")
    if prefer_done and done.count():
        done.first.click()
        played = "done"
    else:
        board = page.locator("#table [data-move]:not([data-move='done'])")
        targets = page.locator("#table [data-target]")
        buttons = page.locator("#decisions [data-move]:not([data-move='done'])")
        if board.count():
            played = board.first.get_attribute("data-move")
            board.first.click()
        elif targets.count():
            targets.first.click()
            choice = page.locator("#chooser [data-move]").first
            played = choice.get_attribute("data-move")
            choice.click()
        elif buttons.count():
            played = buttons.first.get_attribute("data-move")
            buttons.first.click()
        else:
            played = "done"
            done.first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    return played


@pytest.fixture(autouse=True)
def _slow_only_when_asked(request):
    """A test marked ``slow`` runs only under ``-m slow`` (make e2e-slow), as in tests/."""
    if request.node.get_closest_marker("slow") and \
            "slow" not in (request.config.getoption("-m") or ""):
        pytest.skip("long browser test: run with make e2e-slow (pytest e2e -m slow)")
