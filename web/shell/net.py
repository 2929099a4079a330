"""Online play (issue 22): the protocol between the host's page and its guests. Pure Python.

The host's page is the one authority: it runs the engine, the computer seats and the saves, as
for any game. Each remote seat is one link (a WebRTC data channel, ``web/net.js``); a link is
bound to its seat when it is made (an invite is made for one seat) or, in the room mode, by the
first ``hello`` that claims a free seat. From then on the seat of every message is the link's,
never a field of the message.

Guest -> host (each at most :data:`MAX_IN` characters, at most :data:`RATE_PER_S` a second)::

    hello {app, proto, table, seat?, tok?}    join or rejoin (seat: a room-mode claim)
    move  {tok, n, v, move}                   a canonical move text for position version v
    undo  {tok, n, v}                         take back my last move (within my turn)
    chat  {tok, n, text} / react {tok, n, what}
    pong  {tok} / sync {tok}                  heartbeat / please send everything again

Host -> guest::

    welcome {seat, tok, table, game}          the per-seat token: only ever on the channel
    state {v, seat, view, legal, names, previews, log_at, log, seats, ...}
    log {at, lines}                           more log lines before a state (long logs)
    refused {code, why?, move?}  chat {line}  ping {}  error {code}

``n`` numbers a guest's messages: one already seen is a replay and is refused. ``v`` is the
host's position version: a move for an older position is refused and the state sent again.
Invites and answers are "codes": the session description and a few fields as JSON, deflated
against a preset dictionary of a typical offer and written in base64url (:func:`pack_code`).
"""

from __future__ import annotations

import base64
import json
import os
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from boardgame import safe_json
from boardgame.schema import Int, Nullable, Obj, SchemaError, Str, check

PROTO = 1
APP = "boardgame-net"
MAX_IN = 16 * 1024  # longest message a guest may send (a move is tiny)
MAX_FROM_HOST = 2_000_000  # longest message a guest reads from its host
MAX_CODE = 6_000  # longest invite or answer code read
RATE_PER_S = 10.0  # a guest's messages per second, on average ...
BURST = 20  # ... with this many at once
STRIKES = 60  # refused messages after which a link is closed
PING_S = 2.0  # the host's heartbeat
AWAY_S = 7.0  # a seat that said nothing for this long is away (three heartbeats missed)
HOST_LOST_S = 9.0  # a guest that heard nothing from its host for this long says so
# A guest whose hello the host has not answered says it again after this long, up to
# HELLO_TRIES times in all: Chromium, on loopback with both cores busy, opened the channel on
# both sides and lost the guest's first message in 1 connection of 73, and in 5 of 150
# (bench/net_bench.py --connections 150 --busy 2: all 5 joined on the second hello).
HELLO_AGAIN_S = 2.0
HELLO_TRIES = 5
INVITE_S = 300  # how long an invite is offered (one still worked after 4 minutes)
ANSWER_S = 180  # how soon an answer must reach the host (about 3 minutes)
CHAT_LEN = 200
CHAT_KEEP = 60
LOG_CHUNK = 120  # log lines per message
REACTIONS = {"thumbs": "👍", "smile": "😀", "wow": "😮", "think": "🤔", "clap": "👏"}
TOKEN_RE = re.compile(r"[0-9a-f]{32}")
ID_RE = re.compile(r"[A-Za-z0-9_-]{1,40}")

