#!/usr/bin/env python3
"""`themegen lsp`'s latency on each real token project in Tests/TokenProjects and on the samples.

    python3 Tests/Benchmarks/lsp-latency.py [--runs N] [--against REV] [FILE...]

Each FILE is opened (by default: each project's largest token file, not `$themes.json`, `$metadata.json`
or a resolver; themes/Blog.yaml; Examples/DesignSystem/Acme.theme.yaml) in a new server, RUNS times;
each time, from sending a message to the reply that ends its answer (a cheap request sent after a
notification, whose error reply comes after every diagnostic): opening the document (the set's first
load and diagnostics), changing it (a load that remembers the last: the changed file read again, and
the themes that read it made again, each from the last making's tokens where they are unchanged) in
three ways — a new line at its end, which moves no token ("change"); a digit of a value in its second
half made another ("value": the tokens whose aliases reach that one made again); a new line in its
middle ("line": every token below it moves, so is made again) — then changing another file of the set
(a project's smallest token file: "other"), a hover at the file's start (the first request after the
edits, which makes the set's editor index: "1st hover"), hover on 20 lines through the file (a lookup in
the loaded set), completion inside the
first `{` reference (every key of the set), go to definition there, and the file's colours. Prints each
median in milliseconds; with --against, the same for themegen built at REV, its runs in turn with this
checkout's (run by run, so that the machine's drift falls on both rows of a document alike)."""
import argparse
import json
import os
import statistics
import subprocess
import time

import measure

PROJECTS = [
    "compound/tokens", "design-system-ia/example", "designsystemet/design-tokens", "metamask/src/figma", "nve/tokens",
    "sds/scripts/tokens",
]


