#!/usr/bin/env python3
"""The preview page in a real browser: headless Chromium, driven through the
DevTools protocol, loads `munchkinc preview` of a copy of the fixture set,
sees its cards drawn, then sees an edit on disk (a card renamed, another
broken) appear in the same page without a reload, and takes a screenshot.

Usage: browser_test.py MUNCHKINC CHROMIUM FIXTURE SCREENSHOT.png
"""
import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

TIMEOUT = 60  # seconds for each thing awaited: a shared machine may be slow


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(0.2)
    fail("timed out waiting for " + what)


class WebSocket:
    """The little of RFC 6455 DevTools needs: text frames out (masked, as a
    client must), text frames in (unmasked, maybe in pieces)."""

    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.connection = socket.create_connection((parts.hostname, parts.port), timeout=TIMEOUT)
        key = base64.b64encode(os.urandom(16)).decode()
        self.connection.sendall(("GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                 "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                                 % (parts.path, parts.netloc, key)).encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.connection.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            fail("DevTools refused the WebSocket: %r" % response)

    def _exactly(self, count):
        data = b""
        while len(data) < count:
            piece = self.connection.recv(count - len(data))
            if not piece:
                fail("DevTools closed the connection")
            data += piece
        return data

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.connection.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def recv(self):
        message = b""
        while True:
            first, second = self._exactly(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._exactly(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._exactly(8))[0]
            payload = self._exactly(length)
            if first & 0x0F == 0x8:
                fail("DevTools closed the WebSocket")
            if first & 0x0F in (0x0, 0x1):
                message += payload
                if first & 0x80:
                    return message.decode()


class DevTools:
    """One page target's DevTools connection: commands by id, events skipped."""

    def __init__(self, url):
        self.socket = WebSocket(url)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(method + ": " + json.dumps(message["error"]))
                return message["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            fail("page script failed: " + json.dumps(result["exceptionDetails"]))
        return result["result"].get("value")


# What the page shows, read from its DOM: each card's name, whether its face
# has loaded, and the text of its diagnostics.
CARDS = """JSON.stringify([...document.querySelectorAll('#cards .card')].map(card => ({
  name: card.querySelector('h2').textContent,
  drawn: !!card.querySelector('img') && card.querySelector('img').complete &&
         card.querySelector('img').naturalWidth > 0,
  stale: card.classList.contains('stale'),
  diagnostics: [...card.querySelectorAll('pre.diagnostic')].map(pre => pre.textContent)})))"""


def cards(page):
    return json.loads(page.evaluate(CARDS) or "[]")


def main():
    munchkinc, chromium, fixture, screenshot = sys.argv[1:5]
    scratch = tempfile.mkdtemp(prefix="munchkin-preview-browser-")
    preview = browser = None
    try:
        set_folder = os.path.join(scratch, "kennel")
        shutil.copytree(fixture, set_folder)
        preview = subprocess.Popen([munchkinc, "preview", set_folder], stdout=subprocess.PIPE, text=True)
        banner = preview.stdout.readline()
        if "http://127.0.0.1:" not in banner:
            fail("munchkinc preview printed no address: " + repr(banner))
        address = banner[banner.index("http://"):].split()[0]

        profile = os.path.join(scratch, "profile")
        with open(os.path.join(scratch, "chromium.log"), "w") as log:
            browser = subprocess.Popen(
                [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--no-default-browser-check", "--user-data-dir=" + profile,
                 "--remote-debugging-port=0", "--window-size=1100,760", "about:blank"],
                stdout=log, stderr=log)
        # Chromium writes the port it chose, and the browser's path, here.
        active = os.path.join(profile, "DevToolsActivePort")
        wait_for("Chromium's DevTools port", lambda: os.path.exists(active) and len(open(active).read().split()) == 2)
        port = open(active).read().split()[0]
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%s/json/list" % port, timeout=TIMEOUT))
        page = DevTools(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])

        page.call("Page.enable")
        # A fixed viewport, so that the screenshot is the same size wherever it is taken.
        page.call("Emulation.setDeviceMetricsOverride", width=1000, height=700, deviceScaleFactor=1, mobile=False)
        page.call("Page.navigate", url=address)
        shown = wait_for("the three cards, drawn",
                         lambda: (lambda c: c if len(c) == 3 and all(x["drawn"] for x in c) else None)(cards(page)))
        names = [card["name"] for card in shown]
        if names != ["Vet", "Angry Hamster", "Leash"]:
            fail("cards shown: %r" % names)
        if any(card["diagnostics"] for card in shown):
            fail("diagnostics on a clean set: %r" % shown)
        # Gone if the page were loaded again: the update must come by itself.
        page.evaluate("window.stillTheSamePage = true")

        path = os.path.join(set_folder, "cards.mkn")
        text = open(path).read()
        text = text.replace('"Leash"', '"Long Leash"').replace("tags Furry;", "tags Fury;")
        with open(path, "w") as out:
            out.write(text)

        def edited():
            now = {card["name"]: card for card in cards(page)}
            hamster = now.get("Angry Hamster")
            if "Long Leash" in now and now["Long Leash"]["drawn"] and hamster and hamster["diagnostics"]:
                return now
            return None

        now = wait_for("the renamed card and the new diagnostic", edited)
        hamster = now["Angry Hamster"]
        expected = "cards.mkn:9:8: error: unknown tag 'Fury'; did you mean 'Furry'? [E0102]"
        if not any(text.startswith(expected) for text in hamster["diagnostics"]):
            fail("the hamster's diagnostics: %r" % hamster["diagnostics"])
        if not (hamster["stale"] and hamster["drawn"]):
            fail("the broken card lost its last good face: %r" % hamster)
        if "Leash" in now:
            fail("the old name is still shown")
        if page.evaluate("window.stillTheSamePage") is not True:
            fail("the page was reloaded instead of updated")

        shot = page.call("Page.captureScreenshot", format="png")
        with open(screenshot, "wb") as out:
            out.write(base64.b64decode(shot["data"]))
        print("cards before: %s; after the edit: %s; screenshot: %s" % (names, sorted(now), screenshot))

        # Ctrl-C ends the server cleanly.
        preview.send_signal(signal.SIGINT)
        rest, _ = preview.communicate(timeout=TIMEOUT)
        if preview.returncode != 0 or "stopped" not in rest:
            fail("munchkinc preview after SIGINT: exit %s, %r" % (preview.returncode, rest))
        print("1 passed, 0 failed")
    finally:
        for process in (browser, preview):
            if process and process.poll() is None:
                process.kill()
                process.wait()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
