#!/usr/bin/env bash
# Merges the artifact bundles that make-artifact-bundle.sh built on each host (one variant each) into the
# one bundle a release publishes, so the plugin-only package needs a single binaryTarget:
#
#   release/merge-artifact-bundles.sh OUTPUT_DIR BUNDLE...
#
# Each BUNDLE is a themegen.artifactbundle folder or its .zip. All must be of the same version and name
# different triples. Writes OUTPUT_DIR/themegen.artifactbundle/ (info.json, schema 1.0, every variant, in
# the order given), zips it as OUTPUT_DIR/themegen.artifactbundle.zip and prints its checksum as
# `swift package compute-checksum` computes it.
set -euo pipefail
(($# >= 2)) || { echo "usage: $0 OUTPUT_DIR BUNDLE..." >&2; exit 2; }
output=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bundles=()
for input in "$@"; do
    if [[ "$input" == *.zip ]]; then
        unpacked="$work/${#bundles[@]}"
        mkdir -p "$unpacked"
        unzip -q "$input" -d "$unpacked"
        bundles+=("$unpacked/themegen.artifactbundle")
    else
        bundles+=("$input")
    fi
done

merged="$output/themegen.artifactbundle"
rm -rf "$merged" "$output/themegen.artifactbundle.zip"
mkdir -p "$merged"
# The variants' folders side by side; info.json lists them all (python3: JSON read as JSON).
python3 - "$merged" "${bundles[@]}" <<'PY'
import json, os, shutil, sys
merged, bundles = sys.argv[1], sys.argv[2:]
version, variants, triples = None, [], set()
for bundle in bundles:
    with open(os.path.join(bundle, "info.json")) as file:
        artifact = json.load(file)["artifacts"]["themegen"]
    if version is not None and artifact["version"] != version:
        sys.exit(f"error: {bundle} is themegen {artifact['version']}, the others {version}")
    version = artifact["version"]
    for variant in artifact["variants"]:
        repeated = triples.intersection(variant["supportedTriples"])
        if repeated:
            sys.exit(f"error: {bundle} has a variant for {', '.join(sorted(repeated))}, which an earlier bundle has")
        triples.update(variant["supportedTriples"])
        folder = variant["path"].split("/")[0]
        shutil.copytree(os.path.join(bundle, folder), os.path.join(merged, folder), symlinks=True)
        variants.append(variant)
info = {"schemaVersion": "1.0", "artifacts": {"themegen": {"version": version, "type": "executable", "variants": variants}}}
with open(os.path.join(merged, "info.json"), "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
PY
(cd "$output" && zip -q -r -X themegen.artifactbundle.zip themegen.artifactbundle)
echo "$output/themegen.artifactbundle.zip"
swift package compute-checksum "$output/themegen.artifactbundle.zip"
