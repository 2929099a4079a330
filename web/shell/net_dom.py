"""The binding of online play (issue 22): the transport (``web/net.js``, the site's
``net/net.js``, loaded on first use), the host's table and the guest's, timers (heartbeat,
countdowns), links in the address (``#join=``, ``#answer=``, ``#room=``) and the ``net-*``
actions. The protocol is :mod:`web.shell.net`, the seat views :mod:`web.shell.net_session`,
the screens :mod:`web.shell.net_screen` (all pure). This module and those are online play's
pack (:mod:`web.shell.net_pack`), fetched on first use: :mod:`web.shell.dom_net` loads it,
then calls :func:`install_hooks` once and the functions it forwards to.

localStorage: ``net.host`` (the host's table: id, seat tokens, room, chat; never in a game's
save), ``net.guest`` (a guest's seat, token and its copy of its own view), ``net.settings``
(STUN/TURN servers, none unless the person names one; the room mode's server), ``net.inbox``
(an answer opened in another tab).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass, field
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from web import i18n
from web.shell import net, protocol
from web.shell import net_qr as qr
from web.shell import net_session as ns
from web.shell.dom_computer import schedule_ai
from web.shell.dom_draw import redraw
from web.shell.dom_state import HOOKS, NARROW_PX, PROXIES, TASKS, S, notify, py_value, session
from web.shell.dom_storage import archive_game, remove_key, save, stored, use_game
from web.shell.messages import t
from web.shell.net_pack import GUEST_KEY, HOST_KEY
from web.shell.session import Session

SETTINGS_KEY, INBOX_KEY = "net.settings", "net.inbox"
# No STUN or TURN server unless the person names one (the online-play settings): an invite
# code then contacts no server at all. Devices on one network connect without one; across
# networks they may need one.
DEFAULT_ICE = ""
DEFAULT_SERVER = "0.peerjs.com:443"
PEERJS_URL = "./net/peerjs.min.js"
NET_JS = "./net/net.js"
CONNECT_S = 15  # an accepted answer whose channel is not open by then: "did not connect"


@dataclass
class Online:
    """What online play keeps between events on this page: the transport, the host's table,
    the guest's seat, and the timer that drives both."""

    js: Any = None  # the transport module (web/net.js), once loaded
    # this page hosts: its table, the bridge to its session, that session, the invites by
    # seat and what was last sent on each link
    host: net.NetHost | None = None
    bridge: ns.HostBridge | None = None
    hs: Session | None = None
    invites: dict[int, dict[str, Any]] = field(default_factory=dict)
    sent: dict[Any, str] = field(default_factory=dict)
    room: dict[str, Any] = field(default_factory=dict)  # the host's room: stage, code, reason
    # this page is a guest: its seat, its table's session, its link to the host, the stage
    # of that link, what the guest screen shows of the host, the seat asked for in a room
    guest: net.NetGuest | None = None
    gs: ns.GuestSession | None = None
    glink: Any = None
    gstage: str = ""
    gnet: dict[str, Any] = field(default_factory=dict)
    room_seat: int = 0
    timer: Any = None  # the heartbeat and countdown interval
    tick: float = 0.0  # when it last ran (s)
    retry: float = 0.0  # when a lost guest next tries again (s)


N = Online()


# ---------------------------------------------------------------------- small helpers
def now() -> float:
    return float(js.performance.now()) / 1000


def epoch_ms() -> float:
    return float(js.Date.now())


def settings() -> dict:
    try:
        data = json.loads(stored(SETTINGS_KEY) or "{}")
    except ValueError:
        data = {}
    data = data if isinstance(data, dict) else {}
    return {"ice": str(data.get("ice", DEFAULT_ICE))[:2000],
            "server": str(data.get("server", DEFAULT_SERVER))[:200]}


def keep_settings(**changes) -> None:
    js.window.yokoStore(SETTINGS_KEY, json.dumps({**settings(), **changes}))