# A typical data-channel offer: the preset dictionary of the codes' deflate (what both sides
# share, so the code carries only what differs). Changing it changes CODE_V.
CODE_V = "1"
SDP_DICT = (
    b"v=0\r\no=- 3176784194010304542 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n"
    b"a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n"
    b"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
    b"a=candidate:2147303012 1 udp 2122194687 192.168.1.2 47591 typ host generation 0 "
    b"network-id 1 network-cost 10\r\n"
    b"a=candidate:3519062504 1 udp 1686052607 203.0.113.7 34016 typ srflx raddr 192.168.1.2 "
    b"rport 47591 generation 0 network-id 1 network-cost 10\r\n"
    b"a=candidate:20110588 1 tcp 1518214911 127.0.0.1 9 typ host tcptype active generation 0 "
    b"network-id 3 network-cost 50\r\n"
    b"a=candidate:1390734015 1 udp 2122267903 ::1 33555 typ host generation 0 network-id 4\r\n"
    b"a=candidate:3602042200 1 udp 2122134271 fd00::2 58637 typ host generation 0 "
    b"network-id 2\r\n"
    b"a=candidate:1 1 udp 2113937151 0b3a1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local 54400 typ host "
    b"generation 0 network-cost 999\r\n"
    b"a=ice-ufrag:NfiK\r\na=ice-pwd:CJd4gMoOfPWhHdjLijyRyNJ+\r\na=ice-options:trickle\r\n"
    b"a=fingerprint:sha-256 AE:C3:47:7A:93:9A:6B:15:13:12:CB:A6:9B:AD:FC:ED:0A:B3:42:D8:AA:4A:"
    b"D4:2C:CC:1E:DF:4D:15:D1:C4:12\r\na=setup:actpass\r\na=setup:active\r\na=mid:0\r\n"
    b"a=sctp-port:5000\r\na=max-message-size:262144\r\n"
    b'{"t":"","s":0,"g":"","h":"","n":"","k":"","at":0,"sdp":"'
)


class CodeError(ValueError):
    """A text that is not an invite (or answer) code of this version."""


class Refused(ValueError):
    """A guest's message that changes nothing; ``code`` says why (``refused`` message)."""

    def __init__(self, code: str, why: object = None):
        super().__init__(code)
        self.code = code
        self.why = why


# ---------------------------------------------------------------------- codes
def pack_code(kind: str, fields: dict[str, Any]) -> str:
    """An invite (``kind`` "i") or answer ("a") code: JSON, raw deflate with the preset
    dictionary, base64url without padding, after the kind and the code version."""
    body = json.dumps(fields, separators=(",", ":"), ensure_ascii=False).encode()
    z = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, SDP_DICT)
    data = z.compress(body) + z.flush()
    return kind + CODE_V + base64.urlsafe_b64encode(data).decode().rstrip("=")


def unpack_code(text: object, kind: str) -> dict[str, Any]:
    """The fields of a code made by :func:`pack_code`; CodeError for anything else. A link
    (``…#join=CODE``) or spaces around the code are fine."""
    if not isinstance(text, str):
        raise CodeError("not a code")
    text = "".join(text.split())
    for mark in ("#join=", "#answer=", "join=", "answer="):
        if mark in text:
            text = text.rsplit(mark, 1)[1]
    if len(text) > MAX_CODE or len(text) < 3 or text[0] != kind:
        raise CodeError("not a code of this kind")
    if text[1] != CODE_V:
        raise CodeError("a code of another version")
    raw = text[2:]
    if not re.fullmatch(r"[A-Za-z0-9_-]+", raw):
        raise CodeError("not a code")
    try:
        data = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
        z = zlib.decompressobj(-15, SDP_DICT)
        body = z.decompress(data, 4 * MAX_CODE)
        if z.unconsumed_tail:
            raise CodeError("too long")
        fields = safe_json.loads(body.decode(), max_chars=4 * MAX_CODE, max_depth=3)
    except (ValueError, zlib.error, UnicodeDecodeError) as e:
        raise CodeError(f"not a code ({e})") from None
    if not isinstance(fields, dict) or not isinstance(fields.get("sdp"), str):
        raise CodeError("not a code")
    try:
        check(fields, CODE_SCHEMA)
    except SchemaError as e:
        raise CodeError(str(e)) from None
    return fields


CODE_SCHEMA = Obj({"t": Str(max_len=40), "s": Int(0, 3), "g": Str(max_len=40),
                   "h": Str(max_len=40), "n": Str(max_len=40), "k": Str(max_len=40),
                   "at": Int(0, 2 ** 40), "sdp": Str(max_len=4 * MAX_CODE)},
                  optional={"g", "h", "n", "k", "at"})


ROOM_PREFIX = "bg-table-"


def room_peer_id(code: str) -> str:
    """The signaling server's id of the room ``code``. PeerJS refuses ('invalid-id') an id
    with '-' or '_' at an end or two of them together, which a base64url code has about one
    time in fifteen; so the code's bytes go in hex."""
    return ROOM_PREFIX + code.encode().hex()


def new_id(nbytes: int = 6) -> str:
    """A random id (base64url): table ids, room codes."""
    return base64.urlsafe_b64encode(os.urandom(nbytes)).decode().rstrip("=")


