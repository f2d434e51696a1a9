#!/usr/bin/env python3
"""Replays a recorded session (tests/lsp/sessions/NAME.json) against
`munchkinc lsp` and checks every reply.

usage: protocol_test.py MUNCHKINC SESSION.json [SERVER-ARGUMENTS...]

SERVER-ARGUMENTS follow `munchkinc lsp` on its command line (clients add some).

A session is a list of steps, run in order:
  {"send": MESSAGE}             a message, framed as the protocol says
  {"send_raw": TEXT}            bytes as they are (a broken frame)
  {"expect": MESSAGE}           the next message the server sends matches MESSAGE
  {"close_input": true}         end of the server's input
  {"exit_status": N}            the server exits with status N
A MESSAGE to expect matches when every key it gives matches (other keys are
free), lists match element by element with the same length, and a string
"~TEXT" matches any string containing TEXT. In every string, $FIXTURE is
the file:// URI of tests/lsp/fixture (in keys too) and {"$read": "pets/set.mkn"} stands for
that fixture file's text.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from lsp_client import LspClient  # noqa: E402

FIXTURE = pathlib.Path(__file__).resolve().parent / "fixture"


def expand(value):
    if isinstance(value, dict):
        if set(value) == {"$read"}:
            return (FIXTURE / value["$read"]).read_text()
        return {expand(key): expand(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand(item) for item in value]
    if isinstance(value, str):
        return value.replace("$FIXTURE", FIXTURE.as_uri())
    return value


def mismatch(expected, actual, where="message"):
    """The first difference, or None when `actual` matches `expected`."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where}: expected an object, got {actual!r}"
        for key, item in expected.items():
            if key not in actual:
                return f"{where}: no '{key}' in {json.dumps(actual)[:400]}"
            found = mismatch(item, actual[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{where}: expected {len(expected)} elements, got {json.dumps(actual)[:600]}"
        for index, (item, other) in enumerate(zip(expected, actual)):
            found = mismatch(item, other, f"{where}[{index}]")
            if found:
                return found
        return None
    if isinstance(expected, str) and expected.startswith("~"):
        if isinstance(actual, str) and expected[1:] in actual:
            return None
        return f"{where}: expected a string containing {expected[1:]!r}, got {actual!r}"
    if expected != actual:
        return f"{where}: expected {expected!r}, got {actual!r}"
    return None


def main():
    munchkinc, session_path = sys.argv[1], pathlib.Path(sys.argv[2])
    steps = expand(json.loads(session_path.read_text()))
    client = LspClient(munchkinc, arguments=sys.argv[3:])
    number = 0
    try:
        for number, step in enumerate(steps, 1):
            if "send" in step:
                client.send(step["send"])
            elif "send_raw" in step:
                client.send_raw(step["send_raw"].encode(), header="")
            elif "expect" in step:
                message = client.receive()
                problem = mismatch(step["expect"], message)
                if problem:
                    print(f"{session_path.name}, step {number}: {problem}\nreceived: {json.dumps(message)[:2000]}")
                    return 1
            elif "close_input" in step:
                client.close_input()
            elif "exit_status" in step:
                status = client.wait()
                if status != step["exit_status"]:
                    print(f"{session_path.name}, step {number}: exit status {status}, expected {step['exit_status']}")
                    return 1
    except (TimeoutError, EOFError, ValueError) as error:
        print(f"{session_path.name}, step {number}: {error}")
        client.process.kill()
        return 1
    client.process.kill()
    print(f"{session_path.name}: {len(steps)} steps passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