def test_mode() -> bool:
    """``?net=loopback``: no STUN, only 127.0.0.1 candidates (the e2e tests)."""
    params = js.URLSearchParams.new(js.location.search)
    return py_value(params.get("net")) == "loopback"


def ice_servers(text: str) -> list[dict]:
    """Lines "url [user password]" as RTCIceServer objects."""
    if test_mode():
        return []
    out = []
    for line in text.splitlines():
        parts = line.split()
        if not parts or not parts[0].startswith(("stun:", "turn:", "turns:")):
            continue
        entry = {"urls": parts[0]}
        if len(parts) >= 3:
            entry["username"], entry["credential"] = parts[1], parts[2]
        out.append(entry)
    return out


def parse_server(text: str) -> dict:
    """"host[:port][/path]" (``https://`` or port 443: secure)."""
    text = text.strip()
    secure = not text.startswith("http://")
    text = text.split("://", 1)[-1]
    hostport, _, path = text.partition("/")
    host, _, port = hostport.rpartition(":") if ":" in hostport else (hostport, "", "")
    try:
        port_n = int(port) if port else (443 if secure else 80)
    except ValueError:
        port_n = 443
    if port_n != 443 and not text.startswith("https"):
        secure = False
    return {"host": host or "localhost", "port": port_n, "path": "/" + path, "secure": secure}


def page_base() -> str:
    """The page's address without its fragment (links work from any sub-path)."""
    return str(js.location.href).split("#", 1)[0]


def to_object(value):
    return to_js(value, dict_converter=js.Object.fromEntries)


def spawn(coro) -> None:
    TASKS.append(asyncio.ensure_future(coro))
    TASKS[:] = [x for x in TASKS if not x.done()]


async def transport():
    """The transport module (``web/net.js``), imported and set up on first use."""
    if N.js is None:
        url = str(js.URL.new(NET_JS, js.document.baseURI).href)
        mod = await js.Function.new("u", "return import(u)")(url)
        cb = create_proxy(on_event)
        PROXIES.append(cb)
        mod.init(cb, to_object(ice_servers(settings()["ice"])),
                 to_object({"loopback": test_mode(), "maxIn": net.MAX_IN}))
        N.js = mod
        js.window.yokoKeepLang(NET_JS)  # the service worker keeps it (a reload offline)
    return N.js


def qr_svg(text: str, label: str) -> str:
    try:
        return qr.svg(text, label) if qr.available() else ""
    except Exception:
        return ""


def send(link: str | None, text: str) -> None:
    if link is None or N.js is None:
        return
    if text == "\x00close":
        N.js.close(link)
        return
    N.js.send(link, text)


def send_all(out) -> None:
    for link, text in out:
        if text.startswith('{"type":"state"'):
            if N.sent.get(link) == text:
                continue  # the same position again (a save without a change)
            N.sent[link] = text
        send(link, text)


# ---------------------------------------------------------------------- the host
def hosting() -> tuple[Session, net.NetHost, ns.HostBridge]:
    """The table this page hosts: its session, its NetHost and the bridge between them (only
    ever asked while this page hosts)."""
    s, host, bridge = N.hs, N.host, N.bridge
    assert s is not None and host is not None and bridge is not None, "this page hosts no table"
    return s, host, bridge


def guesting() -> net.NetGuest:
    """This page's seat at a friend's table (only ever asked while this page is a guest)."""
    assert N.guest is not None, "this page is no guest"
    return N.guest


def is_host(s) -> bool:
    return s is not None and s is N.hs


