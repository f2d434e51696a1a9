#include "preview/page.h"

namespace munchkinc::preview {

// The script asks /state for the gallery, then waits on /events (a long
// poll) for the next check and asks again. Text from the set goes into the
// page through textContent only, never as markup.
std::string_view pageHtml() {
  return R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>munchkinc preview</title>
<style>
  body { font: 14px/1.4 sans-serif; margin: 0; background: #eceae6; color: #222; }
  header { position: sticky; top: 0; background: #2d2a26; color: #f4f1ea; padding: 8px 16px; z-index: 1; }
  header h1 { font-size: 17px; margin: 0; display: inline; }
  #status { margin-left: 12px; font-size: 13px; color: #cfc8bb; }
  #status.lost { color: #ffb4a8; }
  main { padding: 12px 16px; }
  #unit:empty { display: none; }
  #unit { margin-bottom: 12px; }
  #cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); gap: 14px; }
  .card { display: flex; gap: 10px; background: #fff; border-radius: 6px; padding: 10px;
          box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .card.has-error { outline: 2px solid #c0392b; }
  .card img { width: 200px; height: auto; flex: none; background: #f7f5f0; }
  .card .missing { width: 200px; height: 270px; flex: none; display: flex; align-items: center;
                   justify-content: center; background: #f7f5f0; color: #888; text-align: center; }
  .card.stale img { opacity: .55; }
  .info { min-width: 0; }
  .info h2 { font-size: 15px; margin: 0 0 2px; }
  .where { color: #666; font-size: 12px; margin: 0 0 6px; }
  .stale-note { color: #a0522d; font-size: 12px; margin: 0 0 6px; }
  pre.diagnostic { font: 12px/1.35 monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 6px;
                   padding: 6px 8px; border-left: 4px solid #999; background: #f6f6f6; }
  pre.error { border-color: #c0392b; background: #fdf0ee; }
  pre.warning { border-color: #d68910; background: #fdf6e8; }
</style>
</head>
<body>
<header><h1 id="title">munchkinc preview</h1><span id="status">loading</span></header>
<main>
  <section id="unit"></section>
  <section id="cards"></section>
</main>
<script>
"use strict";
let generation = 0;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function diagnostic(entry) {
  return element("pre", "diagnostic " + entry.severity, entry.text);
}

function cardView(card) {
  const view = element("article", "card");
  view.dataset.slot = card.slot;
  if (card.stale) view.classList.add("stale");
  if (card.diagnostics.some(d => d.severity === "error")) view.classList.add("has-error");
  if (card.svg) {
    const face = element("img");
    face.src = card.svg;
    face.alt = card.name;
    view.append(face);
  } else {
    view.append(element("div", "missing", "not drawn yet: fix its errors"));
  }
  const info = element("div", "info");
  info.append(element("h2", "name", card.name), element("p", "where", card.location));
  if (card.stale && card.svg) info.append(element("p", "stale-note", "has errors: showing its last good face"));
  card.diagnostics.forEach(d => info.append(diagnostic(d)));
  view.append(info);
  return view;
}

function show(state) {
  document.title = state.title + " \u2014 munchkinc preview";
  document.getElementById("title").textContent = state.title;
  document.getElementById("unit").replaceChildren(...state.unitDiagnostics.map(diagnostic));
  document.getElementById("cards").replaceChildren(...state.cards.map(cardView));
  const all = state.unitDiagnostics.concat(...state.cards.map(c => c.diagnostics));
  const errors = all.filter(d => d.severity === "error").length;
  const warnings = all.filter(d => d.severity === "warning").length;
  status(count(state.cards.length, "card") + ", " + count(errors, "error") + ", " + count(warnings, "warning") +
         " \u00b7 checked " + new Date().toLocaleTimeString(), false);
  generation = state.generation;
  document.body.dataset.generation = String(generation);
}

function count(number, noun) {
  return number + " " + noun + (number === 1 ? "" : "s");
}

function status(text, lost) {
  const line = document.getElementById("status");
  line.textContent = text;
  line.classList.toggle("lost", lost);
}

async function load() {
  const response = await fetch("/state", {cache: "no-store"});
  if (!response.ok) throw new Error("HTTP " + response.status);
  show(await response.json());
}

async function follow() {
  for (;;) {
    try {
      if (generation === 0) await load();
      const response = await fetch("/events?after=" + generation, {cache: "no-store"});
      if (!response.ok) throw new Error("HTTP " + response.status);
      const event = await response.json();
      if (event.generation !== generation) await load();
    } catch (error) {
      status("lost the server (munchkinc preview stopped?); trying again", true);
      await new Promise(resolve => setTimeout(resolve, 1000));
    }
  }
}

follow();
</script>
</body>
</html>
)html";
}

}  // namespace munchkinc::preview
