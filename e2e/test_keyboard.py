"""Both games with the keyboard only: a whole Yokohama turn and a Machi Koro turn played with
page.keyboard (key presses counted), the focus never on <body> after a redraw; Escape, the
shortcuts, the help dialog and the live region."""

from __future__ import annotations

from conftest import SHOTS, current_seat, moves_count, open_page, start_game
from test_machikoro import start_mk

FOCUS = """() => { const a = document.activeElement;
  const r = a && a.closest('[data-roving]');
  return {tag: a ? a.tagName : null, id: a ? a.id : null,
          move: a && a.getAttribute ? a.getAttribute('data-move') : null,
          target: a && a.getAttribute ? a.getAttribute('data-target') : null,
          region: r ? r.id : null}; }"""


class Keyboard:
    """page.keyboard with a count of the presses and a focus check after every redraw."""

    def __init__(self, page):
        self.page = page
        self.presses = 0
        self.redraws_checked = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def focus(self) -> dict:
        return self.page.evaluate(FOCUS)

    def assert_focus_kept(self) -> None:
        info = self.focus()
        assert info["tag"] not in (None, "BODY", "HTML"), info
        self.redraws_checked += 1

    def play(self, key: str = "Enter") -> None:
        """Press ``key`` on a move and wait for the redraw that follows it."""
        before = moves_count(self.page)
        self.press(key)
        self.page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
        self.assert_focus_kept()

    def go_to(self, selector: str) -> None:
        """Reach the element ``selector`` names: Tab to its region, arrow keys inside it."""
        want = self.page.evaluate(
            "s => { const e = document.querySelector(s); const r = e && e.closest('[data-roving]');"
            " return r ? r.id : null; }", selector)
        for _ in range(80):
            if self.page.evaluate("s => document.activeElement.matches(s)", selector):
                return
            here = self.focus()["region"]
            self.press("ArrowRight" if want is not None and here == want else "Tab")
        raise AssertionError(f"never reached {selector}: {self.focus()}")


def _yokohama_step(kb: Keyboard, step: int) -> str:
    """One decision the way e2e/conftest.click_one_move decides it, by keyboard only."""
    page = kb.page
    done = page.locator("#decisions [data-move='done']")
    if step >= 8 and done.count():
        kb.play("d")
        return "done"
    for sel in ("#table [data-move]", "#table [data-target]",
                "#decisions [data-move]:not([data-move='done'])"):
        if page.locator(sel).count():
            kb.go_to(sel)
            move = kb.focus()["move"]
            if sel == "#table [data-target]":
                kb.press("Enter")
                page.wait_for_selector("#chooser")
                kb.assert_focus_kept()
                info = kb.focus()
                assert info["move"] and info["region"] == "chooser", info  # first choice
                move = info["move"]
            kb.play("Enter")
            return move
    kb.play("d")
    return "done"


def test_whole_yokohama_turn_by_keyboard(page, server):
    open_page(page, server, "?pace=slow")  # the computer's reply waits: the turn's end is seen
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=7)
    kb = Keyboard(page)
    for _ in range(3):  # the starting order: focus is on the first "keep" button already
        page.wait_for_function("document.body.dataset.current === '0' || "
                               "document.querySelector('[data-move^=\"keep \"]') !== null")
        if page.locator("[data-move^='keep ']").count() == 0:
            break
        assert kb.focus()["move"].startswith("keep "), kb.focus()
        kb.play("Enter")
    page.wait_for_function("document.body.dataset.current === '0' && "
                           "document.querySelector('#table [data-move], #table [data-target], "
                           "#decisions [data-move]') !== null")
    kb.assert_focus_kept()
    setup_presses, kb.presses = kb.presses, 0
    played = []
    for step in range(40):
        if current_seat(page) != "0":
            break
        played.append(_yokohama_step(kb, step))
    assert current_seat(page) != "0", played
    turn_presses = kb.presses
    page.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
    kb.assert_focus_kept()  # the computer's moves redrew the page: the focus stayed
    assert "Ben" in page.inner_text("#announce")  # the other seat's moves were announced
    page.screenshot(path=str(SHOTS / "keyboard-turn-1280x800.png"))
    (SHOTS / "keyboard-yokohama.txt").write_text(
        f"setup {setup_presses} presses; turn {turn_presses} presses for {len(played)} moves: "
        f"{played}; focus checked after {kb.redraws_checked} redraws\n", encoding="utf-8")
    print(f"\nYokohama turn: {turn_presses} key presses for {len(played)} moves {played}")