def setup_host(s, fresh: bool) -> None:
    """``s`` has remote seats: its table (kept tokens, room and chat if this is the same game)."""
    bridge = ns.HostBridge(s, protocol.registered(s.game_id).explain)
    seats = bridge.remote_seats() + [i for i, x in enumerate(s.config.get("seats", []))
                                     if x.get("kind") == "computer" and x.get("stand_in")]
    kept = None
    if not fresh:
        try:
            kept = json.loads(stored(HOST_KEY) or "null")
        except ValueError:
            kept = None
        if not isinstance(kept, dict) or kept.get("game") != s.game_id or \
                kept.get("seed") != s.config.get("seed"):
            kept = None
    host = net.NetHost.from_json(kept, seats) if kept else net.NetHost(seats=seats)
    old = N.host
    if old is not None:
        for link in list(old.links):
            send(link, "\x00close")
    N.host, N.bridge, N.hs, N.invites, N.sent = host, bridge, s, {}, {}
    s.ui.net = {"role": "host", "panel": fresh}
    keep_host()
    ensure_timer()
    if host.room and not fresh:
        spawn(open_room())


def keep_host() -> None:
    s, host = N.hs, N.host
    if s is None or host is None:
        return
    data = {**host.to_json(), "game": s.game_id, "seed": s.config.get("seed")}
    js.window.yokoStore(HOST_KEY, json.dumps(data))


def after_save(s) -> None:
    """The host's game changed (a move, an undo, a load): tell the guests."""
    if not is_host(s) or N.host is None or N.bridge is None:
        return
    send_all(N.host.broadcast(N.bridge))


def host_ui() -> dict:
    s, host, bridge = hosting()
    seats = []
    g = s.game
    cur = g.current_player if g is not None and not g.is_over else None
    names = {x.get("seat"): x.get("name") for x in bridge.seat_list()}
    for i, sl in host.seats.items():
        state = "computer" if i in host.stand_in else sl.state
        inv = N.invites.get(i)
        seats.append({"seat": i, "name": names.get(i, "?"), "state": state,
                      "current": cur == i, "invite": dict(inv) if inv else None})
    waiting = next((x for x in seats if x["current"]), None)
    room = dict(N.room)
    if room.get("stage") == "open":
        base = page_base()
        server = settings()["server"]
        room["links"] = {str(i): f"{base}#room={host.room}.{i}&s={server}" for i in host.seats}
    chat = [{**c, "name": names.get(c.get("seat"), "")} for c in host.chat]
    return {"role": "host", "panel": s.ui.net.get("panel", False), "seats": seats,
            "waiting": waiting, "room": room, "server": settings()["server"],
            "ice": settings()["ice"], "chat": chat}


async def make_invite(seat: int) -> None:
    s, host, _ = hosting()
    N.invites[seat] = {"stage": "making"}
    redraw()
    try:
        mod = await transport()
        made = json.loads(str(await mod.offer()))
    except Exception as e:
        N.invites.pop(seat, None)
        notify(t("net_no_connect") + f" ({str(e)[:80]})", "error")
        redraw()
        return
    old = N.invites.get(seat, {}).get("id")
    if old and old not in [sl.link for sl in host.seats.values()]:
        mod.close(old)
        host.links.pop(old, None)
    host.new_link(made["id"], seat, invited=True)
    seats = s.config.get("seats", [])
    code = net.pack_code("i", {"t": host.table, "s": seat, "g": s.game_id,
                               "h": host_name(s), "n": seats[seat]["name"], "k": made["id"],
                               "at": int(epoch_ms() / 1000), "sdp": made["sdp"]})
    link = f"{page_base()}#join={code}"
    N.invites[seat] = {"stage": "ready", "id": made["id"], "link": link, "code": code,
                       "until": epoch_ms() + net.INVITE_S * 1000,
                       "qr": qr_svg(link, t("net_qr_invite"))}
    js.document.body.dataset.netCode = str(len(code))
    redraw()


def host_name(s) -> str:
    people = s.humans()
    seats = s.config.get("seats", [])
    return seats[people[0]]["name"] if people else t("net_title")


