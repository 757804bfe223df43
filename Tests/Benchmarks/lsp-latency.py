#!/usr/bin/env python3
"""Latency of `themegen lsp`'s diagnostics: the time from sending a whole-document didChange to
receiving the last publishDiagnostics it causes, for a file of a theme set, over --runs edits.

    python3 Tests/Benchmarks/lsp-latency.py [--themegen .build/release/themegen] [--runs 50] FILE

FILE is a theme or token file whose folder is its set (themes/Blog.yaml: the blog's seven themes and the
dark-mode sheet; themes/tokens/primitives.tokens.json: the token project with its resolver). Each edit
adds or removes a trailing newline: new text, so every run re-reads and re-resolves the whole set, as an
edit in an editor does.
Prints the median and the 90th percentile in milliseconds.
"""
import argparse
import json
import os
import statistics
import subprocess
import time

parser = argparse.ArgumentParser()
parser.add_argument("--themegen", default=".build/release/themegen")
parser.add_argument("--runs", type=int, default=50)
parser.add_argument("file")
arguments = parser.parse_args()

path = os.path.abspath(arguments.file)
uri = "file://" + path
text = open(path, encoding="utf-8").read()
server = subprocess.Popen([arguments.themegen, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline().strip()
        if not line:
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(server.stdout.read(length))


def published(marker):
    """Reads replies up to the answer to request `marker`, sent after the edit: the server answers in
    order, so every publishDiagnostics the edit caused came before it. Returns how many there were."""
    send({"jsonrpc": "2.0", "id": marker, "method": "themegen/mark"})
    count = 0
    while True:
        message = receive()
        if message.get("id") == marker:
            return count
        count += 1


send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
receive()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
files = published("open")
timings = []
for run in range(arguments.runs):
    edited = text + ("\n" if run % 2 else "")
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": run + 2}, "contentChanges": [{"text": edited}]}})
    published(f"edit {run}")
    timings.append((time.perf_counter() - start) * 1000)
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait()
timings.sort()
print(f"{arguments.file}: {files} files in its set, {arguments.runs} edits: "
      f"median {statistics.median(timings):.1f} ms, p90 {timings[int(len(timings) * 0.9)]:.1f} ms")
