"""Online play's protocol and seat views (web/shell/net.py, net_session.py), without a browser:
host and guests wired in memory, whole games of both kinds, every byte sent to a guest
inspected for secrets, hostile messages refused."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from web.i18n import thaw
from web.machikoro.session import MkSession
from web.shell import net, net_pack
from web.shell.net_session import GuestSession, HostBridge, guest_session
from web.yokohama.session import YokohamaSession


def config(kinds, seed=11, level="easy"):
    names = ["Aiko", "Ben", "Chiyo", "Dan"]
    return {"players": len(kinds), "seed": seed, "options": {},
            "seats": [{"name": names[i], "kind": k, "level": level}
                      for i, k in enumerate(kinds)]}


class Wire:
    """A host and its guests, messages carried in memory; every text to a guest is kept."""

    def __init__(self, session, explain=None, secrets_of=None):
        self.s = session
        self.secrets_of = secrets_of  # (game, seat) -> what that seat must never be sent
        self.checked = 0
        self.bridge = HostBridge(session, explain)
        self.host = net.NetHost(seats=self.bridge.remote_seats())
        self.guests: dict[str, net.NetGuest] = {}
        self.sessions: dict[str, object] = {}
        self.sent: dict[str, list[str]] = {}  # link -> every text the host sent it
        self.closed: set[str] = set()
        self.now = 1000.0

    def join(self, seat: int, link: str | None = None, token: str = "") -> str:
        link = link or f"L{seat}-{len(self.guests)}"
        self.host.new_link(link, seat)
        g = net.NetGuest(self.host.table)
        g.token = token
        self.guests[link] = g
        self.sent[link] = []
        self.deliver(link, g.hello())
        return link

    def deliver(self, link: str, text: str) -> bool:
        """A guest's text to the host; the host's answers carried back."""
        self.now += 0.2
        out, changed = self.host.receive(link, text, self.now, self.bridge)
        self.carry(out)
        if changed:
            self.carry(self.host.broadcast(self.bridge))
        return changed

    def carry(self, out) -> None:
        for link, text in out:
            if text == "\x00close":
                self.closed.add(link)
                continue
            self.sent.setdefault(link, []).append(text)
            seat = self.host.links[link].seat if link in self.host.links else None
            if self.secrets_of is not None and seat is not None:
                self.checked += check_no_secret(text, self.secrets_of(self.s.game, seat),
                                                self.s.game.is_over)
            g = self.guests.get(link)
            if g is None:
                continue
            what = g.receive(text, self.now)
            if what == "sync":
                self.deliver(link, g.sync())

    def host_changed(self) -> None:
        self.carry(self.host.broadcast(self.bridge))


def play_computer_and_local(w: Wire, limit: int = 5000) -> None:
    """Let the host's own seats (computer or person) move until a remote seat decides."""
    s = w.s
    for _ in range(limit):
        g = s.game
        if g.is_over or s.is_remote(g.current_player):
            return
        if s.computer_to_move():
            s.ai_step()
        else:
            if s.ui.screen == "pass":
                s.reveal()
            s.play(s.legal_for_ui()[0])
        w.host_changed()


def guest_plays(w: Wire, link: str, rng: random.Random) -> None:
    g = w.guests[link]
    legal = g.state.get("legal") or []
    assert legal, "the guest decides but has no moves"
    w.deliver(link, g.move(rng.choice(legal)))


def whole_game(session, kinds, seed, secrets_of=None):
    session.new_game(config(kinds, seed))
    w = Wire(session, secrets_of=secrets_of)
    links = {seat: w.join(seat) for seat in w.host.seats}
    rng = random.Random(seed)
    for _ in range(20000):
        play_computer_and_local(w)
        g = session.game
        if g.is_over:
            break
        guest_plays(w, links[g.current_player], rng)
    assert session.game.is_over
    return w, links, w.checked


