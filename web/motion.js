// Moves you can watch (issue 23): the pieces of the table move from where they were drawn
// before a redraw to where they are drawn after it (FLIP: first, last, invert, play). The
// renderer stays pure: it writes a stable key on each piece (data-piece) and a few hints; this
// file only compares the two drawn states around the one #app.innerHTML of web/shell/dom_draw.py.
//
//   data-piece="KEY"  the same piece in both drawings: it moves from its old place to its new
//                     one (and scales, if its size changed: a card taken into a panel)
//   data-via="A B"    areas passed on the way ([data-area=A]): a president travels its route
//   data-n="N"        a count: when it grows, the piece comes from data-from
//   data-from="KEY"   where a new piece (or a grown one) comes from: a piece of the drawing
//                     before, else an element id of the drawing after
//   data-flow="KIND"  a counter of money: the ones that shrank pay the ones that grew, a
//                     token flies from payer to payee (from data-bank="KIND" when nobody paid)
//   data-roll         a die: it rolls when its face changed
//
// Everything lasts at most `ms` (the computer pace), nothing moves under
// prefers-reduced-motion, and a pointer or key press finishes every animation at once.
(function () {
  "use strict";
  var before = null, running = [];
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

  // where an element is, from the table's corner (the page around may shift: that is no move)
  var origin = { x: 0, y: 0 };
  function box(el) {
    var r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2 - origin.x, y: r.top + r.height / 2 - origin.y,
             w: r.width, h: r.height };
  }
  function setOrigin() {
    var t = document.getElementById("table"), r = t ? t.getBoundingClientRect() : null;
    origin = r ? { x: r.left, y: r.top } : { x: 0, y: 0 };
  }
  // the part of the table a piece is drawn in (a market, a panel): a piece that only moved
  // with its part (the part shifted, e.g. a panel above it grew) did not move
  function part(el) {
    var p = el.parentNode && el.parentNode.closest ? el.parentNode.closest("#table [id]") : null;
    return p && p.id !== "table" ? p.id : "";
  }
  function num(el) { return Number(el.getAttribute("data-n") || 0); }
  // screen px -> the element's own units (an SVG drawn bigger or smaller than 1:1)
  function unit(el) {
    var svg = el.ownerSVGElement;
    var m = svg && svg.getScreenCTM ? svg.getScreenCTM() : null;
    return m && m.a ? 1 / m.a : 1;
  }

  function snapshot() {
    setOrigin();
    var out = {}, parts = {};
    var all = document.querySelectorAll("#table [data-piece]");
    for (var i = 0; i < all.length; i++) {
      var el = all[i], where = part(el);
      out[el.getAttribute("data-piece")] = { box: box(el), n: num(el), part: where };
      if (where && !parts[where]) parts[where] = box(document.getElementById(where));
    }
    out["#parts"] = parts;
    return out;
  }
  function movedAlone(old, el, now) {
    var dx = old.box.x - now.x, dy = old.box.y - now.y;
    if (Math.abs(dx) + Math.abs(dy) <= 2) return false;
    var where = part(el), was = before["#parts"][where];
    if (!where || where !== old.part || !was) return true;
    var pb = box(document.getElementById(where));
    return Math.abs(was.x - pb.x - dx) + Math.abs(was.y - pb.y - dy) > 2;
  }

  function play(el, frames, ms) {
    el.style.pointerEvents = "none";  // a click goes to what is under it, never to a flight
    el.style.transformBox = "fill-box";
    el.style.transformOrigin = "center";
    var a = el.animate(frames, { duration: ms, easing: "ease-in-out" });
    running.push(a);
    a.onfinish = a.oncancel = function () {
      el.style.pointerEvents = "";
      running = running.filter(function (x) { return x !== a; });
      if (el.getAttribute("data-motion-clone") !== null) el.remove();
    };
    return a;
  }

  // keyframes carrying `el` from the screen points `from` (first) over `path` to where it is
  function flight(el, from, path, now, scale) {
    var k = unit(el), frames = [];
    var points = [from].concat(path);
    for (var i = 0; i < points.length; i++) {
      var p = points[i];
      var t = "translate(" + ((p.x - now.x) * k).toFixed(1) + "px," +
        ((p.y - now.y) * k).toFixed(1) + "px)";
      if (i === 0 && scale) t += " scale(" + scale.x.toFixed(3) + "," + scale.y.toFixed(3) + ")";
      frames.push({ transform: t });
    }
    frames.push({ transform: "translate(0px,0px) scale(1,1)" });
    return frames;
  }

  function via(el, now) {
    var names = (el.getAttribute("data-via") || "").split(/\s+/).filter(Boolean);
    var out = [];
    var home = el.closest("[data-area]");
    var rel = null;
    if (home) {   // the piece keeps its place inside each area it passes
      var hb = box(home);
      rel = { x: now.x - hb.x, y: now.y - hb.y };
    }
    for (var i = 0; i < names.length; i++) {
      var area = document.querySelector('#table [data-area="' + names[i] + '"]');
      if (!area || !rel) continue;
      var ab = box(area);
      out.push({ x: ab.x + rel.x, y: ab.y + rel.y });
    }
    return out;
  }

  function source(key) {
    if (before && before[key]) return before[key].box;
    var el = key && (document.getElementById(key) ||
      document.querySelector('#table [data-piece="' + key + '"]'));
    return el ? box(el) : null;
  }

  function flows(ms) {
    var kinds = {}, all = document.querySelectorAll("#table [data-flow][data-piece]");
    for (var i = 0; i < all.length; i++) {
      var el = all[i], old = before[el.getAttribute("data-piece")];
      if (!old) continue;
      var kind = el.getAttribute("data-flow"), d = num(el) - old.n;
      var g = kinds[kind] || (kinds[kind] = { from: [], to: [] });
      if (d < 0) g.from.push(box(el));
      if (d > 0) g.to.push(el);
    }
    Object.keys(kinds).forEach(function (kind) {
      var g = kinds[kind], bank = document.querySelector('#table [data-bank="' + kind + '"]');
      g.to.forEach(function (el, i) {
        var from = g.from.length ? g.from[i % g.from.length] : (bank ? box(bank) : null);
        if (!from) return;
        var clone = el.cloneNode(true);   // a token flies; the counter stays where it is
        clone.setAttribute("data-motion-clone", "");
        ["id", "data-piece", "data-flow"].forEach(function (a) { clone.removeAttribute(a); });
        el.parentNode.appendChild(clone);
        play(clone, flight(clone, from, [], box(el), null), ms);
      });
    });
  }

  window.yokoMotion = {
    // before the redraw: where every piece is
    before: function () { before = snapshot(); },
    // after it: move what moved; `ms` the longest a move takes (0: nothing moves)
    after: function (ms) {
      var was = before;
      before = null;
      if (!was || !(ms > 0) || (reduced && reduced.matches)) return 0;
      before = was;
      setOrigin();
      var count = 0, all = document.querySelectorAll("#table [data-piece]");
      for (var i = 0; i < all.length; i++) {
        var el = all[i], key = el.getAttribute("data-piece"), old = was[key], now = box(el);
        var from = null, scale = null, path = [];
        if (el.hasAttribute("data-flow")) continue;   // counters: flows() below
        if (old && movedAlone(old, el, now)) {
          from = old.box;
          path = via(el, now);
          if (now.w && now.h && Math.abs(old.box.w / now.w - 1) > 0.15) {   // a card to a chip
            var k = Math.max(0.5, Math.min(2, old.box.w / now.w, old.box.h / now.h));
            scale = { x: k, y: k };
          }
        } else if ((!old || num(el) > old.n) && el.hasAttribute("data-from")) {
          from = source(el.getAttribute("data-from"));
        } else if (old && el.hasAttribute("data-roll") && num(el) !== old.n) {
          play(el, [{ transform: "rotate(0deg) scale(1)" }, { transform: "rotate(200deg) scale(1.25)" },
            { transform: "rotate(360deg) scale(1)" }], ms);
          count++;
          continue;
        }
        if (!from) continue;
        play(el, flight(el, from, path, now, scale), ms);
        count++;
      }
      flows(ms);
      before = null;
      document.body.setAttribute("data-moving", String(running.length));
      return count;
    },
    // every animation to its end at once (a click or a key during a move)
    finish: function () {
      running.slice().forEach(function (a) { try { a.finish(); } catch (e) { /* gone */ } });
      running = [];
      document.body.setAttribute("data-moving", "0");
    },
    running: function () { return running.length; },
    // the person's turn has come after other seats played: a short cue, and a chime if asked
    turn: function (sound) {
      var el = document.getElementById("actions") || document.getElementById("region-bar");
      if (el) {
        el.classList.remove("turn-cue");
        void el.offsetWidth;   // restart the cue
        el.classList.add("turn-cue");
        setTimeout(function () { el.classList.remove("turn-cue"); }, 1600);
      }
      if (sound) chime();
    }
  };

  var audio = null;
  function chime() {   // two soft notes, made here (no sound file)
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      if (audio.state === "suspended") audio.resume();
      [660, 880].forEach(function (hz, i) {
        var o = audio.createOscillator(), g = audio.createGain(), t0 = audio.currentTime + i * 0.14;
        o.type = "sine"; o.frequency.value = hz;
        g.gain.setValueAtTime(0.0001, t0);
        g.gain.exponentialRampToValueAtTime(0.12, t0 + 0.02);
        g.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.3);
        o.connect(g); g.connect(audio.destination);
        o.start(t0); o.stop(t0 + 0.32);
      });
      document.body.setAttribute("data-chimed", String(Number(document.body.getAttribute("data-chimed") || 0) + 1));
    } catch (e) { /* no audio here */ }
  }

  // a press anywhere finishes the moves first (capture: before the page's own handlers)
  ["pointerdown", "keydown"].forEach(function (type) {
    document.addEventListener(type, function () { if (running.length) window.yokoMotion.finish(); }, true);
  });
})();
