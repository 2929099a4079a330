// Boot helper (plain JS, runs before Python): shows load progress at once, paints the last
// table seen (kept in localStorage, inert until Python is ready), sets the start-up performance
// marks, registers the service worker, and offers a reload when a new version has been installed.
(function () {
  "use strict";
  var T = window.BOOT_TEXT || {};
  var BUILD = (document.currentScript && document.currentScript.getAttribute("data-build")) || "";
  var started = performance.now();
  function mark(name) { try { performance.mark("yoko:" + name); } catch (e) { /* old browser */ } }
  var pct = 3;
  var STEPS = {
    "Loading Pyodide": [10, T.runtime], "Loaded Pyodide": [70, T.python],
    "Loading files": [72, T.files], "Loaded files": [85, T.files_done],
    "Loading interpreter": [8, T.runtime], "Loaded interpreter": [75, T.python]
  };
  function show(p, msg) {
    var badge = document.getElementById("starting");
    if (badge && msg) badge.textContent = msg;
    var bar = document.getElementById("load-bar"), el = document.getElementById("load-msg");
    if (!bar || !el) return;
    pct = Math.max(pct, p);
    bar.style.width = pct + "%";
    if (msg) el.textContent = msg;
  }
  window.bootProgress = show;
  // "Loaded interpreter": loadPyodide() is done; "Loaded Pyodide" comes only after the files
  // (and is not marked, so the breakdown tells the two apart)
  var MARKS = { "Loaded interpreter": "interpreter", "Loaded files": "files" };
  addEventListener("py:progress", function (e) {
    var s = STEPS[e.detail];
    if (s) show(s[0], s[1]);
    if (MARKS[e.detail]) mark(MARKS[e.detail]);
  });
  // when the runtime compiles its wasm (a pass-through wrapper that only sets two marks)
  var instantiate = WebAssembly.instantiateStreaming;
  if (instantiate) {
    WebAssembly.instantiateStreaming = function () {
      mark("wasm-compile");
      return instantiate.apply(WebAssembly, arguments).then(function (r) {
        mark("wasm-compiled"); return r;
      });
    };
  }
  // creep forward while wasm compiles, so the page never looks stuck
  var timer = setInterval(function () {
    if (!document.getElementById("load-bar")) return clearInterval(timer);
    var secs = ((performance.now() - started) / 1000).toFixed(0);
    if (pct < 68) show(pct + 2);
    var el = document.getElementById("load-msg");
    if (el && secs > 8 && T.slow) el.textContent = T.slow;
  }, 250);
  addEventListener("error", function (e) {
    var el = document.getElementById("load-msg");
    if (el && document.getElementById("load-bar")) el.textContent = (T.failed || "") + " " + (e.message || "");
  });

  // A first visit (no service worker controls the page yet) starts the runtime's wasm download
  // at once. Never on a return visit: compiled from a preloaded response, the wasm misses
  // Chrome's cache of compiled WebAssembly (see tools/build_site.py, FETCHED).
  var WASM = document.currentScript && document.currentScript.getAttribute("data-wasm");
  if (WASM && !(navigator.serviceWorker && navigator.serviceWorker.controller)) {
    var hint = document.createElement("link");
    hint.rel = "preload"; hint.as = "fetch"; hint.crossOrigin = "anonymous"; hint.href = WASM;
    document.head.appendChild(hint);
  }
  // A language other than English comes as its own small pack (web/shell/langpack.py): its
  // download starts now, alongside the runtime's, and Python picks it up before the first draw.
  var LANG = window.BOOT_LANG;
  if (LANG && LANG !== "en" && window.fetch) {
    window.yokoLangPackLang = LANG;
    window.yokoLangPack = fetch("./lang/" + LANG + ".zip")
      .then(function (r) { return r.ok ? r.arrayBuffer() : null; })
      .catch(function () { return null; });
  }
  // once a pack has been used, the service worker keeps it (offline, that language still works)
  window.yokoKeepLang = function (url) {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.ready.then(function (reg) {
      if (reg.active) reg.active.postMessage({ keep: url });
    }).catch(function () {});
  };

  // The service worker is registered once the game is drawn (window.yokoRegisterSW, called
  // by Python), so its precache downloads do not compete with Python's start-up.
  // Updates (issue 23): a new deploy installs in the background and waits (sw.js); the page
  // offers "A new version is ready" with a Reload button while Python says the moment is safe
  // (window.yokoUpdateSafe(true): no move half made, nothing open, no computer thinking) and
  // hides it otherwise. Reload asks the waiting worker to take over, then reloads; the game
  // is in localStorage, so it goes on in the new version.
  var waiting = null, offered = false, safe = false, reloading = false;
  function offer() {
    var t = document.getElementById("toast");
    var show = !!waiting && safe;
    if (!t || show === offered) return;
    offered = show;
    t.innerHTML = "";
    t.className = show ? "show" : "";
    document.body.setAttribute("data-update", show ? "offered" : "ready");
    if (!show) return;
    var span = document.createElement("span");
    span.textContent = T.update_ready || "A new version is ready.";
    var b = document.createElement("button");
    b.type = "button";
    b.id = "update-reload";
    b.textContent = T.reload || "Reload";
    b.onclick = function () {
      reloading = true;
      b.disabled = true;
      if (waiting && waiting.postMessage) waiting.postMessage({ skip: true });
      else location.reload();
    };
    t.appendChild(span); t.appendChild(b);
  }
  function ready(worker) {
    waiting = worker;
    document.body.setAttribute("data-update", "ready");
    offer();
  }
  function watch(reg) {
    var follow = function (w) {
      if (!w) return;
      w.addEventListener("statechange", function () {
        if (w.state === "installed" && navigator.serviceWorker.controller) ready(w);
      });
    };
    if (reg.waiting && navigator.serviceWorker.controller) ready(reg.waiting);
    follow(reg.installing);
    reg.addEventListener("updatefound", function () { follow(reg.installing); });
    var look = function () { reg.update().catch(function () {}); };
    setInterval(look, 30 * 60 * 1000);   // a page left open looks for a new deploy now and then
    document.addEventListener("visibilitychange", function () { if (!document.hidden) look(); });
  }
  window.yokoRegisterSW = function () {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" })
      .then(watch).catch(function () {});
  };
  window.yokoUpdateSafe = function (isSafe) { safe = !!isSafe; offer(); };
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    var hadController = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!hadController) { hadController = true; return; }   // the first install
      if (reloading) { location.reload(); return; }
      ready({});   // another tab took the new version: this one reloads into it when safe
    });
  }

  // helpers the Python binding calls (kept in JS so Python never handles Blob/File objects)
  window.yokoDownload = function (name, text) {
    var url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    var a = document.createElement("a");
    a.href = url; a.download = name; document.body.appendChild(a); a.click();
    setTimeout(function () { URL.revokeObjectURL(url); a.remove(); }, 1000);
  };
  window.yokoCopy = function (id) {   // select the field's text and copy it; true if copied
    var el = document.getElementById(id);
    if (!el) return false;
    el.focus(); el.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(el.value).catch(function () {});
      ok = true;
    }
    return ok;
  };
  // A redraw replaces #app's markup. What a person typed into a box and has not sent yet (an
  // answer code, a chat line, a name) survives it, unless the redraw itself changes that box.
  var TYPED = "#app textarea[id], #app input[id]";
  var TEXT_TYPES = { text: 1, search: 1, number: 1, url: 1 };
  window.yokoTypedKeep = function () {
    var kept = [];
    document.querySelectorAll(TYPED).forEach(function (el) {
      if (el.readOnly || (el.tagName !== "TEXTAREA" && !TEXT_TYPES[el.type])) return;
      if (el.value !== el.defaultValue) {
        kept.push([el.id, el.defaultValue, el.value, el.selectionStart, el.selectionEnd]);
      }
    });
    return kept;
  };
  window.yokoTypedRestore = function (kept) {
    kept.forEach(function (k) {
      var el = document.getElementById(k[0]);
      if (!el || el.readOnly || el.defaultValue !== k[1]) return;
      el.value = k[2];
      if (document.activeElement === el && k[3] !== null) {
        try { el.setSelectionRange(k[3], k[4]); } catch (e) { /* number boxes have none */ }
      }
    });
  };
  window.yokoStore = function (key, value) {   // returns "" or the error name
    try { localStorage.setItem(key, value); return ""; }
    catch (e) {
      try {   // the kept table must never cost a save its room
        if (localStorage.getItem(PAINT_KEY) === null) throw e;
        localStorage.removeItem(PAINT_KEY);
        localStorage.setItem(key, value); return "";
      } catch (e2) { return (e2 && e2.name) || "Error"; }
    }
  };

  // ------------------------------------------------------------------ the last table, at once
  // After each redraw Python calls yokoRemember(private): the markup of #app is kept (a moment
  // later, once) in localStorage, unless it shows a seat's own hidden cards in a game with
  // several people at the device (then the pass screen kept before stays). On the next visit
  // yokoPaint() shows it before Python loads, inert, with a "starting" mark; Python's first
  // redraw replaces it and data-ready makes the page live. The copy is treated as untrusted:
  // it is parsed in an inert <template> and only the elements and attributes the renderer
  // writes are kept (no scripts, event handlers, URLs or foreign elements); a copy of another
  // build, of the other layout width or of a wider window, too big, too old or broken is not
  // shown at all.
  var PAINT_KEY = "app.paint";
  var PAINT_MAX = 400000;   // characters; a bigger copy is not kept
  var PAINT_DAYS = 30;
  var NARROW_PX = 1024;     // web/shell/dom_state.py NARROW_PX: the narrow layout differs
  var HTML_NS = "http://www.w3.org/1999/xhtml", SVG_NS = "http://www.w3.org/2000/svg";
  var TAGS = {};
  TAGS[HTML_NS] = ("div span button form fieldset legend label input select option optgroup " +
    "details summary p h1 h2 h3 h4 small b strong em i br hr table thead tbody tfoot tr th td " +
    "caption ol ul li section header footer nav aside main kbd a").split(" ");
  TAGS[SVG_NS] = ("svg g rect circle ellipse line polyline polygon path text tspan title desc " +
    "defs clippath lineargradient radialgradient stop pattern").split(" ");
  var URL_ATTRS = ("href xlink:href src srcset srcdoc action formaction background poster " +
    "data codebase cite longdesc ping manifest autofocus").split(" ");
  var BAD_VALUE = /javascript:|vbscript:|data:|url\s*\(|expression\s*\(|@import/i;
  var ROOTS = "#table, #new-game, #pass-screen, #final";
  var WORD = /^[a-z][a-z0-9-]{0,30}$/;

  function narrow() { return window.innerWidth < NARROW_PX; }

  // the markup as an inert fragment with every element and attribute the renderer never writes
  // taken out (scripts, foreign elements, event handlers, URLs); null without a known screen
  function cleanFragment(html) {
    var tpl = document.createElement("template");
    tpl.innerHTML = html;   // template contents are inert: nothing runs, nothing loads
    var all = tpl.content.querySelectorAll("*");
    for (var i = 0; i < all.length; i++) {
      var el = all[i], allowed = TAGS[el.namespaceURI];
      if (!allowed || allowed.indexOf(el.localName.toLowerCase()) < 0) { el.remove(); continue; }
      for (var j = el.attributes.length - 1; j >= 0; j--) {
        var a = el.attributes[j], name = a.name.toLowerCase();
        if (name.slice(0, 2) === "on" || URL_ATTRS.indexOf(name) >= 0 || BAD_VALUE.test(a.value))
          el.removeAttribute(a.name);
      }
    }
    return tpl.content.querySelector(ROOTS) ? tpl.content : null;
  }

  function readPaint() {
    try {
      var rec = JSON.parse(localStorage.getItem(PAINT_KEY));
      if (!rec || rec.v !== BUILD || typeof rec.html !== "string" ||
          rec.html.length > PAINT_MAX || rec.narrow !== narrow() ||
          // drawn for a wider window: its table would not fit (a wider one only grows)
          !(document.documentElement.clientWidth >= (Number(rec.w) || 0) - 1) ||
          !(Date.now() - rec.at < PAINT_DAYS * 864e5)) return null;
      return rec;
    } catch (e) { return null; }
  }

  window.yokoPaint = function () {
    var app = document.getElementById("app"), rec = readPaint();
    if (app && !rec && firstVisit()) return showStartScreen(app);
    if (!app || !rec || !BUILD) return;
    var frag = cleanFragment(rec.html);
    if (!frag) return;
    app.replaceChildren(frag);
    app.setAttribute("inert", "");
    app.setAttribute("aria-busy", "true");
    var body = document.body;
    ["screen", "game"].forEach(function (k) {
      if (WORD.test(String(rec[k]))) body.setAttribute("data-" + k, rec[k]);
    });
    var badge = document.createElement("div");
    badge.id = "starting";
    badge.setAttribute("role", "status");
    badge.textContent = T.start || "Starting…";
    body.appendChild(badge);
    mark("painted");
    var watch = new MutationObserver(function () {
      if (body.getAttribute("data-ready") !== "true") return;
      watch.disconnect();
      app.removeAttribute("inert");
      app.removeAttribute("aria-busy");
      badge.remove();
    });
    watch.observe(body, { attributes: true, attributeFilter: ["data-ready"] });
  };

  // ------------------------------------------------------------------ a first visit
  // index.html carries the start screen, rendered at build time by the page's own renderer
  // (<template id="start-screen">; #start-screen-<lang> in each other language). With
  // nothing kept from an earlier visit it is shown at once, in the language picked above:
  // the form can be filled in while Python loads; a button pressed meanwhile (start, the other
  // game) is kept, shown as waiting, and done by Python as soon as it is ready.
  var early = null;
  function firstVisit() {
    try { return localStorage.getItem("app.game") === null; } catch (e) { return true; }
  }
  function showStartScreen(app) {
    var tpl = document.getElementById("start-screen-" + window.BOOT_LANG) ||
      document.getElementById("start-screen");   // drawn in the language picked above
    if (!tpl) return;
    app.replaceChildren(tpl.content.cloneNode(true));
    app.setAttribute("data-first", "");
    var badge = document.createElement("div");
    badge.id = "starting";
    badge.setAttribute("role", "status");
    badge.textContent = T.start || "Starting…";
    document.body.appendChild(badge);
    var waiting = function (e) {
      var el = e.target.closest && e.target.closest("[data-action]");
      if (!el || document.body.getAttribute("data-ready") === "true") return;
      e.preventDefault();
      e.stopPropagation();
      early = el.getAttribute("data-action");
      el.classList.add("waiting");
      el.setAttribute("aria-busy", "true");
      badge.classList.add("busy");
    };
    app.addEventListener("click", waiting, true);
    var watch = new MutationObserver(function () {
      if (document.body.getAttribute("data-ready") !== "true") return;
      watch.disconnect();
      app.removeEventListener("click", waiting, true);
      app.removeAttribute("data-first");
      badge.remove();
    });
    watch.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
    mark("start-screen");
  }
  window.yokoTakeEarlyAction = function () { var a = early; early = null; return a; };

  var pending = null;
  function keepNow() {
    pending = null;
    var app = document.getElementById("app");
    if (!app || !BUILD) return;
    var html = app.innerHTML, body = document.body;
    try {
      if (html.length > PAINT_MAX) { localStorage.removeItem(PAINT_KEY); return; }
      localStorage.setItem(PAINT_KEY, JSON.stringify({
        v: BUILD, at: Date.now(), narrow: narrow(), html: html,
        w: document.documentElement.clientWidth,
        screen: body.getAttribute("data-screen"), game: body.getAttribute("data-game") }));
    } catch (e) {
      try { localStorage.removeItem(PAINT_KEY); } catch (e2) { /* storage off */ }
    }
  }
  window.yokoRemember = function (isPrivate) {
    if (pending !== null) clearTimeout(pending);
    pending = isPrivate ? null : setTimeout(keepNow, 400);
  };
  addEventListener("pagehide", function () { if (pending !== null) keepNow(); });
})();
