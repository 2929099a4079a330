"""The page's own texts (English) and :func:`t`, the one lookup every module uses.

Each game adds its catalogue with :func:`add_catalogue` (its ``GameUI.messages``); keys are
looked up with :func:`t` in the current language (:mod:`web.i18n`: gettext catalogues in
``locale/``, see docs/i18n.md), ``{name}``-style fields filled by ``str.format``; a
count-dependent message is a ``(singular, plural)`` tuple. The loading texts (``boot_*``) are
written into index.html, in every language, by tools/build_site.py.
"""

from web import i18n

PAGE_MESSAGES: dict[str, str | tuple[str, str]] = {
    "noscript": "This game needs JavaScript.",
    "boot_start": "Starting…",
    "boot_runtime": "Loading the Python runtime…",
    "boot_python": "Starting Python…",
    "boot_files": "Loading the game…",
    "boot_files_done": "Drawing the table…",
    "boot_slow": "Still starting Python (this takes a few seconds the first time)…",
    "boot_failed": "The game could not start:",
    "boot_updated": "A new version has been installed.",
    "boot_reload": "Reload",
    "thinking": "Computer is thinking…",
    "undo": "Undo",
    "menu": "Menu",
    "game_over": "Game over",
    "waiting_for": "Waiting for {name}…",
    "choose_one": "Choose one:",
    "cancel": "Cancel",
    "close": "Close",
    "dismiss": "×",
    "new_game": "New game",
    "export": "Export save file",
    "import": "Import save file",
    "pace": "Computer speed:",
    "pace_slow": "slow",
    "pace_normal": "normal",
    "pace_fast": "fast",
    "pace_instant": "instant",
    "players_count": "Players",
    "seat_n": "Seat {n}",
    "name": "Name",
    "kind": "Played by",
    "kind_human": "Person",
    "kind_computer": "Computer",
    "level": "Level",
    "level_easy": "easy",
    "level_normal": "normal",
    "level_hard": "hard",
    "default_name_0": "Aiko",
    "default_name_1": "Ben",
    "default_name_2": "Chiyo",
    "default_name_3": "Daiki",
    "rule_options": "Rule options",
    "rules_clause": "rules {c}",
    "default_mark": "(default)",
    "seed": "Seed",
    "seed_random": "random",
    "start_game": "Start game",
    "optv_true": "yes",
    "optv_false": "no",
    "pass_to": "Pass the device to {name}",
    "pass_help": "The table stays hidden until {name} is ready, so nobody sees another player's "
                 "secret orders.",
    "pass_ready": "I am {name}: show the table",
    "log_line": "{name}: {text}",
    "log_setup": "New game: {names} (seed {seed}).",
    "winner": "{name} wins!",
    "total": "Total",
    "play_again": "Play again (same players)",
    "view_table": "Look at the table",
    "saved_fail": "Could not save the game in this browser ({error}). Your game is still here: "
                  "export it from the menu to keep it.",
    "load_corrupt": "The saved game in this browser could not be read ({reason}). It was kept "
                    "under another name; start a new game.",
    "import_bad": "This file cannot be imported: {reason}. Your current game is unchanged.",
    "import_ok": "Save file imported.",
    "reason_json": "it is not a valid save file (broken JSON)",
    "reason_future": "it was made by a newer version of the game (format {v})",
    "reason_engine": "the game in it is invalid: {detail}",
    "reason_players": "its player list does not match the game",
    "undo_none": "Nothing to undo.",
    "illegal": "That move is not possible now ({detail}).",
    "engine_missing": "The rules engine is not available yet: {detail}",
    "choose_game": "Game",
    "language": "Language",
    "list_sep": ", ",
    "switched_game": "Switched to {game} to open this save file.",
}

# the page's catalogue: its own texts, then every registered game's
MESSAGES: dict[str, str | tuple[str, str]] = dict(PAGE_MESSAGES)


def add_catalogue(catalogue: dict[str, str | tuple[str, str]]) -> None:
    """Add a game's texts; a key the page (or another game) already has must say the same."""
    for key, text in catalogue.items():
        if MESSAGES.get(key, text) != text:
            raise ValueError(f"message key {key!r} defined twice with different texts")
    MESSAGES.update(catalogue)


def has(key: str) -> bool:
    """Whether ``key`` is a message (of a catalogue, or a component name)."""
    return i18n.has(key)


def t(key: str, **kw: object) -> str:
    """The text of ``key`` in the current language with its fields filled in."""
    return i18n.t(key, **kw)


def tn(key: str, n: int, **kw: object) -> str:
    """The form of a count-dependent message for ``n`` in the current language."""
    return i18n.tn(key, n, **kw)
