"""The archive of finished games: newest 50, add/delete/list, one JSON text, tolerant loading."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from played_games import GAMES, played

from boardgame.archive import (
    MAX_ENTRIES,
    Archive,
    ArchiveError,
    entry_from_save,
    load_archive,
    storage_size,
)
from boardgame.replay import Replay


def entry(name: str = "machikoro", players: int = 2, date: str = "2026-05-01T10:00:00Z"):
    return entry_from_save(played(name, players).save, date)


def many(count: int) -> list:
    base = entry()
    return [replace(base, id=f"game-{i:03d}", date=f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}Z")
            for i in range(count)]


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_entry_holds_date_game_seats_scores_winner_and_a_replayable_save(name, players):
    game = played(name, players)
    made = entry_from_save(game.save, "2026-05-01")
    scores = game.final.scores()
    assert made.game == name and made.date == "2026-05-01"
    assert made.seats == list(game.final.names) and made.winner == scores["winner"]
    key = "vp" if name == "yokohama" else "landmarks_completed"
    assert made.scores == [row[key] for row in scores["players"]]
    assert Replay(made.save).finished and len(made.save) <= len(game.save)


def test_game_in_progress_is_not_archived():
    with pytest.raises(ArchiveError, match="only finished"):
        entry_from_save(played("yokohama", 2, stop_after=20).save, "2026-05-01")


@pytest.mark.parametrize("date", ["yesterday", "", "2026-5-1", None])
def test_entry_needs_an_iso_date(date):
    with pytest.raises(ArchiveError, match="ISO"):
        entry_from_save(played("machikoro", 2).save, date)


def test_adding_the_same_game_twice_keeps_one_entry():
    archive = Archive()
    archive.add(entry())
    archive.add(entry(date="2026-05-02"))
    assert len(archive.entries) == 1 and archive.entries[0].date == "2026-05-02"


def test_list_is_newest_first_without_saves():
    archive = Archive()
    old, new = entry("machikoro", 2, "2026-01-01"), entry("yokohama", 3, "2026-03-01")
    archive.add(new)
    archive.add(old)
    listed = archive.list()
    assert [e["id"] for e in listed] == [new.id, old.id]
    assert all("save" not in e for e in listed)


def test_only_the_newest_fifty_are_kept():
    archive = Archive()
    entries = many(MAX_ENTRIES + 3)
    dropped = []
    for e in entries:
        dropped += archive.add(e)
    assert len(archive.entries) == MAX_ENTRIES
    assert [e.id for e in dropped] == [e.id for e in entries[:3]]
    assert archive.entries[0].id == entries[-1].id


def test_delete_removes_one_entry():
    archive = Archive()
    a, b = entry("machikoro", 2), entry("yokohama", 2)
    archive.add(a)
    archive.add(b)
    assert archive.delete(a.id) and not archive.delete(a.id)
    assert [e.id for e in archive.entries] == [b.id] and archive.get(a.id) is None


def test_round_trip_through_json():
    archive = Archive()
    for name, players in GAMES:
        archive.add(entry(name, players, f"2026-05-0{players}T1{len(name) % 10}:00Z"))
    loaded = load_archive(archive.to_json())
    assert loaded.error is None and loaded.skipped == 0
    assert loaded.archive.entries == archive.entries


@pytest.mark.parametrize("text", [None, ""])
def test_nothing_stored_is_an_empty_archive_without_error(text):
    loaded = load_archive(text)
    assert loaded.archive.entries == [] and loaded.error is None


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "damaged"),
    ("[" * 50_000, "damaged"),
    ("[]", "not an archive"),
    ('{"format": "yokohama-save"}', "not an archive"),
    ('{"format": "boardgame-archive", "version": 9, "entries": []}', "newer version"),
    ('{"format": "boardgame-archive", "version": "1", "entries": []}', "version"),
    ('{"format": "boardgame-archive", "version": 1, "entries": {}}', "damaged"),
])
def test_corrupt_archive_gives_an_error_and_an_empty_list(text, message):
    loaded = load_archive(text)
    assert loaded.archive.entries == [] and message in loaded.error


def test_corrupt_entries_are_skipped_and_counted():
    good = entry()
    data = json.loads(Archive([good]).to_json())
    bad_save = {**data["entries"][0], "id": "x", "save": "{broken"}
    data["entries"] += [
        "a string",
        {**data["entries"][0], "id": "y", "winner": 7},
        {**data["entries"][0], "id": "z", "scores": [1]},
        {**data["entries"][0], "id": "w", "game": "chess"},
        {**data["entries"][0], "id": "v", "save": played("yokohama", 2).save},
        {key: value for key, value in data["entries"][0].items() if key != "date"},
        bad_save,
        data["entries"][0],  # a duplicate id
    ]
    loaded = load_archive(json.dumps(data))
    assert loaded.error is None and loaded.skipped == 8
    assert loaded.archive.entries == [good]


def test_size_budget_tells_whether_an_entry_fits():
    archive = Archive()
    archive.add(entry("yokohama", 4))
    new = entry("machikoro", 4)
    needed = archive.size_with(new)
    assert needed > archive.size_with() == storage_size(archive.to_json())
    assert archive.fits(new, budget=needed) and not archive.fits(new, budget=needed - 1)
    assert len(archive.entries) == 1  # asking never changes the archive


def test_storage_size_counts_utf16_units():
    assert storage_size("ab") == 2 and storage_size("é") == 1 and storage_size("🎲") == 2
