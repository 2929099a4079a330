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


def said(key: str, **fields: object) -> str:
    """``t(key, **fields)`` that remembers its key and fields (a ``Text``)."""
    with recording():
        return t(key, **fields)


def _frozen(text: object) -> object | None:
    return freeze(text) if isinstance(text, Text) else None


def keep(ui, text: object, actions: list[tuple[str, str]], detail: str = "") -> None:
    """Show ``text`` (cut) and its (label, action) buttons in the message bar, remembering
    the recorded ones so a language switch can write them again; ``detail`` (technical,
    not translated) is shown folded away."""
    ui.message = short(text)
    ui.message_detail = short(detail) if detail else ""
    ui.message_actions = [(str(label), action) for label, action in actions]
    ui.said = {"message": (ui.message, _frozen(text)),
               "actions": [(str(label), _frozen(label)) for label, _ in actions]}


def retranslate(ui) -> None:
    """After a language switch: the message bar in the new language, while it still shows
    what :func:`keep` put there (a cleared or replaced message is left alone)."""
    said_now = getattr(ui, "said", None) or {}
    shown, src = said_now.get("message") or ("", None)
    if not ui.message or ui.message != shown:
        return
    if src is not None:
        ui.message = short(thaw(src))
    labels = said_now.get("actions") or []
    if len(labels) == len(ui.message_actions):
        ui.message_actions = [(thaw(frozen) if frozen is not None else label, action)
                              for (label, frozen), (_, action)
                              in zip(labels, ui.message_actions, strict=True)]
        labels = [(label, frozen) for (label, _), (_, frozen)
                  in zip(ui.message_actions, labels, strict=True)]
    ui.said = {"message": (ui.message, src), "actions": labels}


def lasting(text: object) -> object:
    """A note a screen keeps showing (the replay's, the archive's): what :func:`said` made,
    kept as its key and fields (JSON), so every draw writes it in the language of the moment
    (:func:`shown`); any other text as it is."""
    return freeze(text) if isinstance(text, Text) else str(text or "")


def shown(note: object) -> str:
    """The text of a :func:`lasting` note in the current language ("" for none)."""
    return thaw(note)