class Server:
    """A `themegen lsp` process spoken to in framed JSON-RPC."""

    def __init__(self, themegen):
        self.process = subprocess.Popen([themegen, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, method, params=None, request=True):
        message = {"jsonrpc": "2.0", "method": method, "params": params or {}}
        if request:
            message["id"] = self.next_id
            self.next_id += 1
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return message.get("id")

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            header += self.process.stdout.read(1)
        length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n") if line.lower().startswith(b"content-length"))
        return json.loads(self.process.stdout.read(length))

    def answer(self, method, params=None, request=True):
        """Seconds until the answer to `method` and the answer; a notification's answer ends with the
        error reply to a method the server lacks, sent after it."""
        start = time.perf_counter()
        wanted = self.send(method, params, request)
        if not request:
            wanted = self.send("themegen/benchmarkMark")
        replies = []
        while True:
            reply = self.receive()
            replies.append(reply)
            if reply.get("id") == wanted:
                return time.perf_counter() - start, replies

    def close(self):
        self.send("shutdown")
        self.receive()
        self.send("exit", request=False)
        self.process.wait()


def median_ms(samples):
    return statistics.median(samples) * 1000


def token_files(path):
    return [os.path.join(folder, name) for folder, _, names in os.walk(path) for name in names
            if name.endswith((".json", ".yaml", ".yml")) and name not in ("$themes.json", "$metadata.json") and not name.endswith(".resolver.json")]


def value_edited(text):
    """`text` with the first digit from 0 to 8 of a value in its second half (after `value"`, in JSON) made
    one more; `None` when there is none."""
    middle = len(text) // 2
    marker = text.find('value"', middle)
    start = marker if marker >= 0 else middle
    digit = next((index for index in range(start, len(text)) if text[index] in "012345678"), None)
    return None if digit is None else text[:digit] + chr(ord(text[digit]) + 1) + text[digit + 1:]


def line_inserted(text):
    """`text` with a new line after its middle line."""
    end = text.find("\n", len(text) // 2)
    return text + "\n" if end < 0 else text[:end] + "\n" + text[end:]


def document_edits(document):
    """The document's text, its URI, the place of its first `{` reference, and its three edits."""
    text = open(document, encoding="utf-8").read()
    lines = text.split("\n")
    reference_line = next((index for index, line in enumerate(lines) if "\"{" in line), 0)
    reference_character = len(lines[reference_line].split("\"{")[0].encode("utf-16-le")) // 2 + 2 if "\"{" in lines[reference_line] else 0
    edits = {"change": text + "\n", "value": value_edited(text), "line": line_inserted(text)}
    return text, "file://" + os.path.abspath(document), lines, {"line": reference_line, "character": reference_character}, edits


FIGURES = ["open", "change", "value", "line", "other", "first hover", "hover", "completion", "definition", "colours"]


def measure_run(themegen, prepared, other, figures):
    """One run in a server of its own: opening the document (`prepared` by `document_edits`: a first load,
    nothing remembered), changing it, changing `other` (another file of its set as (path, text), opened
    untimed; `None` for none), and the requests; each time is added to `figures`. Returns the diagnostics
    on opening, the hovers that found something and the keys completion offered."""
    text, uri, lines, position, edits = prepared
    server = Server(themegen)
    server.answer("initialize", {"capabilities": {}})
    item = {"uri": uri, "languageId": "json", "version": 1, "text": text}
    seconds, replies = server.answer("textDocument/didOpen", {"textDocument": item}, request=False)
    figures["open"].append(seconds)
    diagnostics = sum(len(reply["params"]["diagnostics"]) for reply in replies if reply.get("method") == "textDocument/publishDiagnostics")
    for version, (name, edited) in enumerate(edits.items(), start=2):
        if edited is None:
            continue
        change = {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}
        figures[name].append(server.answer("textDocument/didChange", change, request=False)[0])
    if other:
        other_path, other_text = other
        other_uri = "file://" + os.path.abspath(other_path)
        server.answer("textDocument/didOpen", {"textDocument": {"uri": other_uri, "languageId": "json", "version": 1, "text": other_text}}, request=False)
        other_change = {"textDocument": {"uri": other_uri, "version": 2}, "contentChanges": [{"text": other_text + "\n"}]}
        figures["other"].append(server.answer("textDocument/didChange", other_change, request=False)[0])
    # The first request after the edits makes the set's editor index (at the file's start: always a place).
    figures["first hover"].append(server.answer("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})[0])
    hits = 0
    for line in range(0, len(lines), max(len(lines) // 20, 1)):
        seconds, replies = server.answer("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": 4}})
        figures["hover"].append(seconds)
        hits += replies[-1].get("result") is not None
    seconds, replies = server.answer("textDocument/completion", {"textDocument": {"uri": uri}, "position": position})
    figures["completion"].append(seconds)
    keys = len(replies[-1]["result"]["items"]) if isinstance(replies[-1].get("result"), dict) else 0
    figures["definition"].append(server.answer("textDocument/definition", {"textDocument": {"uri": uri}, "position": position})[0])
    figures["colours"].append(server.answer("textDocument/documentColor", {"textDocument": {"uri": uri}})[0])
    server.close()
    return diagnostics, hits, keys


def measure_document(tools, document, runs, other):
    """`runs` runs of each build on `document`, the builds in turn run by run (so that the machine's drift
    falls on both alike); for each build, its line count, what the first run found and the medians."""
    figures = {tool: {name: [] for name in FIGURES} for tool in tools}
    found = {}
    prepared = document_edits(document)
    other_file = (other, open(other, encoding="utf-8").read()) if other else None
    for run in range(runs):
        for tool, themegen in tools.items():
            result = measure_run(themegen, prepared, other_file, figures[tool])
            found.setdefault(tool, result)
    lines = len(prepared[2])
    return {tool: (lines, *found[tool], {name: median_ms(samples) if samples else float("nan") for name, samples in figures[tool].items()})
            for tool in tools}


parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=7)
parser.add_argument("--against", help="also measure themegen built at this revision, run by run in turn")
parser.add_argument("files", nargs="*")
args = parser.parse_args()
tools = measure.build_tools(args.against)
root = os.path.join(measure.ROOT, "Tests", "TokenProjects")
# Each project's largest token file, and its smallest as the other file edited.
documents = [(os.path.abspath(file), None) for file in args.files] or [
    (max(files, key=os.path.getsize), min(files, key=os.path.getsize) if len(files) > 1 else None)
    for files in (token_files(os.path.join(root, name)) for name in PROJECTS)] + [
    (os.path.join(measure.ROOT, "themes", "Blog.yaml"), None), (os.path.join(measure.ROOT, "Examples", "DesignSystem", "Acme.theme.yaml"), None)]
print(f"{'document':72} {'themegen':>13} {'lines':>5} {'diags':>5} {'hover hits':>10} {'keys':>4}  {'open':>6} {'change':>6} {'value':>6} {'line':>6} {'other':>6} {'1st hover':>9} {'hover':>6} {'complete':>8} {'definition':>10} {'colours':>7} (ms)  other file")
for document, other in documents:
    for tool, (lines, diagnostics, hits, keys, medians) in measure_document(tools, document, args.runs, other).items():
        name = os.path.relpath(document, measure.ROOT)
        print(f"{name:72} {tool:>13} {lines:5} {diagnostics:5} {hits:10} {keys:4}  {medians['open']:6.1f} {medians['change']:6.1f} {medians['value']:6.1f} {medians['line']:6.1f} {medians['other']:6.1f} {medians['first hover']:9.2f} {medians['hover']:6.2f} "
              f"{medians['completion']:8.2f} {medians['definition']:10.2f} {medians['colours']:7.1f}  {os.path.relpath(other, root) if other else '-'}", flush=True)
