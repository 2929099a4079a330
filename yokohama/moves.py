"""Yokohama moves as values: ``parse(text)`` reads a move text, ``str(move)`` writes it back.

Like python-chess's ``Move.from_uci``/``uci()``: one frozen value per move kind of the grammar
(docs/moves.md), and one text per value, so ``str(parse(text)) == text`` for every move text.
The kinds whose text has options (``MoveTo``, ``Take``, ``Tech``, ``Exchange``, ``Church``,
``Customs``) also have a static ``write(...)`` giving the text without building the value,
for the legal-move generators (they list many moves, and fast).

Parsing checks the grammar only (words, positions ``rRcC``, amounts, the closed vocabularies
of pieces, payments, contributions and Chinatown lines); whether ids exist and whether a
move is legal now is for the rule modules and ``game.legal_moves()``, never decided here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, TypeAlias

from boardgame.safe_json import quote

from . import components as C
from .errors import InvalidMoveError

HIRE_KINDS = ("assistant", "shop", "house")  # in the order they must be hired (RULES 6.6)
TAKE_PAYMENTS = ("yen", "import")  # the second port card's price (RULES 6.4.2)
CONTRIBUTIONS = tuple(C.CHURCH_CONTRIBUTIONS)  # what a church offer may hold (RULES 6.8.3)
CHINATOWN_LINES = tuple(C.CHINATOWN_LINES)  # ``buy_copper`` ... as ``chinatown buy copper``

_POSITION = re.compile(r"r\d+c\d+")
_ID = re.compile(r"[a-z][a-z0-9_]*")
_AMOUNT = re.compile(r"[1-9]\d*")
_SAID = 40  # characters of a refused text said in its message


# --- additional actions (RULES 7) and the starting order (3.9.3) ---------------------------


@dataclass(frozen=True, slots=True)
class Keep:
    """``keep order_07``: keep this starting order."""

    word: ClassVar[str] = "keep"  # the first word of the text

    order: str

    def __str__(self) -> str:
        return f"keep {self.order}"


@dataclass(frozen=True, slots=True)
class Agent:
    """``agent r1c2``: a foreign agent acts in that area."""

    word: ClassVar[str] = "agent"

    area: str

    def __str__(self) -> str:
        return f"agent {self.area}"


@dataclass(frozen=True, slots=True)
class Claim:
    """``claim ach_b3``: claim an achievement."""

    word: ClassVar[str] = "claim"

    achievement: str

    def __str__(self) -> str:
        return f"claim {self.achievement}"


@dataclass(frozen=True, slots=True)
class Deliver:
    """``deliver order_07``: deliver an order from hand."""

    word: ClassVar[str] = "deliver"

    order: str

    def __str__(self) -> str:
        return f"deliver {self.order}"


@dataclass(frozen=True, slots=True)
class University:
    """``university``: pay ¥1, one assistant from the warehouse to hand."""

    word: ClassVar[str] = "university"

    def __str__(self) -> str:
        return "university"


@dataclass(frozen=True, slots=True)
class SpinningMill:
    """``spinning mill``: return 1 silk, take ¥2."""

    word: ClassVar[str] = "spinning"

    def __str__(self) -> str:
        return "spinning mill"


# --- placement and movement (RULES 5.2, 5.3) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """``place r1c2``: one assistant (Spread, or the Telegraph assistant)."""

    word: ClassVar[str] = "place"

    area: str

    def __str__(self) -> str:
        return f"place {self.area}"


@dataclass(frozen=True, slots=True)
class Pair:
    """``pair r1c2``: two assistants in one area."""

    word: ClassVar[str] = "pair"

    area: str

    def __str__(self) -> str:
        return f"pair {self.area}"


@dataclass(frozen=True, slots=True)
class MoveTo:
    """``move r2c1`` / ``move r2c1 via r1c2,r1c1``: the president moves, passing ``via``."""

    word: ClassVar[str] = "move"

    area: str
    via: tuple[str, ...] = ()

    def __str__(self) -> str:
        return MoveTo.write(self.area, self.via)

    @staticmethod
    def write(area: str, via: tuple[str, ...] | list[str] = ()) -> str:
        """The text of ``MoveTo(area, via)``, without building the value (legal moves)."""
        return f"move {area} via {','.join(via)}" if via else f"move {area}"

    @property
    def route(self) -> tuple[str, ...]:
        """The areas entered in order, the destination last."""
        return (*self.via, self.area)


@dataclass(frozen=True, slots=True)
class TramTo:
    """``tram r0c4``: a direct move with Tram."""

    word: ClassVar[str] = "tram"

    area: str

    def __str__(self) -> str:
        return f"tram {self.area}"


@dataclass(frozen=True, slots=True)
class StationTo:
    """``station r0c4``: a direct move with Station to the station area."""

    word: ClassVar[str] = "station"

    area: str

    def __str__(self) -> str:
        return f"station {self.area}"


@dataclass(frozen=True, slots=True)
class Recall:
    """``recall``: the president to hand; ``recall r1c2``: that area's assistants too."""

    word: ClassVar[str] = "recall"

    area: str | None = None

    def __str__(self) -> str:
        return f"recall {self.area}" if self.area else "recall"


