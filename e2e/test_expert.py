"""The expert level in the page (issue 20): chosen in the new-game form of both games, it
thinks in the thinking worker (web/think_worker.js) while the page shows a thinking mark with
the seconds and a Move now button; Move now makes it play, the game goes on, a reload resumes
with the expert, and the page's frames keep flowing while the worker thinks."""

from __future__ import annotations

import itertools
import os

import pytest
from a11y import axe_violations
from conftest import (
    SHOTS,
    moves_count,
    open_new_game_form,
    open_page,
    wait_ready,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

WORKER_TIMEOUT = 40_000  # the worker boots its own Pyodide after the first draw
IDLE_START_MS = 4_000  # web/shell/dom_worker.py IDLE_TIMEOUT_MS: a wanted worker is asked by then
FRAME_GAP_MS = 50


def start_expert(page, game: str, seed: int = 11) -> None:
    """A new game of ``game``: the person first, one expert computer second."""
    open_new_game_form(page)
    page.click(f"#new-game [data-action='game:{game}']")
    page.wait_for_selector("#new-game")
    page.select_option("#f-players", "2")
    page.fill("#f-name0", "Aiko")
    page.select_option("#f-kind0", "human")
    page.fill("#f-name1", "Ben")
    page.select_option("#f-kind1", "computer")
    page.select_option("#f-level1", "expert")
    page.fill("#f-seed", str(seed))
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")


def play_until_computer(page, limit: int = 40) -> None:
    """Play the person's first legal moves until the computer (seat 1) is to move."""
    for _ in range(limit):
        if page.get_attribute("body", "data-current") == "1":
            return
        before = moves_count(page)
        move = page.evaluate("""() => {
          const done = document.querySelector("[data-move='done']");
          const el = document.querySelector("#table [data-move]:not([data-move='done'])")
            || document.querySelector("#decisions [data-move]:not([data-move='done'])")
            || done;
          if (!el) return null;
          el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
          return el.getAttribute("data-move");
        }""")
        assert move is not None, "no move to click"
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}"
                               " || document.querySelector('#chooser')")
        if page.locator("#chooser [data-move]").count():
            page.locator("#chooser [data-move]").first.click()
            page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    raise AssertionError("the computer never got a turn")


def press_move_now(page) -> bool:
    """Focus Move now and press Enter, as a keyboard user would; False when the computer's
    turn (and with it the button) ended first."""
    try:
        page.locator("#move-now").focus(timeout=2_000)
    except PlaywrightTimeoutError:
        return False
    page.keyboard.press("Enter")
    return True


@pytest.mark.parametrize("game", ["yokohama", "machikoro"])
def test_an_expert_thinks_in_the_worker_and_moves_now_when_asked(page, server, game):
    open_page(page, server)
    start_expert(page, game)  # choosing the expert in the form started the worker
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WORKER_TIMEOUT)
    play_until_computer(page)
    expect(page.locator("#thinking")).to_be_visible()
    expect(page.locator("#seat-strip .is-thinking .think-secs")).to_be_visible()
    page.screenshot(path=str(SHOTS / f"expert-thinking-{game}.png"))
    assert axe_violations(page) == []
    for _turn in range(6):  # the expert may end its turn while the page is looked at
        before = moves_count(page)
        if press_move_now(page):
            break
        play_until_computer(page)
    else:
        raise AssertionError("every expert turn ended before Move now could be pressed")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=20_000)
    where, how = (page.get_attribute("body", "data-ai-last") or ":").split(":")
    assert where == "worker" and how in ("best", "quick", "result"), (where, how)
    # the game goes on: the person's turn comes back (the expert plays its other moves)
    page.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
    page.reload()
    wait_ready(page)
    saved = page.evaluate(f"JSON.parse(localStorage.getItem('{game}.save')).config.seats")
    assert [s["level"] for s in saved if s["kind"] == "computer"] == ["expert"]
    open_new_game_form(page)  # the form offers the game's seats again: the expert kept
    assert page.locator("#f-level1").input_value() == "expert"
    label = page.locator("#f-level1 option[value=expert]").inner_text()
    assert label.startswith("expert")


POSITION_SEED = 14  #: the long save's game
POSITION_MOVES = 204  #: moves played before the long save's position


