"""A minimal Language Server Protocol client for the tests: starts
`munchkinc lsp`, writes framed messages and reads them back, never waiting
longer than a timeout (a server that hangs fails the test, not the suite)."""
import json
import os
import select
import subprocess


class LspClient:
    def __init__(self, munchkinc, cwd=None, timeout=20.0, arguments=()):
        self.timeout = timeout
        self.process = subprocess.Popen([munchkinc, "lsp", *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, cwd=cwd)
        self.buffer = b""

    def send(self, message):
        self.send_raw(json.dumps(message).encode())

    def send_raw(self, body, header=None):
        frame = (header if header is not None else f"Content-Length: {len(body)}\r\n\r\n").encode() + body
        self.process.stdin.write(frame)
        self.process.stdin.flush()

    def _fill(self):
        ready, _, _ = select.select([self.process.stdout], [], [], self.timeout)
        if not ready:
            raise TimeoutError(f"no message from the server within {self.timeout} s")
        chunk = os.read(self.process.stdout.fileno(), 65536)
        if not chunk:
            raise EOFError("the server closed its output")
        self.buffer += chunk

    def receive(self):
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = None
        for line in head.decode().split("\r\n"):
            name, _, value = line.partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        if length is None:
            raise ValueError(f"a frame without Content-Length: {head!r}")
        while len(self.buffer) < length:
            self._fill()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return json.loads(body)

    def close_input(self):
        self.process.stdin.close()

    def wait(self):
        try:
            return self.process.wait(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise TimeoutError("the server did not exit")
