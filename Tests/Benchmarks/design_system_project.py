"""The design system the design-system benchmarks build (design-system.py, design-system-build.py): a
DTCG project of N tokens, a third values and two thirds references, and the same keys as plain
`static let`s."""
import json
import os
import random


def color():
    return {"colorSpace": "srgb", "components": [round(random.random(), 4) for _ in range(3)]}


def write_project(folder, tokens):
    """A design system of `tokens` tokens, a third values and two thirds references."""
    random.seed(2026)
    os.makedirs(folder, exist_ok=True)
    values = tokens // 3
    colors, sizes, durations = values * 6 // 10, values * 3 // 10, values // 20
    numbers = values - colors - sizes - durations
    palette, size, duration, number = {}, {}, {}, {}
    palette_paths, size_paths = [], []
    for index in range(colors):
        hue, step = f"hue{index // 10}", f"s{(index % 10 + 1) * 100}"
        palette.setdefault(hue, {})[step] = {"$value": color()}
        palette_paths.append(f"palette.{hue}.{step}")
    for index in range(sizes):
        scale, step = f"scale{index // 20}", f"x{index % 20}"
        size.setdefault(scale, {})[step] = {"$value": {"value": 2 + index % 64, "unit": "px"}}
        size_paths.append(f"size.{scale}.{step}")
    for index in range(durations):
        duration[f"d{index}"] = {"$value": {"value": 50 * (1 + index % 12), "unit": "ms"}}
    for index in range(numbers):
        number[f"n{index}"] = {"$value": round((index % 20) / 20, 2)}
    references = tokens - values
    semantic_count = references // 2
    light, dark, semantic_paths = {}, {}, []
    for index in range(semantic_count):
        role, name = f"role{index // 25}", f"r{index % 25}"
        light.setdefault(role, {})[name] = {"$value": "{" + random.choice(palette_paths) + "}"}
        dark.setdefault(role, {})[name] = {"$value": "{" + random.choice(palette_paths) + "}"}
        semantic_paths.append(f"semantic.{role}.{name}")
    components = {}
    for index in range(references - semantic_count):
        component, part = f"component{index // 30}", f"part{index % 30}"
        if index % 2 == 0:
            token = {"$type": "color", "$value": "{" + random.choice(semantic_paths) + "}"}
        else:
            token = {"$type": "dimension", "$value": "{" + random.choice(size_paths) + "}"}
        components.setdefault(component, {})[part] = token
    documents = {
        "primitives.tokens.json": {
            "palette": {"$type": "color", **palette}, "size": {"$type": "dimension", **size},
            "duration": {"$type": "duration", **duration}, "number": {"$type": "number", **number},
        },
        "light.tokens.json": {"semantic": {"$type": "color", **light}},
        "dark.tokens.json": {"semantic": {"$type": "color", **dark}},
        "components.tokens.json": {"component": components},
        "design.resolver.json": {
            "version": "2025.10",
            "sets": {
                "primitives": {"sources": [{"$ref": "primitives.tokens.json"}]},
                "components": {"sources": [{"$ref": "components.tokens.json"}]},
            },
            "modifiers": {"appearance": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
            "resolutionOrder": [{"$ref": "#/sets/primitives"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/sets/components"}],
        },
    }
    for name, document in documents.items():
        with open(os.path.join(folder, name), "w") as f:
            json.dump(document, f, indent=2)


def components(hex_text):
    """`Color(red: …)` for `#RRGGBB[AA]` or `#RRRRGGGGBBBB[AAAA]`."""
    digits = hex_text.lstrip("#")
    width = 4 if len(digits) in (12, 16) else 2
    channels = [int(digits[i:i + width], 16) / (16 ** width - 1) for i in range(0, len(digits), width)]
    if len(channels) == 3:
        channels.append(1.0)
    return "Color(red: %r, green: %r, blue: %r, alpha: %r)" % tuple(round(c, 4) for c in channels)


def write_plain(dump, path):
    """The same keys as plain `static let`s, from `themegen dump`'s JSON."""
    lines = [
        "import Foundation", "",
        "struct Color: Sendable {", "    let red: Double, green: Double, blue: Double, alpha: Double", "}",
        "struct DynamicColor: Sendable {", "    let light: Color, dark: Color", "}", "",
        "enum Style {",
    ]
    for theme in dump["themes"]:
        for group, entries in theme.items():
            if not isinstance(entries, list):
                continue
            for entry in entries:
                name, value = entry["swiftName"], entry["value"]
                if group == "colors":
                    if "dark" in value:
                        lines.append(f"    static let {name} = DynamicColor(light: {components(value['light'])}, dark: {components(value['dark'])})")
                    else:
                        lines.append(f"    static let {name} = {components(value['light'])}")
                elif group == "dimensions":
                    lines.append(f"    static let {name}: CGFloat = {value!r}")
                else:
                    lines.append(f"    static let {name}: Double = {value!r}")
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