# --- area actions (RULES 6) and the steps after them (5.5-5.7) -------------------------------


@dataclass(frozen=True, slots=True)
class Take:
    """``take order_07`` (first card) / ``take order_12 for yen`` (second, paid)."""

    word: ClassVar[str] = "take"

    order: str
    pay: str | None = None  # "yen" or "import" for the second card

    def __str__(self) -> str:
        return Take.write(self.order, self.pay)

    @staticmethod
    def write(order: str, pay: str | None = None) -> str:
        """The text of ``Take(order, pay)``, without building the value (legal moves)."""
        return f"take {order} for {pay}" if pay else f"take {order}"


@dataclass(frozen=True, slots=True)
class Tech:
    """``tech tech_05 yen 4 import 1``: gain a technology paying this much in total."""

    word: ClassVar[str] = "tech"

    card: str
    yen: int = 0
    imports: int = 0

    def __str__(self) -> str:
        return Tech.write(self.card, self.yen, self.imports)

    @staticmethod
    def write(card: str, yen: int = 0, imports: int = 0) -> str:
        """The text of ``Tech(card, yen, imports)``, without building the value."""
        text = f"tech {card}"
        if yen:
            text += f" yen {yen}"
        if imports:
            text += f" import {imports}"
        return text


@dataclass(frozen=True, slots=True)
class PutStation:
    """``put station r2c0``: place the station token."""

    word: ClassVar[str] = "put"

    area: str

    def __str__(self) -> str:
        return f"put station {self.area}"


@dataclass(frozen=True, slots=True)
class Hire:
    """``hire shop``: take one piece from the warehouse at the labor agency."""

    word: ClassVar[str] = "hire"

    piece: str  # one of HIRE_KINDS

    def __str__(self) -> str:
        return f"hire {self.piece}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """``chinatown buy copper``: one Chinatown exchange (its line id ``buy_copper``)."""

    word: ClassVar[str] = "chinatown"

    line: str  # one of CHINATOWN_LINES

    def __str__(self) -> str:
        return Exchange.write(self.line)

    @staticmethod
    def write(line: str) -> str:
        """The text of ``Exchange(line)``, without building the value (legal moves)."""
        return "chinatown " + line.replace("_", " ")


@dataclass(frozen=True, slots=True)
class Church:
    """``church church_5 offer tea,yen from hand``: an assistant on that church space."""

    word: ClassVar[str] = "church"

    space: str
    offer: tuple[str, ...] = ()  # contributions, in the text's order
    from_hand: bool = False  # the assistant comes from hand although the area holds one

    def __str__(self) -> str:
        return Church.write(self.space, self.offer, self.from_hand)

    @staticmethod
    def write(space: str, offer: tuple[str, ...] = (), from_hand: bool = False) -> str:
        """The text of ``Church(space, offer, from_hand)``, without building the value."""
        text = f"church {space} offer {','.join(offer)}" if offer else f"church {space}"
        return text + " from hand" if from_hand else text


@dataclass(frozen=True, slots=True)
class Customs:
    """``customs customs_3 from hand``: hand in the space's imports, an assistant there."""

    word: ClassVar[str] = "customs"

    space: str
    from_hand: bool = False

    def __str__(self) -> str:
        return Customs.write(self.space, self.from_hand)

    @staticmethod
    def write(space: str, from_hand: bool = False) -> str:
        """The text of ``Customs(space, from_hand)``, without building the value."""
        return f"customs {space} from hand" if from_hand else f"customs {space}"


