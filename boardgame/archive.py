"""The archive of finished games, as pure data: entries, newest 50, one JSON text.

The page stores ``Archive.to_json()`` under its own localStorage key
(``web.shell.archive_screen.STORAGE_KEY``) and asks ``fits`` before storing, so a full storage
never pushes out the current game's save.
Loading is tolerant: a corrupt archive gives an error message and an empty archive; a corrupt
entry is skipped and counted. Saves are validated structurally here and fully when replayed.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import asdict, dataclass, field
from typing import Any

from .kinds import kind, kind_of_format

ARCHIVE_FORMAT = "boardgame-archive"
ARCHIVE_VERSION = 1
MAX_ENTRIES = 50
#: A default budget in UTF-16 code units (localStorage's unit), well inside the usual 5 MB.
DEFAULT_BUDGET = 2_000_000

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?")


class ArchiveError(ValueError):
    """A game cannot be archived (e.g. it is not finished); the message says why."""


@dataclass(frozen=True)
class Entry:
    """One finished game: when, which game, who sat, their scores, the winner, the save."""

    id: str
    date: str
    game: str
    seats: list[str]
    scores: list[int]
    winner: int | None
    save: str

    def summary(self) -> dict[str, Any]:
        """Everything but the save (for the archive list)."""
        data = asdict(self)
        del data["save"]
        return data


def entry_from_save(save_text: str, date: str) -> Entry:
    """Build an entry from a finished game's save (``date``: ISO 8601, from the page)."""
    if not isinstance(date, str) or not _DATE.fullmatch(date):
        raise ArchiveError(f"the date must be ISO 8601, got {date!r}")
    try:
        data = json.loads(save_text)
    except (TypeError, ValueError, RecursionError):
        raise ArchiveError("the save is not valid JSON") from None
    found = kind_of_format(data.get("format")) if isinstance(data, dict) else None
    if found is None:
        raise ArchiveError("the save is not a save of a known game")
    slim = {key: value for key, value in data.items() if key != "snapshot"}
    compact = json.dumps(slim, separators=(",", ":"), ensure_ascii=False)
    try:
        game = found.load_game(compact)
    except ValueError as error:
        raise ArchiveError(f"the save cannot be loaded: {error}") from None
    if not game.is_over:
        raise ArchiveError("only finished games are archived")
    checksum = zlib.crc32(compact.encode("utf-8"))
    return Entry(
        id=f"{found.name}-{checksum:08x}",
        date=date,
        game=found.name,
        seats=list(game.names),
        scores=list(found.final_scores(game)),
        winner=game.scores()["winner"],
        save=compact,
    )


def storage_size(text: str) -> int:
    """The size of ``text`` in localStorage's unit (UTF-16 code units)."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)  # astral: 2 units


@dataclass
class Archive:
    """Finished games, newest first, at most ``MAX_ENTRIES``."""

    entries: list[Entry] = field(default_factory=list)

    def add(self, entry: Entry) -> list[Entry]:
        """Add ``entry`` (replacing one with the same id); return the entries pushed out."""
        self.entries = [e for e in self.entries if e.id != entry.id]
        self.entries.append(entry)
        self.entries.sort(key=lambda e: e.date, reverse=True)
        dropped = self.entries[MAX_ENTRIES:]
        del self.entries[MAX_ENTRIES:]
        return dropped

    def delete(self, entry_id: str) -> bool:
        """Remove the entry with ``entry_id``; return whether there was one."""
        before = len(self.entries)
        self.entries = [e for e in self.entries if e.id != entry_id]
        return len(self.entries) < before

    def get(self, entry_id: str) -> Entry | None:
        """The entry with ``entry_id``, or None."""
        return next((e for e in self.entries if e.id == entry_id), None)

    def list(self) -> list[dict[str, Any]]:
        """Summaries (no saves), newest first."""
        return [e.summary() for e in self.entries]

    def to_json(self) -> str:
        """The whole archive as one JSON text."""
        return json.dumps({"format": ARCHIVE_FORMAT, "version": ARCHIVE_VERSION,
                           "entries": [asdict(e) for e in self.entries]},
                          separators=(",", ":"), ensure_ascii=False)

    def size_with(self, entry: Entry | None = None) -> int:
        """The stored size (UTF-16 units) of the archive, with ``entry`` added if given."""
        if entry is None:
            return storage_size(self.to_json())
        trial = Archive(list(self.entries))
        trial.add(entry)
        return storage_size(trial.to_json())

    def fits(self, entry: Entry | None = None, budget: int = DEFAULT_BUDGET) -> bool:
        """True if the archive (with ``entry`` added) stays within ``budget``."""
        return self.size_with(entry) <= budget


@dataclass(frozen=True)
class Loaded:
    """The result of loading: the archive, an error message (or None), entries skipped."""

    archive: Archive
    error: str | None = None
    skipped: int = 0


def load_archive(text: str | None) -> Loaded:
    """Read a stored archive; never raises. Nothing stored yet gives an empty archive."""
    if text is None or text == "":
        return Loaded(Archive())
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return Loaded(Archive(), "the archive of finished games is damaged")
    if not isinstance(data, dict) or data.get("format") != ARCHIVE_FORMAT:
        return Loaded(Archive(), "the stored archive is not an archive of finished games")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return Loaded(Archive(), "the archive of finished games has no valid version")
    if version > ARCHIVE_VERSION:
        return Loaded(Archive(), "the archive is from a newer version of this app")
    raw = data.get("entries")
    if not isinstance(raw, list):
        return Loaded(Archive(), "the archive of finished games is damaged")
    archive = Archive()
    skipped = 0
    for item in raw:
        entry = _entry(item)
        if entry is None or archive.get(entry.id) is not None:
            skipped += 1
        else:
            archive.entries.append(entry)
    archive.entries.sort(key=lambda e: e.date, reverse=True)
    skipped += len(archive.entries[MAX_ENTRIES:])
    del archive.entries[MAX_ENTRIES:]
    return Loaded(archive, None, skipped)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _entry(item: object) -> Entry | None:
    """A stored entry if every field is well-formed, else None."""
    if not isinstance(item, dict):
        return None
    try:
        entry = Entry(**{name: item[name] for name in Entry.__dataclass_fields__})
    except (KeyError, TypeError):
        return None
    seats, scores = entry.seats, entry.scores
    ok = (isinstance(entry.id, str) and bool(entry.id)
          and isinstance(entry.date, str) and bool(_DATE.fullmatch(entry.date))
          and kind(entry.game) is not None
          and isinstance(seats, list) and 2 <= len(seats) <= 4
          and all(isinstance(s, str) for s in seats)
          and isinstance(scores, list) and len(scores) == len(seats)
          and all(_is_int(s) for s in scores)
          and (entry.winner is None or (_is_int(entry.winner)
                                        and 0 <= entry.winner < len(seats)))
          and isinstance(entry.save, str))
    if not ok:
        return None
    try:
        save = json.loads(entry.save)
    except (ValueError, RecursionError):
        return None
    if not isinstance(save, dict) or kind_of_format(save.get("format")) is not kind(entry.game):
        return None
    return entry