def new_token() -> str:
    """A seat token: 128 random bits in hex."""
    return os.urandom(16).hex()


def same_token(a: object, b: object) -> bool:
    """Compare two tokens without stopping at the first difference."""
    if not isinstance(a, str) or not isinstance(b, str) or len(a) != len(b) or not a:
        return False
    diff = 0
    for x, y in zip(a.encode(), b.encode(), strict=True):
        diff |= x ^ y
    return diff == 0


def loopback_only(sdp: str) -> str:
    """``sdp`` with only its 127.0.0.1 candidates (a test switch: every check stays on this
    machine's loopback)."""
    lines = sdp.split("\r\n")
    keep = [x for x in lines if not x.startswith("a=candidate:") or " 127.0.0.1 " in x]
    return "\r\n".join(keep)


# ---------------------------------------------------------------------- guest messages
_TOK = Str(max_len=64)
_N = Int(1, 2 ** 31)
_V = Int(0, 2 ** 31)
GUEST_SCHEMAS: dict[str, Obj] = {
    "hello": Obj({"type": Str(), "app": Str(max_len=40), "proto": Int(0, 1000),
                  "table": Str(max_len=40), "seat": Nullable(Int(0, 3)), "tok": _TOK},
                 optional={"seat", "tok"}),
    "move": Obj({"type": Str(), "tok": _TOK, "n": _N, "v": _V, "move": Str(max_len=300)}),
    "undo": Obj({"type": Str(), "tok": _TOK, "n": _N, "v": _V}),
    "chat": Obj({"type": Str(), "tok": _TOK, "n": _N, "text": Str(max_len=CHAT_LEN * 2)}),
    "react": Obj({"type": Str(), "tok": _TOK, "n": _N,
                  "what": Str(choices=tuple(REACTIONS))}),
    "pong": Obj({"type": Str(), "tok": _TOK}),
    "sync": Obj({"type": Str(), "tok": _TOK}),
}
NUMBERED = ("move", "undo", "chat", "react")


def read_guest_message(text: object) -> dict[str, Any]:
    """A guest's message checked completely (type, size, depth, fields), else Refused."""
    if not isinstance(text, str):
        raise Refused("binary")
    if len(text) > MAX_IN:
        raise Refused("too_big")
    try:
        data = safe_json.loads(text, max_chars=MAX_IN, max_depth=3)
    except safe_json.InputError:
        raise Refused("malformed") from None
    kind = data.get("type") if isinstance(data, dict) else None
    spec = GUEST_SCHEMAS.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise Refused("unknown")
    try:
        check(data, spec)
    except SchemaError:
        raise Refused("malformed") from None
    return data


