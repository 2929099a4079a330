"""The page's own texts (English) and :func:`t`, the one lookup every module uses.

Each game adds its catalogue with :func:`add_catalogue` (its ``GameUI.messages``); keys are
looked up with :func:`t` in the current language (:mod:`web.i18n`: gettext catalogues in
``locale/``, see docs/i18n.md), ``{name}``-style fields filled by ``str.format``; a
count-dependent message is a ``(singular, plural)`` tuple. The loading texts (``boot_*``) are
written into index.html, in every language, by tools/build_site.py.
"""

from collections.abc import Mapping

from web import i18n
from web.shell.net_messages import NET_MESSAGES

PAGE_MESSAGES: dict[str, str | tuple[str, str]] = {
    "noscript": "This game needs JavaScript.",
    "boot_start": "Starting…",
    "boot_runtime": "Loading the Python runtime…",
    "boot_python": "Starting Python…",
    "boot_files": "Loading the game…",
    "boot_files_done": "Drawing the table…",
    "boot_slow": "Still starting Python (this takes a few seconds the first time)…",
    "boot_failed": "The game could not start:",
    "boot_update_ready": "A new version is ready.",
    "boot_reload": "Reload",
    "thinking": "Computer is thinking…",
    "thinking_name": "{name} is thinking…",
    "think_secs": "{n} s",
    "strip_thinking": "thinking…",
    "move_now": "Move now",
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
    "export_note": "A save file shows every player's hidden cards: share it only when the game "
                   "is over.",
    "import": "Import save file",
    "pace": "Computer speed:",
    "pace_slow": "slow",
    "pace_normal": "normal",
    "pace_fast": "fast",
    "pace_instant": "instant",
    "theme": "Colours:",
    "theme_system": "as the system",
    "theme_light": "light",
    "theme_dark": "dark",
    "sound_off": "Sound when your turn comes: off",
    "sound_on": "Sound when your turn comes: on",
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
    "level_expert": "expert",
    "level_rated": "{level} (≈{rating})",
    "level_rated_a11y": "{level}, rated about {rating}",
    "levels_note": "≈ a level's strength rating (Elo-style), measured in games between the "
                   "computer levels.",
    "default_name_0": "Aiko",
    "default_name_1": "Ben",
    "default_name_2": "Chiyo",
    "default_name_3": "Daiki",
    "rule_options": "Rule options",
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
    "log_line~name": "You: {text}",
    "log_setup": "New game: {names}.",
    "final_seed": "Seed of this game: {seed}",
    "winner": "{name} wins!",
    "winner~name": "You win!",
    "total": "Total",
    "play_again": "Play again (same players)",
    "view_table": "Look at the table",
    "saved_fail": "Could not save the game in this browser ({error}). Your game is still here: "
                  "export it from the menu to keep it.",
    "load_corrupt": "The saved game in this browser could not be read ({reason}). It was kept "
                    "under another name; start a new game.",
    "load_corrupt_full": "The saved game in this browser could not be read ({reason}). The "
                         "browser's storage is full, so it was left where it was: download it "
                         "before this game is saved.",
    "storage_held": "Not saved: the browser's storage is full and still holds a save that could "
                    "not be read. Download it to free its place.",
    "download_broken": "Download the broken save",
    "broken_downloaded": "The broken save was downloaded; this game will be saved from now on.",
    "other_tab": "This game continued in another tab. This tab no longer saves.",
    "load_newer": "Load the newer game",
    "newer_loaded": "Loaded the game as the other tab left it.",
    "confirm_new_title": "Start a new game?",
    "confirm_new_text": "This game is not finished. It will be kept in this browser as the "
                        "replaced game; you can also download it now.",
    "confirm_new_yes": "Yes, set up a new game",
    "confirm_new_download": "Download this game",
    "confirm_keep": "Keep playing",
    "replaced_kept": "The unfinished game was kept in this browser (replaced game).",
    "replaced_downloaded": "The browser's storage is full: the unfinished game was downloaded "
                           "as a file instead.",
    "import_bad": "This file cannot be imported: {reason}. Your current game is unchanged.",
    "import_ok": "Save file imported.",
    "reason_json": "it is not a valid save file (broken JSON: {detail})",
    "reason_input": "it cannot be read safely ({detail})",
    # which part of a save is wrong, in plain words (web/shell/saves.py PART_REASONS)
    "reason_part_seats": "its list of players is damaged",
    "reason_part_options": "its rule options are damaged",
    "reason_part_settings": "its game settings are damaged",
    "reason_part_log": "its game log is damaged",
    "reason_part_page": "what the page was showing is damaged",
    "reason_part_file": "it is not laid out as a save file",
    "reason_game": "the game in it (its moves or its table) is damaged",
    "reason_future": "it was made by a newer version of the game (format {v})",
    "message_details": "Details",
    "reason_players": "its player list does not match the game",
    "undo_none": "Nothing to undo.",
    "illegal": "That move is not possible now ({detail}).",
    "ai_failed": "The computer could not move: {reason}",
    "start_bad": "This game cannot start: {reason}",
    "engine_missing": "The rules engine is not available yet: {detail}",
    "choose_game": "Game",
    "since_title": "Since your last turn",
    "since_fold": "Since your last turn ({n})",
    "your_turn_title": "▶ Your turn · {game}",
    "side_label": "Game log",
    "side_open": "Show the game log beside the table",
    "side_close": "Fold the game log to the side",
    "info_play": "Play this",
    "info_choose": "Choose how to play it",
    "strip_turn": "▶",
    "strip_you": "(you)",
    # the words for "you" in log lines that speak to the person, "|" between (coloured in
    # the person's seat colour); a language whose verbs say "you" alone lists the pronouns
    "you_words": "You|you",
    "regions_label": "Parts of the table",
    "region_log": "Log",
    "region_has_moves": "(you can play here)",
    "zoom_in": "Zoom in",
    "zoom_in_sign": "+",
    "zoom_out": "Zoom out",
    "zoom_out_sign": "−",
    "zoom_fit": "Readable size",
    "table_scroll": "Game table",
    "zoom_fit_sign": "1:1",
    "language": "Language",
    "lang_unavailable": "{language} could not be loaded: a language needs a connection the "
                        "first time it is used.",
    "list_sep": ", ",
    "switched_game": "Switched to {game} to open this save file.",
    # learning aids (web/shell/learn.py, web/shell/tutorial.py)
    "howto": "How to play",
    "legend": "Icons",
    "howto_search": "Search the rules…",
    "howto_no_match": "No section has all these words.",
    "howto_contents": "Contents",
    "howto_more": "More in How to play",
    "hint": "Hint",
    "hint_reason": "Hint: {text}",
    "hint_none": "No hint is available now.",
    "hint_sep": "; ",
    "decimal_sign": ".",
    "hints_allowed": "Hints allowed",
    "hints_used": "Hints used: {list}.",
    "hints_of": "{name} {n}",
    "why_prefix": "Not possible: {text}",
    "tutorial": "Guided first game",
    "tutorial_title": "Guided first game",
    "tutorial_step": "step {n} of {total}",
    "tutorial_intro": "You play Aiko against the computer. The table shows everything; the "
                      "glowing element is what to click now. Click anything else and you are "
                      "told why.",
    "tutorial_wants": "The tutorial wants you to {move}.",
    "tutorial_finished": "You have finished the guided game. Start a real game whenever you "
                         "like; How to play stays in the menu.",
    "tutorial_leave": "Leave the tutorial",
    "tutorial_real_game": "Start a real game",
    "tutorial_resumed": "Welcome back: the tutorial goes on where you left it.",
    "rp_open": "Replay this game",
    "rp_title": "{game}: replay",
    "rp_round": "Round {n}",
    "rp_turn": "Turn {n}",
    "rp_step": "Move {k} of {n}",
    "rp_start_line": "The start of the game.",
    "rp_first": "First position",
    "rp_back": "One move back",
    "rp_play": "Play",
    "rp_pause": "Pause",
    "rp_forward": "One move forward",
    "rp_last": "Last position",
    "rp_slider": "Position in the game",
    "rp_speed": "Speed",
    "rp_speed_slow": "slow",
    "rp_speed_normal": "normal",
    "rp_speed_fast": "fast",
    "rp_jump": "Jump to",
    "rp_whose_view": "Whose view",
    "rp_everything": "Show everything",
    "rp_view_of": "{name}'s view",
    "rp_seen_by": "Shown as {name} saw it (a game in progress reveals nothing more).",
    "rp_public": "an onlooker",
    "rp_export": "Export replay file",
    "rp_back_to_replay": "Back to the replay",
    "rp_bad": "This game cannot be replayed: {reason}",
    "rp_shared_note": "A shared game: your own games are not changed while you look at it.",
    "rp_shared_bad": "This replay link cannot be opened: {reason}. Nothing was changed.",
    "rp_file_bad": "This replay file cannot be opened: {reason}. Nothing was changed.",
    "st_open": "Charts",
    "st_title": "{game}: charts and numbers",
    "st_data": "Show the data as a table",
    "share_link": "Share as a link",
    "share_title": "Link to this game",
    "share_help": "Anyone who opens this link sees the replay of this finished game. It "
                  "holds the whole game, so it works on any copy of the site, also offline.",
    "share_size": "{n} characters",
    "share_copy": "Copy link",
    "share_copied": "Link copied.",
    "share_copy_failed": "Could not copy: select the link and copy it.",
    "share_bad": "This game cannot be shared: {reason}.",
    "ar_open": "Finished games",
    "ar_title": "Finished games",
    "ar_empty": "No finished games yet. Every game played to the end is kept here.",
    "ar_no_winner": "no winner",
    "ar_replay": "Replay",
    "ar_export": "Export",
    "ar_delete": "Delete",
    "ar_deleted": "The game was deleted from the archive.",
    "ar_damaged": "The archive of finished games cannot be read ({reason}); it was left as "
                  "it is.",
    "ar_not_added": "The finished game was not archived: {reason}.",
    "ar_full": "The archive of finished games is full: this game was not archived. Delete "
               "older games to make room.",
    "ar_skipped": "{n} damaged archive entries were skipped.",
    "ar_store_failed": "The browser's storage is full: the archive was not updated ({error}).",
    "a11y_move_effect": "{move}: {effect}",
    "a11y_choose": "{what}: {n} possible moves, opens a choice",
    "a11y_log": "Game log, newest first",
    "a11y_live": "What just happened",
    "a11y_decisions": "Possible moves",
    "shortcuts": "Keyboard shortcuts",
    "shortcuts_help": "Shortcuts never fire while you type in a form field.",
    "keys_tab": "Tab, Shift+Tab",
    "key_tab": "go to the next or previous part of the page (each part of the table is one stop)",
    "keys_arrows": "Arrow keys, Home, End",
    "key_arrows": "move between the possible moves inside that part",
    "keys_play": "Enter or Space",
    "key_play": "play the focused move or open its choices",
    "keys_next": "N, Shift+N",
    "key_next": "go to the next or previous possible move anywhere on the page",
    "keys_done": "D",
    "key_done": "confirm: end the step or the turn (the Done / Pass button)",
    "keys_undo": "U or Ctrl+Z",
    "key_undo": "undo your last move",
    "keys_log": "L",
    "key_log": "open the game log and go to it",
    "keys_escape": "Escape",
    "key_escape": "close the choice, the menu or a dialog and go back to where you were",
    "keys_help": "?",
    "key_help": "show or hide this list",
}

PAGE_MESSAGES.update(NET_MESSAGES)  # online play's texts (issue 22)

# the page's catalogue (web.i18n's): its own texts, then every game's added to it
i18n.add_messages(PAGE_MESSAGES)
MESSAGES = i18n.MESSAGES


def add_catalogue(catalogue: Mapping[str, str | tuple[str, str]]) -> None:
    """Add a game's texts; a key the page (or another game) already has must say the same."""
    i18n.add_messages(catalogue)


def has(key: str) -> bool:
    """Whether ``key`` is a message (of a catalogue, or a component name)."""
    return i18n.has(key)


def t(key: str, **kw: object) -> str:
    """The text of ``key`` in the current language with its fields filled in."""
    return i18n.t(key, **kw)


def tn(key: str, n: int, **kw: object) -> str:
    """The form of a count-dependent message for ``n`` in the current language."""
    return i18n.tn(key, n, **kw)
