"""How-to-play content: parse, table of contents, search, and the section for a context.

Content is data, one Markdown file per game and language (``howto.<lang>.md`` in the game's
content folder, which the game names: the page's ``GameUI.content``): sections start with
``## id: Title`` (or ``### id: Title`` for a sub-section), ids are stable across languages,
and cross-links are written ``[words](#id)``. ``keys.json`` next to it (language independent)
maps context keys to section ids: ``{"stage": {"move": "movement"}, "tech": "tech-{id}"}``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_LANG = "en"

_HEADING = re.compile(r"^(#{2,3}) ([A-Za-z0-9_\-]+): (.+?)\s*$")
_LINK = re.compile(r"\]\(#([A-Za-z0-9_\-]+)\)")
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# Hiragana, katakana, CJK ideographs (and their extensions), full-width forms: no spaces
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")


def _hits(word: str, text: str) -> int:
    """How often ``word`` (casefolded) occurs in ``text``: anywhere for unspaced scripts,
    else at word starts."""
    if _UNSPACED.search(word):
        return text.casefold().count(word)
    return sum(w.casefold().startswith(word) for w in _WORD.findall(text))


@dataclass(frozen=True)
class Section:
    """One section: stable id, title, heading level (2 or 3), Markdown body, parent id."""

    id: str
    title: str
    level: int
    body: str
    parent: str | None

    @property
    def links(self) -> list[str]:
        """Ids this section links to, in order."""
        return _LINK.findall(self.body)


class Howto:
    """The how-to-play text of one game in one language."""

    def __init__(self, title: str, sections: list[Section],
                 keys: dict[str, Any] | None = None) -> None:
        self.title = title
        self.sections = {s.id: s for s in sections}
        self.keys = keys or {}

    @classmethod
    def from_text(cls, text: str, keys: dict[str, Any] | None = None) -> Howto:
        """Parse the Markdown text; duplicate ids or text before the first section fail."""
        title = ""
        sections: list[Section] = []
        current: list[str] | None = None
        head: tuple[str, str, int] | None = None
        parent: str | None = None

        def close() -> None:
            if head is not None and current is not None:
                sid, stitle, level = head
                sections.append(Section(sid, stitle, level, "\n".join(current).strip(),
                                        parent if level == 3 else None))

        for line in text.splitlines():
            if line.startswith("# ") and not title and head is None:
                title = line[2:].strip()
                continue
            match = _HEADING.match(line)
            if match:
                close()
                level = len(match.group(1))
                head = (match.group(2), match.group(3), level)
                if level == 2:
                    parent = match.group(2)
                current = []
            elif line.startswith("#"):
                raise ValueError(f"heading without an id: {line!r}")
            elif current is None:
                if line.strip():
                    raise ValueError(f"text before the first section: {line!r}")
            else:
                current.append(line)
        close()
        ids = [s.id for s in sections]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ValueError(f"duplicate section ids: {duplicates}")
        return cls(title, sections, keys)

    def toc(self) -> list[dict[str, Any]]:
        """Table of contents in document order: ``{"id", "title", "level", "parent"}``."""
        return [{"id": s.id, "title": s.title, "level": s.level, "parent": s.parent}
                for s in self.sections.values()]

    def broken_links(self) -> list[tuple[str, str]]:
        """``(section, target)`` for every link to an id that does not exist."""
        return [(s.id, target) for s in self.sections.values() for target in s.links
                if target not in self.sections]

    def search(self, query: str, limit: int = 10) -> list[str]:
        """Ids of the sections containing every word of ``query``, best first.

        Words match at word starts; a word in a script written without spaces (Japanese,
        Chinese) matches anywhere in the text. A hit in the title counts three times; ties
        keep document order."""
        words = [w.casefold() for w in _WORD.findall(query)]
        if not words:
            return []
        scored: list[tuple[int, int, str]] = []
        for order, s in enumerate(self.sections.values()):
            total = 0
            for word in words:
                hits = 3 * _hits(word, s.title) + _hits(word, s.body)
                if not hits:
                    break
                total += hits
            else:
                scored.append((-total, order, s.id))
        return [sid for _, _, sid in sorted(scored)[:limit]]

    def section_for(self, kind: str, value: str) -> str | None:
        """The section for a context key, e.g. ``("stage", "move")``, ``("tech", "tram")``."""
        rule = self.keys.get(kind)
        if isinstance(rule, dict):
            sid = rule.get(value)
        elif isinstance(rule, str):
            sid = rule.format(id=value)
        else:
            sid = None
        return sid if sid in self.sections else None


def load(folder: Path, lang: str = DEFAULT_LANG) -> Howto:
    """Read ``<folder>/howto.<lang>.md`` (English when that language is missing) and
    ``<folder>/keys.json``."""
    path = folder / f"howto.{lang}.md"
    if not path.exists():
        path = folder / f"howto.{DEFAULT_LANG}.md"
    keys_path = folder / "keys.json"
    keys = json.loads(keys_path.read_text(encoding="utf-8")) if keys_path.exists() else {}
    return Howto.from_text(path.read_text(encoding="utf-8"), keys)


__all__ = ["Howto", "Section", "load"]
