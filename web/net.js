// Online play's transport (issue 22): WebRTC data channels between the host's page and each
// guest's page (a star: the host in the middle). Python (web/shell/dom_net.py) decides
// everything; this module only connects, carries strings and reports what happens through
// one callback: emit(kind, linkId, data) with kind "open", "message", "close", "refused",
// "room-open", "room-error", "room-link" (a room-mode guest connected: a new link).
//
// Two ways to connect, one interface:
// * invite codes (no server): the host's offer and the guest's answer, gathered whole
//   (non-trickle ICE) and carried by the people (link, copy/paste, QR code);
// * a room code: signaling through a PeerJS server (the peerjs client, self-hosted, loaded on
//   first use from ./net/peerjs.min.js).
// Every text from a guest is checked here first: strings only, at most maxIn characters.

let emit = () => {};
let iceServers = [];
let loopback = false; // test switch: only 127.0.0.1 candidates cross (all checks on loopback)
let maxIn = 16384;
const links = new Map(); // id -> {pc?, dc?, conn?, host: bool}
let nextId = 1;
let peer = null; // the PeerJS peer (room mode)

export function init(callback, ice, options) {
  emit = callback;
  iceServers = ice || [];
  loopback = !!(options && options.loopback);
  if (options && options.maxIn) maxIn = options.maxIn;
  if (loopback) shimLoopback();
}

export function supported() {
  return typeof RTCPeerConnection === "function";
}

function newId(prefix) {
  return prefix + nextId++ + "-" + Math.random().toString(36).slice(2, 8);
}

function onlyLoopback(sdp) {
  return sdp.split("\r\n")
    .filter((l) => !l.startsWith("a=candidate:") || l.includes(" 127.0.0.1 "))
    .join("\r\n");
}

// Test switch for whatever makes the peer connections (PeerJS too): remote candidates other
// than 127.0.0.1 are dropped, so every connectivity check stays on this machine's loopback.
function shimLoopback() {
  const proto = RTCPeerConnection.prototype;
  if (proto.__loopbackOnly) return;
  proto.__loopbackOnly = true;
  const setRemote = proto.setRemoteDescription;
  proto.setRemoteDescription = function (desc) {
    if (desc && desc.sdp) desc = { type: desc.type, sdp: onlyLoopback(desc.sdp) };
    return setRemote.call(this, desc);
  };
  const addCandidate = proto.addIceCandidate;
  proto.addIceCandidate = function (c) {
    const text = c && (c.candidate || (typeof c === "string" ? c : ""));
    if (text && !text.includes(" 127.0.0.1 ")) return Promise.resolve();
    return addCandidate.apply(this, arguments);
  };
}

function gathered(pc, ms) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, ms);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
}

function wireChannel(id, dc, host) {
  const link = links.get(id);
  link.dc = dc;
  dc.onopen = () => emit("open", id, "");
  dc.onclose = () => { if (links.has(id)) { links.delete(id); emit("close", id, ""); } };
  dc.onmessage = (e) => receive(id, e.data, host);
}

function receive(id, data, host) {
  // a guest's message is checked before Python sees it: a string, small
  if (typeof data !== "string" || (host && data.length > maxIn)) {
    emit("refused", id, typeof data === "string" ? "too_big" : "binary");
    return;
  }
  if (window.yokoNetLog) window.yokoNetLog.push(data); // tests read every byte a page received
  emit("message", id, data);
}

function watchState(id, pc) {
  pc.addEventListener("connectionstatechange", () => {
    const s = pc.connectionState;
    if ((s === "failed" || s === "closed") && links.has(id)) {
      links.delete(id);
      emit("close", id, s);
    }
  });
}

// ---- invite codes
export async function offer() {
  const id = newId("h");
  const pc = new RTCPeerConnection({ iceServers });
  links.set(id, { pc, host: true });
  wireChannel(id, pc.createDataChannel("game", { ordered: true }), true);
  watchState(id, pc);
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc, 4000);
  let sdp = pc.localDescription.sdp;
  if (loopback) sdp = onlyLoopback(sdp);
  return JSON.stringify({ id, sdp });
}

export async function answer(offerSdp) {
  const id = newId("g");
  const pc = new RTCPeerConnection({ iceServers });
  links.set(id, { pc, host: false });
  pc.ondatachannel = (e) => wireChannel(id, e.channel, false);
  watchState(id, pc);
  await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc, 4000);
  let sdp = pc.localDescription.sdp;
  if (loopback) sdp = onlyLoopback(sdp);
  return JSON.stringify({ id, sdp });
}

