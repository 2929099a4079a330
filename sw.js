// Offline service worker. The file list and the deploy version come from the generated
// precache.js; every deploy gets its own cache, and activation deletes the older ones, so the
// app files (index.html, pyscript.toml, the Python archives, css/js) never mix two deploys.
//
// * A new deploy installs in the background (its whole precache) and then waits: the open
//   page keeps the version it started with, and offers "A new version is ready" at a moment
//   that is safe (web/boot.js); its Reload asks this worker to take over ({skip: true}), and
//   the page reloads once it has. The first install takes over at once (nothing to mix).
// * App files: cache-first (the precache of this version). Language packs (lang/*.zip) are
//   not precached: each is kept once the page has used it (the first visit downloads only
//   the language it shows).
// * The runtime under vendor/ (versioned folder names, so the HTTP cache can never hold
//   another version): while the network is known to answer, the SW leaves these requests
//   alone, so the browser's HTTP cache and its compiled-wasm cache work at full speed; when
//   the network is down it serves them from the precache; when it does not know yet, it
//   tries the network and falls back to the precache.
importScripts("./precache.js");
const CACHE = "yokohama-" + self.PRECACHE.version;
const OPTIONAL = self.PRECACHE.optional || []; // language packs: cached once used
let online = null; // null = unknown, else {ok: bool, at: ms}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // the language packs an older version kept are kept again, in this version
    const kept = [];
    for (const key of await caches.keys()) {
      if (!key.startsWith("yokohama-") || key === CACHE) continue;
      const old = await caches.open(key);
      for (const f of OPTIONAL) if (!kept.includes(f) && await old.match(f)) kept.push(f);
    }
    // "no-cache": revalidate with the server so an HTTP-cached file of the previous deploy
    // cannot slip into this version's cache.
    await cache.addAll([...self.PRECACHE.files, ...kept]
      .map((f) => new Request(f, { cache: "no-cache" })));
    if (!self.registration.active) await self.skipWaiting(); // a first install
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("yokohama-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks to keep a language pack it has used ({keep: "./lang/nl.zip"}); only the
// packs of this deploy's list are accepted. {skip: true}: the person chose to reload into
// this (waiting) version.
self.addEventListener("message", (event) => {
  if (event.data && event.data.skip === true) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  const want = event.data && event.data.keep;
  if (typeof want !== "string" || !OPTIONAL.includes(want)) return;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    if (!(await cache.match(want))) await cache.add(new Request(want, { cache: "no-cache" }));
  })().catch(() => {}));
});

function probe() {
  // one tiny request per page load tells whether the network answers
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 3000);
  fetch("./precache.js?probe=" + Date.now(), { cache: "no-store", signal: ctrl.signal })
    .then((r) => { online = { ok: r.ok, at: Date.now() }; })
    .catch(() => { online = { ok: false, at: Date.now() }; })
    .finally(() => clearTimeout(timer));
}

async function fromCache(req) {
  const cache = await caches.open(CACHE);
  return cache.match(req, { ignoreSearch: true });
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (req.cache === "only-if-cached" && req.mode !== "same-origin") return;
  if (url.searchParams.has("probe")) return;
  if (req.mode === "navigate") { online = null; probe(); }  // re-learn on every page load
  const fresh = online && Date.now() - online.at < 60000;
  if (url.pathname.includes("/vendor/")) {
    if (fresh && online.ok) return; // the browser's own fast path
    event.respondWith((async () => {
      if (!fresh) {
        try {
          const resp = await fetch(req);
          if (resp.ok) return resp;
        } catch (e) { /* offline: use the precache */ }
      }
      return (await fromCache(req)) || fetch(req);
    })());
    return;
  }
  event.respondWith((async () => {
    const hit = await fromCache(req);
    if (hit) return hit;
    if (req.mode === "navigate") {
      const index = await (await caches.open(CACHE)).match("./");
      if (index) return index;
    }
    const resp = await fetch(req);
    if (resp.ok && resp.type === "basic") (await caches.open(CACHE)).put(req, resp.clone());
    return resp;
  })());
});
