"""What the deployment tests read: the manifests in deploy/k8s, compose.yaml, the Dockerfiles and the C++ sources.

The tests need no running system: they read files only (and run kubeconform, test_kubeconform.py).
"""
from __future__ import annotations

import os
import re
import shlex
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
K8S = REPO / "deploy" / "k8s"
SECRETS_EXAMPLE = K8S / "secrets.example.yaml"
KUSTOMIZATION = K8S / "kustomization.yaml"
COMPOSE = REPO / "compose.yaml"
SERVICES = ("auth", "projects", "messaging", "billing", "analytics")
GATEWAY = "gateway"
NAMESPACE = "cabinetworks"


def state_dir() -> Path:
    return Path(os.environ.get("MARKETPLACE_STATE_DIR") or REPO / ".local")


# --- C++: the environment variables a service cannot start without ----------------------------------------------

# cw::env::required("X") and cw::env::required_integer("X", min, max) (libs/common/include/cw/config.hpp); inside
# namespace cw the calls read env::required(...). The argument is captured whole so a non-literal one is noticed.
REQUIRED_CALL = re.compile(r"\benv::(required|required_integer)\s*\(\s*([^,)]*)")
STRING_LITERAL = re.compile(r'^"([A-Za-z_][A-Za-z0-9_]*)"$')
CPP_SUFFIXES = {".cpp", ".hpp", ".cc", ".h"}


def cpp_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in CPP_SUFFIXES and p.is_file())


@dataclass(frozen=True)
class RequiredEnv:
    names: frozenset[str]
    # Calls whose name is not a string literal: the tests cannot know what they require.
    unreadable: tuple[str, ...]


def required_env_in(files: list[Path]) -> RequiredEnv:
    names: set[str] = set()
    unreadable: list[str] = []
    for path in files:
        text = path.read_text(errors="replace")
        for match in REQUIRED_CALL.finditer(text):
            literal = STRING_LITERAL.match(match.group(2).strip())
            if literal:
                names.add(literal.group(1))
            else:
                line = text.count("\n", 0, match.start()) + 1
                unreadable.append(f"{path.relative_to(REPO)}:{line}: {match.group(0)}")
    return RequiredEnv(frozenset(names), tuple(unreadable))


@lru_cache(maxsize=None)
def shared_required_env() -> RequiredEnv:
    """What every service requires: the shared libraries (libs/common, libs/events, libs/service) all link."""
    return required_env_in(cpp_files(REPO / "libs"))


@lru_cache(maxsize=None)
def service_required_env(service: str) -> RequiredEnv:
    own = required_env_in(cpp_files(REPO / "services" / service))
    shared = shared_required_env()
    return RequiredEnv(own.names | shared.names, own.unreadable + shared.unreadable)


# --- Dockerfiles --------------------------------------------------------------------------------------------------

