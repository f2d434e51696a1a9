#!/usr/bin/env python3
"""The report page of `simulate --html` in a real browser: headless Chromium,
driven through the DevTools protocol (tests/preview/browser_test.py), opens
the page of a real simulation, the page of a real balance run and the page of a hand-made report
(report_sample_page: card impacts, capped games, errors) and checks that
each renders without a script error or a request for anything outside it,
that its charts are drawn with the rows their data has, that clicking a
column header sorts the table, that it prints, and that its screenshot is a
picture (BINARY_DIR/report.png, sample-report.png; MUNCHKIN_UPDATE_SCREENSHOTS=1
copies the first to docs/images/report.png, the picture in README.md).

Usage: html_browser_test.py MUNCHKINC SAMPLE_PAGE CHROMIUM REPO_ROOT BINARY_DIR
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "preview"))
sys.path.insert(0, os.path.join(here, "..", "support"))
from browser_test import TIMEOUT, DevTools, fail, wait_for  # noqa: E402
import png_check  # noqa: E402


class RecordingDevTools(DevTools):
    """DevTools that keeps the events it passes over: errors and requests."""

    def __init__(self, url):
        super().__init__(url)
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(method + ": " + json.dumps(message["error"]))
                return message["result"]
            if "method" in message:
                self.events.append(message)

    def problems(self, page_url):
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append("script error: " + json.dumps(params["exceptionDetails"])[:300])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                found.append("console %s: %s" % (params["type"], json.dumps(params.get("args"))[:300]))
            elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                found.append("browser %s: %s" % (params["entry"]["level"], params["entry"]["text"]))
            elif method == "Network.requestWillBeSent" and params["request"]["url"] != page_url:
                found.append("a request for " + params["request"]["url"])
        return found


def open_page(page, path):
    url = "file://" + path
    page.events.clear()
    page.call("Page.navigate", url=url)
    wait_for("the page to load", lambda: page.evaluate("document.readyState") == "complete")
    problems = page.problems(url)
    if problems:
        fail(path + ": " + "; ".join(problems))


def page_facts(page):
    return json.loads(page.evaluate("""JSON.stringify({
      charts: [...document.querySelectorAll('svg.chart')].map(svg => {
        const box = svg.getBoundingClientRect();
        return {id: svg.id, bars: svg.querySelectorAll('rect.bar').length,
                highlighted: svg.querySelectorAll('rect.bar.highlight').length,
                intervals: svg.querySelectorAll('.interval').length,
                lines: [...svg.querySelectorAll('path.line')].map(p => p.getTotalLength()),
                labels: [...svg.querySelectorAll('text.label')].map(t => t.textContent),
                width: box.width, height: box.height};
      }),
      tables: Object.fromEntries([...document.querySelectorAll('table.sortable')].map(t => [t.id, t.tBodies[0].rows.length])),
      firstSection: document.querySelector('main > section').id,
      tests: Object.fromEntries([...document.querySelectorAll('p.test')].map(p => [p.id, p.textContent])),
      warnings: [...document.querySelectorAll('#warnings li')].map(li => li.textContent)})"""))


def column(page, table, index):
    return json.loads(page.evaluate(
        "JSON.stringify([...document.querySelectorAll('#%s tbody tr')].map(r => r.cells[%d].textContent))"
        % (table, index)))


def click_header(page, table, index):
    """A real mouse click on the header, where the browser drew it."""
    box = json.loads(page.evaluate("""(() => {
      const th = document.querySelectorAll('#%s th')[%d];
      th.scrollIntoView({block: 'center'});
      const b = th.getBoundingClientRect();
      return JSON.stringify({x: b.left + b.width / 2, y: b.top + b.height / 2});
    })()""" % (table, index)))
    for kind in ("mousePressed", "mouseReleased"):
        page.call("Input.dispatchMouseEvent", type=kind, x=box["x"], y=box["y"], button="left", clickCount=1)


def screenshot(page, path):
    page.evaluate("window.scrollTo(0, 0)")
    shot = page.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                     clip={"x": 0, "y": 0, "width": 1000, "height": 1400, "scale": 1})
    with open(path, "wb") as out:
        out.write(base64.b64decode(shot["data"]))
    colours = png_check.distinct_colours(path)
    if colours < 20:
        fail("%s: %d colours: the page looks blank" % (path, colours))
    return colours


def check_prints(page):
    pdf = base64.b64decode(page.call("Page.printToPDF", printBackground=True)["data"])
    if not pdf.startswith(b"%PDF") or len(pdf) < 10000:
        fail("printing the page gave %d bytes" % len(pdf))


def check_simulated(page, munchkinc, root, scratch, binary_dir):
    path = os.path.join(scratch, "apocalypse.html")
    command = [munchkinc, "simulate", os.path.join(root, "sets", "apocalypse"), "--games", "300", "--seed", "3"]
    with_page = subprocess.run(command + ["--html", path], capture_output=True, text=True, timeout=TIMEOUT)
    without = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT)
    if with_page.returncode != 0 or "wrote the report page to " + path not in with_page.stderr:
        fail("simulate --html: exit %d, %r" % (with_page.returncode, with_page.stderr))
    if with_page.stdout != without.stdout:
        fail("--html changed the text report")

    open_page(page, path)
    facts = page_facts(page)
    charts = {chart["id"]: chart for chart in facts["charts"]}
    if sorted(charts) != ["chart-length", "chart-levels", "chart-monsters", "chart-seats", "chart-turn-order"]:
        fail("charts drawn: %r" % sorted(charts))
    for chart in charts.values():
        if chart["width"] < 300 or chart["height"] < 80:
            fail("chart %s drawn %dx%d" % (chart["id"], chart["width"], chart["height"]))
    if charts["chart-seats"]["bars"] != 4 or charts["chart-seats"]["intervals"] != 4:
        fail("the seats chart: %r" % charts["chart-seats"])
    if charts["chart-length"]["bars"] < 10:
        fail("the game length histogram has %d bars" % charts["chart-length"]["bars"])
    levels = charts["chart-levels"]["lines"]
    if len(levels) != 2 or min(levels) < 100:
        fail("the Level curves: %r" % charts["chart-levels"])
    monsters = charts["chart-monsters"]
    if monsters["bars"] < 5 or monsters["intervals"] != monsters["bars"]:
        fail("the monsters chart: %r" % monsters)
    if facts["tables"].get("table-monsters", 0) < monsters["bars"] or facts["tables"].get("table-card-play", 0) < 40:
        fail("the monsters and card play tables: %r" % facts["tables"])
    if not facts["tests"].get("test-seats", "").startswith("Seat balance: chi-square "):
        fail("the seat balance test: %r" % facts["tests"])
    # The page's warnings are the text report's, word for word.
    text_warnings = [line[len("warning: "):line.rindex(" [")] for line in without.stdout.splitlines()
                     if line.startswith("warning: ")]
    if facts["warnings"] != text_warnings:
        fail("the page warns %r, the text report %r" % (facts["warnings"], text_warnings))
    if facts["firstSection"] != "warnings":
        fail("the page starts with %r, not the warnings" % facts["firstSection"])
    if facts["tables"].get("table-cards", 0) < 40:
        fail("the cards table: %r" % facts["tables"])

    # Sorting by a click on a header: "held" (numbers) up, then down; "card" (words) up.
    held = lambda: [int(text) for text in column(page, "table-cards", 1)]
    if held() == sorted(held()):
        fail("the cards table is sorted by 'held' before any click")
    click_header(page, "table-cards", 1)
    if held() != sorted(held()):
        fail("a click on 'held' did not sort up: %r" % held()[:8])
    click_header(page, "table-cards", 1)
    if held() != sorted(held(), reverse=True):
        fail("a second click on 'held' did not sort down: %r" % held()[:8])
    click_header(page, "table-cards", 0)
    names = column(page, "table-cards", 0)
    if names != sorted(names, key=lambda n: n.lower()) and names != sorted(names):
        fail("a click on 'card' did not sort by name: %r" % names[:8])
    problems = page.problems("file://" + path)
    if problems:
        fail("after the clicks: " + "; ".join(problems))

    check_prints(page)
    picture = os.path.join(binary_dir, "report.png")
    colours = screenshot(page, picture)
    if os.environ.get("MUNCHKIN_UPDATE_SCREENSHOTS") == "1":
        shutil.copyfile(picture, os.path.join(root, "docs", "images", "report.png"))
        print("updated docs/images/report.png")
    print("simulate --html: charts %s, %d card rows sorted by clicks, %d colours"
          % (sorted(charts), len(names), colours))


def check_balance(page, munchkinc, root, scratch, binary_dir):
    path = os.path.join(scratch, "balance.html")
    command = [munchkinc, "balance", os.path.join(root, "sets", "apocalypse"), "--games", "40", "--seed", "3"]
    with_page = subprocess.run(command + ["--html", path], capture_output=True, text=True, timeout=TIMEOUT)
    if with_page.returncode != 0 or "wrote the balance page to " + path not in with_page.stderr:
        fail("balance --html: exit %d, %r" % (with_page.returncode, with_page.stderr))
    open_page(page, path)
    facts = page_facts(page)
    charts = {chart["id"]: chart for chart in facts["charts"]}
    if sorted(charts) != ["chart-impact-turns", "chart-impacts"]:
        fail("balance charts drawn: %r" % sorted(charts))
    rows = facts["tables"].get("table-impacts", 0)
    for chart in charts.values():
        if rows < 10 or chart["bars"] != rows or chart["intervals"] != rows:
            fail("balance chart %s: %r, %d table rows" % (chart["id"], chart, rows))
        if chart["width"] < 300 or chart["height"] < 80:
            fail("chart %s drawn %dx%d" % (chart["id"], chart["width"], chart["height"]))
    if facts["firstSection"] != "warnings":
        fail("the balance page starts with %r, not the warnings" % facts["firstSection"])
    impact = lambda: [float(text) for text in column(page, "table-impacts", 1)]
    if impact() != sorted(impact(), reverse=True):
        fail("the impacts are not strongest first: %r" % impact())
    colours = screenshot(page, os.path.join(binary_dir, "balance.png"))
    print("balance --html: %d cards drawn twice, warnings %d, %d colours" % (rows, len(facts["warnings"]), colours))


def check_sample(page, sample_page, scratch, binary_dir):
    path = os.path.join(scratch, "sample.html")
    subprocess.run([sample_page, path], check=True, timeout=TIMEOUT)
    open_page(page, path)
    facts = page_facts(page)
    charts = {chart["id"]: chart for chart in facts["charts"]}
    impacts = charts.get("chart-impacts")
    if not impacts:
        fail("no impact chart: %r" % sorted(charts))
    expected = ["Sword of Testing +10", '<script>alert(1)</script> & "Co"', "Apple", "Curse of Nothing"]
    if impacts["labels"] != expected or impacts["intervals"] != 4:
        fail("the impact chart: %r" % impacts)
    if charts["chart-length"]["highlighted"] != 1:
        fail("the games the cap stopped are not set apart: %r" % charts["chart-length"])
    if len(facts["warnings"]) != 5:
        fail("warnings shown: %r" % facts["warnings"])
    if page.evaluate("document.querySelectorAll('script').length") != 1:
        fail("a card name became a script")
    impact = lambda: [float(text) for text in column(page, "table-impacts", 1)]
    click_header(page, "table-impacts", 1)
    if impact() != sorted(impact()):
        fail("a click on 'impact' did not sort up: %r" % impact())
    colours = screenshot(page, os.path.join(binary_dir, "sample-report.png"))
    print("hand-made report: impacts %s, warnings %d, %d colours" % (impacts["labels"], len(facts["warnings"]), colours))


def main():
    munchkinc, sample_page, chromium, root, binary_dir = sys.argv[1:6]
    scratch = tempfile.mkdtemp(prefix="munchkin-report-browser-")
    browser = None
    try:
        profile = os.path.join(scratch, "profile")
        with open(os.path.join(scratch, "chromium.log"), "w") as log:
            browser = subprocess.Popen(
                [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--no-default-browser-check", "--user-data-dir=" + profile,
                 "--remote-debugging-port=0", "--window-size=1000,800", "about:blank"],
                stdout=log, stderr=log)
        active = os.path.join(profile, "DevToolsActivePort")
        wait_for("Chromium's DevTools port", lambda: os.path.exists(active) and len(open(active).read().split()) == 2)
        port = open(active).read().split()[0]
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%s/json/list" % port, timeout=TIMEOUT))
        page = RecordingDevTools(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.call(domain + ".enable")
        page.call("Emulation.setDeviceMetricsOverride", width=1000, height=800, deviceScaleFactor=1, mobile=False)
        check_simulated(page, munchkinc, root, scratch, binary_dir)
        check_balance(page, munchkinc, root, scratch, binary_dir)
        check_sample(page, sample_page, scratch, binary_dir)
        print("1 passed, 0 failed")
    finally:
        if browser and browser.poll() is None:
            browser.kill()
            browser.wait()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