def check_no_secret(text: str, hidden: set[str], over: bool) -> int:
    """A text sent to a guest names nothing in ``hidden`` (what its seat may not know at the
    moment it is sent); the game's record and seed come only once the game is over."""
    data = json.loads(text)
    if not over:
        assert "record" not in data and '"seed"' not in text
    else:
        data.pop("record", None)
        data.pop("final", None)
    found = hidden & strings_in(data)
    assert not found, f"sent {sorted(found)[:3]}"
    return 1


def strings_in(value) -> set[str]:
    out: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(str(k))
            out |= strings_in(v)
    elif isinstance(value, list):
        for v in value:
            out |= strings_in(v)
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        out.add(str(value))
    return out


def yokohama_hidden(g, seat: int) -> set[str]:
    """What ``seat`` must never learn: other hands, kept draws, deck orders, the generator."""
    hidden: set[str] = set()
    g = g.state
    for p in g.players:
        if p.seat != seat:
            hidden |= set(p.orders)
    for who, draws in g.keep_draws.items():
        if who != seat:
            hidden |= set(draws)
    hidden |= set(g.order_deck) | set(g.unseen_orders) | set(g.tech_deck)
    hidden.add(str(g.rng.state))
    return hidden


def mk_hidden(g, seat: int) -> set[str]:
    return {str(g.state.rng)} | {str(x) for x in getattr(g.state, "queue", [])[:0]}


# ---------------------------------------------------------------------- codes
def test_codes_round_trip_and_stay_small():
    sdp = net.SDP_DICT.decode().split('{"t"')[0].replace("NfiK", "Ab3d")
    code = net.pack_code("i", {"t": "tbl", "s": 1, "g": "yokohama", "h": "Aiko", "n": "Ben",
                               "k": "L1", "at": 1700000000, "sdp": sdp})
    assert len(code) < 400
    fields = net.unpack_code("https://x.example/game/#join=" + code, "i")
    assert fields["sdp"] == sdp and fields["s"] == 1
    with pytest.raises(net.CodeError):
        net.unpack_code(code, "a")  # an invite is not an answer
    for bad in ("", "i1", "i1!!!", "i2" + code[2:], code[:40], "i1" + "A" * 7000, None, 5):
        with pytest.raises(net.CodeError):
            net.unpack_code(bad, "i")


def test_a_deflate_bomb_is_refused():
    import base64
    import zlib

    z = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, net.SDP_DICT)
    data = z.compress(b'{"sdp":"' + b"a" * 5_000_000 + b'"}') + z.flush()
    code = "a1" + base64.urlsafe_b64encode(data).decode().rstrip("=")
    with pytest.raises(net.CodeError):
        net.unpack_code(code, "a")


def test_loopback_only_keeps_loopback_candidates():
    sdp = "v=0\r\na=candidate:1 1 udp 1 127.0.0.1 5 typ host\r\na=candidate:2 1 udp 1 " \
          "192.0.2.2 6 typ host\r\na=end"
    assert net.loopback_only(sdp) == "v=0\r\na=candidate:1 1 udp 1 127.0.0.1 5 typ host\r\na=end"


# ---------------------------------------------------------------------- whole games
def test_machikoro_whole_game_with_a_remote_seat_and_a_computer():
    w, links, _ = whole_game(MkSession(), ["remote", "computer", "remote"], seed=4)
    for link in links.values():
        g = w.guests[link]
        assert g.state["over"] and g.state["final"]["rows"]
        assert g.log == w.s.ui.log  # every log line arrived, in order
        assert json.loads(g.state["record"])["moves"] == list(w.s.game.moves)


def test_yokohama_whole_game_no_message_to_a_guest_holds_a_secret():
    w, links, checked = whole_game(YokohamaSession(), ["human", "remote", "computer"], seed=8,
                                   secrets_of=yokohama_hidden)
    assert checked > 100
    g = w.guests[links[1]]
    assert g.state["over"] and g.log == w.s.ui.log
    assert thaw(g.log[-1])  # recorded lines, written in the guest's language


