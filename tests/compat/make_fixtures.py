"""Write the compatibility fixtures of tests/compat/ (run ONCE, with the build whose saves they
keep): page saves as the page stores them, engine saves, share links, replay files and the
archive of finished games, each with what that build read from it (fingerprints, legal moves,
views, log lines, replay figures, statistics). ``tests/compat/test_compat.py`` checks that
later builds still read them the same way.

Made at commit 475a9f2 (before issue 21's descriptors and Yokohama's ``State``; this script
was then ported to the new names, reading the same things)::

    .venv/bin/python tests/compat/make_fixtures.py

Running it again overwrites the fixtures with the current build's reading: do that only for a
deliberate format change, never to make a failing test pass.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

HERE = Path(__file__).resolve().parent
DATE = "2026-12-01T10:00:00Z"


def digest(value: Any) -> str:
    """sha256 of a JSON value written canonically (sorted keys)."""
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True,
                                                           ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _kind(game_id: str):
    from boardgame import kinds
    from web import games  # noqa: F401  (registers the page's games and their kinds)

    return kinds.kind(game_id)


def engine_reading(game_id: str, save: str) -> dict[str, Any]:
    """What the engine reads from a save: the state, the legal moves, scores and views."""
    kind = _kind(game_id)
    game = kind.module().load_game(save)
    players = len(game.names)
    return {
        "fingerprint": digest(kind.fingerprint(game)),
        "legal": list(game.legal_moves()),
        "current_player": game.current_player,
        "is_over": game.is_over,
        "scores": digest(game.scores()),
        "views": [digest(game.view(seat)) for seat in [None, *range(players)]],
        "resave": game.to_json(),
        "moves": len(game.moves),
    }


def replay_reading(game_id: str, save: str) -> dict[str, Any]:
    """What the replay reads from a finished game's save: steps, rounds, views, statistics."""
    from boardgame.replay import Replay
    from web.shell import protocol

    replay = Replay(save)
    kind = _kind(game_id)
    middle = len(replay) // 2
    stats = kind.stats
    gi = protocol.registered(game_id)
    return {
        "steps": len(replay),
        "rounds": [replay.round_at(k) for k in range(len(replay) + 1)],
        "round_word": kind.round_word,
        "finished": replay.finished,
        "final_fingerprint": digest(kind.fingerprint(replay.final())),
        "full_view_middle": digest(replay.view(middle, None)),
        "full_view_end": digest(replay.view(len(replay), None)),
        "seat_view_middle": digest(replay.view(middle, 0)),
        "final_scores": list(kind.final_scores(replay.final())),
        "stats": stats(replay),
        "log_lines": {str(k): gi.replay_log(replay, k) for k in (1, middle, len(replay))},
    }


def page_reading(game_id: str, text: str) -> dict[str, Any]:
    """What the page reads from one of its saves (English texts)."""
    from web.shell import protocol
    from web.shell.saves import game_of_save, prepare_load

    gi = protocol.registered(game_id)
    s = prepare_load(gi, text)
    kind = _kind(game_id)
    return {
        "game_of_save": game_of_save(text, protocol.games()),
        "fingerprint": digest(kind.fingerprint(s.game)),
        "legal_for_ui": list(s.legal_for_ui()),
        "view": digest(s.view()),
        "log_text": s.log_text(),
        "screen": s.ui.screen,
        "pass_to": s.ui.pass_to,
        "viewer": s.ui.viewer,
        "config": s.config,
        "writes": s.writes,
    }


def _play_session(gi, kinds: tuple[str, ...], seed: int, moves: int, options: dict,
                  rng: random.Random) -> str:
    s = gi.new_session(False)
    s.new_game({"players": len(kinds), "seed": seed, "options": options,
                "seats": [{"name": name, "kind": k, "level": ("easy", "hard")[i % 2]}
                          for i, (name, k) in enumerate(zip(("Aiko", "Ben", "Chiyo", "Dan"),
                                                            kinds, strict=False))]})
    for _ in range(moves):
        if s.game.is_over:
            break
        if s.ui.screen == "pass":
            s.reveal()
        if s.computer_to_move():
            s.ai_play(rng.choice(s.game.legal_moves()))
        elif s.legal_for_ui():
            s.play(rng.choice(s.legal_for_ui()))
        else:
            break
    s.writes = 3
    return s.to_save()


