"""Texts on screen that follow a language switch (pure): the message bar and its buttons keep
what they say as catalogue keys and fields (``web.i18n.freeze``, as the log does) and are
written again in the new language (:func:`retranslate`); the notes of the replay, archive and
share screens are kept the same way and written at each draw (:func:`lasting`,
:func:`shown`). A text that is no catalogue message (an engine's words, an old save's line)
stays as it is."""

from __future__ import annotations

from web.i18n import Text, freeze, recording, thaw
from web.shell.messages import t
from web.shell.saves import short
from web.shell.ui_state import Notice


def said(key: str, **fields: object) -> str:
    """``t(key, **fields)`` that remembers its key and fields (a ``Text``)."""
    with recording():
        return t(key, **fields)


def _frozen(text: object) -> object | None:
    return freeze(text) if isinstance(text, Text) else None


def keep(ui, text: object, actions: list[tuple[str, str]], detail: str = "",
         kind: str = "info", section: str = "") -> None:
    """Show ``text`` (cut) and its (label, action) buttons in the message bar, in place of
    whatever it showed, remembering the recorded ones so a language switch can write them
    again; ``detail`` (technical, not translated) is shown folded away, ``section`` is the
    how-to section the message links to."""
    ui.notice = Notice(text=short(text), kind=kind,
                       actions=[(str(label), action) for label, action in actions],
                       detail=short(detail) if detail else "", section=section,
                       sources=[_frozen(text)] + [_frozen(label) for label, _ in actions])


def clear(ui) -> None:
    """Empty the message bar: the text and everything that belongs to it."""
    ui.notice = Notice()


def retranslate(ui) -> None:
    """After a language switch: the message bar in the new language (an empty bar, and texts
    that are no catalogue message, are left as they are)."""
    notice = ui.notice
    if not notice.text or len(notice.sources) != len(notice.actions) + 1:
        return
    source, *labels = notice.sources
    if source is not None:
        notice.text = short(thaw(source))
    notice.actions = [(thaw(frozen) if frozen is not None else label, action)
                      for frozen, (label, action) in zip(labels, notice.actions, strict=True)]


def lasting(text: object) -> object:
    """A note a screen keeps showing (the replay's, the archive's): what :func:`said` made,
    kept as its key and fields (JSON), so every draw writes it in the language of the moment
    (:func:`shown`); any other text as it is."""
    return freeze(text) if isinstance(text, Text) else str(text or "")


def shown(note: object) -> str:
    """The text of a :func:`lasting` note in the current language ("" for none)."""
    return thaw(note)
