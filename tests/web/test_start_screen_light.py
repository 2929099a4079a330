"""Issue 15: the start screen draws without the rules engine and the table renderer, and is
the very markup the full renderer draws when there is no table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from web.shell.ui_state import Notice, UiState
from web.yokohama import _render_without_table
from web.yokohama.render import render

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]

UI_STATES = {
    "new": {"screen": "new"},
    "new, narrow": {"screen": "new", "narrow": True},
    "new, menu open": {"screen": "new", "menu_open": True},
    "new, shortcuts open": {"screen": "new", "help_open": True},
    "new, asked to confirm": {"screen": "new", "confirm": "new"},
    "new, a message": {"screen": "new", "notice": Notice(text="A message", kind="error")},
    "pass": {"screen": "pass", "pass_to": 1},
    "play, no view": {"screen": "play"},
}


@pytest.mark.parametrize("state", UI_STATES.values(), ids=UI_STATES.keys())
def test_the_start_screen_without_a_table_is_the_full_renderers_markup(state):
    ui = UiState(seats=[dict(s) for s in SEATS], **state)
    assert _render_without_table(ui) == render(None, ui, [])


def test_the_start_screen_imports_neither_the_rules_nor_the_table_renderer():
    """A first visit shows the new-game form: the engine's options are read, its rules and the
    table's renderer are imported only for a game (or when the page is idle)."""
    code = (
        "import sys\n"
        "from web.shell.ui_state import UiState\n"
        "from web.yokohama import GAME\n"
        "s = GAME.new_session(False)\n"
        "s.ui.screen = 'new'\n"
        "html = GAME.render(s.view(), s.ui, s.legal_for_ui())\n"
        "assert 'id=\"new-game\"' in html and 'data-opt=' in html, html[:300]\n"
        "heavy = [m for m in ('yokohama.game', 'yokohama.start', 'yokohama.actions',\n"
        "         'web.yokohama.render', 'web.yokohama.targets') if m in sys.modules]\n"
        "print(heavy)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "[]"


def test_the_preloaded_modules_exist():
    from importlib.util import find_spec

    from web.yokohama import GAME

    assert GAME.preload and all(find_spec(name) for name in GAME.preload)