def test_the_guest_sees_its_own_view_and_moves_only_when_it_decides():
    s = YokohamaSession()
    s.new_game(config(["remote", "remote"], seed=3))
    w = Wire(s)
    a, b = w.join(0), w.join(1)
    cur = s.game.current_player
    mine, other = (a, b) if cur == 0 else (b, a)
    assert w.guests[mine].state["view"] == s.game.view(cur)
    assert w.guests[mine].state["legal"] == list(s.game.legal_moves())
    assert w.guests[other].state["legal"] == []
    assert set(w.guests[mine].state["names"]) == set(s.game.legal_moves())


# ---------------------------------------------------------------------- trust and bad input
@pytest.fixture()
def table():
    s = MkSession()
    s.new_game(config(["remote", "remote"], seed=5))
    w = Wire(s)
    a = w.join(0)
    b = w.join(1)
    return w, a, b


def unchanged(w: Wire):
    return (len(w.s.game.moves), w.bridge.version)


def test_a_move_out_of_turn_is_refused_with_why_not(table):
    w, a, b = table
    before = unchanged(w)
    other = b if w.s.game.current_player == 0 else a
    g = w.guests[other]
    w.deliver(other, g.move("roll 1"))
    assert g.refused["code"] == "not_your_turn"
    assert unchanged(w) == before


def test_an_illegal_move_is_refused_with_the_engines_reason(table):
    w, a, _ = table
    from web.machikoro import GAME

    w.bridge.explain = GAME.explain
    g = w.guests[a]
    before = unchanged(w)
    w.deliver(a, g.move("build tv_station"))
    assert g.refused["code"] == "illegal" and thaw(g.refused["why"])
    assert unchanged(w) == before


def test_a_seat_is_taken_from_the_link_never_from_the_message(table):
    w, a, b = table
    gb = w.guests[b]
    # b uses a's token and names seat 0: refused, nothing changes
    forged = json.dumps({"type": "move", "tok": w.guests[a].token, "n": 99, "v": w.bridge.version,
                         "move": "roll 1", "seat": 0})
    before = unchanged(w)
    w.deliver(b, forged)
    assert unchanged(w) == before
    # without the token, or with a wrong one
    for tok in ("", "0" * 32, gb.token[:-1] + "x"):
        w.deliver(b, json.dumps({"type": "move", "tok": tok, "n": 100, "v": w.bridge.version,
                                 "move": "roll 1"}))
    assert unchanged(w) == before


def test_replayed_stale_malformed_oversized_and_foreign_messages_change_nothing(table):
    w, a, _ = table
    g = w.guests[a]
    s = w.s
    assert s.game.current_player == 0
    text = g.move("roll 1")
    w.deliver(a, text)
    assert len(s.game.moves) == 1
    after = unchanged(w)
    w.deliver(a, text)  # the same message again: a replay
    assert unchanged(w) == after and g.refused["code"] == "replay"
    stale = json.dumps({"type": "move", "tok": g.token, "n": g.n + 5, "v": 0, "move": "pass"})
    w.deliver(a, stale)
    assert unchanged(w) == after and g.refused["code"] == "stale"
    for bad in ("", "{", "[]", "null", '{"type":"move"}', '{"type":"nope","tok":"x"}',
                json.dumps({"type": "move", "tok": g.token, "n": 1e9, "v": 1, "move": 5}),
                json.dumps({"type": "move", "tok": g.token, "n": 500, "v": 1, "move": "pass",
                            "extra": 1}),
                "[" * 5000, "x" * (net.MAX_IN + 1), b"bytes",
                json.dumps({"type": "chat", "tok": g.token, "n": 600, "text": "x" * 20000})):
        w.now += 1
        w.deliver(a, bad)
    assert unchanged(w) == after
    foreign = net.NetGuest("another-table").hello()
    w.host.new_link("F", 0)
    w.sent["F"] = []
    w.deliver("F", foreign)
    assert '"foreign"' in w.sent["F"][-1] and w.host.seats[0].link == a