def page_saves(game_id: str) -> list[str]:
    """Page saves: one person against the computer, hot-seat (on the pass screen where the
    game has one), computers only to the end, and rule options."""
    from web.shell import protocol

    gi = protocol.registered(game_id)
    rng = random.Random(f"compat-{game_id}")
    options = ({"church_yen_per_faith": 1, "recall_scope": "one_area",
                "chinatown_import_line": "both"} if game_id == "yokohama" else {})
    out = [
        _play_session(gi, ("human", "computer"), 11, 40, {}, rng),
        _play_session(gi, ("human", "human", "human"), 12, 25, options, rng),
        _play_session(gi, ("computer", "computer", "computer", "computer"), 13, 60, {}, rng),
        _play_session(gi, ("computer", "computer"), 14, 100_000, {}, rng),
    ]
    # the hot-seat game shown on its pass screen, if the game hides anything
    s = gi.new_session(False)
    s.load(out[1])
    if s.secret:
        while s.ui.screen != "pass" and not s.game.is_over:
            if s.legal_for_ui():
                s.play(rng.choice(s.legal_for_ui()))
            else:
                break
        out.append(s.to_save())
    return out


def random_game(game_id: str, players: int, seed: int, moves: int | None,
                options: dict | None = None):
    module = _kind(game_id).module()
    game = module.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    count = 0
    while not game.is_over and (moves is None or count < moves):
        game.play(rng.choice(game.legal_moves()))
        count += 1
    return game


def engine_saves(game_id: str) -> dict[str, str]:
    module = _kind(game_id).module()
    options = ({"tech_fee_from_card": 5, "lone_majority": "first_and_second",
                "church_space_rule": "at_most"} if game_id == "yokohama" else None)
    saves = {
        "in_progress_2p": random_game(game_id, 2, 21, 150).to_json(),
        "in_progress_4p_options": random_game(game_id, 4, 22, 300, options).to_json(),
        "finished_3p": random_game(game_id, 3, 23, None).to_json(),
        "finished_4p": random_game(game_id, 4, 24, None).to_json(),
    }
    base = random_game(game_id, 3, 25, 120)
    positioned = module.from_position(base.position())
    rng = random.Random(25)
    for _ in range(40):
        if positioned.is_over:
            break
        positioned.play(rng.choice(positioned.legal_moves()))
    saves["from_position_3p"] = positioned.to_json()
    return saves


def main() -> None:
    from boardgame import share
    from web import games  # noqa: F401  (registers the page's games)
    from web.shell.archive_screen import add_finished

    out: dict[str, Any] = {"made_at": "475a9f2", "games": {}}
    archive_text: str | None = None
    for game_id in ("yokohama", "machikoro"):
        saves = engine_saves(game_id)
        pages = page_saves(game_id)
        finished = [saves["finished_3p"], saves["finished_4p"]]
        links = [share.encode(text) for text in finished]
        for text in finished:
            added = add_finished(archive_text, text, DATE.replace("10:", f"1{len(text) % 10}:"))
            assert added.text is not None, added.message
            archive_text = added.text
        out["games"][game_id] = {
            "engine_saves": {name: {"save": text, "reading": engine_reading(game_id, text)}
                             for name, text in saves.items()},
            "page_saves": [{"save": text, "reading": page_reading(game_id, text)}
                           for text in pages],
            "share_links": [{"link": link, "game": share.decode(link).game,
                             "save": share.decode(link).save} for link in links],
            "replay_files": [{"save": text, "reading": replay_reading(game_id, text)}
                             for text in finished],
        }
    from boardgame.archive import load_archive

    loaded = load_archive(archive_text)
    out["archive"] = {"stored": archive_text, "list": loaded.archive.list(),
                      "final_fingerprints": {
                          e.id: digest(_kind(e.game).fingerprint(
                              _kind(e.game).module().load_game(e.save)))
                          for e in loaded.archive.entries}}
    for game_id, data in out["games"].items():
        path = HERE / f"{game_id}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(path, path.stat().st_size)
    path = HERE / "archive.json"
    path.write_text(json.dumps({"made_at": out["made_at"], **out["archive"]}, indent=1,
                               ensure_ascii=False) + "\n", encoding="utf-8")
    print(path, path.stat().st_size)


if __name__ == "__main__":
    main()
