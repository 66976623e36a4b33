"""Writes kubeconform's JSON schemas for the built-in Kubernetes kinds from the API server's OpenAPI (swagger 2.0) spec.

kubeconform downloads these from GitHub (yannh/kubernetes-json-schema) by default; this machine reaches package
registries only, so scripts/install-deps.sh fetches the spec through the Go module proxy (k8s.io/kubernetes ships
api/openapi-spec/swagger.json) and runs this script. The script kubeconform itself ships (scripts/openapi2jsonschema.py)
converts CustomResourceDefinitions only, not the swagger file, so the conversion is done here, the way
kubernetes-json-schema's schemas are made (instrumenta/openapi2jsonschema --expanded --kubernetes --stand-alone):

- one file per group/version/kind, named as kubeconform looks it up: `{kind}-{group}-{version}.json` with the group's
  first label (`deployment-apps-v1.json`, `horizontalpodautoscaler-autoscaling-v2.json`), `{kind}-{version}.json`
  for the core group (`service-v1.json`);
- stand-alone: every `$ref` inlined (a reference back into itself, which only the CRD schema type has, accepts
  anything at that point);
- int-or-string fields accept a string or an integer, quantities a string or a number (as the API server does);
- the strict variant forbids unknown fields in every object that lists its properties (a misspelt or misplaced
  field is an error), like `kubectl --validate=strict`.

Descriptions are dropped: kubeconform does not read them and they are most of the spec's size.
One difference from kubernetes-json-schema: optional fields do not accept `null` here (it never helps a manifest).

Usage: python openapi_to_json_schemas.py <swagger.json> <output dir> [--strict]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

DEFINITION_PREFIX = "#/definitions/"
INT_OR_STRING = {"oneOf": [{"type": "string"}, {"type": "integer"}]}
QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity"
QUANTITY_SCHEMA = {"oneOf": [{"type": "string"}, {"type": "number"}]}


def prepare(schema, strict: bool):
    """One definition without descriptions, with int-or-string widened and (strict) unknown fields forbidden."""
    if isinstance(schema, list):
        return [prepare(item, strict) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if schema.get("format") == "int-or-string":
        return dict(INT_OR_STRING)
    result = {key: prepare(value, strict) for key, value in schema.items() if key != "description"}
    if "properties" in schema:
        # Property names are data, not schema keywords: a property called "description" must stay.
        result["properties"] = {name: prepare(value, strict) for name, value in schema["properties"].items()}
        if strict:
            result.setdefault("additionalProperties", False)
    return result


class Expander:
    """Inlines `#/definitions/...` references; each definition is expanded once and shared."""

    def __init__(self, definitions: dict):
        self.definitions = definitions
        self.expanded: dict[str, object] = {}
        self.in_progress: list[str] = []

    def definition(self, name: str):
        if name in self.expanded:
            return self.expanded[name]
        if name in self.in_progress:
            return {}  # a recursive type (JSONSchemaProps): anything goes below this point
        self.in_progress.append(name)
        try:
            result = self.expand(self.definitions[name])
        finally:
            self.in_progress.pop()
        self.expanded[name] = result
        return result

    def expand(self, schema):
        if isinstance(schema, list):
            return [self.expand(item) for item in schema]
        if not isinstance(schema, dict):
            return schema
        ref = schema.get("$ref")
        if isinstance(ref, str):
            if not ref.startswith(DEFINITION_PREFIX):
                raise ValueError(f"unsupported $ref {ref}")
            return self.definition(ref[len(DEFINITION_PREFIX):])
        return {key: self.expand(value) for key, value in schema.items()}


def schema_file_name(group: str, version: str, kind: str) -> str:
    suffix = f"-{group.split('.')[0]}-{version}" if group else f"-{version}"
    return f"{kind}{suffix}".lower() + ".json"


def write_schemas(spec_path: Path, output: Path, strict: bool) -> int:
    spec = json.loads(spec_path.read_text())
    raw = spec["definitions"]
    definitions = {name: prepare(schema, strict) for name, schema in raw.items()}
    definitions[QUANTITY] = dict(QUANTITY_SCHEMA)
    expander = Expander(definitions)

    output.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=output.name + ".", dir=output.parent))
    written = 0
    try:
        for name, schema in raw.items():
            for gvk in schema.get("x-kubernetes-group-version-kind", []):
                document = {"$schema": "http://json-schema.org/schema#", **expander.definition(name)}
                document.setdefault("type", "object")
                target = staging / schema_file_name(gvk.get("group", ""), gvk["version"], gvk["kind"])
                target.write_text(json.dumps(document, separators=(",", ":")))
                written += 1
        if written == 0:
            raise ValueError(f"{spec_path} defines no kind (no x-kubernetes-group-version-kind)")
        os.chmod(staging, 0o755)
        # Renamed into place whole, so a present folder is always a complete one.
        if output.exists():
            shutil.rmtree(output)
        staging.rename(output)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec", type=Path, help="the Kubernetes swagger.json (api/openapi-spec/swagger.json)")
    parser.add_argument("output", type=Path, help="folder to write, e.g. v1.31.4-standalone-strict")
    parser.add_argument("--strict", action="store_true", help="forbid fields a kind does not define")
    args = parser.parse_args(argv)
    count = write_schemas(args.spec, args.output, args.strict)
    print(f"{count} schemas written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