def test_machikoro_turn_by_keyboard(page, server):
    open_page(page, server, "?pace=instant")
    start_mk(page, [("Aiko", "human"), ("Ben", "computer")], seed=11)
    kb = Keyboard(page)
    kb.assert_focus_kept()
    assert kb.focus()["move"] == "roll 1"  # the new decision's first move has the focus
    kb.play("Enter")
    kb.go_to("#table [data-move^='build ']")
    assert kb.focus()["region"] == "rg-supply"
    kb.play("Enter")
    page.wait_for_function("document.body.dataset.current === '0'")  # Ben played his turn
    kb.assert_focus_kept()
    assert kb.presses <= 12, kb.presses
    (SHOTS / "keyboard-machikoro.txt").write_text(f"turn {kb.presses} presses\n",
                                                  encoding="utf-8")
    print(f"\nMachi Koro turn: {kb.presses} key presses")


def test_escape_shortcuts_and_help(page, server):
    open_page(page, server, "?pace=instant")
    # shortcuts never fire while typing in a form field
    page.focus("#f-name0")
    page.keyboard.type("u?dln")
    assert "u?dln" in page.input_value("#f-name0")
    assert page.locator("#help").count() == 0
    start_game(page, [("Aiko", "human"), ("Ben", "human")], seed=7)
    kb = Keyboard(page)
    for _ in range(2):  # pass screen, then the starting order, for each person
        page.wait_for_selector("#pass-screen")
        kb.assert_focus_kept()
        kb.press("Enter")
        page.wait_for_selector("[data-move^='keep ']")
        kb.play("Enter")
    kb.press("Enter")  # reveal for the first player
    page.wait_for_selector("#table [data-target]")
    # a chooser opens with the focus on its first choice; Escape goes back to its opener
    kb.go_to("#table [data-target]")
    opener = kb.focus()["target"]
    kb.press("Enter")
    page.wait_for_selector("#chooser")
    assert kb.focus()["region"] == "chooser"
    kb.press("Escape")
    page.wait_for_selector("#chooser", state="detached")
    assert kb.focus()["target"] == opener
    # ? opens the shortcuts, Escape closes them and returns to where the person was
    kb.press("?")
    page.wait_for_selector("#help")
    assert page.evaluate("document.activeElement.closest('#help') !== null")
    assert "Ctrl+Z" in page.inner_text("#help")
    kb.press("Escape")
    page.wait_for_selector("#help", state="detached")
    assert kb.focus()["target"] == opener
    # the menu: Escape closes it and the focus returns to the Menu button
    page.focus("[data-action=menu]")
    kb.press("Enter")
    page.wait_for_selector("#menu")
    assert page.evaluate("document.activeElement.closest('#menu') !== null")
    kb.press("Escape")
    page.wait_for_selector("#menu", state="detached")
    assert page.evaluate("document.activeElement.dataset.action") == "menu"
    # n goes to a legal move, Enter plays it, u undoes it
    kb.press("n")
    assert kb.focus()["move"] or kb.focus()["target"]
    n = moves_count(page)
    board = page.locator("#table [data-move]")
    if board.count():
        kb.go_to("#table [data-move]")
        kb.play("Enter")
        kb.press("u")
        page.wait_for_function(f"Number(document.body.dataset.moves) === {n}")
        kb.assert_focus_kept()
    # l opens the log and puts the focus on it (it scrolls with the arrow keys)
    kb.press("l")
    assert page.evaluate("document.getElementById('log').open")
    assert kb.focus()["id"] == "log-list"