async def accept_answer(text: str, seat: int | None = None) -> None:
    host = N.host
    if host is None:
        return
    try:
        fields = net.unpack_code(text, "a")
    except net.CodeError:
        if seat is not None:
            N.invites.setdefault(seat, {})["stage"] = "bad"
        redraw()
        return
    seat = fields["s"] if seat is None else seat
    inv = N.invites.get(seat) or {}
    if fields.get("t") != host.table or fields.get("k") != inv.get("id") or fields["s"] != seat:
        inv["stage"] = "bad"
        redraw()
        return
    inv["stage"] = "connecting"
    inv["accepted"] = now()
    redraw()
    try:
        await (await transport()).accept(inv["id"], fields["sdp"])
    except Exception:
        inv["stage"] = "failed"
        redraw()


async def open_room() -> None:
    s, host, _ = hosting()
    host.room = host.table  # the room code is the table's id (a guest's hello names it)
    keep_host()
    server = settings()["server"]
    N.room = {"stage": "opening", "code": host.room}
    redraw()
    try:
        mod = await transport()
        await mod.roomHost(PEERJS_URL, to_object(parse_server(server)), net.room_peer_id(host.room))
        N.room = {"stage": "open", "code": host.room}
        js.window.yokoKeepLang(PEERJS_URL)
    except Exception as e:
        N.room = {"stage": "failed", "code": host.room, "reason": str(e)[:80]}
    if s is session():
        redraw()


def stand_in(seat: int) -> None:
    """A computer plays the away seat (or the seat is given back to its friend)."""
    s, host, _ = hosting()
    seats = s.config.get("seats", [])
    if seat in host.stand_in:
        host.stand_in.discard(seat)
        seats[seat]["kind"] = "remote"
        seats[seat].pop("stand_in", None)
    elif seat in host.seats:
        host.stand_in.add(seat)
        seats[seat]["kind"] = "computer"
        seats[seat]["level"] = "normal"
        seats[seat]["stand_in"] = True
    s.ui.seats = seats
    s._after_change()
    keep_host()
    save(s)


def host_message(link: str, text: str) -> None:
    s, host, bridge = hosting()
    out, changed = host.receive(link, text, now(), bridge)
    send_all(out)
    host_events()
    if changed:
        keep_host()
        save(s)  # saved, then every guest gets the new position (after_save)
        if s is session():
            redraw()
            schedule_ai()


def host_events() -> None:
    """Seats that joined (their invite is done; a computer stand-in gives the seat back)."""
    _, host, _ = hosting()
    for what, seat in host.events:
        if what == "joined":
            N.invites.pop(seat, None)
            if seat in host.stand_in:
                stand_in(seat)
    host.events.clear()


# ---------------------------------------------------------------------- the guest
def guest_ui() -> dict:
    g = N.guest
    out = dict(N.gnet)
    out["role"] = "guest"
    out["stage"] = N.gstage
    if g is not None:
        out["host"] = out.get("host") or g.host_name
        names = {x.get("seat"): x.get("name") for x in g.state.get("seats") or []
                 if isinstance(x, dict)}
        out["chat"] = [{**c, "name": names.get(c.get("seat"), "")} for c in g.chat]
        out["pending"] = g.pending or ""
        out["room"] = g.room
        if isinstance(g.seat, int):
            out["seat_name"] = names.get(g.seat, out.get("seat_name", ""))
    return out


def keep_guest() -> None:
    g = N.guest
    if g is not None and g.token:
        js.window.yokoStore(GUEST_KEY, json.dumps(g.to_json()))


def show_guest_screen(stage: str, **fields) -> None:
    N.gstage = stage
    N.gnet.update(fields)
    s = session()
    if not getattr(s, "online_guest", False):
        s.ui.net = {"role": "guest"}
    redraw()


