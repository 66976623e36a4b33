"""A small response validator for OpenAPI 3.0 documents.

For a response it looks up path (templates like /api/projects/{id} match) + method + status in the document, fails
when the status is not documented, checks the documented headers (required ones must be present, values must match
their schema) and validates a JSON body with jsonschema after resolving every $ref and translating the OpenAPI 3.0
dialect (nullable) to JSON Schema. A response documented without content must have an empty body.
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

import jsonschema
import yaml

from .config import REPO_ROOT

_HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
# Keywords of the OpenAPI schema object that JSON Schema does not know and that carry no constraint on a response.
_ANNOTATIONS = {"nullable", "example", "examples", "discriminator", "xml", "externalDocs", "deprecated", "readOnly",
                "writeOnly"}


class ContractViolation(AssertionError):
    pass


@dataclass(frozen=True)
class Operation:
    template: str
    method: str
    spec: dict


class OpenApiContract:
    def __init__(self, document: dict, source: str):
        self.document = document
        self.source = source
        self._paths = [(template, _template_regex(template), item)
                       for template, item in (document.get("paths") or {}).items()]

    @classmethod
    def load(cls, path: Path) -> "OpenApiContract":
        with open(path, encoding="utf-8") as handle:
            return cls(yaml.safe_load(handle), str(path))

    # --- lookup -------------------------------------------------------------------------------------------------
    def documents_path(self, path: str) -> bool:
        return any(regex.fullmatch(_strip_query(path)) for _, regex, _ in self._paths)

    def operation(self, method: str, path: str) -> Operation:
        path = _strip_query(path)
        method = method.lower()
        # Literal segments win over templates (OpenAPI: /users/me before /users/{id}).
        candidates = sorted((t for t in self._paths if t[1].fullmatch(path)), key=lambda t: t[0].count("{"))
        if not candidates:
            raise ContractViolation(f"{method.upper()} {path}: path not documented in {self.source}")
        for template, _, item in candidates:
            if method in item:
                return Operation(template, method, item[method])
        raise ContractViolation(f"{method.upper()} {path}: method not documented for {candidates[0][0]} in {self.source}")

    def response(self, method: str, path: str, status: int) -> tuple[Operation, str, dict]:
        op = self.operation(method, path)
        responses = op.spec.get("responses") or {}
        for key in (str(status), f"{str(status)[0]}XX", "default"):
            if key in responses:
                return op, key, self.resolve(responses[key])
        raise ContractViolation(
            f"{method.upper()} {path}: status {status} is not documented in {self.source} "
            f"(documented: {', '.join(sorted(responses))})")

    # --- validation ---------------------------------------------------------------------------------------------
    def validate_response(self, method: str, path: str, status: int, headers: "HeaderSource", body: bytes,
                          content_type: str | None) -> Any:
        """Validate one response; return the parsed JSON body (or None for an empty body)."""
        op, status_key, response = self.response(method, path, status)
        where = f"{method.upper()} {path} -> {status} ({self.source} {op.template} {status_key})"

        for name, header in (response.get("headers") or {}).items():
            header = self.resolve(header)
            values = headers.get_all(name)
            if not values:
                if header.get("required"):
                    raise ContractViolation(f"{where}: required header {name} missing")
                continue
            schema = self.to_json_schema(header.get("schema") or {})
            errors = []
            for value in values:
                error = _first_error(schema, _coerce_header(value, schema))
                if error is None:
                    break
                errors.append(f"{value!r}: {error}")
            else:
                raise ContractViolation(f"{where}: header {name} does not match its schema: {'; '.join(errors)}")

        content = response.get("content") or {}
        if not content:
            if body.strip():
                raise ContractViolation(f"{where}: documented without a body but got {body[:300]!r}")
            return None

        media = (content_type or "").split(";")[0].strip().lower()
        if media not in content:
            raise ContractViolation(f"{where}: Content-Type {content_type!r} not documented "
                                    f"(documented: {', '.join(content)}); body {body[:300]!r}")
        if not media.endswith("json"):
            return body
        try:
            parsed = json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ContractViolation(f"{where}: body is not JSON ({error}): {body[:300]!r}") from None
        schema = content[media].get("schema")
        if schema is not None:
            error = _first_error(self.to_json_schema(schema), parsed)
            if error is not None:
                raise ContractViolation(f"{where}: body does not match the schema: {error}\nbody: "
                                        f"{json.dumps(parsed)[:1000]}")
        return parsed

    # --- schema translation -------------------------------------------------------------------------------------
    def resolve(self, node: Any) -> Any:
        """Follow $ref (local references only) until a non-reference object."""
        seen = set()
        while isinstance(node, dict) and "$ref" in node:
            ref = node["$ref"]
            if ref in seen:
                raise ContractViolation(f"{self.source}: $ref cycle at {ref}")
            seen.add(ref)
            node = self._pointer(ref)
        return node

    def _pointer(self, ref: str) -> Any:
        if not ref.startswith("#/"):
            raise ContractViolation(f"{self.source}: only local $ref are supported, got {ref}")
        node: Any = self.document
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            try:
                node = node[part]
            except (KeyError, TypeError):
                raise ContractViolation(f"{self.source}: unresolvable $ref {ref}") from None
        return node

    def to_json_schema(self, schema: Any, _depth: int = 0) -> Any:
        """An OpenAPI 3.0 schema object as a self-contained JSON Schema (draft 4 semantics)."""
        if _depth > 64:
            raise ContractViolation(f"{self.source}: schema nesting too deep (recursive $ref?)")
        schema = self.resolve(schema)
        if isinstance(schema, list):
            return [self.to_json_schema(item, _depth + 1) for item in schema]
        if not isinstance(schema, dict):
            return schema
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key in _ANNOTATIONS:
                continue
            if key in ("properties", "patternProperties"):
                out[key] = {name: self.to_json_schema(sub, _depth + 1) for name, sub in value.items()}
            elif key in ("items", "additionalProperties", "not", "allOf", "anyOf", "oneOf"):
                out[key] = self.to_json_schema(value, _depth + 1) if isinstance(value, (dict, list)) else value
            else:
                out[key] = copy.deepcopy(value)
        if schema.get("nullable") is True:
            if "type" in out:
                out["type"] = [out["type"], "null"] if isinstance(out["type"], str) else [*out["type"], "null"]
            if "enum" in out and None not in out["enum"]:
                out["enum"] = [*out["enum"], None]
            if "type" not in out and any(k in out for k in ("allOf", "anyOf", "oneOf", "$ref")):
                out = {"anyOf": [out, {"type": "null"}]}
        return out


def walk_refs(node: Any) -> Iterable[str]:
    """Every $ref in a document, depth first."""
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"]
        for value in node.values():
            yield from walk_refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk_refs(value)


def assert_session_cookie_document(contract: "OpenApiContract") -> None:
    """What every service's document shares: OpenAPI 3.0.3, the session cookie as its security scheme, and no $ref
    that does not resolve."""
    document = contract.document
    assert document["openapi"] == "3.0.3"
    scheme = document["components"]["securitySchemes"]["cookieAuth"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "cookie", "cw_session")
    for ref in walk_refs(document):
        contract.resolve({"$ref": ref})  # raises when unresolvable


class HeaderSource:
    """All values of each response header, keeping repeated headers (Set-Cookie) apart."""

    def __init__(self, pairs: Iterable[tuple[str, str]]):
        self._values: dict[str, list[str]] = {}
        for name, value in pairs:
            self._values.setdefault(name.lower(), []).append(value)

    def get_all(self, name: str) -> list[str]:
        return list(self._values.get(name.lower(), []))

    def get(self, name: str) -> str | None:
        values = self.get_all(name)
        return values[0] if values else None


def _first_error(schema: Any, instance: Any) -> str | None:
    validator_class = jsonschema.Draft4Validator
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    error = jsonschema.exceptions.best_match(validator.iter_errors(instance))
    if error is None:
        return None
    location = "/".join(str(p) for p in error.absolute_path) or "<root>"
    return f"at {location}: {error.message}"


def _coerce_header(value: str, schema: dict) -> Any:
    kind = schema.get("type")
    if kind == "integer" and re.fullmatch(r"[+-]?\d+", value.strip()):
        return int(value.strip())
    if kind == "number":
        try:
            return float(value.strip())
        except ValueError:
            return value
    return value


def _template_regex(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[^}/]+\})", template)
    return re.compile("".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts))


def _strip_query(path: str) -> str:
    return path.split("?", 1)[0]


@lru_cache(maxsize=None)
def service_contract(service: str) -> OpenApiContract | None:
    """services/<service>/openapi.yaml, or None when that service has not written one yet."""
    path = REPO_ROOT / "services" / service / "openapi.yaml"
    return OpenApiContract.load(path) if path.is_file() else None


def required_contract(service: str) -> OpenApiContract:
    """services/<service>/openapi.yaml, which must exist."""
    contract = service_contract(service)
    assert contract is not None, f"services/{service}/openapi.yaml is missing"
    return contract


def schema_error(contract: OpenApiContract, schema_name: str, instance: Any) -> str | None:
    """Validate any value against components/schemas/<schema_name>; None when it conforms."""
    return _first_error(contract.to_json_schema({"$ref": f"#/components/schemas/{schema_name}"}), instance)


def plain_schema_error(schema: dict, instance: Any) -> str | None:
    """Validate against a JSON Schema written in a test (for calls whose service has no openapi.yaml yet)."""
    return _first_error(schema, instance)
