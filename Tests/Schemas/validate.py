"""Validates YAML or JSON documents against a JSON Schema (draft 2020-12) with PyPI's jsonschema.

Reads {"schema": PATH, "documents": [TEXT, ...]} on standard input; writes a JSON list with, for each
document, null when it is valid, else the first error's message. JSONSchemaTests compares these
verdicts with ThemeGen's own decoder's. yaml-language-server (VS Code, Neovim, Zed, Helix) validates as
draft 7 does: the schemas use only keywords draft 7 has too, and a document draft 7 judges otherwise
than draft 2020-12 fails the run (exit 3).
"""
import json
import sys

import jsonschema
import yaml

request = json.load(sys.stdin)
with open(request["schema"], encoding="utf-8") as file:
    schema = json.load(file)
validator = jsonschema.Draft202012Validator(schema)
draft7 = jsonschema.Draft7Validator(schema)
verdicts = []
for index, text in enumerate(request["documents"]):
    document = yaml.safe_load(text)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
    if draft7.is_valid(document) != (not errors):
        sys.stderr.write(f"document {index}: draft 7 and draft 2020-12 disagree\n")
        sys.exit(3)
    verdicts.append(errors[0].message if errors else None)
json.dump(verdicts, sys.stdout)