async def join_invite(code_text: str) -> None:
    """The friend's page: answer an invite (its code or link)."""
    try:
        fields = net.unpack_code(code_text, "i")
    except net.CodeError:
        show_guest_screen("error", error="net_bad_code")
        return
    game = protocol.game(fields.get("g", ""))
    host = fields.get("h", "")
    info = {"host": host, "seat_name": fields.get("n", ""),
            "game_title": t(game.title_key) if game else ""}
    if epoch_ms() / 1000 - fields.get("at", 0) > net.INVITE_S + 60:
        show_guest_screen("expired", error="net_old_invite", **info)
        return
    kept = net.NetGuest.from_json(parse_stored(GUEST_KEY))
    g = kept if kept is not None and kept.table == fields["t"] and kept.seat == fields["s"] \
        else net.NetGuest(fields["t"], fields["s"])
    g.host_name = host
    g.room = ""
    drop_guest_link()
    N.guest = g
    show_guest_screen("making", **info)
    try:
        mod = await transport()
        made = json.loads(str(await mod.answer(fields["sdp"])))
    except Exception as e:
        show_guest_screen("error", error="net_webrtc_missing" if "RTC" in str(e)
                          else "net_bad_code")
        return
    N.glink = made["id"]
    js.document.body.dataset.netLink = made["id"]
    code = net.pack_code("a", {"t": fields["t"], "s": fields["s"], "k": fields.get("k", ""),
                               "at": int(epoch_ms() / 1000), "sdp": made["sdp"]})
    link = f"{page_base()}#answer={code}"
    js.document.body.dataset.netAnswer = str(len(code))
    show_guest_screen("answer", answer=code, answer_link=link,
                      until=epoch_ms() + net.ANSWER_S * 1000,
                      qr=qr_svg(link, t("net_qr_answer")))


async def join_room(code: str, seat: int, server: str | None = None) -> None:
    """The friend's page: join a room (reconnects by itself when the link drops)."""
    if server:
        keep_settings(server=server)
    kept = net.NetGuest.from_json(parse_stored(GUEST_KEY))
    g = N.guest
    if g is None or g.room != code:
        g = kept if kept is not None and kept.room == code else net.NetGuest(code, seat)
    g.room = g.table = code
    N.guest = g
    N.room_seat = seat
    drop_guest_link()
    if not getattr(session(), "online_guest", False):
        show_guest_screen("room")
    else:
        N.gstage = "reconnecting"
        redraw()
    try:
        mod = await transport()
        link = str(await mod.roomJoin(PEERJS_URL, to_object(parse_server(settings()["server"])),
                                      net.room_peer_id(code)))
    except Exception:
        N.retry = now() + 3
        if not getattr(session(), "online_guest", False):
            show_guest_screen("error", error="net_bad_code")
        return
    N.glink = link
    js.document.body.dataset.netLink = link
    js.window.yokoKeepLang(PEERJS_URL)
    send(link, g.greet(now(), claim=seat))


def drop_guest_link() -> None:
    if N.glink is not None and N.js is not None:
        N.js.close(N.glink)
    N.glink = None
    if N.guest is not None:
        N.guest.greeting = ""


def guest_message(text: str) -> None:
    g = guesting()
    own = g.pending is not None
    what = g.receive(text, now())
    if what == "welcome":
        N.gstage = "connected"
        N.gnet.pop("answer", None)
        N.gnet.pop("qr", None)
        js.history.replaceState(js.Object.new(), "", page_base())
    elif what == "error" and g.error == "foreign" and g.room:
        pass
    elif what == "sync":
        send(N.glink, g.sync())
        return
    elif what == "state":
        show_guest_table(own)
    elif what == "refused":
        code = (g.refused or {}).get("code", "")
        why = (g.refused or {}).get("why")
        text = i18n.thaw(why) if why else t("net_refused_" + code) \
            if ("net_refused_" + code) in net_keys() else t("net_refused_illegal")
        s = session()
        if getattr(s, "online_guest", False):
            notify(text, "error")
    elif what == "error":
        key = "net_err_" + g.error
        show_guest_screen("error", error=key if key in net_keys() else "net_bad_code")
        return
    elif what == "ping":
        send(N.glink, g.pong())
        return
    if what in ("state", "chat", "refused", "welcome"):
        keep_guest()
        redraw()


def net_keys() -> set:
    from web.shell.net_messages import NET_MESSAGES

    return set(NET_MESSAGES)