def test_a_flood_is_rate_limited_and_then_cut_off(table):
    w, a, _ = table
    g = w.guests[a]
    out_all = []
    for _ in range(400):  # 400 messages at one instant
        out, _changed = w.host.receive(a, g.say("hi"), w.now, w.bridge)
        out_all += out
    assert len(w.host.chat) <= net.BURST
    assert (a, "\x00close") in out_all
    assert w.host.refusals > 300


def test_rejoin_with_the_token_keeps_the_seat_and_resyncs(table):
    w, a, _b = table
    s = w.s
    g = w.guests[a]
    w.deliver(a, g.move("roll 1"))
    w.host.closed(a, w.now)
    assert w.host.seats[0].state == "away"
    # the guest reloads: a new link with its kept token
    again = w.join(0, link="A2", token=g.token)
    g2 = w.guests[again]
    assert g2.token == g.token and g2.seat == 0
    assert g2.log == s.ui.log and g2.state["view"] == s.game.view(0)
    assert w.host.seats[0].state == "connected"


def test_room_claims_refuse_a_seat_someone_holds():
    s = MkSession()
    s.new_game(config(["remote", "remote"], seed=5))
    w = Wire(s)
    w.host.new_link("R1", None, invited=False)
    w.guests["R1"] = g1 = net.NetGuest(w.host.table)
    w.sent["R1"] = []
    w.deliver("R1", g1.hello(claim=1))
    assert g1.seat == 1 and g1.token
    w.host.new_link("R2", None, invited=False)
    w.guests["R2"] = g2 = net.NetGuest(w.host.table)
    w.sent["R2"] = []
    w.deliver("R2", g2.hello(claim=1))
    assert g2.error == "taken" and w.host.seats[1].link == "R1"


def test_a_guest_says_its_hello_again_until_the_host_answers():
    g = net.NetGuest("T")
    first = g.greet(10.0)
    assert g.greet_again(10.0 + net.HELLO_AGAIN_S - 0.1) is None
    again = [g.greet_again(10.0 + k * net.HELLO_AGAIN_S) for k in range(1, net.HELLO_TRIES + 2)]
    assert again[:net.HELLO_TRIES - 1] == [first] * (net.HELLO_TRIES - 1)
    assert again[net.HELLO_TRIES - 1:] == [None, None]  # HELLO_TRIES hellos in all
    g.greet(100.0)
    g.receive(json.dumps({"type": "ping"}), 101.0)
    assert g.greet_again(100.0 + 10 * net.HELLO_AGAIN_S) is None


def test_a_lost_hello_said_again_joins_the_seat():
    s = MkSession()
    s.new_game(config(["human", "remote"], seed=5))
    w = Wire(s)
    w.host.new_link("L", 1)
    w.guests["L"] = g = net.NetGuest(w.host.table)
    w.sent["L"] = []
    g.greet(w.now)  # lost on the way
    assert w.host.seats[1].state == "empty"
    w.deliver("L", g.greet_again(w.now + net.HELLO_AGAIN_S))
    assert g.seat == 1 and g.token and g.state["view"] == s.game.view(1)
    assert w.host.seats[1].state == "connected"


@pytest.mark.parametrize("claim", [None, 1])
def test_a_hello_said_twice_on_one_link_gets_the_same_welcome(claim):
    s = MkSession()
    s.new_game(config(["human", "remote"], seed=5))
    w = Wire(s)
    w.host.new_link("L", None if claim is not None else 1, invited=claim is None)
    g = net.NetGuest(w.host.table)
    w.sent["L"] = []
    hello = g.greet(w.now, claim=claim)
    w.deliver("L", hello)
    w.deliver("L", hello)  # the welcome was slow: the guest said it again
    welcomes = [json.loads(t) for t in w.sent["L"] if '"welcome"' in t]
    assert len(welcomes) == 2 and welcomes[0] == welcomes[1]
    assert not any('"error"' in t for t in w.sent["L"])
    assert w.host.seats[1].link == "L" and w.host.seats[1].token == welcomes[0]["tok"]