export async function accept(id, answerSdp) {
  const link = links.get(id);
  if (!link || !link.pc) throw new Error("no such invite");
  await link.pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
}

// ---- room codes (PeerJS)
function loadPeerJs(url) {
  if (window.peerjs && window.peerjs.Peer) return Promise.resolve(window.peerjs.Peer);
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = url;
    s.onload = () => (window.peerjs && window.peerjs.Peer ? resolve(window.peerjs.Peer)
      : reject(new Error("peerjs did not load")));
    s.onerror = () => reject(new Error("peerjs could not be fetched"));
    document.head.appendChild(s);
  });
}

function peerOptions(server) {
  return { host: server.host, port: server.port, path: server.path || "/",
    secure: !!server.secure, key: server.key || "peerjs", debug: 0,
    config: { iceServers } };
}

function wireConn(id, conn, host) {
  links.set(id, { conn, host });
  conn.on("open", () => emit("open", id, ""));
  conn.on("data", (d) => receive(id, d, host));
  conn.on("close", () => { if (links.has(id)) { links.delete(id); emit("close", id, ""); } });
  conn.on("error", () => { if (links.has(id)) { links.delete(id); emit("close", id, "error"); } });
}

function closePeer() {
  if (peer) { try { peer.destroy(); } catch (e) { /* gone already */ } }
  peer = null;
}

// A signaling server that takes the connection and never answers would leave the room
// "opening" for ever: past this, the room fails with "timeout" and can be opened again.
const ROOM_OPEN_MS = 15000;

export async function roomHost(url, server, peerId) {
  const Peer = await loadPeerJs(url);
  closePeer();
  return new Promise((resolve, reject) => {
    const p = new Peer(peerId, peerOptions(server));
    peer = p;
    let opened = false;
    const timer = setTimeout(() => {
      if (peer === p) closePeer();
      reject(new Error("timeout"));
    }, ROOM_OPEN_MS);
    p.on("open", () => {
      clearTimeout(timer);
      opened = true; emit("room-open", "", peerId); resolve(peerId);
    });
    p.on("connection", (conn) => {
      const id = newId("r");
      wireConn(id, conn, true);
      emit("room-link", id, "");
    });
    p.on("disconnected", () => { if (peer === p) setTimeout(() => p.reconnect(), 2000); });
    p.on("error", (e) => {
      const why = (e && e.type) || String(e);
      clearTimeout(timer);
      if (!opened) reject(new Error(why));
      else emit("room-error", "", why);
    });
  });
}

export async function roomJoin(url, server, peerId) {
  const Peer = await loadPeerJs(url);
  closePeer();
  return new Promise((resolve, reject) => {
    const p = new Peer(undefined, peerOptions(server));
    peer = p;
    const timer = setTimeout(() => reject(new Error("timeout")), ROOM_OPEN_MS);
    p.on("open", () => {
      const conn = p.connect(peerId, { reliable: true, serialization: "raw" });
      const id = newId("j");
      wireConn(id, conn, false);
      conn.on("open", () => { clearTimeout(timer); resolve(id); });
    });
    p.on("error", (e) => { clearTimeout(timer); reject(new Error((e && e.type) || String(e))); });
  });
}

export function roomClose() {
  closePeer();
}

// ---- both
export function send(id, text) {
  const link = links.get(id);
  if (!link) return false;
  try {
    if (link.dc) {
      if (link.dc.readyState !== "open") return false;
      link.dc.send(text);
    } else if (link.conn) {
      if (!link.conn.open) return false;
      link.conn.send(text);
    }
  } catch (e) {
    return false;
  }
  window.yokoNetSent = (window.yokoNetSent || 0) + text.length;
  return true;
}

export function close(id) {
  const link = links.get(id);
  links.delete(id);
  if (!link) return;
  try {
    if (link.dc) link.dc.close();
    if (link.pc) link.pc.close();
    if (link.conn) link.conn.close();
  } catch (e) { /* closed already */ }
}

export function isOpen(id) {
  const link = links.get(id);
  return !!link && ((link.dc && link.dc.readyState === "open") || (link.conn && link.conn.open));
}

export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    return false;
  }
}