@pytest.fixture(scope="module")
def long_save() -> str:
    """A 4-player Yokohama position where the expert thinks for seconds: the person first,
    two easy seats, the expert to move (spreading its assistants, 17 choices, round 11).

    It is the position after 204 moves of normal bots (seed 14), where the expert thinks
    1.1-1.2 s in CPython at the page's budget (more in the page), the longest of the
    expert's decisions in ten such games (seeds 6-15). The one before (seed 6, 258 moves)
    took 1.4-1.5 s until the expert kept the values it worked out (``evaluate.ValueMemo``);
    since, 0.7 s, and in fresh-clone CI the page thought 983 ms, too short to watch. The
    3-player placement used before that (``bench_positions(15)[13]``) took 1.2 s until the
    expert played the 2-player weights at 3 players; since, 0.4 s."""
    import yokohama
    from web.yokohama.session import YokohamaSession
    from yokohama.ai import choose_move

    game = yokohama.new_game(4, POSITION_SEED)
    game.state.record = False
    for step in range(POSITION_MOVES):
        game.play(choose_move(game, game.current_player, "normal",
                              POSITION_SEED * 1000 + step))
    assert game.current_player == 3
    s = YokohamaSession(yokohama)
    s.new_game({"players": 4, "seed": POSITION_SEED, "options": dict(game.state.options),
                "seats": [{"name": "Aiko", "kind": "human", "level": "normal"},
                          {"name": "Ben", "kind": "computer", "level": "easy"},
                          {"name": "Chiyo", "kind": "computer", "level": "easy"},
                          {"name": "Daichi", "kind": "computer", "level": "expert"}]})
    s.game = yokohama.load_game(game.to_json())
    return s.to_save()


# Frames are counted from HANDOVER_MS after the page shows it thinks in the worker. It was
# 100 ms, to skip one 60-80 ms task seen right there. A Chromium trace of the same import at
# pace "fast" showed a 60 ms task there: the page keeping its bytecode (every imported
# module's .pyc bundled at once, web/bytecode.py) as it fell idle when the worker took over.
# That bundling is now done in slices of a few ms, so the handover is measured too.
# The watch is set up before the import and logs every change of the thinking mark and the
# move count; the test reads from that log when the worker took over and when it stopped (CI:
# a watch set up after the import once missed the expert's move, and a watch that kept only
# the moves it judged new twice came back empty). Frames end where the thinking does: the
# move's redraw after it (60-70 ms seen once) is the page's work on a move, not thinking.
HANDOVER_MS = 0
FRAMES = """
() => {
  const P = window.__frames = {times: [], changes: [], long: []};
  const body = document.body;
  const note = () => P.changes.push(
    [performance.now(), body.dataset.thinking || "", Number(body.dataset.moves)]);
  const tick = (t) => { P.times.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) P.long.push([e.startTime, e.duration]);
  }).observe({type: "longtask"});
  note();
  new MutationObserver(note).observe(
    body, {attributes: true, attributeFilter: ["data-moves", "data-thinking"]});
}
"""


def thinking_window(changes: list, before: int, seen: float, mark: str) -> tuple[float, float]:
    """When the page began thinking (``data-thinking`` is ``mark``: "worker" or "page") at
    move ``before``, and when it stopped.

    ``changes`` is every (time, data-thinking, data-moves) the watch saw, its first row the
    state when it was set up. Thinking stops at the first change after it began that clears
    the mark or raises the move count (the move's own redraw comes after the thinking, so it
    is not part of it); if the watch saw none, at the moment the test saw the count rise."""
    start = next((t for t, thinking, n in changes if thinking == mark and n == before), None)
    assert start is not None, changes
    stop = next((t for t, thinking, n in changes
                 if t > start and (thinking != mark or n > before)), seen)
    return start + HANDOVER_MS, stop


def frames_of_the_long_decision(page, long_save: str, tmp_path, mark: str
                                ) -> tuple[list[float], list[float], float, dict]:
    """Import the long save with the frame watch set up and wait for the expert's move: the
    frame times while the page thought (``data-thinking`` is ``mark``), the gaps between them,
    how long they were watched (ms), and the watch's log."""
    f = tmp_path / "expert.json"
    f.write_text(long_save)
    page.click("[data-action=menu]")
    page.evaluate(FRAMES)
    page.set_input_files("#import-file", str(f))
    # the imported game is on the page (fresh-clone CI: the thinking mark was visible before
    # the import's redraw, and the move count read then was the old game's 0)
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {POSITION_MOVES}")
    expect(page.locator("#thinking")).to_be_visible()
    page.wait_for_selector(f"body[data-thinking={mark}]", state="attached")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {POSITION_MOVES}",
                           timeout=30_000)
    seen = page.evaluate("performance.now()")
    data = page.evaluate("window.__frames")
    start, stop = thinking_window(data["changes"], POSITION_MOVES, seen, mark)
    times = [t for t in data["times"] if start <= t <= stop]
    return times, [b - a for a, b in itertools.pairwise(times)], times[-1] - times[0], data


