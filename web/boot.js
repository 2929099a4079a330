// Boot helper (plain JS, runs before Python): shows load progress at once, registers the
// service worker, and offers a reload when a new version has been installed.
(function () {
  "use strict";
  var T = window.BOOT_TEXT || {};
  var started = performance.now();
  var pct = 3;
  var STEPS = {
    "Loading Pyodide": [10, T.runtime], "Loaded Pyodide": [70, T.python],
    "Loading files": [72, T.files], "Loaded files": [85, T.files_done],
    "Loading interpreter": [8, T.runtime], "Loaded interpreter": [75, T.python]
  };
  function show(p, msg) {
    var bar = document.getElementById("load-bar"), el = document.getElementById("load-msg");
    if (!bar || !el) return;
    pct = Math.max(pct, p);
    bar.style.width = pct + "%";
    if (msg) el.textContent = msg;
  }
  window.bootProgress = show;
  addEventListener("py:progress", function (e) {
    var s = STEPS[e.detail];
    if (s) show(s[0], s[1]);
  });
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

  // The service worker is registered once the game is drawn (window.yokoRegisterSW, called
  // by Python), so its precache downloads do not compete with Python's start-up.
  window.yokoRegisterSW = function () {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" }).catch(function () {});
  };
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    var hadController = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!hadController) { hadController = true; return; }
      var t = document.getElementById("toast");
      if (!t) return;
      t.innerHTML = "";
      var span = document.createElement("span");
      span.textContent = T.updated || "Updated";
      var b = document.createElement("button");
      b.textContent = T.reload || "Reload";
      b.onclick = function () { location.reload(); };
      t.appendChild(span); t.appendChild(b); t.className = "show";
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
  window.yokoStore = function (key, value) {   // returns "" or the error name
    try { localStorage.setItem(key, value); return ""; }
    catch (e) { return (e && e.name) || "Error"; }
  };
})();