def show_guest_table(own: bool = False) -> None:
    """Draw the guest's table from what the host sent (its own session, never saved)."""
    g = guesting()
    gid = g.game or str(g.state.get("game", ""))
    gi = protocol.game(gid)
    if gi is None:
        return
    s = N.gs
    if s is None or s.game_id != gid:
        s = ns.guest_session(gi.new_session(js.window.innerWidth < NARROW_PX))
        s.send_move = guest_send
        cur = S.session
        if cur is not None and not getattr(cur, "online_guest", False):
            s.ui.pace, s.ui.narrow = cur.ui.pace, cur.ui.narrow
            cur.ui.net = {}
            S.sessions[cur.game_id] = cur
        N.gs = s
    S.session = s
    lines = g.new_lines if g.new_lines else []
    s.show(g.state, g.log, lines, own)
    if s.game is not None and s.game.is_over:
        with contextlib.suppress(Exception):
            archive_game(s)


def guest_send(move) -> None:
    g = N.guest
    if g is None or N.glink is None:
        return
    text = g.move(move) if move is not None else g.undo()
    js.document.body.dataset.netSentAt = str(js.performance.now())
    send(N.glink, text)


def leave_guest() -> None:
    """Back to the person's own games (the seat's token is forgotten)."""
    drop_guest_link()
    if N.js is not None:
        N.js.roomClose()
    remove_key(GUEST_KEY)
    N.guest, N.gs, N.gstage, N.gnet = None, None, "", {}
    cur = session()
    gid = cur.game_id
    if getattr(cur, "online_guest", False):
        S.session = None
        use_game(gid)
    session().ui.net = {}
    notify(t("net_left"), "info")


def parse_stored(key: str):
    try:
        return json.loads(stored(key) or "null")
    except ValueError:
        return None


# ---------------------------------------------------------------------- transport events
def on_event(kind, link, data) -> None:
    kind, link, data = str(kind), str(link or ""), py_value(data)
    try:
        if kind == "message":
            if N.host is not None and link in N.host.links:
                host_message(link, str(data))
            elif link == N.glink and N.guest is not None:
                guest_message(str(data))
        elif kind == "refused":
            if N.host is not None and link in N.host.links:
                N.host.refusals += 1
        elif kind == "open":
            if link == N.glink and N.guest is not None:
                g = N.guest
                if not g.room:
                    send(link, g.greet(now()))
            js.document.body.dataset.netOpen = str(js.performance.now())
        elif kind == "room-link":
            if N.host is not None:
                N.host.new_link(link, None, invited=False)
        elif kind == "close":
            if N.host is not None and N.host.closed(link, now()):
                keep_host()
                N.sent.pop(link, None)
                if N.hs is session():
                    redraw()
            elif link == N.glink:
                N.glink = None
                N.gstage = "reconnecting" if N.guest and N.guest.room else "lost"
                N.retry = now() + 2
                redraw()
        elif kind == "room-error" and N.hs is not None:
            N.room["reason"] = str(data)[:80]
    except Exception as e:  # a broken message never stops the page
        js.console.warn(f"online play: {type(e).__name__}: {e}")