def clean_text(text: str, limit: int = CHAT_LEN) -> str:
    """A chat line: control characters out, spaces folded, at most ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(text.split())[:limit]


class Bucket:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float = RATE_PER_S, burst: int = BURST):
        self.rate, self.burst = rate, float(burst)
        self.level = float(burst)
        self.at: float | None = None

    def take(self, now: float) -> bool:
        if self.at is not None:
            self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


# ---------------------------------------------------------------------- the host
@dataclass
class SeatLink:
    """One remote seat as the host keeps it."""

    seat: int
    token: str = ""
    link: str | None = None  # the live link bound to this seat
    seen: float = 0.0  # when it last said anything
    state: str = "empty"  # empty | connected | away
    last_n: int = 0  # the highest message number taken (a replay is refused)
    sent_log: list[Any] = field(default_factory=list)  # the log lines this guest has
    chat_sent: int = 0


@dataclass
class Link:
    id: str
    seat: int | None  # None: a room-mode link that has not claimed a seat yet
    invited: bool  # made by an invite for its seat (may replace the seat's token)
    bucket: Bucket = field(default_factory=Bucket)
    strikes: int = 0
    welcomed: bool = False


class Bridge:
    """What the host's protocol asks of the game (``web.shell.net_session.HostBridge``)."""

    version: int = 0
    game_id: str = ""

    def refresh(self) -> int:
        """The position's version now (a new number after any change of the game)."""
        return self.version

    def remote_seats(self) -> list[int]:
        raise NotImplementedError

    def state(self, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def play(self, seat: int, move: str) -> Refused | None:
        raise NotImplementedError

    def undo(self, seat: int) -> bool:
        raise NotImplementedError

    def log(self) -> list[Any]:
        raise NotImplementedError

    def seat_list(self) -> list[dict[str, Any]]:
        raise NotImplementedError


Out = list[tuple[str, str]]  # (link id, message text)


def encode(msg: dict[str, Any]) -> str:
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


class NetHost:
    """The host's side: seats, links, tokens, the chat; every guest message goes through
    :meth:`receive`. Sends are returned as (link, text) pairs; the binding sends them."""

    def __init__(self, table: str | None = None, seats: list[int] | None = None):
        self.table = table or new_id()
        self.seats: dict[int, SeatLink] = {s: SeatLink(s) for s in seats or []}
        self.links: dict[str, Link] = {}
        self.chat: list[dict[str, Any]] = []
        self.room = ""  # the room code, when the table is also open through a server
        self.stand_in: set[int] = set()  # remote seats a computer plays meanwhile
        self.refusals = 0  # guest messages refused (all links)
        self.events: list[tuple[str, int]] = []  # (what, seat) for the page to say

    # ---- saving (localStorage "net.host"): never in a game's save or replay
    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "room": self.room, "stand_in": sorted(self.stand_in),
                "seats": {str(k): {"token": v.token} for k, v in self.seats.items()},
                "chat": self.chat[-CHAT_KEEP:]}

    @classmethod
    def from_json(cls, data: object, seats: list[int]) -> NetHost:
        """The kept table (tokens, room, chat) for these remote seats; anything odd in it is
        left out (a fresh table then)."""
        host = cls(seats=seats)
        if not isinstance(data, dict) or not isinstance(data.get("table"), str) or \
                not ID_RE.fullmatch(data["table"]):
            return host
        host.table = data["table"]
        if isinstance(data.get("room"), str) and ID_RE.fullmatch(data["room"]):
            host.room = data["room"]
        kept: dict[str, Any] = data["seats"] if isinstance(data.get("seats"), dict) else {}
        for k, v in kept.items():
            if k.isdigit() and int(k) in host.seats and isinstance(v, dict) \
                    and isinstance(v.get("token"), str) and TOKEN_RE.fullmatch(v["token"]):
                host.seats[int(k)].token = v["token"]
        stand = data.get("stand_in")
        if isinstance(stand, list):
            host.stand_in = {s for s in stand if isinstance(s, int) and s in host.seats}
        chat = data.get("chat")
        if isinstance(chat, list):
            host.chat = [c for c in chat[-CHAT_KEEP:] if _chat_line_ok(c)]
        return host

    # ---- links
    def new_link(self, link_id: str, seat: int | None, invited: bool = True) -> None:
        self.links[link_id] = Link(link_id, seat, invited)

    def closed(self, link_id: str, now: float) -> bool:
        """A link went away; True when a seat is now away."""
        link = self.links.pop(link_id, None)
        if link is None or link.seat is None:
            return False
        sl = self.seats.get(link.seat)
        if sl is not None and sl.link == link_id:
            sl.link = None
            sl.state = "away"
            self.events.append(("away", sl.seat))
            return True
        return False

    def connected(self, seat: int) -> bool:
        sl = self.seats.get(seat)
        return sl is not None and sl.state == "connected"

    def _strike(self, link: Link, code: str) -> Out:
        self.refusals += 1
        link.strikes += 1
        if link.strikes > STRIKES:
            return [(link.id, "\x00close")]  # the binding closes the link
        return []

    # ---- a guest's message
    def receive(self, link_id: str, text: object, now: float, bridge: Bridge) -> tuple[Out, bool]:
        """Handle one message of a link. Returns (what to send, whether the game or the
        seats changed). A refused message changes nothing."""
        link = self.links.get(link_id)
        if link is None:
            return [], False
        if not link.bucket.take(now):
            return self._strike(link, "rate"), False
        try:
            msg = read_guest_message(text)
        except Refused as e:
            return self._strike(link, e.code) + self._refuse(link, e), False
        if msg["type"] == "hello":
            return self._hello(link, msg, now, bridge)
        sl = self.seats.get(link.seat) if link.seat is not None else None
        if sl is None or not link.welcomed or sl.link != link.id or \
                not same_token(msg.get("tok"), sl.token):
            return self._strike(link, "token"), False
        sl.seen = now
        changed = False
        if sl.state != "connected":
            sl.state, changed = "connected", True
        kind = msg["type"]
        if kind in NUMBERED:
            if msg["n"] <= sl.last_n:
                return self._strike(link, "replay") + self._refuse(link, Refused("replay")), \
                    changed
            sl.last_n = msg["n"]
        if kind == "pong":
            return [], changed
        if kind == "sync":
            sl.sent_log = []
            return self.state_for(sl, bridge), changed
        if kind in ("chat", "react"):
            line: dict[str, Any] = {"seat": sl.seat, "at": int(now)}
            if kind == "chat":
                line["text"] = clean_text(msg["text"])
                if not line["text"]:
                    return [], changed
            else:
                line["react"] = msg["what"]
            return self.add_chat(line), True
        if msg["v"] != bridge.refresh():
            return self._refuse(link, Refused("stale"), msg.get("move")) + \
                self.state_for(sl, bridge), changed
        if kind == "undo":
            if not bridge.undo(sl.seat):
                return self._refuse(link, Refused("no_undo")), changed
            return [], True
        refusal = bridge.play(sl.seat, msg["move"])
        if refusal is not None:
            return self._refuse(link, refusal, msg["move"]) + self.state_for(sl, bridge), \
                changed
        return [], True

    def _refuse(self, link: Link, e: Refused, move: object = None) -> Out:
        msg: dict[str, Any] = {"type": "refused", "code": e.code}
        if e.why is not None:
            msg["why"] = e.why
        if isinstance(move, str):
            msg["move"] = move[:300]
        return [(link.id, encode(msg))]

    def _hello(self, link: Link, msg: dict[str, Any], now: float, bridge: Bridge
               ) -> tuple[Out, bool]:
        if msg["app"] != APP or msg["proto"] != PROTO:
            return [(link.id, encode({"type": "error", "code": "version"}))], False
        if msg["table"] != self.table:
            return [*self._strike(link, "foreign"), _error(link, "foreign")], False
        seat = link.seat
        if seat is None:  # a room-mode link: its claim decides, once
            seat = msg.get("seat")
            if not isinstance(seat, int) or seat not in self.seats:
                return [(link.id, encode({"type": "error", "code": "no_seat"}))], False
        sl = self.seats.get(seat)
        if sl is None:
            return [(link.id, encode({"type": "error", "code": "no_seat"}))], False
        if link.welcomed and sl.link == link.id:  # said again before the welcome arrived
            return [self._welcome(sl, bridge.game_id), *self.state_for(sl, bridge)], False
        tok = msg.get("tok")
        if sl.token and not same_token(tok, sl.token):
            if not link.invited:  # a room claim of a seat someone holds: refused
                return [*self._strike(link, "taken"), _error(link, "taken")], False
            sl.token = ""  # the host made a new invite for this seat: a new person may take it
        if not sl.token:
            sl.token = new_token()
            sl.last_n = 0
        out: Out = []
        if sl.link is not None and sl.link != link.id:
            out.append((sl.link, "\x00close"))
            self.links.pop(sl.link, None)
        link.seat, link.welcomed = seat, True
        sl.link, sl.seen, sl.state = link.id, now, "connected"
        sl.sent_log, sl.chat_sent = [], 0
        self.events.append(("joined", seat))
        out.append(self._welcome(sl, bridge.game_id))
        out += self.state_for(sl, bridge)
        out += self.chat_for(sl)
        return out, True

    def _welcome(self, sl: SeatLink, game_id: str) -> tuple[str, str]:
        assert sl.link is not None  # the seat's link was just set
        return sl.link, encode({"type": "welcome", "seat": sl.seat, "tok": sl.token,
                                "table": self.table, "game": game_id, "last_n": sl.last_n})

    # ---- sending
    def state_for(self, sl: SeatLink, bridge: Bridge) -> Out:
        """The seat's state (its view, moves, new log lines), after any log chunks."""
        if sl.link is None:
            return []
        log = bridge.log()
        at = 0
        sent = sl.sent_log
        while at < len(sent) and at < len(log) and sent[at] == log[at]:
            at += 1
        out: Out = []
        lines = log[at:]
        while len(lines) > LOG_CHUNK:
            out.append((sl.link, encode({"type": "log", "at": at, "lines": lines[:LOG_CHUNK]})))
            at += LOG_CHUNK
            lines = lines[LOG_CHUNK:]
        fields = bridge.state(sl.seat)
        state = {"type": "state", "v": bridge.refresh(), **fields,
                 "log_at": at, "log": lines, "seats": self.seat_list(bridge)}
        sl.sent_log = list(log)
        out.append((sl.link, encode(state)))
        return out

    def seat_list(self, bridge: Bridge) -> list[dict[str, Any]]:
        """Every seat: name, kind and, for remote seats, connected or away."""
        out = []
        for entry in bridge.seat_list():
            sl = self.seats.get(entry["seat"])
            out.append({**entry, "net": sl.state if sl is not None else ""})
        return out

    def broadcast(self, bridge: Bridge) -> Out:
        """Every connected seat's state (after any change of the game or the seats)."""
        out: Out = []
        for sl in self.seats.values():
            if sl.link is not None and self.links.get(sl.link) is not None and \
                    self.links[sl.link].welcomed:
                out += self.state_for(sl, bridge)
        return out

    def add_chat(self, line: dict[str, Any]) -> Out:
        self.chat.append(line)
        del self.chat[:-CHAT_KEEP]
        out: Out = []
        for sl in self.seats.values():
            out += self.chat_for(sl)
        return out

    def chat_for(self, sl: SeatLink) -> Out:
        if sl.link is None:
            return []
        new = self.chat[sl.chat_sent:] if sl.chat_sent <= len(self.chat) else self.chat
        sl.chat_sent = len(self.chat)
        return [(sl.link, encode({"type": "chat", "lines": new}))] if new else []

    def tick(self, now: float) -> tuple[Out, bool]:
        """The heartbeat: a ping to every live link; seats silent too long are away."""
        out: Out = []
        changed = False
        for sl in self.seats.values():
            if sl.link is None:
                continue
            out.append((sl.link, encode({"type": "ping"})))
            if sl.state == "connected" and now - sl.seen > AWAY_S:
                sl.state, changed = "away", True
                self.events.append(("away", sl.seat))
        return out, changed


