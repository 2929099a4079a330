"""The page's own texts (English) and :func:`t`, the one lookup every module uses.

Each game adds its catalogue with :func:`add_catalogue` (its ``GameUI.messages``); keys are
looked up with :func:`t`, ``{name}``-style fields filled by ``str.format``. The loading texts
(``boot_*``) are written into index.html by tools/build_site.py. Translate by replacing the
catalogues.
"""

MESSAGES: dict[str, str] = {
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
}


def add_catalogue(catalogue: dict[str, str]) -> None:
    """Add a game's texts; a key the page (or another game) already has must say the same."""
    for key, text in catalogue.items():
        if MESSAGES.get(key, text) != text:
            raise ValueError(f"message key {key!r} defined twice with different texts")
    MESSAGES.update(catalogue)


def has(key: str) -> bool:
    return key in MESSAGES


def t(key: str, **kw: object) -> str:
    """The catalogue text for ``key`` with its fields filled in."""
    text = MESSAGES[key]
    return text.format(**kw) if kw else text