def dockerfile_instructions(path: Path) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the final stage, continuation lines joined, comments dropped."""
    logical: list[str] = []
    current = ""
    for raw in path.read_text().splitlines():
        stripped = raw.strip()
        if not current and (not stripped or stripped.startswith("#")):
            continue
        if current and stripped.startswith("#"):
            continue  # a comment inside a continued instruction
        if stripped.endswith("\\"):
            current += stripped[:-1] + " "
            continue
        logical.append(current + stripped)
        current = ""
    if current:
        logical.append(current)
    instructions = [(line.split(None, 1)[0].upper(), line.split(None, 1)[1] if " " in line else "")
                    for line in logical]
    last_from = max(i for i, (name, _) in enumerate(instructions) if name == "FROM")
    return instructions[last_from:]


ARG_REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)")


def image_env(dockerfile: Path, build_args: dict[str, str] | None = None) -> dict[str, str]:
    """The ENV of the final stage, with ${ARG} references resolved from the build args (else the ARG's default)."""
    args: dict[str, str] = {}
    env: dict[str, str] = {}
    given = {k: str(v) for k, v in (build_args or {}).items()}

    def resolve(text: str) -> str:
        return ARG_REFERENCE.sub(lambda m: {**args, **env}.get(m.group(1) or m.group(2), ""), text)

    for name, rest in dockerfile_instructions(dockerfile):
        if name == "ARG":
            key, _, default = rest.partition("=")
            args[key.strip()] = given.get(key.strip(), resolve(default.strip()))
        elif name == "ENV":
            tokens = shlex.split(rest)
            if tokens and "=" not in tokens[0]:  # the old form: ENV KEY value with spaces
                env[tokens[0]] = resolve(" ".join(tokens[1:]))
                continue
            for token in tokens:
                key, _, value = token.partition("=")
                env[key] = resolve(value)
    return env


def gateway_entrypoint_variables() -> list[str]:
    """The variables gateway/docker-entrypoint.sh refuses to start without (its `variables="..."` list)."""
    text = (REPO / "gateway" / "docker-entrypoint.sh").read_text()
    match = re.search(r'^variables="([^"]*)"', text, re.MULTILINE)
    assert match, "gateway/docker-entrypoint.sh no longer lists its variables as variables=\"...\""
    return match.group(1).split()


def gateway_required_env() -> set[str]:
    """What a deployment of the gateway must set: the entrypoint's variables the image does not set itself."""
    return set(gateway_entrypoint_variables()) - set(image_env(REPO / "gateway" / "Dockerfile"))


# --- Kubernetes manifests -----------------------------------------------------------------------------------------

def load_documents(path: Path) -> list[dict]:
    with path.open() as f:
        return [doc for doc in yaml.safe_load_all(f) if doc is not None]


@lru_cache(maxsize=None)
def manifest_files() -> tuple[Path, ...]:
    return tuple(sorted(p for p in K8S.glob("*.yaml") if p.name != KUSTOMIZATION.name))


@lru_cache(maxsize=None)
def applied_objects() -> tuple[dict, ...]:
    """Every object `kubectl apply -k deploy/k8s` creates (all manifests but the secrets example)."""
    return tuple(doc for path in manifest_files() if path != SECRETS_EXAMPLE for doc in load_documents(path))


@lru_cache(maxsize=None)
def example_secrets() -> dict[str, dict[str, str]]:
    """Secret name -> its keys and values, from secrets.example.yaml."""
    secrets: dict[str, dict[str, str]] = {}
    for doc in load_documents(SECRETS_EXAMPLE):
        assert doc["kind"] == "Secret", f"secrets.example.yaml holds a {doc['kind']}"
        values = {**(doc.get("data") or {}), **(doc.get("stringData") or {})}
        secrets[doc["metadata"]["name"]] = {k: str(v) for k, v in values.items()}
    return secrets


def objects_of(kind: str) -> list[dict]:
    return [doc for doc in applied_objects() if doc["kind"] == kind]


def object_named(kind: str, name: str) -> dict:
    found = [doc for doc in objects_of(kind) if doc["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind} named {name} in deploy/k8s, found {len(found)}"
    return found[0]


def config_maps() -> dict[str, dict[str, str]]:
    return {doc["metadata"]["name"]: {k: str(v) for k, v in (doc.get("data") or {}).items()}
            for doc in objects_of("ConfigMap")}


def pod_spec(workload: dict) -> dict:
    return workload["spec"]["template"]["spec"]


def all_containers(workload: dict) -> list[dict]:
    spec = pod_spec(workload)
    return list(spec.get("initContainers") or []) + list(spec["containers"])


def main_container(deployment: dict) -> dict:
    """The container named like its Deployment."""
    name = deployment["metadata"]["name"]
    found = [c for c in pod_spec(deployment)["containers"] if c["name"] == name]
    assert found, f"Deployment {name} has no container named {name}"
    return found[0]


@dataclass(frozen=True)
class EnvSource:
    """Where a container's variable comes from, and whether it is surely non-empty when the pod starts."""
    how: str
    is_set: bool
    detail: str = ""


def container_env(container: dict) -> dict[str, EnvSource]:
    """The container's environment as Kubernetes builds it: envFrom first, then env (which wins)."""
    maps = config_maps()
    secrets = example_secrets()
    env: dict[str, EnvSource] = {}
    for source in container.get("envFrom") or []:
        prefix = source.get("prefix", "")
        if "configMapRef" in source:
            name = source["configMapRef"]["name"]
            for key, value in maps.get(name, {}).items():
                env[prefix + key] = EnvSource("envFrom ConfigMap", value != "", f"{name}.{key}")
        elif "secretRef" in source:
            name = source["secretRef"]["name"]
            optional = bool(source["secretRef"].get("optional"))
            for key in secrets.get(name, {}):
                env[prefix + key] = EnvSource("envFrom Secret", not optional, f"{name}.{key}")
    for entry in container.get("env") or []:
        name = entry["name"]
        if "valueFrom" not in entry:
            env[name] = EnvSource("value", str(entry.get("value", "")) != "", str(entry.get("value", "")))
            continue
        ref = entry["valueFrom"]
        if "secretKeyRef" in ref:
            r = ref["secretKeyRef"]
            declared = r["key"] in secrets.get(r["name"], {})
            env[name] = EnvSource("secretKeyRef", declared and not r.get("optional", False), f"{r['name']}.{r['key']}")
        elif "configMapKeyRef" in ref:
            r = ref["configMapKeyRef"]
            value = maps.get(r["name"], {}).get(r["key"], "")
            env[name] = EnvSource("configMapKeyRef", value != "" and not r.get("optional", False),
                                  f"{r['name']}.{r['key']}")
        else:  # fieldRef, resourceFieldRef: always filled in by the kubelet
            env[name] = EnvSource(next(iter(ref)), True)
    return env


def env_value(container: dict, name: str) -> str:
    """A variable's literal value (env value or envFrom ConfigMap), for values the tests compare (ports, paths)."""
    for entry in container.get("env") or []:
        if entry["name"] == name and "value" in entry:
            return str(entry["value"])
    source = container_env(container).get(name)
    if source and source.how == "envFrom ConfigMap":
        map_name, _, key = source.detail.partition(".")
        return config_maps()[map_name][key]
    raise AssertionError(f"container {container['name']} has no literal value for {name}")


def container_port(container: dict, port: int | str) -> int:
    """A probe's or Service's port (number or name) as the container's port number."""
    if isinstance(port, int):
        return port
    for declared in container.get("ports") or []:
        if declared.get("name") == port:
            return int(declared["containerPort"])
    raise AssertionError(f"container {container['name']} has no port named {port}")


def labels_match(selector: dict, labels: dict) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


# --- compose.yaml -------------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def compose() -> dict:
    # PyYAML's safe loader merges `<<: *anchor` keys, as compose does (x-service, x-service-env).
    with COMPOSE.open() as f:
        return yaml.safe_load(f)


# $$ (a literal $), ${NAME}, ${NAME:-default} / ${NAME-default}, ${NAME:?error} / ${NAME?error}, $NAME.
COMPOSE_INTERPOLATION = re.compile(
    r"\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)")


def compose_value_is_set(value) -> bool:
    """Whether compose surely gives a non-empty value: literal text, ${X:-default} with a default, or ${X:?error}
    (compose refuses to start without X). ${X}, ${X:-} and a bare KEY (taken from the host, maybe unset) may be
    empty."""
    if value is None:
        return False

    def substitute(match: re.Match) -> str:
        if match.group(0) == "$$":
            return "$"
        if match.group(4):
            return ""
        operator, word = match.group(2), match.group(3) or ""
        if operator in (":?", "?"):
            return "<required>"
        if operator in (":-", "-"):
            return word
        return ""

    return COMPOSE_INTERPOLATION.sub(substitute, str(value)) != ""


def compose_environment(service: str) -> dict[str, object]:
    environment = compose()["services"][service].get("environment") or {}
    if isinstance(environment, list):
        environment = dict(item.split("=", 1) if "=" in item else (item, None) for item in environment)
    return environment


def compose_effective_env(service: str) -> dict[str, bool]:
    """Variable -> surely non-empty, for a compose service: its image's ENV (from its build args), then its
    environment (which wins)."""
    definition = compose()["services"][service]
    build = definition.get("build") or {}
    dockerfile = REPO / (build.get("context") or ".") / (build.get("dockerfile") or "Dockerfile")
    effective = {key: value != "" for key, value in image_env(dockerfile, build.get("args") or {}).items()}
    for key, value in compose_environment(service).items():
        effective[key] = compose_value_is_set(value)
    return effective


def compose_literal(service: str, name: str) -> str:
    """A variable's value in compose with defaults applied (${X:-default} -> default), image ENV included."""
    environment = compose_environment(service)
    if name in environment:
        value = str(environment[name])
        return COMPOSE_INTERPOLATION.sub(lambda m: "$" if m.group(0) == "$$" else (m.group(3) or ""), value)
    definition = compose()["services"][service]
    build = definition.get("build") or {}
    dockerfile = REPO / (build.get("context") or ".") / (build.get("dockerfile") or "Dockerfile")
    return image_env(dockerfile, build.get("args") or {}).get(name, "")


# --- docs/dev-contract.md -----------------------------------------------------------------------------------------

def contract_topics() -> tuple[list[str], int]:
    """The topics docs/dev-contract.md's "Kafka" section names, and its partition count."""
    text = (REPO / "docs" / "dev-contract.md").read_text()
    section = text.split("\n## Kafka", 1)[1].split("\n## ", 1)[0]
    topics = re.findall(r"`([a-z]+\.events)`", section)
    partitions = re.search(r"\((\d+) partitions each", section)
    assert topics and partitions, "docs/dev-contract.md's Kafka section no longer names its topics and partitions"
    return topics, int(partitions.group(1))