def on_tick(*_args) -> None:
    """Every second: the heartbeat, seats gone quiet, invites that expire, room retries."""
    t_now = now()
    for el in js.document.querySelectorAll(".net-count[data-until]"):
        left = max(0, int((float(el.getAttribute("data-until")) - epoch_ms()) / 1000))
        el.textContent = f"{left // 60}:{left % 60:02d}"
    host = N.host
    if host is not None and t_now - N.tick >= net.PING_S:
        N.tick = t_now
        out, changed = host.tick(t_now)
        send_all(out)
        for inv in N.invites.values():
            if inv.get("stage") == "connecting" and t_now - inv.get("accepted", t_now) > \
                    CONNECT_S:
                inv["stage"], changed = "failed", True
            elif inv.get("stage") == "ready" and epoch_ms() > inv.get("until", 0):
                inv["stage"], changed = "expired", True
        if changed and N.hs is session() and N.bridge is not None:
            send_all(host.broadcast(N.bridge))
            redraw()
    g = N.guest
    again = g.greet_again(t_now) if g is not None and N.glink is not None else None
    if again is not None:
        send(N.glink, again)
    if g is not None and N.gstage in ("connected",) and g.heard and \
            t_now - g.heard > net.HOST_LOST_S:
        N.gstage = "reconnecting" if g.room else "lost"
        N.retry = t_now + 1
        redraw()
    if g is not None and g.room and N.gstage == "reconnecting" and N.glink is None and \
            t_now > N.retry:
        N.retry = t_now + 5
        spawn(join_room(g.room, g.seat if isinstance(g.seat, int) else N.room_seat))


def ensure_timer() -> None:
    if N.timer is None:
        proxy = create_proxy(on_tick)
        PROXIES.append(proxy)
        N.timer = js.setInterval(proxy, 1000)


def before_draw() -> None:
    s = session()
    if is_host(s) and N.host is not None:
        s.ui.net = host_ui()
    elif getattr(s, "online_guest", False) or (N.gstage and s.ui.net.get("role") == "guest"):
        s.ui.net = guest_ui()


def on_storage(evt) -> None:
    """An answer opened in another tab of this browser (its QR code scanned, say)."""
    if py_value(evt.key) != INBOX_KEY or N.host is None:
        return
    try:
        data = json.loads(py_value(evt.newValue) or "null")
    except ValueError:
        return
    if isinstance(data, dict) and isinstance(data.get("code"), str):
        spawn(accept_answer(data["code"]))


# ---------------------------------------------------------------------- actions
def action(name: str) -> bool:
    """A ``net-*`` action (or one the online game changes); False: not ours."""
    s = session()
    guest = getattr(s, "online_guest", False)
    if guest and (name in ("new", "again", "tutorial") or name.startswith("game:")):
        leave_guest()
        return name in ("again",)
    if guest and name in ("rp-open", "st-open", "share", "export", "hint") and \
            not (s.game is not None and s.game.is_over and name != "export"):
        return True
    if not name.startswith("net-"):
        return False
    verb, _, arg = name.partition(":")
    if verb == "net-panel":
        s.ui.net["panel"] = True
        s.ui.menu_open = False
    elif verb == "net-panel-close":
        s.ui.net["panel"] = False
        read_settings()
    elif verb == "net-invite" and is_host(s):
        read_settings()
        spawn(make_invite(int(arg)))
    elif verb == "net-accept" and is_host(s):
        box = py_value(js.document.getElementById(f"net-answer-{arg}"))
        spawn(accept_answer(str(box.value) if box is not None else "", int(arg)))
    elif verb == "net-room-open" and is_host(s):
        read_settings()
        spawn(open_room())
    elif verb == "net-standin" and is_host(s):
        stand_in(int(arg))
        schedule_ai()
    elif verb == "net-copy":
        ok = js.window.yokoCopy(arg)
        notify(t("net_copied") if ok else t("net_copy_failed"), "info")
    elif verb == "net-say":
        box = py_value(js.document.getElementById("net-chat-text"))
        text = str(box.value) if box is not None else ""
        if text.strip():
            say({"text": text})
        if box is not None:
            box.value = ""  # sent: the redraw must not keep it as typed
        S.focus = "#net-chat-text"
    elif verb == "net-react" and arg in net.REACTIONS:
        say({"react": arg})
    elif verb == "net-join":
        box = py_value(js.document.getElementById(arg))
        open_code(str(box.value) if box is not None else "")
    elif verb == "net-join-open":
        s.ui.menu_open = False
        show_guest_screen("join")
    elif verb == "net-leave" and (guest or N.gstage):
        leave_guest()
    return True