@dataclass(frozen=True, slots=True)
class Bonus:
    """``bonus``: take the acting area's five-power token."""

    word: ClassVar[str] = "bonus"

    def __str__(self) -> str:
        return "bonus"


@dataclass(frozen=True, slots=True)
class BuildShop:
    """``build shop 2``: a shop on shop space 2 (1-4) of the acting area's tile."""

    word: ClassVar[str] = "build"

    space: int

    def __str__(self) -> str:
        return f"build shop {self.space}"


@dataclass(frozen=True, slots=True)
class BuildHouse:
    """``build house``: the trading house of the acting area's tile."""

    word: ClassVar[str] = "build"

    def __str__(self) -> str:
        return "build house"


@dataclass(frozen=True, slots=True)
class Leave:
    """``leave 1``: with Telephone, one assistant stays in the acting area."""

    word: ClassVar[str] = "leave"

    def __str__(self) -> str:
        return "leave 1"


@dataclass(frozen=True, slots=True)
class Done:
    """``done``: finish the current step."""

    word: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


Move: TypeAlias = (Keep | Agent | Claim | Deliver | University | SpinningMill | Place | Pair
                   | MoveTo | TramTo | StationTo | Recall | Take | Tech | PutStation | Hire
                   | Exchange | Church | Customs | Bonus | BuildShop | BuildHouse | Leave | Done)


# --- parsing -------------------------------------------------------------------------------


class _Unreadable(Exception):
    """Raised inside the readers; ``parse`` turns it into an ``InvalidMoveError``."""


def _position(word: str) -> str:
    if not _POSITION.fullmatch(word):
        raise _Unreadable(f"{quote(word, _SAID // 2)} is not an area position (rRcC)")
    return word


def _identifier(word: str) -> str:
    if not _ID.fullmatch(word):
        raise _Unreadable(f"{quote(word, _SAID // 2)} is not an id")
    return word


def _amount(word: str) -> int:
    if not _AMOUNT.fullmatch(word):
        raise _Unreadable(f"{quote(word, _SAID // 2)} is not an amount")
    return int(word)


def _one_of(word: str, choices: tuple[str, ...]) -> str:
    if word not in choices:
        raise _Unreadable(f"{quote(word, _SAID // 2)} is not one of {', '.join(choices)}")
    return word


def _arity(rest: list[str], *counts: int) -> None:
    if len(rest) not in counts:
        raise _Unreadable("wrong number of words")


def _from_hand(rest: list[str]) -> tuple[list[str], bool]:
    if rest[-2:] == ["from", "hand"]:
        return rest[:-2], True
    return rest, False


def _read_move(rest: list[str]) -> MoveTo:
    _arity(rest, 1, 3)
    if len(rest) == 1:
        return MoveTo(_position(rest[0]))
    if rest[1] != "via":
        raise _Unreadable("a route is written 'via A,B'")
    return MoveTo(_position(rest[0]), tuple(_position(a) for a in rest[2].split(",")))


def _read_recall(rest: list[str]) -> Recall:
    _arity(rest, 0, 1)
    return Recall(_position(rest[0]) if rest else None)


def _read_take(rest: list[str]) -> Take:
    _arity(rest, 1, 3)
    if len(rest) == 1:
        return Take(_identifier(rest[0]))
    if rest[1] != "for":
        raise _Unreadable("a second card is written 'for yen' or 'for import'")
    return Take(_identifier(rest[0]), _one_of(rest[2], TAKE_PAYMENTS))


def _read_tech(rest: list[str]) -> Tech:
    if not rest or len(rest) % 2 == 0 or len(rest) > 5:
        raise _Unreadable("a technology is written 'tech ID [yen N] [import N]'")
    paid = {"yen": 0, "import": 0}
    for key, amount in zip(rest[1::2], rest[2::2], strict=True):
        paid[_one_of(key, TAKE_PAYMENTS)] = _amount(amount)
    return Tech(_identifier(rest[0]), paid["yen"], paid["import"])


def _read_put(rest: list[str]) -> PutStation:
    _arity(rest, 2)
    _one_of(rest[0], ("station",))
    return PutStation(_position(rest[1]))


