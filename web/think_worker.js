// The computer seats' thinking off the page's main thread (a module worker, started by
// web/shell/dom_worker.py when the page is idle after its first draw). It loads the same
// self-hosted Pyodide and engine archives the page itself loaded, from the same URLs, so the
// browser's HTTP cache or the service worker's precache answer: nothing new to download.
// It thinks in slices (boardgame/remote.py) and reads its messages between them.
//
// page -> worker: {type: "boot", indexURL, packages: ["boardgame", <the game's engine>]}
//                 {type: "think", id, request}   request: JSON text (boardgame/remote.py)
//                 {type: "now", id}              play the best move found so far
//                 {type: "stop", id}             forget it (undo, new game, ...)
// worker -> page: {type: "ready", ms} | {type: "failed", error}
//                 {type: "move", id, answer, ms} answer: JSON text {"move", "how"}
//                 {type: "error", id, error}
"use strict";

const SLICE_MS = 40; // think this long, then read the messages that came meanwhile
let remote = null; // boardgame.remote, once booted
let job = null; // the decision being thought: {id, now, stop}

// a task of its own (no 4 ms timer clamp), after which queued messages are delivered
function pause() {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  });
}

let pyodide = null, home = "";
const unpacked = new Set(); // the packages whose archives are unpacked

// the archive "./<name>.zip" of a package, unpacked to ./<name>/ as pyscript.toml does
async function unpack(name) {
  if (unpacked.has(name)) return;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("not a package: " + name.slice(0, 40));
  const url = new URL("./" + name + ".zip", self.location.href);
  const resp = await fetch(url);
  if (!resp.ok) throw new Error(url.pathname + ": HTTP " + resp.status);
  pyodide.unpackArchive(await resp.arrayBuffer(), "zip", { extractDir: home + "/" + name });
  unpacked.add(name);
}

async function boot({ indexURL, packages }) {
  const started = performance.now();
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
  home = pyodide.runPython("import os, sys\nos.getcwd()");
  pyodide.globals.get("sys").path.insert(0, home);
  for (const name of packages) await unpack(name);
  remote = pyodide.pyimport("boardgame.remote");
  return performance.now() - started;
}

async function think(mine) {
  const started = performance.now();
  let thinker = null;
  try {
    await unpack(JSON.parse(mine.request).engine); // the game's engine, once
    if (mine.stop) return;
    thinker = remote.RemoteThinker(mine.request);
    while (!mine.now && !mine.stop) {
      if (thinker.step(SLICE_MS)) break;
      await pause();
    }
    if (mine.stop) return;
    const answer = thinker.answer_json(mine.now);
    postMessage({ type: "move", id: mine.id, answer, ms: performance.now() - started });
  } catch (e) {
    postMessage({ type: "error", id: mine.id, error: String(e && e.message || e).slice(0, 300) });
  } finally {
    if (thinker) thinker.destroy();
    if (job === mine) job = null;
  }
}

let queue = Promise.resolve(); // one decision at a time, in the order asked

onmessage = (event) => {
  const m = event.data || {};
  if (m.type === "boot") {
    boot(m).then((ms) => postMessage({ type: "ready", ms }),
      (e) => postMessage({ type: "failed", error: String(e && e.message || e).slice(0, 300) }));
  } else if (m.type === "think") {
    if (job) job.stop = true; // a newer question replaces an older one
    const mine = { id: m.id, request: m.request, now: false, stop: false };
    job = mine;
    queue = queue.then(() => (mine.stop ? null : think(mine)));
  } else if ((m.type === "now" || m.type === "stop") && job && job.id === m.id) {
    job[m.type] = true;
  }
};