def read_settings() -> None:
    changes = {}
    for key, el_id in (("ice", "net-ice"), ("server", "net-server")):
        el = py_value(js.document.getElementById(el_id))
        if el is not None:
            changes[key] = str(el.value)[:2000]
    if changes:
        keep_settings(**changes)


def say(line: dict) -> None:
    s = session()
    if is_host(s) and N.host is not None:
        seat = s.ui.viewer if isinstance(s.ui.viewer, int) else None
        entry: dict[str, object] = {"seat": seat, "at": int(epoch_ms() / 1000)}
        if "text" in line:
            entry["text"] = net.clean_text(line["text"])
        else:
            entry["react"] = line["react"]
        send_all(N.host.add_chat(entry))
        keep_host()
    elif N.guest is not None and N.glink is not None:
        g = N.guest
        send(N.glink, g.say(line["text"]) if "text" in line else g.react(line["react"]))


def open_code(text: str) -> None:
    """What a person pasted: an invite link or code, or a room link or code."""
    text = text.strip()
    if "#room=" in text or (text and not text.startswith(("i1", "http")) and "#" not in text
                            and "." in text):
        room = text.split("#room=", 1)[-1]
        code, _, rest = room.partition(".")
        seat_text, _, server = rest.partition("&s=")
        if net.ID_RE.fullmatch(code) and seat_text.isdigit():
            spawn(join_room(code, int(seat_text), server or None))
            return
    spawn(join_invite(text))


# ---------------------------------------------------------------------- start
def install_hooks() -> None:
    """Once, when the pack is loaded: its texts; after every save, before every drawing,
    answers from another tab."""
    from web.shell.net_messages import NET_MESSAGES

    i18n.add_messages(NET_MESSAGES)
    HOOKS["saved"].append(after_save)
    HOOKS["draw"].append(before_draw)
    storage = create_proxy(on_storage)
    PROXIES.append(storage)
    js.window.addEventListener("storage", storage)


def open_link(hash_text: str) -> bool:
    """An invite, answer or room link in the address: at the page's start, or put into the
    address bar of the page already open (only its hash changes then: the page does not
    reload). True if it was one."""
    if hash_text.startswith("#answer="):
        js.history.replaceState(js.Object.new(), "", page_base())
        if N.host is not None:  # the host's own page: it takes the answer itself
            spawn(accept_answer(hash_text[1:]))
            return True
        js.window.yokoStore(INBOX_KEY, json.dumps({"code": hash_text[1:], "at": epoch_ms()}))
        show_guest_screen("delivered")
        return True
    if hash_text.startswith("#join="):
        ensure_timer()
        spawn(join_invite(hash_text[len("#join="):]))
        return True
    if hash_text.startswith("#room="):
        ensure_timer()
        open_code(hash_text)
        return True
    return False


def start() -> None:
    """At the page's start: links in the address, a kept guest seat, a host's online game."""
    hash_text = str(js.location.hash or "")
    if hash_text.startswith("#answer="):  # (to the host's tab, through the browser's storage)
        open_link(hash_text)
        return
    s = session()
    if s.game is not None and not s.game.is_over and \
            any(x.get("kind") == "remote" or x.get("stand_in") for x in
                s.config.get("seats", [])):
        setup_host(s, fresh=False)
    kept = net.NetGuest.from_json(parse_stored(GUEST_KEY))
    if kept is not None and kept.state.get("view"):
        N.guest = kept
        N.gstage = "reconnecting" if kept.room else "lost"
        N.gnet = {"host": kept.host_name}
        show_guest_table()
        ensure_timer()
    if not open_link(hash_text) and kept is not None and kept.room:
        N.retry = 0.0


def after_start(s) -> None:
    """A new game was started: with remote seats, it is an online table (its panel opens)."""
    if any(x.get("kind") == "remote" for x in s.config.get("seats", [])):
        setup_host(s, fresh=True)
    elif is_host(s):
        N.host, N.bridge, N.hs, N.invites = None, None, None, {}
        s.ui.net = {}
        remove_key(HOST_KEY)