def _read_chinatown(rest: list[str]) -> Exchange:
    _arity(rest, 2)
    return Exchange(_one_of("_".join(rest), CHINATOWN_LINES))


def _read_church(rest: list[str]) -> Church:
    rest, from_hand = _from_hand(rest)
    _arity(rest, 1, 3)
    offer: tuple[str, ...] = ()
    if len(rest) == 3:
        if rest[1] != "offer":
            raise _Unreadable("contributions are written 'offer A,B'")
        offer = tuple(_one_of(item, CONTRIBUTIONS) for item in rest[2].split(","))
    return Church(_identifier(rest[0]), offer, from_hand)


def _read_customs(rest: list[str]) -> Customs:
    rest, from_hand = _from_hand(rest)
    _arity(rest, 1)
    return Customs(_identifier(rest[0]), from_hand)


def _read_build(rest: list[str]) -> BuildShop | BuildHouse:
    if rest == ["house"]:
        return BuildHouse()
    _arity(rest, 2)
    _one_of(rest[0], ("shop",))
    return BuildShop(int(_one_of(rest[1], ("1", "2", "3", "4"))))


def _words(*expected: str) -> Callable[[list[str]], list[str]]:
    def read(rest: list[str]) -> list[str]:
        if rest != list(expected):
            raise _Unreadable("expected " + " ".join(expected) if expected else "no more words")
        return rest
    return read


def _bare(kind: Callable[[], Move], *expected: str) -> Callable[[list[str]], Move]:
    check = _words(*expected)

    def read(rest: list[str]) -> Move:
        check(rest)
        return kind()
    return read


def _with(kind: Callable[[str], Move], word: Callable[[str], str]) -> Callable[[list[str]], Move]:
    def read(rest: list[str]) -> Move:
        _arity(rest, 1)
        return kind(word(rest[0]))
    return read


READERS: dict[str, Callable[[list[str]], Move]] = {
    "keep": _with(Keep, _identifier),
    "agent": _with(Agent, _position),
    "claim": _with(Claim, _identifier),
    "deliver": _with(Deliver, _identifier),
    "university": _bare(University),
    "spinning": _bare(SpinningMill, "mill"),
    "place": _with(Place, _position),
    "pair": _with(Pair, _position),
    "move": _read_move,
    "tram": _with(TramTo, _position),
    "station": _with(StationTo, _position),
    "recall": _read_recall,
    "take": _read_take,
    "tech": _read_tech,
    "put": _read_put,
    "hire": _with(Hire, lambda w: _one_of(w, HIRE_KINDS)),
    "chinatown": _read_chinatown,
    "church": _read_church,
    "customs": _read_customs,
    "bonus": _bare(Bonus),
    "build": _read_build,
    "leave": _bare(Leave, "1"),
    "done": _bare(Done),
}


@lru_cache(maxsize=8192)  # values are immutable; a game repeats its few thousand texts
def parse(text: str) -> Move:
    """The move value of a move text; ``InvalidMoveError`` (an ``IllegalMoveError``) if the
    text is not a move of the grammar, or not in its canonical form."""
    words = str(text).split(" ")
    reader = READERS.get(words[0])
    if reader is None:
        raise InvalidMoveError(f"{quote(text, _SAID)} is not a move: unknown word "
                               f"{quote(words[0], _SAID // 2)}")
    try:
        move = reader(words[1:])
    except _Unreadable as why:
        raise InvalidMoveError(f"{quote(text, _SAID)} is not a move: {why}") from None
    if str(move) != text:
        written = quote(str(move), _SAID)
        raise InvalidMoveError(f"{quote(text, _SAID)} is not a move text; it is written {written}")
    return move


__all__ = [
    "CHINATOWN_LINES", "CONTRIBUTIONS", "HIRE_KINDS", "READERS", "TAKE_PAYMENTS", "Agent",
    "Bonus", "BuildHouse", "BuildShop", "Church", "Claim", "Customs", "Deliver", "Done",
    "Exchange", "Hire", "Keep", "Leave", "Move", "MoveTo", "Pair", "Place", "PutStation",
    "Recall", "SpinningMill", "StationTo", "Take", "Tech", "TramTo", "University", "parse",
]