def test_heartbeat_marks_a_silent_seat_away(table):
    w, a, _ = table
    out, changed = w.host.tick(w.now + net.AWAY_S + 1)
    assert changed and w.host.seats[0].state == "away"
    assert any('"ping"' in text for _, text in out)
    w.deliver(a, w.guests[a].pong())
    assert w.host.seats[0].state == "connected"


def test_undo_within_the_remote_seats_own_turn():
    s = YokohamaSession()
    s.new_game(config(["remote", "computer"], seed=2))
    w = Wire(s)
    a = w.join(0)
    g = w.guests[a]
    play_computer_and_local(w)
    # play until the remote seat may undo a move of its own turn
    rng = random.Random(1)
    for _ in range(200):
        play_computer_and_local(w)
        if g.state.get("can_undo"):
            break
        guest_plays(w, a, rng)
    assert g.state.get("can_undo")
    n = len(s.game.moves)
    w.deliver(a, g.undo())
    assert len(s.game.moves) == n - 1 and g.log == s.ui.log


def test_chat_and_reactions_reach_every_seat_and_never_the_save(table):
    w, a, b = table
    w.deliver(a, w.guests[a].say("  hello\x07 there  "))
    w.deliver(b, w.guests[b].react("clap"))
    assert [c.get("text") or c.get("react") for c in w.guests[a].chat] == ["hello there", "clap"]
    assert w.guests[b].chat == w.guests[a].chat
    assert "hello there" not in w.s.to_save()


def test_host_table_kept_across_a_reload():
    host = net.NetHost(seats=[1, 2])
    host.seats[1].token = net.new_token()
    host.chat.append({"seat": 1, "text": "hi", "at": 1})
    kept = json.loads(json.dumps(host.to_json()))
    again = net.NetHost.from_json(kept, [1, 2])
    assert again.table == host.table and again.seats[1].token == host.seats[1].token
    assert again.chat == host.chat
    odd = net.NetHost.from_json({"table": "x" * 500, "seats": {"1": {"token": "zz"}}}, [1])
    assert odd.table != "x" * 500 and odd.seats[1].token == ""


def test_guest_session_draws_what_the_host_sent():
    from web.machikoro import GAME

    s = MkSession()
    s.new_game(config(["remote", "human"], seed=5))
    w = Wire(s)
    a = w.join(0)
    g = w.guests[a]
    guest = guest_session(GAME.new_session(False))
    assert isinstance(guest, GuestSession) and isinstance(guest, MkSession)
    sent = []
    guest.send_move = sent.append
    guest.show(g.state, g.log, [])
    assert guest.legal_for_ui() == list(s.game.legal_moves())
    html = GAME.render(guest.view(), guest.ui, guest.legal_for_ui())
    assert 'data-move="roll 1"' in html
    guest.play("roll 1")
    assert sent == ["roll 1"]
    assert guest.computer_to_move() is False


