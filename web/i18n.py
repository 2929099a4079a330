"""Languages of the page: compiled gettext catalogues, the current language, ``t`` and ``tn``.

A leaf: it imports nothing of the page and knows no game; it is handed its English texts.
The page's own texts (:mod:`web.shell.messages`) and each registered game's catalogue are
added with :func:`add_messages` (key -> English; a plural message is a ``(singular, plural)``
tuple); texts that are costly to read (a game's component names, from its data file) are added
as a source with :func:`add_message_source`, read the first time a key is not found. Each
translation is a gettext catalogue whose ``msgctxt`` is the key and ``msgid`` the English text
(``locale/<lang>/LC_MESSAGES/messages.po``, compiled by ``tools/i18n.py`` into ``<lang>.mo``,
read by :mod:`web.mo`). A message missing from a catalogue falls back to English, never to its
key. Pure: no DOM.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from web import mo

# code -> the language's own name (what the chooser shows)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "ja": "日本語",
    "pt": "Português",
    "pl": "Polski",
}
SOURCE_LANGUAGE = "en"
STORAGE_KEY = "app.lang"  # localStorage: the chosen language

Message = str | tuple[str, str]
MessageSource = Callable[[], Mapping[str, Message]]

_state: dict[str, Any] = {"lang": SOURCE_LANGUAGE,
                          "dir": Path(__file__).resolve().parent / "locale"}
_loaded: dict[str, mo.NullCatalogue] = {}
_recording = [0]  # > 0 inside ``recording()``
YOU_MARK = "~"  # ``key~field``: the message when seat field ``field`` is the person addressed


# ---- the English source -------------------------------------------------------------------

#: Every message added so far: key -> English.
MESSAGES: dict[str, Message] = {}
_sources: list[MessageSource] = []  # added, not read yet
_added: list[MessageSource] = []  # every source ever added


def add_messages(messages: Mapping[str, Message]) -> None:
    """Add English texts; a key that is already there must say the same."""
    for key, text in messages.items():
        if MESSAGES.get(key, text) != text:
            raise ValueError(f"message key {key!r} defined twice with different texts")
    MESSAGES.update(messages)


def add_message_source(source: MessageSource) -> None:
    """Add English texts that are read only when first needed (a key not found yet)."""
    if source not in _added:
        _added.append(source)
        _sources.append(source)


def _read_sources() -> bool:
    """Read the sources not read yet into :data:`MESSAGES`; whether there were any."""
    if not _sources:
        return False
    while _sources:
        add_messages(_sources.pop(0)())
    return True


def english() -> dict[str, Message]:
    """Every message key -> its English text (plural messages as ``(singular, plural)``)."""
    _read_sources()
    return dict(MESSAGES)


def _source(key: str) -> Message:
    if key not in MESSAGES:
        _read_sources()
    return MESSAGES[key]


def fields(text: str) -> frozenset[str]:
    """The ``{name}`` fields of a format string (``{{`` escapes are not fields)."""
    return frozenset(f for _, f, _, _ in string.Formatter().parse(text) if f)


# ---- catalogues ---------------------------------------------------------------------------

def set_locale_dir(path: str | Path) -> None:
    """Where the compiled catalogues ``<lang>.mo`` are (default: ``web/locale/``)."""
    _state["dir"] = Path(path)
    _loaded.clear()


def load_catalogue(lang: str, data: bytes) -> None:
    """Use the compiled catalogue ``data`` (the bytes of a .mo file) for ``lang``."""
    _loaded[lang] = mo.Catalogue(data)


def _catalogue(lang: str) -> mo.NullCatalogue:
    if lang not in _loaded:
        path = Path(_state["dir"]) / f"{lang}.mo"
        if lang != SOURCE_LANGUAGE and path.is_file():
            load_catalogue(lang, path.read_bytes())
        else:  # English, or no compiled catalogue: every message shows its English text
            _loaded[lang] = mo.NullCatalogue()
    return _loaded[lang]


def forget_catalogue(lang: str) -> None:
    """Look for ``lang``'s catalogue again on its next use (a language pack just arrived)."""
    _loaded.pop(lang, None)


def has_catalogue(lang: str) -> bool:
    """Whether a compiled catalogue was found for ``lang`` (English needs none)."""
    return lang == SOURCE_LANGUAGE or isinstance(_catalogue(lang), mo.Catalogue)


# ---- the current language -----------------------------------------------------------------

def pick_language(preferred: Iterable[str] | None) -> str:
    """The first supported language of a browser's list (``["pl-PL", "en"]`` -> ``"pl"``)."""
    for tag in preferred or ():
        code = str(tag).strip().replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def set_language(code: str | None) -> str:
    """Make ``code`` the current language (an unknown code means English); returns it."""
    lang = code if code in LANGUAGES else SOURCE_LANGUAGE
    _state["lang"] = lang
    return lang


def language() -> str:
    return str(_state["lang"])


def texts_now() -> tuple[object, ...]:
    """What a text made now depends on: the language, its catalogue (a new one when a
    language pack arrives), how many messages are known and the seat addressed."""
    lang = language()
    return lang, _catalogue(lang), len(MESSAGES), addressed()


def language_choices() -> list[tuple[str, str]]:
    """``(code, own name)`` of every language, in chooser order."""
    return list(LANGUAGES.items())


# ---- lookups ------------------------------------------------------------------------------

def _format(text: str, fallback: str, kw: Mapping[str, object]) -> str:
    if not kw:
        return text
    try:
        return text.format(**kw)
    except (KeyError, IndexError, ValueError):  # a broken translation: show the English
        return fallback.format(**kw)


class Text(str):
    """A text that remembers how it was made: a message (``key`` and ``fields``) or a join
    (``sep`` and ``parts``). Made only inside ``recording()``; ``freeze`` stores it as JSON and
    ``thaw`` writes it again, in the language current then."""

    key: str | None = None
    fields: dict[str, object] | None = None
    sep: object = None
    parts: list[object] | None = None


@contextmanager
def recording() -> Iterator[None]:
    """Within this block ``t``, ``tn`` and ``join`` return ``Text`` (for the game log)."""
    _recording[0] += 1
    try:
        yield
    finally:
        _recording[0] -= 1


class Seat(str):
    """A seat's name that remembers its seat: a message where it is the person addressed
    (``addressing``) uses its second-person variant ``key~field`` ("You build ...")."""

    seat: int = -1


def seat_name(name: object, seat: object) -> str:
    """``name`` as the name of ``seat`` (a plain string when ``seat`` is not a seat number)."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return str(name)
    out = Seat(str(name))
    out.seat = seat
    return out


@contextmanager
def addressing(seat: int | None) -> Iterator[None]:
    """Within this block messages speak to ``seat`` as "you" (None: to nobody)."""
    before = _state.get("you")
    _state["you"] = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
    try:
        yield
    finally:
        _state["you"] = before


def addressed() -> int | None:
    """The seat messages speak to as "you" now (None: nobody)."""
    you = _state.get("you")
    return you if isinstance(you, int) else None


def you_key(key: str, kw: Mapping[str, object]) -> str:
    """``key``, or its variant ``key~field`` for the first seat field that is the person
    addressed (when the catalogue has that variant)."""
    you = addressed() if kw else None
    if you is None:
        return key
    for name, value in kw.items():
        if isinstance(value, Seat) and value.seat == you and has(key + YOU_MARK + name):
            return key + YOU_MARK + name
    return key


def _message(text: str, key: str, kw: Mapping[str, object]) -> str:
    if not _recording[0]:
        return text
    out = Text(text)
    out.key, out.fields = key, dict(kw)
    return out


def join(sep: str, parts: Iterable[object]) -> str:
    """``sep.join(parts)`` that, when recording, remembers the parts (each may be a Text)."""
    parts = list(parts)
    text = sep.join(str(p) for p in parts)
    if not _recording[0]:
        return text
    out = Text(text)
    out.sep, out.parts = sep, parts
    return out


def freeze(value: object) -> object:
    """A JSON value for a (possibly nested) recorded text; plain strings stay as they are
    (names, numbers, and texts that are not catalogue messages)."""
    if isinstance(value, Text) and value.key is not None:
        return {"t": value.key, "f": {k: freeze(v) for k, v in (value.fields or {}).items()}}
    if isinstance(value, Text) and value.parts is not None:
        return {"j": freeze(value.sep), "p": [freeze(p) for p in value.parts]}
    if isinstance(value, Seat):
        return {"s": value.seat, "n": str(value)}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    return str(value)


def thaw(value: object) -> str:
    """The text of a ``freeze``d value in the current language. Never raises: an old save's
    plain line is shown as it is, a message key this version no longer has as nothing."""
    if isinstance(value, dict):
        if "t" in value:
            fields: Any = value.get("f") if isinstance(value.get("f"), dict) else {}
            args = {str(k): _thaw_field(v) for k, v in fields.items()}
            key = str(value["t"])
            if has(key):
                try:
                    return t(key, **args)
                except (KeyError, IndexError, ValueError):
                    pass
            return ""
        if "j" in value and isinstance(value.get("p"), list):
            return thaw(value["j"]).join(thaw(p) for p in value["p"])
        if "s" in value:
            return seat_name(thaw(value.get("n")), value["s"])
        return ""
    if isinstance(value, list):
        return " ".join(thaw(v) for v in value)
    return "" if value is None else str(value)


def _thaw_field(value: object) -> object:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else thaw(value)


def t(key: str, **kw: object) -> str:
    """The text of ``key`` in the current language with its fields filled in.

    A plural message takes its count from the field ``n`` (1 when absent). An unknown key
    raises ``KeyError``, as a typo should. A seat field (``seat_name``) that is the person
    addressed picks the variant ``key~field`` when there is one (recorded under ``key``).
    """
    said = you_key(key, kw)
    if said != key:
        out = t(said, **kw)
        return _message(str(out), key, kw)
    source = _source(key)
    if isinstance(source, tuple):
        n = kw.get("n", 1)
        rest = {k: v for k, v in kw.items() if k != "n"}
        return tn(key, n if isinstance(n, int) else 1, **rest)
    text = _catalogue(language()).pgettext(key, source)
    return _message(_format(text, source, kw), key, kw)


def tn(key: str, n: int, **kw: object) -> str:
    """The form of plural message ``key`` for the count ``n`` (also filled in as ``{n}``)."""
    said = you_key(key, kw)
    if said != key:
        return _message(str(tn(said, n, **kw)), key, {**kw, "n": n})
    source = _source(key)
    singular, plural = source if isinstance(source, tuple) else (source, source)
    text = _catalogue(language()).npgettext(key, singular, plural, n)
    return _message(_format(text, singular if n == 1 else plural, {**kw, "n": n}), key,
                    {**kw, "n": n})


def has(key: str) -> bool:
    """Whether ``key`` is a message (of the added texts, or of a source)."""
    return key in MESSAGES or (_read_sources() and key in MESSAGES)