def _error(link: Link, code: str) -> tuple[str, str]:
    return link.id, encode({"type": "error", "code": code})


def _chat_line_ok(line: object) -> bool:
    if not isinstance(line, dict) or not isinstance(line.get("seat"), (int, type(None))):
        return False
    text, react = line.get("text"), line.get("react")
    return (isinstance(text, str) and 0 < len(text) <= CHAT_LEN) or react in REACTIONS


# ---------------------------------------------------------------------- the guest
STATE_FIELDS = ("v", "seat", "view", "legal", "names", "previews", "log_at", "log", "seats",
                "current", "moves", "over", "final", "can_undo", "record", "game", "by")


class NetGuest:
    """A guest's side: what it last heard from its host, its token, its numbered messages.
    ``receive`` returns what changed ("welcome", "state", "refused", "chat", "error", "ping",
    "" when nothing)."""

    def __init__(self, table: str = "", seat: int | None = None):
        self.table = table
        self.seat = seat
        self.token = ""
        self.game = ""
        self.n = 0
        self.state: dict[str, Any] = {}
        self.log: list[Any] = []
        self.chat: list[dict[str, Any]] = []
        self.refused: dict[str, Any] | None = None
        self.error = ""
        self.pending: str | None = None
        self.heard = 0.0
        self.room = ""
        self.host_name = ""
        self.new_lines: list[Any] = []  # log lines that arrived with the last state
        self.greeting = ""  # the hello of the link just opened, until the host answers it
        self.greeted = 0.0
        self.greetings = 0

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "seat": self.seat, "token": self.token, "game": self.game,
                "n": self.n, "state": self.state, "log": self.log, "chat": self.chat[-CHAT_KEEP:],
                "room": self.room, "host": self.host_name}

    @classmethod
    def from_json(cls, data: object) -> NetGuest | None:
        if not isinstance(data, dict) or not isinstance(data.get("table"), str):
            return None
        g = cls(data["table"], data.get("seat") if isinstance(data.get("seat"), int) else None)
        g.token = data["token"] if isinstance(data.get("token"), str) else ""
        g.game = data["game"] if isinstance(data.get("game"), str) else ""
        g.n = data["n"] if isinstance(data.get("n"), int) else 0
        g.state = data["state"] if isinstance(data.get("state"), dict) else {}
        g.log = data["log"] if isinstance(data.get("log"), list) else []
        g.chat = [c for c in data.get("chat") or [] if _chat_line_ok(c)]
        g.room = data["room"] if isinstance(data.get("room"), str) else ""
        g.host_name = data["host"] if isinstance(data.get("host"), str) else ""
        return g

    def _next(self, msg: dict[str, Any]) -> str:
        self.n += 1
        return encode({**msg, "tok": self.token, "n": self.n})

    def hello(self, claim: int | None = None) -> str:
        msg: dict[str, Any] = {"type": "hello", "app": APP, "proto": PROTO, "table": self.table}
        if claim is not None:
            msg["seat"] = claim
        if self.token:
            msg["tok"] = self.token
        return encode(msg)

    def greet(self, now: float, claim: int | None = None) -> str:
        """The hello for a link just opened; ``greet_again`` says it once more until the host
        answers."""
        self.greeting = self.hello(claim)
        self.greeted, self.greetings = now, 1
        return self.greeting

    def greet_again(self, now: float) -> str | None:
        """The same hello again when the host has said nothing for ``HELLO_AGAIN_S`` since the
        last one (``HELLO_TRIES`` in all), else None."""
        if not self.greeting or self.greetings >= HELLO_TRIES or \
                now - self.greeted < HELLO_AGAIN_S:
            return None
        self.greeted, self.greetings = now, self.greetings + 1
        return self.greeting

    def move(self, move: str) -> str:
        self.pending, self.refused = move, None
        return self._next({"type": "move", "v": self.state.get("v", 0), "move": move})

    def undo(self) -> str:
        self.pending, self.refused = "undo", None
        return self._next({"type": "undo", "v": self.state.get("v", 0)})

    def say(self, text: str) -> str:
        return self._next({"type": "chat", "text": clean_text(text)})

    def react(self, what: str) -> str:
        return self._next({"type": "react", "what": what})

    def pong(self) -> str:
        return encode({"type": "pong", "tok": self.token})

    def sync(self) -> str:
        return encode({"type": "sync", "tok": self.token})

    def receive(self, text: object, now: float) -> str:
        """Take one message from the host (checked: size, JSON, shape)."""
        if not isinstance(text, str) or len(text) > MAX_FROM_HOST:
            return ""
        try:
            msg = safe_json.loads(text, max_chars=MAX_FROM_HOST, max_depth=40)
        except safe_json.InputError:
            return ""
        if not isinstance(msg, dict):
            return ""
        self.heard = now
        self.greeting = ""  # the host heard the hello
        kind = msg.get("type")
        if kind == "welcome":
            seat, tok = msg.get("seat"), msg.get("tok")
            if not isinstance(seat, int) or not isinstance(tok, str) or \
                    not TOKEN_RE.fullmatch(tok):
                return ""
            if tok != self.token:  # a new token: the numbering starts again
                self.n = msg["last_n"] if isinstance(msg.get("last_n"), int) else 0
            self.seat, self.token = seat, tok
            self.game = str(msg.get("game") or "")[:40]
            self.error = ""
            return "welcome"
        if kind == "log":
            return "log" if self._log(msg.get("at"), msg.get("lines")) else "sync"
        if kind == "state":
            state = {k: msg[k] for k in STATE_FIELDS if k in msg}
            if not isinstance(state.get("view"), dict):
                return ""
            before = len(self.log)
            if not self._log(msg.get("log_at"), msg.get("log")):
                self.state = state
                return "sync"
            self.new_lines = self.log[before:] if len(self.log) > before else []
            state.pop("log", None)
            self.state = state
            self.pending = None
            return "state"
        if kind == "refused":
            self.pending = None
            self.refused = {"code": str(msg.get("code"))[:40], "why": msg.get("why"),
                            "move": msg.get("move")}
            return "refused"
        if kind == "chat":
            lines = msg.get("lines")
            if isinstance(lines, list):
                self.chat.extend(c for c in lines if _chat_line_ok(c))
                del self.chat[:-CHAT_KEEP]
            return "chat"
        if kind == "error":
            self.error = str(msg.get("code"))[:40]
            return "error"
        if kind == "ping":
            return "ping"
        return ""

    def _log(self, at: object, lines: object) -> bool:
        if not isinstance(at, int) or not isinstance(lines, list) or at < 0:
            return False
        if at > len(self.log):
            return False  # lines are missing in between: ask for everything again
        self.log[at:] = lines
        return True


Clock = Callable[[], float]
