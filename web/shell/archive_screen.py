"""The archive of finished games on the page (pure): adding a finished game within the storage
budget, and the archive screen (list, replay, charts, export, delete).

The binding stores :meth:`boardgame.archive.Archive.to_json` under :data:`STORAGE_KEY`; it
writes the current game's save first and the archive after, and the archive is kept within
:data:`BUDGET`, so it never takes the room the current game's save needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgame.archive import DEFAULT_BUDGET, Archive, ArchiveError, entry_from_save, load_archive
from web.shell import protocol
from web.shell.frame import btn, header_bar
from web.shell.messages import t
from web.shell.pieces import esc, seat_icon
from web.shell.ui_state import UiState

STORAGE_KEY = "app.archive"
BUDGET = DEFAULT_BUDGET  # UTF-16 units: well inside the usual 5 M, leaving room for saves


@dataclass(frozen=True)
class Added:
    """The result of archiving: the new stored text (None: nothing to write) and a notice."""

    text: str | None
    message: str = ""
    entry_id: str = ""


def add_finished(stored: str | None, engine_save: str, date: str,
                 budget: int = BUDGET) -> Added:
    """Add a finished game's engine save to the stored archive text. A damaged stored archive
    is never overwritten; an archive over ``budget`` is left as it is (with a notice)."""
    loaded = load_archive(stored)
    if loaded.error:
        return Added(None, t("ar_damaged", reason=loaded.error))
    try:
        entry = entry_from_save(engine_save, date)
    except ArchiveError as e:
        return Added(None, t("ar_not_added", reason=str(e)))
    archive = loaded.archive
    if not archive.fits(entry, budget):
        return Added(None, t("ar_full"))
    archive.add(entry)
    return Added(archive.to_json(), "", entry.id)


def delete(stored: str | None, entry_id: str) -> str | None:
    """The stored text without ``entry_id`` (None if there was nothing to delete)."""
    loaded = load_archive(stored)
    if loaded.error or not loaded.archive.delete(entry_id):
        return None
    return loaded.archive.to_json()


def load(stored: str | None) -> tuple[Archive, str]:
    """The archive and a notice (damaged archive, or entries skipped)."""
    loaded = load_archive(stored)
    if loaded.error:
        return loaded.archive, t("ar_damaged", reason=loaded.error)
    if loaded.skipped:
        return loaded.archive, t("ar_skipped", n=loaded.skipped)
    return loaded.archive, ""


def _date(text: str) -> str:
    return text[:16].replace("T", " ")


def _game_title(game: str) -> str:
    gi = protocol.game(game)
    return t(gi.title_key) if gi is not None else game


def render(archive: Archive, ui: UiState, message: str = "") -> str:
    """The archive screen: newest first, each game with its seats, scores and winner."""
    bar = header_bar(t("ar_title"), ui, None)
    start = bar.index('<div class="tools">')
    out = [bar[:start], '<div class="tools">',
           btn(t("close"), action="ar-close", cls="tool", extra=' id="ar-close"'),
           '</div></header><div class="archive" id="archive">']
    if message:
        out.append(f'<div class="msg info top" id="ar-note">{esc(message)}</div>')
    if not archive.entries:
        out.append(f'<p class="ar-empty" id="ar-empty">{esc(t("ar_empty"))}</p>')
    out.append('<ol class="ar-list" id="ar-list">')
    for e in archive.entries:
        seats = []
        for i, (name, score) in enumerate(zip(e.seats, e.scores, strict=True)):
            won = " ar-winner" if e.winner == i else ""
            seats.append(f'<li class="ar-seat{won}">{seat_icon(i)}{esc(name)} '
                         f'<b>{esc(score)}</b></li>')
        winner = (t("winner", name=e.seats[e.winner]) if isinstance(e.winner, int)
                  else t("ar_no_winner"))
        eid = esc(e.id)
        out.append(f'<li class="ar-entry" data-entry="{eid}" data-game="{esc(e.game)}">'
                   f'<div class="ar-head"><b>{esc(_game_title(e.game))}</b> · '
                   f'<time datetime="{esc(e.date)}">{esc(_date(e.date))}</time> · '
                   f'<span class="ar-win">{esc(winner)}</span></div>'
                   f'<ul class="ar-seats">{"".join(seats)}</ul><div class="row buttons">'
                   + btn(t("ar_replay"), action=f"ar-replay:{e.id}")
                   + btn(t("st_open"), action=f"ar-stats:{e.id}")
                   + btn(t("share_link"), action=f"ar-share:{e.id}")
                   + btn(t("ar_export"), action=f"ar-export:{e.id}", cls="ghost")
                   + btn(t("ar_delete"), action=f"ar-delete:{e.id}", cls="ghost danger")
                   + "</div></li>")
    out.append("</ol></div>")
    return "".join(out)