@pytest.mark.serial  # timed: runs alone, after the parallel part (Makefile)
def test_frames_flow_while_the_expert_thinks_in_the_worker(page, server, long_save, tmp_path):
    open_page(page, server)
    start_expert(page, "yokohama")  # a game, so a menu; and the worker, asked for by the form
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WORKER_TIMEOUT)
    times, gaps, watched, data = frames_of_the_long_decision(page, long_save, tmp_path,
                                                             "worker")
    where = page.get_attribute("body", "data-ai-last")
    print(f"expert thought {page.get_attribute('body', 'data-ai-ms')} ms ({where}); "
          f"{len(gaps)} frames in {watched:.0f} ms, longest gap {max(gaps):.1f} ms")
    print("gaps > 25 ms (at ms):", [(round(a - times[0]), round(b - a))
                                    for a, b in itertools.pairwise(times) if b - a > 25],
          "long tasks:", [(round(a - times[0]), round(d)) for a, d in data["long"]],
          "load", os.getloadavg())
    assert where in ("worker:result", "worker:best")  # best: the page's turn cap hurried it
    assert watched > 1000, "the expert did not think long enough to measure"
    assert max(gaps) <= FRAME_GAP_MS, sorted(gaps)[-5:]


@pytest.mark.serial  # timed: runs alone, after the parallel part (Makefile)
def test_frames_flow_while_the_expert_thinks_on_the_page(page, server, long_save, tmp_path):
    """Without a worker the expert thinks on the main thread in slices, and the browser draws
    a frame between two (``next_frame`` in ``web/shell/bot.py``; with ``asyncio.sleep(0)``
    between them, Chromium drew one frame in 100-117 ms)."""
    page.route("**/think_worker.js", lambda route: route.abort())
    open_page(page, server)
    start_expert(page, "yokohama")
    page.wait_for_function("document.body.dataset.worker === 'failed'", timeout=WORKER_TIMEOUT)
    _, gaps, watched, _ = frames_of_the_long_decision(page, long_save, tmp_path, "page")
    print(f"expert thought {page.get_attribute('body', 'data-ai-ms')} ms on the page; "
          f"{len(gaps)} frames in {watched:.0f} ms, longest gap {max(gaps):.1f} ms; "
          f"load {os.getloadavg()}")
    assert page.get_attribute("body", "data-ai-last").startswith("page:")
    assert watched > 1000, "the expert did not think long enough to measure"
    assert max(gaps) <= FRAME_GAP_MS, sorted(gaps)[-5:]


def test_the_new_game_form_names_the_expert_level(page, server):
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "think_worker" in r.url else None)
    open_page(page, server)
    open_new_game_form(page)
    levels = page.locator("#f-level1 option").evaluate_all("os => os.map(o => o.value)")
    assert levels == ["easy", "normal", "hard", "expert"]
    page.screenshot(path=str(SHOTS / "expert-form-1280.png"))
    assert axe_violations(page) == []
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / "expert-form-390.png"), full_page=True)
    # no seat thinks long yet: past the idle start's latest moment, no worker was asked for
    page.wait_for_timeout(IDLE_START_MS + 1_000)
    assert asked == [] and page.get_attribute("body", "data-worker") is None
    page.select_option("#f-level1", "expert")  # chosen in the form: the worker boots now
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WORKER_TIMEOUT)
    assert len(asked) == 1


def test_the_thinking_mark_fits_a_phone(page, server):
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, server)
    start_expert(page, "machikoro")
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WORKER_TIMEOUT)
    play_until_computer(page)
    expect(page.locator("#move-now")).to_be_visible()
    page.screenshot(path=str(SHOTS / "expert-thinking-390.png"))
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("game", ["yokohama", "machikoro"])
def test_without_a_worker_the_expert_thinks_on_the_page(page, server, game):
    """A worker that cannot start (its script unreachable): the page says so in
    ``data-worker`` and the expert still plays, thought on the main thread in slices."""
    page.route("**/think_worker.js", lambda route: route.abort())
    open_page(page, server, "?pace=instant")
    start_expert(page, game)
    page.wait_for_function("document.body.dataset.worker === 'failed'", timeout=WORKER_TIMEOUT)
    play_until_computer(page)
    # the page marks every computer move with where it was thought (its turn may be over
    # before this line runs: at pace instant, no move count to wait on)
    page.wait_for_function("Boolean(document.body.dataset.aiLast)", timeout=90_000)
    assert page.get_attribute("body", "data-ai-last").startswith("page:")