# ---------------------------------------------------------------------- online play's pack
def _zip(entries: dict[str, bytes], method: int = zipfile.ZIP_STORED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


@pytest.fixture(scope="module")
def built_pack(tmp_path_factory) -> bytes:
    """net/online.zip as tools/build_site.py writes it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import build_site

    out = tmp_path_factory.mktemp("site")
    build_site.write_net(out)
    return (out / "net" / "online.zip").read_bytes()


def test_the_built_pack_unpacks_where_the_page_imports_it(built_pack, tmp_path):
    assert net_pack.needed(tmp_path)
    written = net_pack.install(built_pack, tmp_path)
    assert written == sorted(net_pack.files())
    assert not net_pack.needed(tmp_path)
    # the modules (comments stripped) are the page's, on the same lines
    for m in net_pack.MODULES:
        ours = (net_pack.ROOT / "web" / "shell" / f"{m}.py").read_text(encoding="utf-8")
        theirs = (tmp_path / "web" / "shell" / f"{m}.py").read_text(encoding="utf-8")
        assert len(theirs.splitlines()) == len(ours.splitlines())
    assert (tmp_path / "segno" / "encoder.py").is_file()


def test_the_pack_is_checked_before_anything_is_written(built_pack, tmp_path):
    with zipfile.ZipFile(io.BytesIO(built_pack)) as zf:
        good = {n: zf.read(n) for n in zf.namelist()}
    bad_packs = [
        b"not a zip",
        _zip({**good, "web/shell/main.py": b"print('replaced')"}),  # another page module
        _zip({**good, "../outside.py": b""}),
        _zip({**good, "segno/../web/app.py": b""}),
        _zip({**good, "/etc/x": b""}),
        _zip({**good, "web/shell/net_dom.pyc": b""}),
        _zip({n: d for n, d in good.items() if n != "web/shell/net.py"}),  # one missing
        b"PK" + b"\0" * (net_pack.MAX_BYTES + 1),
    ]
    for data in bad_packs:
        with pytest.raises(net_pack.PackError):
            net_pack.install(data, tmp_path)
        assert list(tmp_path.iterdir()) == []
    # a deflate bomb: small archive, huge contents
    bomb = _zip({**good, "segno/LICENSE": b"\0" * (5 * net_pack.MAX_BYTES)},
                zipfile.ZIP_DEFLATED)
    assert len(bomb) < net_pack.MAX_BYTES
    with pytest.raises(net_pack.PackError):
        net_pack.install(bomb, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_the_page_starts_without_online_plays_modules():
    """With stand-ins for ``js`` and ``pyodide`` and the pack's modules hidden (as in a
    deploy's web.zip): importing the page (web.app) works, a friend's seat has its name, and
    none of the pack's modules was imported."""
    root = Path(__file__).resolve().parents[2]
    hidden = [f"web.shell.{m}" for m in net_pack.MODULES] + ["segno"]
    code = (
        "import sys, types\n"
        "class Hide:\n"
        f"    names = {hidden!r}\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name in self.names: raise ImportError(name)\n"
        "sys.meta_path.insert(0, Hide())\n"
        "sys.modules['js'] = types.ModuleType('js')\n"
        "ffi = types.ModuleType('pyodide.ffi')\n"
        "ffi.create_proxy = ffi.to_js = lambda *a, **k: None\n"
        "sys.modules['pyodide'] = types.ModuleType('pyodide')\n"
        "sys.modules['pyodide.ffi'] = ffi\n"
        "from web import app\n"
        "from web.shell.messages import t\n"
        f"print([m for m in {hidden!r} if m in sys.modules], t('kind_remote'))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "[] Friend on another device"


# The ids PeerJS accepts (its validateId, in the shipped peerjs.min.js).
PEER_ID_RE = re.compile(r"[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*")


@pytest.mark.parametrize("code", ["-abc", "abc_", "a--b", "a_-b", "_", "AbC9", "x-y_z"])
def test_a_room_peer_id_is_one_peerjs_accepts_for_any_room_code(code):
    """PeerJS refuses ids with '-' or '_' at an end or two together ('invalid-id'): one
    base64url room code in about fifteen has them, so its room never opened."""
    peer = net.room_peer_id(code)
    assert PEER_ID_RE.fullmatch(peer)
    assert peer != net.room_peer_id(code + "a")


def test_new_room_codes_all_make_accepted_peer_ids():
    for _ in range(500):
        assert PEER_ID_RE.fullmatch(net.room_peer_id(net.new_id()))
